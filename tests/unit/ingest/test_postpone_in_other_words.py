"""A postponement in other words (issue 10, session 7): a modal before the verb ("I'd
rather push…", «придётся перенести»), the old day refused («не сегодня») or not getting
to it ("can't get to it today") with the new day said elsewhere, and the task before a
first-person verb («созвон переношу на среду»). The new date is never the refused one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from tests.unit.ingest.test_lifecycle_wording import THURSDAY
from vaultmind.agent.ingest.extract.lifecycle import find_event


@pytest.mark.parametrize(
    ("text", "due", "word"),
    [
        ("I'd rather push the vendor review to Monday", "2026-12-07", "vendo"),
        ("let's move the demo to next Tuesday", "2026-12-08", "demo"),
        ("Придётся перенести смету на вторник", "2026-12-08", "смет"),
        ("Отчёт по складу — не сегодня. Давайте в понедельник", "2026-12-07", "отчет"),
        ("can't get to the audit today, Monday then", "2026-12-07", "audit"),
        ("need another day for the contract, Friday latest", "2026-12-04", "contr"),
        ("Созвон с подрядчиком переношу на среду", "2026-12-09", "созво"),
        ("Смету к пятнице не успеваю, пришлю в понедельник", "2026-12-07", "смет"),
        ("Подписать до пятницы не получится. Будет к среде", "2026-12-09", "подпи"),
        # the reason beside it says a thing arrived: the reason, not a completion
        ("Олег, с макетом не успеваю, ткань только сегодня привезли. в понедельник пришлю",
         "2026-12-07", "макет"),
        # an outside party the task waits on moved it
        ("Кирпич: поставщик сдвинул, теперь будет во вторник", "2026-12-08", "кирпи"),
        ("banners: the printer delayed, they now say Wednesday", "2026-12-09", "banne"),
        ("Меню: типография к пятнице не успевает, просят до вторника", "2026-12-08", "меню"),
    ],
)  # fmt: skip
def test_a_postponement_in_other_words(text: str, due: str, word: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "postponed"
    assert found.due is not None and found.due.isoformat() == due
    assert word in found.words


@pytest.mark.parametrize(
    "text",
    [
        "Отчёт — не сегодня",  # the refused day is no new date
        "I'd rather push back on this idea",  # no date: an opinion
        "Let's move on to the next topic",
        "Лучше перенести созвон на среду?",  # a question
        "Петя смету к пятнице не успеваю",  # a known name before the verb: not the sender's
        "Сделал отчёт, презентацию не успеваю, к понедельнику",  # done and moved: not guessed
        "the supplier keeps stalling",  # no new day
        "Поставщик сдвинул?",  # asked
    ],
)
def test_no_postponement(text: str) -> None:
    assert find_event(text, THURSDAY, lambda word: word == "Петя") is None


def test_cant_finish_beside_a_hand_over_is_the_hand_over() -> None:
    found = find_event("can't finish the pricing page. Bob will do it", THURSDAY)
    assert found is not None and found.kind == "cancelled"


def test_the_promise_moves_to_the_new_day(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Пришлю смету по ремонту до среды"),
        ("2", "2026-12-01T10:00:00", "Дима", "Смету по ремонту — не сегодня. Давайте в пятницу"),
    ]
    lines, report = ingest(vault, export(tmp_path, rows))
    old, new = lines
    assert "[status:: superseded]" in old and "[due:: 2026-12-02]" in old
    assert "[due:: 2026-12-04]" in new and "смету" in new.lower()
    assert report.lifecycle.postponed == 1


def test_moving_to_the_day_already_due_changes_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Пришлю смету по ремонту до пятницы"),
        ("2", "2026-12-01T10:00:00", "Дима", "Смету по ремонту к пятнице не успеваю"),
    ]
    [line], report = ingest(vault, export(tmp_path, rows))
    assert "status" not in line and report.lifecycle.postponed == 0
