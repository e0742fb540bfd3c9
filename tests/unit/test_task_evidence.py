"""A chat promise that restates a person's open task: the same work is matched, the
message joins the task's evidence in one field, the task's words stay."""

from __future__ import annotations

from datetime import date

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import NoteNotFoundError
from vaultmind.memory.task_evidence import (
    OpenTask,
    add_evidence,
    matching_task,
    same_task,
    work_words,
)
from vaultmind.vault.source_labels import labelled

LIST = OpenTask("People/Marta Lind.md", 7, "Marta: send the access list", date(2026, 12, 2))
BALANCER = OpenTask("Projects/Infra.md", 3, "[[Marta Lind]] order the load balancer", None)
LINK = "[[Sources/telegram/555/2026-11-30#^tg-555-7]]"


def test_the_owner_is_not_part_of_the_work() -> None:
    assert work_words("Marta: send the access list") == "send the access list"
    assert work_words("[[Marta Lind]] order the load balancer") == "order the load balancer"
    assert work_words("[[Marta Lind|Marta]]: call [[Acme|the vendor]]") == "call the vendor"
    assert work_words("@Oleg check the fuel invoices") == "check the fuel invoices"
    assert work_words("Ира — план стеллажей") == "план стеллажей"  # no colon: once a crash


def test_the_same_work_with_the_same_or_no_due_date_matches() -> None:
    assert same_task("I will send the access list", date(2026, 12, 2), LIST)
    assert same_task("I will send the access list", None, LIST)
    assert same_task("I will order the load balancer", date(2026, 12, 1), BALANCER)


def test_other_work_does_not_match() -> None:
    assert not same_task("I will send the invoice", date(2026, 12, 2), LIST)
    assert not same_task("order the cables", None, BALANCER)
    assert not same_task("send the access list 2", None, LIST)  # another number: other work


def test_another_due_date_is_another_promise() -> None:
    assert not same_task("I will send the access list", date(2026, 12, 9), LIST)


def test_two_tasks_of_the_same_work_are_a_guess_not_a_match() -> None:
    twin = OpenTask("Projects/Infra.md", 9, "send the access list", None)
    assert matching_task("send the access list", None, [LIST]) == LIST
    assert matching_task("send the access list", None, [LIST, twin]) is None


NOTE = "# Marta Lind\n\n- [ ] Marta: send the access list #ops ⏫\n\n## Memory\n"


def test_the_link_goes_into_src_before_the_emoji_and_a_due_date_is_added(
    write_vault: WriteVault,
) -> None:
    vault = write_vault({"People/Marta Lind.md": NOTE})
    task = OpenTask("People/Marta Lind.md", 3, "Marta: send the access list #ops", None)
    change = add_evidence(vault, task, LINK, date(2026, 12, 2))
    assert change.action == "added"
    assert change.after == (
        f"- [ ] Marta: send the access list [src:: {labelled([LINK])}] #ops ⏫ 📅 2026-12-02"
    )
    text = (vault / task.path).read_text(encoding="utf-8")
    assert text == NOTE.replace(change.before, change.after)
    again = add_evidence(vault, task, LINK, date(2026, 12, 2))
    assert again.action == "unchanged"
    assert (vault / task.path).read_text(encoding="utf-8") == text


def test_a_second_message_joins_the_first_and_a_due_date_is_never_moved(
    write_vault: WriteVault,
) -> None:
    line = f"- [ ] send the access list [src:: {LINK}] 📅 2026-12-02"
    vault = write_vault({"People/Marta Lind.md": f"# Marta Lind\n{line}\n"})
    task = OpenTask("People/Marta Lind.md", 2, "send the access list", date(2026, 12, 2))
    other = LINK.replace("-7]]", "-9]]")
    change = add_evidence(vault, task, other, date(2026, 12, 2))
    assert change.after == line.replace(LINK, labelled([LINK, other]))


def test_a_task_edited_away_is_not_written(write_vault: WriteVault) -> None:
    vault = write_vault({"People/Marta Lind.md": "# Marta Lind\n- [x] send the access list\n"})
    task = OpenTask("People/Marta Lind.md", 2, "send the access list", None)
    with pytest.raises(NoteNotFoundError):
        add_evidence(vault, task, LINK, None)
