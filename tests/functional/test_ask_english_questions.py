"""`vaultmind ask --no-llm` asked in the words English-speaking leads use (issue 27):
"who takes care of…", "what is X on the hook for?", "what's on her plate?", "what does
X owe me?", "who should I talk to about…", what someone is responsible for when no
relation says it, and a promise about a topic nobody promised anything on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.ask_vault import ask, make_vault
from tests.functional.conftest import Runner

NOTES = {
    "People/Anna Smirnova.md": "---\ntype: person\naliases: [Anna]\n---\n# Anna Smirnova\n\n"
    "Team lead.\n\n## Memory\n"
    "- [ ] Agree the pilot schedule with the customer [confidence:: 0.9] ➕ 2026-12-01 "
    "📅 2026-12-11 ^m-annsch\n",
    "People/Olga Ivanova.md": "---\ntype: person\naliases: [Olga]\n---\n# Olga Ivanova\n\n"
    "Purchasing manager. Olga handles the granulate orders.\n\n## Memory\n"
    "- [preference] Prefers email for purchase orders [confidence:: 0.8] [by:: user] "
    "^m-olgpre\n\n## Relations\n- responsible_for [[Nordic Polymers]]\n",
    "People/Marta Lind.md": "---\ntype: person\naliases: [Marta]\n---\n# Marta Lind\n\n"
    "QA lead. Runs the release checklist.\n",
    "Projects/Warehouse Scanner.md": "---\ntype: project\n---\n# Warehouse Scanner\n\n"
    "Handheld scanner app. Tom Becker leads the project; [[Marta Lind|Marta]] owns QA.\n",
    "People/John Carter.md": "---\ntype: person\naliases: [John]\n---\n# John Carter\n\n"
    "Key account manager at [[Nordic Polymers]].\n\n## Memory\n"
    "- [ ] Deliver the HDPE granulate batch [confidence:: 0.8] ➕ 2026-11-27 📅 2026-12-08 "
    "^m-jcgran\n",
    "People/Dmitry Kuznetsov.md": "---\ntype: person\naliases: [Dmitry]\n---\n"
    "# Dmitry Kuznetsov\n\nSenior developer.\n\n## Memory\n"
    "- [ ] Finish the auth refactor [confidence:: 0.9] ➕ 2026-11-27 📅 2026-12-04 ^m-dkauth\n"
    "\n## Tasks\n- [ ] Dmitry: rehearse the rollback 📅 2026-12-09\n",
    "People/Priya Shah.md": "---\ntype: person\naliases: [Priya]\n---\n# Priya Shah\n\n"
    "Support manager.\n\n- [ ] Priya: review the escalation policy 📅 2026-12-09\n",
    "People/Tom Becker.md": "---\ntype: person\naliases: [Tom]\n---\n# Tom Becker\n\n"
    "Tech lead.\n\n- [ ] Tom: prepare the pilot plan 📅 2026-12-08\n",
    "Knowledge/Nordic Polymers.md": "---\ntype: supplier\n---\n# Nordic Polymers\n\n"
    "Swedish supplier of HDPE granulate.\n",
    "Daily/2026-12-02.md": "# 2026-12-02\n\n[[Tom Becker|Tom]] promised the pilot plan by "
    "Tuesday.\n\nWe are hiring two support engineers in January.\n",
}


@pytest.fixture
def vault(tmp_path: Path, cli: Runner) -> Path:
    return make_vault(cli, tmp_path / "team", NOTES, '\nme = "[[Anna Smirnova]]"\n')


def test_who_takes_care_of_a_supplier_is_its_relation(cli: Runner, vault: Path) -> None:
    answer = ask(cli, vault, "Who takes care of Nordic Polymers on our side?")
    assert answer.splitlines() == [
        "Responsible for Nordic Polymers:",
        "- Olga Ivanova (responsible_for) [1]",
    ]


def test_on_the_hook_and_on_her_plate_list_the_person_s_items(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What is John Carter on the hook for?").splitlines() == [
        "John Carter promised:",
        "- Deliver the HDPE granulate batch (due 2026-12-08) [1]",
    ]
    plate = ask(cli, vault, "What does Priya have on her plate?")
    assert plate.splitlines()[1:] == ["- Priya: review the escalation policy (due 2026-12-09) [1]"]


def test_what_someone_owes_me_is_their_promise_not_mine(cli: Runner, vault: Path) -> None:
    for question in ("What does Dmitry owe me?", "Anything from Dmitry I'm waiting on?"):
        answer = ask(cli, vault, question)
        assert answer.startswith("Dmitry Kuznetsov promised:"), answer
        assert "auth refactor" in answer and "pilot schedule" not in answer


def test_a_promise_on_a_topic_nobody_promised_anything_on_is_not_recorded(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "Has Tom promised anything about hiring?") == (
        "No open commitments of Tom Becker are recorded about hiring."
    )  # the Daily note says Tom promised (the pilot plan) and that we hire: neither is it
    on_topic = ask(cli, vault, "What did Tom promise about the pilot?")
    assert on_topic.splitlines() == [
        "Tom Becker promised about pilot:",
        "- Tom: prepare the pilot plan (due 2026-12-08) [1]",
    ]


def test_what_someone_is_responsible_for_is_read_from_the_notes_without_a_relation(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What is Marta responsible for?").splitlines() == [
        "Marta Lind, from the notes (no responsible_for relation or owner field):",
        "- QA lead. [1]",
        "- Runs the release checklist. [2]",
        "- Tom Becker leads the project; Marta owns QA. [3]",
    ]  # her own note's duty, then the project note that names her with one


def test_who_i_should_talk_to_is_someone_else_with_that_duty(cli: Runner, vault: Path) -> None:
    answer = ask(cli, vault, "Who should I talk to about the granulate orders?")
    assert answer.splitlines()[0] == (
        "Olga Ivanova: Purchasing manager. Olga handles the granulate orders. [1]"
    )


def test_who_promised_whom_is_read_in_the_question_s_order(cli: Runner, vault: Path) -> None:
    assert ask(cli, vault, "What did Carter promise Tom?") == (
        "No open commitments of John Carter are recorded about Tom Becker."
    )  # "Carter" names John Carter by one word of his name; Tom is whom it is for
    assert ask(cli, vault, "What did Carter promise?").startswith("John Carter promised:")


def test_a_preference_about_a_topic_lists_those_or_says_none_is_recorded(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What does Olga prefer about purchase orders?").splitlines() == [
        "Olga Ivanova prefers about purchase orders:",
        "- Prefers email for purchase orders [1]",
    ]
    assert ask(cli, vault, "What does Olga prefer about meetings?") == (
        "No preferences of Olga Ivanova are recorded about meetings."
    )


def test_a_promise_about_a_topic_lists_those_on_it_first_then_the_others(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "What did Dmitry promise about the rollback?").splitlines() == [
        "Dmitry Kuznetsov promised about rollback:",
        "- Dmitry: rehearse the rollback (due 2026-12-09) [1]",
        "- other: Finish the auth refactor (due 2026-12-04) [2]",
    ]  # the others may say the topic in other words: shown, marked


def test_a_topic_in_the_other_language_is_told_apart_by_the_glossary(
    cli: Runner, vault: Path
) -> None:
    assert ask(cli, vault, "Что обещал Tom по найму?") == (
        "Tom Becker: открытых обещаний не записано по найму."
    )  # «найм» is "hiring": the pilot plan is not on it
