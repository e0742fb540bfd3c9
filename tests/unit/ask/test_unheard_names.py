"""A name no note says ("Phoenix", "Zurich", "ETA", "Slack") and the answer path `ask`
reports (`AskResult.path`, what `answer_eval --causes` counts): the name makes the
question "not found" unless a unit says the whole rest of it (issue 27)."""

from __future__ import annotations

from datetime import date

import pytest

from bench.answer_eval.run import _cause
from tests.unit.ask.conftest import indexed
from vaultmind.agent.ask.rank import NOT_FOUND
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 5)
NOTES = {
    "People/Sam Whitfield.md": "---\ntype: person\n---\n# Sam Whitfield\n\n"
    "Backend engineer.\n\n- Said the invoice export is blocked until finance sends the "
    "field list.\n",
    "Daily/2026-11-26.md": "# 2026-11-26\n\n- [[Sam Whitfield|Sam]] will fix the rounding "
    "bug in invoices by December 3.\n- The office kitchen is closed on Friday.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "unheard", NOTES)


def answer(service: VaultService, question: str) -> tuple[str, str]:
    result = service.ask(question, TODAY)
    return as_text(result, None, False), result.path


def test_an_abbreviation_no_note_says_is_answered_by_the_unit_saying_the_rest(
    service: VaultService,
) -> None:
    text, path = answer(service, "What's the ETA on the rounding bug fix?")
    assert text.splitlines()[0].startswith(
        "2026-11-26: [[Sam Whitfield|Sam]] will fix the rounding bug"
    )
    assert "December 3" in text.splitlines()[0]
    assert path == "extractive"


def test_a_channel_no_note_says_leaves_the_named_persons_answer(service: VaultService) -> None:
    text, _ = answer(service, "What did Sam say in Slack about the invoice export?")
    assert "blocked until finance sends the field list" in text.splitlines()[0]


def test_a_name_with_one_other_word_is_still_not_found(service: VaultService) -> None:
    assert answer(service, "Who owns the Zurich office?") == (
        NOT_FOUND, "not found: unknown name")  # fmt: skip
    text, path = answer(service, "What's the ETA for the Kubernetes upgrade?")
    assert text == NOT_FOUND
    assert path.startswith("not found: ")


def test_the_path_names_the_template_and_its_nothing(service: VaultService) -> None:
    # "[[Sam]] will fix … by December 3", a dated list item naming him, is his task
    assert answer(service, "What is overdue for Sam?")[1] == "template overdue"
    assert answer(service, "What did Sam promise?")[1] == "template promised"
    assert answer(service, "What does Sam prefer?")[1] == "template prefers empty"


def test_causes_count_false_absences_and_absent_questions_apart() -> None:
    asked, absent = {"q": "?"}, {"q": "?", "absent": True}
    assert _cause(asked, "wrong", True) == "false absences"
    assert _cause(asked, "wrong", False) == "wrong, not an absence"
    assert _cause(asked, "right", False) == ""
    assert _cause(absent, "wrong", False) == "absent, answered"
    assert _cause(absent, "right", False) == "absent, not found (right)"
