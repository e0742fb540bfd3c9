"""`plan`: the executor's context goes into the prompt, 3–10 concrete steps become
task lines with the owner under `## Plan`, and a failing model leaves one step."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from vaultmind.agent.fake import ScriptedModel
from vaultmind.errors import UsageError
from vaultmind.service import VaultService
from vaultmind.service.plan import PlanReport

TODAY = date(2026, 12, 3)
STEPS = {
    "steps": [
        {"title": "Think about the migration", "description": "vague"},
        {"title": "List the CRM services to move", "description": "from the deploy docs"},
        {"title": "Rehearse the switch on staging", "description": ""},
        {"title": "Switch production over #now", "description": "[[not a link]]"},
    ]
}


def _plan(
    vault: Path, model: ScriptedModel, project: str | None = None, dry_run: bool = False
) -> PlanReport:
    return VaultService(vault).plan("Move the CRM", "Дима", TODAY, project, dry_run, model=model)


def test_the_prompt_holds_the_executors_context(demo_vault: Path) -> None:
    model = ScriptedModel([json.dumps(STEPS)])
    _plan(demo_vault, model)
    _, prompt, schema = model.prompts[0]
    assert "Executor: Дмитрий Кузнецов" in prompt
    assert "position: Senior developer" in prompt
    assert "No calls after 16:00" in prompt  # a top memory
    assert "Internal CRM" in prompt  # what they are responsible for
    assert schema is not None and schema["properties"]["steps"]["minItems"] == 3


def test_concrete_steps_become_owned_tasks(demo_vault: Path) -> None:
    report = _plan(demo_vault, ScriptedModel([json.dumps(STEPS)]))
    text = (demo_vault / "Projects/Move the CRM.md").read_text(encoding="utf-8")
    plan = text.split("## Plan\n", 1)[1].splitlines()
    assert plan[1:] == [
        "- [ ] List the CRM services to move [owner:: [[Дмитрий Кузнецов]]]",
        "    - from the deploy docs",
        "- [ ] Rehearse the switch on staging [owner:: [[Дмитрий Кузнецов]]]",
        "- [ ] Switch production over \\#now [owner:: [[Дмитрий Кузнецов]]]",
        "    - \\[\\[not a link\\]\\]",
    ]
    assert report.created and report.plan.fallback is None
    again = _plan(demo_vault, ScriptedModel([json.dumps(STEPS)]))
    assert again.outcome == "unchanged"
    assert (demo_vault / "Projects/Move the CRM.md").read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    "reply",
    ["not json", json.dumps({"steps": STEPS["steps"][:2]}), json.dumps({"steps": []})],
)
def test_the_one_step_fallback(demo_vault: Path, reply: str) -> None:
    report = _plan(demo_vault, ScriptedModel([reply]), project="OAuth Migration")
    assert report.plan.fallback
    text = (demo_vault / "Projects/OAuth Migration.md").read_text(encoding="utf-8")
    assert text.split("## Plan\n", 1)[1].splitlines()[1:] == [
        "- [ ] Move the CRM [owner:: [[Дмитрий Кузнецов]]]"
    ]


def test_dry_run_writes_nothing(demo_vault: Path) -> None:
    before = sorted(p.name for p in (demo_vault / "Projects").iterdir())
    report = _plan(demo_vault, ScriptedModel([json.dumps(STEPS)]), dry_run=True)
    assert report.outcome == "dry run" and len(report.lines) == 5
    assert sorted(p.name for p in (demo_vault / "Projects").iterdir()) == before


def test_a_plan_the_user_ticked_is_left_alone(demo_vault: Path) -> None:
    _plan(demo_vault, ScriptedModel([json.dumps(STEPS)]))
    note = demo_vault / "Projects/Move the CRM.md"
    ticked = note.read_text(encoding="utf-8").replace("- [ ] List", "- [x] List")
    note.write_text(ticked, encoding="utf-8")
    report = _plan(demo_vault, ScriptedModel(["not json"]))
    assert report.outcome == "edited by the user; left as it is"
    assert note.read_text(encoding="utf-8") == ticked


def test_a_plan_in_a_public_note_is_made_without_what_private_notes_say(
    demo_vault: Path,
) -> None:
    (demo_vault / "Private").mkdir()
    (demo_vault / "Private" / "Zorblax.md").write_text(
        "# Zorblax\n\n- [ ] Hide the zorblax merger [owner:: [[Дмитрий Кузнецов]]] 📅 2026-12-04\n",
        encoding="utf-8",
    )
    public = ScriptedModel([json.dumps(STEPS)])
    _plan(demo_vault, public)  # into Projects/Move the CRM.md, which anyone reads
    assert "zorblax" not in public.prompts[0][1]
    mine = ScriptedModel([json.dumps(STEPS)])
    _plan(demo_vault, mine, project="Private/Zorblax.md")  # a private note: the whole context
    assert "zorblax" in mine.prompts[0][1]


def test_a_private_person_is_never_named_in_a_public_plan(demo_vault: Path) -> None:
    note = demo_vault / "People" / "Дмитрий Кузнецов.md"
    note.write_text(note.read_text(encoding="utf-8").replace("---\n", "---\nprivate: true\n", 1),
                    encoding="utf-8")  # fmt: skip
    with pytest.raises(UsageError, match="is private: a plan naming them goes into a private"):
        _plan(demo_vault, ScriptedModel([json.dumps(STEPS)]))
    assert not (demo_vault / "Projects" / "Move the CRM.md").exists()
