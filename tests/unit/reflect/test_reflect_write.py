"""`reflect` writes one section per person and day, replaces only it, leaves a section
the user edited alone, and turns the model's grounded commitments into memories."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.reflect.fixture import FILES, age
from vaultmind.agent.fake import ScriptedModel
from vaultmind.service import VaultService
from vaultmind.vault.source_labels import strip_labels

DAY = date(2026, 12, 3)
DAILY = "Daily/2026-12-03.md"
GOOD = {
    "summary": "The staging rollback rehearsal passed; the SSO tenant is still missing.",
    "highlights": [{"text": "Staging rollback rehearsal passed", "events": [6]}],
    "commitments": [
        {"text": "Repeat the staging rollback rehearsal", "due": "friday", "events": [6]},
        {"text": "Send the deploy checklist", "due": "2026-12-05", "events": [3, 6]},
        {"text": "Launch the rocket", "due": "", "events": [6]},
    ],
    "risks": [{"text": "SSO tenant still missing", "events": [99]}],
    "observations": [{"text": "Bob likes cake", "events": [2]}],
}


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    root = write_vault(FILES)
    age(root)
    return root


def _none(root: Path, person: str | None = "Dmitry") -> object:
    return VaultService(root).reflect(DAY, person, explicit_model="none")


def test_rerun_replaces_only_its_section_and_never_duplicates(root: Path) -> None:
    first = VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    assert [p.outcome for p in first.people] == ["written"]
    text = (root / DAILY).read_text(encoding="utf-8")
    assert text.startswith("# 2026-12-03\n\nMy own words.\n\n## Reflection — [[Dmitry]]\n%% vm:")
    assert text.count("## Reflection — [[Dmitry]]") == 1
    again = VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    assert [p.outcome for p in again.people] == ["unchanged"]
    assert (root / DAILY).read_text(encoding="utf-8") == text
    source = root / "Sources/telegram/42/2026-12-03.md"
    source.write_text(source.read_text(encoding="utf-8") + "- 12:00 **Dmitry**: Lunch ^tg-42-4\n",
                      encoding="utf-8")  # fmt: skip
    third = VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    assert [p.outcome for p in third.people] == ["written"]
    after = (root / DAILY).read_text(encoding="utf-8")
    assert after.count("## Reflection — [[Dmitry]]") == 1
    assert "3 messages in «Team»" in after
    assert after.startswith("# 2026-12-03\n\nMy own words.\n\n## Reflection — [[Dmitry]]\n")


def test_a_section_the_user_edited_is_left_alone(root: Path) -> None:
    VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    daily = root / DAILY
    edited = daily.read_text(encoding="utf-8").replace("- closed:", "- CLOSED (my words):")
    daily.write_text(edited, encoding="utf-8")
    source = root / "Sources/telegram/42/2026-12-03.md"
    source.write_text(source.read_text(encoding="utf-8") + "- 12:00 **Dmitry**: Lunch ^tg-42-4\n",
                      encoding="utf-8")  # fmt: skip
    report = VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    assert report.people[0].outcome == "edited by the user; left as it is"
    assert daily.read_text(encoding="utf-8") == edited


def test_everyone_active_and_nobody_quiet_written(root: Path) -> None:
    (root / "People/Carol.md").write_text("---\ntype: person\n---\n# Carol\n", encoding="utf-8")
    age(root)
    report = VaultService(root).reflect(DAY, None, explicit_model="none")
    assert [p.person for p in report.people] == ["Bob", "Dmitry"]
    assert report.quiet == ["Carol"]
    assert "Carol" not in (root / DAILY).read_text(encoding="utf-8")


def test_grounded_commitments_become_memories(root: Path) -> None:
    model = ScriptedModel([json.dumps(GOOD)])
    report = VaultService(root).reflect(DAY, "Dmitry", model=model)
    person = report.people[0]
    assert [c.action for c in person.memories] == ["added", "reinforced"]
    assert sum(person.dropped.values()) == 3  # the rocket, the made-up citation, the cake
    line = person.memories[0].line.strip()
    assert line.startswith(
        "- [commitment] Repeat the staging rollback rehearsal [due:: 2026-12-04]"
    )
    assert "[confidence:: 0.6] [by:: agent:reflection]" in line
    assert "[src:: [[Daily/2026-12-03#^reflect-dmitry]]]" in strip_labels(line)
    text = (root / DAILY).read_text(encoding="utf-8")
    assert (
        "The staging rollback rehearsal passed; the SSO tenant is still missing. ^reflect-dmitry"
        in text
    )
    assert "rocket" not in text and "cake" not in text and "SSO tenant still missing" not in text
    assert (
        "  - Staging rollback rehearsal passed — [[Sources/telegram/42/2026-12-03#^tg-42-1]]"
        in text
    )
    assert "Dmitry" in model.prompts[0][1] and "6. [message in «Team»]" in model.prompts[0][1]
    again = VaultService(root).reflect(DAY, "Dmitry", model=ScriptedModel([json.dumps(GOOD)]))
    assert again.people[0].outcome == "unchanged" and again.people[0].memories == []
    person_text = (root / "People/Dmitry.md").read_text(encoding="utf-8")
    assert person_text.count("Repeat the staging rollback rehearsal") == 1


def test_a_failing_model_leaves_the_template(root: Path) -> None:
    model = ScriptedModel(["not json", "{still not"])
    report = VaultService(root).reflect(DAY, "Dmitry", model=model)
    assert report.people[0].model_error and "invalid JSON" in report.people[0].model_error
    assert report.people[0].summary.startswith("Dmitry: overdue «")
    assert report.people[0].memories == []


def test_undo_reverts_the_reflection(root: Path) -> None:
    before = {p: (root / p).read_bytes() for p in (DAILY, "People/Dmitry.md")}
    VaultService(root).reflect(DAY, "Dmitry", model=ScriptedModel([json.dumps(GOOD)]))
    assert (root / DAILY).read_bytes() != before[DAILY]
    VaultService(root).undo()
    assert {p: (root / p).read_bytes() for p in before} == before


def test_progress_and_cancel(root: Path) -> None:
    from vaultmind.cancel import CancelToken
    from vaultmind.errors import Cancelled

    seen: list[tuple[str, int, int]] = []
    token = CancelToken()

    def progress(stage: str, done: int, total: int) -> None:
        seen.append((stage, done, total))
        if done == 1:
            token.cancel()  # after the first person (Bob)

    with pytest.raises(Cancelled):
        VaultService(root).reflect(DAY, None, progress, token, explicit_model="none")
    assert seen == [("people", 0, 2), ("people", 1, 2)]
    text = (root / DAILY).read_text(encoding="utf-8")
    assert "## Reflection — [[Bob]]" in text and "[[Dmitry]]" not in text  # Bob's is kept


@pytest.mark.parametrize(
    "summary",
    [
        "Dmitry: 1 commitment due this week, a new task, 2022-01-01 12:30:59.143",  # a date
        "Dmitry shipped the quantum billing engine and hired three astronauts.",  # made up
    ],
)
def test_a_made_up_summary_leaves_the_template(root: Path, summary: str) -> None:
    reply = {**GOOD, "summary": summary, "commitments": []}
    report = VaultService(root).reflect(DAY, "Dmitry", model=ScriptedModel([json.dumps(reply)]))
    assert report.people[0].summary.startswith("Dmitry: overdue «Finish the auth refactor»")
    assert report.people[0].dropped["summary not supported by the events"] == 1
