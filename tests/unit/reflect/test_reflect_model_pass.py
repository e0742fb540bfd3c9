"""With a model, the reflection may only retell the collected facts (issue 27): a
summary that states a date, number or name the facts do not hold is dropped for the
template, with a notice; and a person with nothing new that day costs no model call."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.reflect.test_reflect_needs import FILES, IRINA
from vaultmind.agent.fake import ScriptedModel
from vaultmind.service import VaultService

DAY = date(2026, 12, 3)
EMPTY: dict[str, list[object]] = {
    "highlights": [],
    "commitments": [],
    "risks": [],
    "observations": [],
}
RETOLD = (
    "The supplier audit is overdue and the test rig is due tomorrow; "
    "the budget review moved to 2026-12-09."
)


def _reply(summary: str) -> str:
    return json.dumps({"summary": summary, **EMPTY})


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    return write_vault(FILES)


def test_a_grounded_retelling_leads_and_the_facts_follow(root: Path) -> None:
    model = ScriptedModel([_reply(RETOLD)])
    person = VaultService(root).reflect(DAY, "Irina", model=model).people[0]
    assert person.summary == f"{RETOLD} ^reflect-irina"
    assert person.notice is None and not person.model_skipped
    text = (root / "Daily/2026-12-03.md").read_text(encoding="utf-8")
    assert "- in numbers: Irina: overdue «Send the supplier audit»" in text
    assert "Facts: Irina: overdue «Send the supplier audit»" in model.prompts[0][1]


@pytest.mark.parametrize(
    ("summary", "why"),
    [
        ("The budget review moved to 2026-12-10.", "states 2026-12-10"),  # a made-up date
        ("The supplier audit is 3 days late.", "states 3"),  # a number nobody said
        ("The supplier audit waits for Gonzalez.", "names Gonzalez"),  # a made-up name
    ],
)
def test_an_invented_date_number_or_name_leaves_the_template(
    root: Path, summary: str, why: str
) -> None:
    person = VaultService(root).reflect(DAY, "Irina", model=ScriptedModel([_reply(summary)]))
    first = person.people[0]
    assert first.summary.startswith("Irina: overdue «Send the supplier audit» (due 2026-12-01)")
    assert first.notice is not None and why in first.notice
    assert summary not in (root / "Daily/2026-12-03.md").read_text(encoding="utf-8")


def test_prompt_fences_never_reach_the_note(root: Path) -> None:
    model = ScriptedModel([_reply(f"<<< {RETOLD} >>>")])
    person = VaultService(root).reflect(DAY, "Irina", model=model).people[0]
    assert person.summary == f"{RETOLD} ^reflect-irina"


def test_no_model_call_for_a_person_with_nothing_new(write_vault: WriteVault) -> None:
    """On 2026-12-09 Irina only has a promise falling due (active, not new); Bob wrote a
    message. One reply is scripted: a second call would fail the run."""
    source = (
        '---\ntype: source\nsource: telegram\nchat: "7"\nchat_title: "Ops"\n'
        "date: 2026-12-09\n---\n# Ops — 2026-12-09\n\n"
        "- 09:10 **Bob**: The carrier confirmed the pickup ^tg-7-9\n"
    )
    root = write_vault({
        "People/Irina.md": IRINA,
        "People/Bob.md": "---\ntype: person\n---\n# Bob\n",
        "Sources/telegram/7/2026-12-09.md": source,
    })  # fmt: skip
    model = ScriptedModel([_reply("The carrier confirmed the pickup.")])
    report = VaultService(root).reflect(date(2026, 12, 9), None, model=model)
    assert len(model.prompts) == 1 and "Person: Bob" in model.prompts[0][1]
    by_name = {p.person: p for p in report.people}
    assert by_name["Irina"].model_skipped and not by_name["Bob"].model_skipped
    assert by_name["Irina"].summary.startswith("Irina: overdue «Send the supplier audit»")
    assert by_name["Bob"].summary == "The carrier confirmed the pickup. ^reflect-bob"
