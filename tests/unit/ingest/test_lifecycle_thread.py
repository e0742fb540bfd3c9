"""Done, postponed or cancelled through the conversation (issue 10, session 8): a reply to
the ask a promise answered, to someone's question about the task (a person's name is no
task word), a status answer with a new day, one of two news in a reply, "can't, I'll
bring it Monday" from the owner of an open promise, a delivery link naming the task.
Anything ambiguous or unmatched changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest

SVETA = "---\ntype: person\naliases: [Света]\n---\n# Светлана Морозова\n\n## Memory\n"


def _by(lines: list[str], word: str) -> str:
    [line] = [line for line in lines if word in line and "superseded" not in line]
    return line


def test_a_link_replying_to_the_ask_closes_the_promise_that_answered_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T09:00:00", "Олег", "Дима, сможешь обновить прайс для партнёров?"),
        ("2", "2026-11-30T09:05:00", "Дима", "Прайс обновлю к пятнице", "1"),
        ("3", "2026-11-30T09:10:00", "Дима", "Договор пришлю завтра"),
        ("4", "2026-12-01T10:00:00", "Дима", "А для всех партнёров или только новых?", "1"),
        ("5", "2026-12-02T10:00:00", "Дима", "Вот: https://drive.example.ru/price", "1"),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    assert "[status:: done] [done:: 2026-12-02]" in _by(lines, "Прайс")
    assert "#^jl-team-4]]" not in _by(lines, "Прайс")  # the question closed nothing
    assert "status" not in _by(lines, "Договор")


def test_a_reply_to_a_status_question_ignores_the_names_in_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Светлана Морозова.md": SVETA})
    rows = [
        ("1", "2026-11-30T09:00:00", "Дима", "Подготовлю график дежурств к пятнице"),
        ("2", "2026-11-30T09:05:00", "Дима", "Поправлю шаблон для Светы завтра"),
        ("3", "2026-12-01T10:00:00", "Олег", "Дима, Света спрашивает: что с графиком?"),
        ("4", "2026-12-01T10:30:00", "Дима", "пока не сделал", "3"),
        ("5", "2026-12-01T11:00:00", "Дима", "скинул в общий чат", "3"),
    ]
    lines, report = ingest(vault, export(tmp_path, rows))
    assert "[status:: done] [done:: 2026-12-01]" in _by(lines, "график")
    assert "#^jl-team-4]]" not in _by(lines, "график")  # "not yet" is no completion
    assert "status" not in _by(lines, "шаблон")
    assert report.lifecycle.completed == 1


def test_a_status_answer_with_trouble_and_a_day_moves_the_asked_task(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T09:00:00", "Дима", "I'll have the load report ready by Tuesday"),
        ("2", "2026-11-30T09:05:00", "Дима", "I'll review the payments PR today"),
        ("3", "2026-11-30T15:00:00", "Oleg", "Dima how's the load report looking?"),
        (
            "4",
            "2026-11-30T15:20:00",
            "Дима",
            "not great tbh, the parser is a mess. realistic is thursday",
            "3",
        ),
        ("5", "2026-11-30T16:00:00", "Дима", "not great. realistic is friday"),  # no question
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-12-03]" in _by(lines, "load report")
    assert "#^jl-team-5]]" not in _by(lines, "load report")
    assert "status" not in _by(lines, "payments")


def test_a_status_answer_without_trouble_moves_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T09:00:00", "Дима", "I'll have the load report ready by Tuesday"),
        ("2", "2026-11-30T15:00:00", "Oleg", "Dima how's the load report looking?"),
        ("3", "2026-11-30T15:20:00", "Дима", "going well, on track for tuesday", "2"),
    ]
    [line], report = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-12-01]" in line and "status" not in line
    assert report.lifecycle.postponed == 0


def test_of_two_news_in_a_reply_the_one_naming_the_replied_task_counts(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-27T09:00:00", "Дима", "Подключу виджет оплаты до понедельника"),
        (
            "2",
            "2026-11-30T09:00:00",
            "Дима",
            "Сервер перезагрузил, всё работает. По виджету — банк "
            "тянет с ключами, сегодня не успею. Давайте до среды",
            "1",
        ),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-12-02]" in _by(lines, "виджет")


def test_two_news_naming_no_replied_task_move_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-27T09:00:00", "Дима", "Подключу виджет оплаты до понедельника"),
        (
            "2",
            "2026-11-30T09:00:00",
            "Дима",
            "Сервер перезагрузил. Отчёт по складу переношу на среду",
            "1",
        ),
    ]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-11-30]" in line and "status" not in line


def test_cant_then_a_new_promise_moves_the_open_one_instead(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        (
            "1",
            "2026-11-25T10:00:00",
            "Олег",
            "Дима, для лицензии нужны копии твоих сертификатов. Успеешь?",
        ),
        ("2", "2026-11-25T11:00:00", "Дима", "К пятнице соберу", "1"),
        ("3", "2026-11-25T12:00:00", "Дима", "Пришлю отчёт по продажам завтра"),
        (
            "4",
            "2026-11-27T11:00:00",
            "Дима",
            "Сертификаты не успеваю, весь день на выезде. Привезу в понедельник",
        ),
    ]
    lines, report = ingest(vault, export(tmp_path, rows))
    # the need said to Дима is the ask «К пятнице соберу» agreed to; the task is its words
    assert "[due:: 2026-11-30]" in _by(lines, "копии твоих сертификатов")
    assert not any("Привезу" in line for line in lines)  # no second line for the same task
    assert report.lifecycle.postponed == 1


def test_cant_then_a_promise_about_nothing_open_is_a_new_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-25T12:00:00", "Дима", "Пришлю отчёт по продажам завтра"),
        (
            "2",
            "2026-11-27T11:00:00",
            "Дима",
            "Образцы не успеваю, весь день на выезде. Привезу в понедельник",
        ),
    ]
    lines, report = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-11-26]" in _by(lines, "отчёт")
    assert any("Привезу" in line and "[due:: 2026-11-30]" in line for line in lines)
    assert report.lifecycle.unmatched == []


def test_a_delivery_link_naming_the_task_closes_it(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T09:00:00", "Дима", "I'll send the vendor shortlist by Friday"),
        ("2", "2026-11-30T09:05:00", "Дима", "I'll book the offsite venue tomorrow"),
        ("3", "2026-12-01T09:00:00", "Дима", "interesting read: https://blog.example.com/vendors"),
        (
            "4",
            "2026-12-02T09:00:00",
            "Дима",
            "vendor shortlist: https://docs.example.com/shortlist",
        ),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    assert "[status:: done] [done:: 2026-12-02]" in _by(lines, "shortlist")
    assert "status" not in _by(lines, "venue")


def test_news_the_promise_reacted_to_names_no_task(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        (
            "1",
            "2026-11-30T09:00:00",
            "Oleg",
            "new designer joining Monday: Lena, android person 🎉",
        ),
        ("2", "2026-11-30T09:05:00", "Дима", "cool! I'll get her laptop ordered by friday", "1"),
        ("3", "2026-11-30T09:10:00", "Дима", "I'll review the payments PR today"),
        ("4", "2026-12-01T09:00:00", "Дима", "android tests fixed, was a flaky emulator"),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    assert not any("status" in line for line in lines)


def test_a_short_done_is_not_about_a_promise_due_months_later(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        (
            "1",
            "2026-11-30T09:00:00",
            "Дима",
            "I'll send the visa letters for the March trip by Feb 15",
        ),
        ("2", "2026-12-01T09:00:00", "Дима", "walkthrough done"),
    ]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert "status" not in line


def test_a_third_party_moving_the_owners_task_postpones_it(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-24T09:00:00", "Дима", "Встречу мастера по котлу в четверг и всё покажу"),
        ("2", "2026-11-24T09:05:00", "Дима", "Пришлю отчёт по продажам завтра"),
        (
            "3",
            "2026-11-26T08:00:00",
            "Дима",
            "мастер по котлу переносит на 3 декабря, встречу его тогда",
        ),
        ("4", "2026-11-26T08:30:00", "Дима", "поставщик переносит на пятницу"),  # names no task
    ]
    lines, report = ingest(vault, export(tmp_path, rows))
    assert "[due:: 2026-12-03]" in _by(lines, "котлу")
    assert "[due:: 2026-11-25]" in _by(lines, "отчёт") and "status" not in _by(lines, "отчёт")
    assert report.lifecycle.postponed == 1


def test_a_third_partys_move_meeting_no_commitment_is_no_missed_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [("1", "2026-11-26T08:00:00", "Дима", "Новости: проверку перенесли на 2 декабря")]
    _, report = ingest(vault, export(tmp_path, rows))
    assert report.lifecycle.unmatched == [] and report.lifecycle.postponed == 0


def test_a_long_reply_of_someone_with_no_promise_is_no_event(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-26T08:00:00", "Дима", "Пришлю отчёт по продажам завтра"),
        ("2", "2026-11-26T09:00:00", "Олег", "Спасибо. Жду отчёт, потом обсудим", "1"),
    ]
    [line], report = ingest(vault, export(tmp_path, rows))
    assert "status" not in line
    assert report.lifecycle.unconcerned == 0 and report.lifecycle.unmatched == []


@pytest.mark.parametrize(
    ("answer", "reply", "done"),
    [
        ("отдала 👌", "1", True),  # one done verb, replying to the promise
        ("уже отправил ✅", "1", True),
        ("sent!", "1", True),
        ("отдала 👌", None, False),  # no reply: near a promise is not enough
        ("отдала?", "1", False),  # asked
        ("отдала Пете", "1", True),  # more than the verb: the learned detector reads it as
        ("отдала Пете", None, False),  # done of the promise it replies to (issue 26)
    ],
)
def test_a_reply_of_one_done_verb_completes_the_promise_it_replies_to(
    write_vault: WriteVault, tmp_path: Path, answer: str, reply: str | None, done: bool
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    promise = ("1", "2026-11-27T10:00:00", "Дима", "Список замечаний распечатаю и отдам завтра")
    later = ("2", "2026-11-28T16:00:00", "Дима", answer, *([reply] if reply else []))
    [line], _ = ingest(vault, export(tmp_path, [promise, later]))
    assert ("[status:: done]" in line) is done
