"""The date table of docs/decisions.md, read on a Monday, a Friday and a Sunday: the same
rules for `--due` and for a phrase in a chat message (dated by the message)."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.vault.dates import find_date, parse_due

MON, FRI, SUN = date(2026, 11, 30), date(2026, 12, 4), date(2026, 12, 6)
assert (MON.weekday(), FRI.weekday(), SUN.weekday()) == (0, 4, 6)


def d(month: int, day: int, year: int = 2026) -> date:
    return date(year, month, day)


TABLE: list[tuple[str, date, date, date]] = [
    # phrase                 on Monday      on Friday      on Sunday
    ("до пятницы", d(12, 4), d(12, 11), d(12, 11)),  # strictly after the day itself
    ("by Friday", d(12, 4), d(12, 11), d(12, 11)),
    ("к пт", d(12, 4), d(12, 11), d(12, 11)),  # the short forms chats write
    ("во вт", d(12, 1), d(12, 8), d(12, 8)),
    ("by thurs", d(12, 3), d(12, 10), d(12, 10)),
    ("weds", d(12, 2), d(12, 9), d(12, 9)),
    ("tmrw", d(12, 1), d(12, 5), d(12, 7)),  # "tomorrow" as chats write it
    ("this friday", d(12, 4), d(12, 11), d(12, 11)),
    ("к следующей среде", d(12, 9), d(12, 9), d(12, 9)),  # next calendar week's
    ("в следующий вторник", d(12, 8), d(12, 8), d(12, 8)),
    ("next Tuesday", d(12, 8), d(12, 8), d(12, 8)),
    ("на следующей неделе", d(12, 11), d(12, 11), d(12, 11)),  # that week's Friday
    ("на следующую неделю", d(12, 11), d(12, 11), d(12, 11)),
    ("next week", d(12, 11), d(12, 11), d(12, 11)),
    ("до следующей недели", d(12, 11), d(12, 11), d(12, 11)),
    ("к среде следующей недели", d(12, 9), d(12, 9), d(12, 9)),  # next week's, not this
    ("by Friday next week", d(12, 11), d(12, 11), d(12, 11)),
    ("в выходные", d(12, 6), d(12, 6), d(12, 6)),  # the coming Sunday; on a Sunday, today
    ("over the weekend", d(12, 6), d(12, 6), d(12, 6)),
    ("next weekend", d(12, 13), d(12, 13), d(12, 13)),
    ("до выходных", d(12, 4), d(12, 4), d(12, 11)),  # the Friday before it
    ("к концу недели", d(12, 4), d(12, 4), d(12, 11)),  # this Friday; a weekend: next
    ("by the end of the week", d(12, 4), d(12, 4), d(12, 11)),
    ("EOW", d(12, 4), d(12, 4), d(12, 11)),
    ("this week", d(12, 4), d(12, 4), d(12, 11)),  # as the end of the week
    ("на этой неделе", d(12, 4), d(12, 4), d(12, 11)),
    ("всю неделю", d(12, 4), d(12, 4), d(12, 11)),
    ("all week", d(12, 4), d(12, 4), d(12, 11)),
    ("к концу месяца", d(11, 30), d(12, 31), d(12, 31)),
    ("by the end of the month", d(11, 30), d(12, 31), d(12, 31)),
    ("EOM", d(11, 30), d(12, 31), d(12, 31)),
    ("завтра", d(12, 1), d(12, 5), d(12, 7)),
    ("tomorrow", d(12, 1), d(12, 5), d(12, 7)),
    ("послезавтра", d(12, 2), d(12, 6), d(12, 8)),
    ("сегодня вечером", MON, FRI, SUN),
    ("до вечера", MON, FRI, SUN),  # this evening
    ("к вечеру", MON, FRI, SUN),
    ("tonight", MON, FRI, SUN),
    ("после обеда", MON, FRI, SUN),  # the rest of the day (session 6)
    ("after lunch", MON, FRI, SUN),
    ("this afternoon", MON, FRI, SUN),
    ("до конца дня", MON, FRI, SUN),  # was read as «дня» = tomorrow
    ("by end of day", MON, FRI, SUN),
    ("через 3 дня", d(12, 3), d(12, 7), d(12, 9)),
    ("через неделю", d(12, 7), d(12, 11), d(12, 13)),
    ("in two weeks", d(12, 14), d(12, 18), d(12, 20)),
    ("к 30 ноября", d(11, 30), d(11, 30, 2027), d(11, 30, 2027)),  # the day itself counts
    ("by Nov 30", d(11, 30), d(11, 30, 2027), d(11, 30, 2027)),
    ("30.11", d(11, 30), d(11, 30, 2027), d(11, 30, 2027)),
    ("12/5", d(5, 12, 2027), d(5, 12, 2027), d(5, 12, 2027)),  # day/month, as in 30.11
    ("в понедельник утром", d(12, 7), d(12, 7), d(12, 7)),
    ("tomorrow morning", d(12, 1), d(12, 5), d(12, 7)),
    # a bare day of the month: the next such day, today counting
    ("к 9му", d(12, 9), d(12, 9), d(12, 9)),
    ("до 4-го", d(12, 4), d(12, 4), d(1, 4, 2027)),
    ("4е", d(12, 4), d(12, 4), d(1, 4, 2027)),
    ("by the 30th", d(11, 30), d(12, 30), d(12, 30)),
    ("to the 8th", d(12, 8), d(12, 8), d(12, 8)),
    ("the 31st", d(12, 31), d(12, 31), d(12, 31)),
]


@pytest.mark.parametrize(("phrase", "monday", "friday", "sunday"), TABLE)
def test_the_table(phrase: str, monday: date, friday: date, sunday: date) -> None:
    assert [parse_due(phrase, day) for day in (MON, FRI, SUN)] == [monday, friday, sunday]


@pytest.mark.parametrize(("phrase", "monday", "friday", "sunday"), TABLE)
def test_a_message_saying_it_gets_the_same_date(
    phrase: str, monday: date, friday: date, sunday: date
) -> None:
    found = find_date(f"Хорошо, сделаю {phrase}, потом обсудим", FRI)
    assert found is not None and found[0] == friday


@pytest.mark.parametrize(
    "text",
    [
        "Обсудим это утром",
        "this report is late",
        "next steps are unclear",
        "через пару",
        "the 2nd bug is worse",  # an ordinal before a noun is no day
        "1st draft is rough",
        "в 3м подъезде",
        "сделаю 2 отчёта",
        "ученики 5-го класса",  # «-го» before the noun it counts
        "план 2-го этажа",
    ],
)
def test_words_near_a_date_phrase_are_not_a_date(text: str) -> None:
    assert find_date(text, FRI) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("окей, беру. 9е в силе", d(12, 9)),
        ("pushing them to the 8th", d(12, 8)),
        ("honestly, let's say the 11th", d(12, 11)),
        ("в отпуске с 30го по 4е", d(12, 30)),  # the first date; a context reads the last
        ("сдвину на 31-е", d(12, 31)),
    ],
)
def test_a_bare_day_of_the_month_in_a_message(text: str, expected: date) -> None:
    found = find_date(text, FRI)
    assert found is not None and found[0] == expected


def test_the_31st_skips_a_month_without_one() -> None:
    assert parse_due("the 31st", d(2, 10, 2027)) == d(3, 31, 2027)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'll bring lunch on Friday", d(12, 11)),  # "lunch" alone is no date
        ("Пришлю меню обеда завтра", d(12, 5)),  # nor «обеда»
        ("I'll do this tomorrow", d(12, 5)),  # nor "this"
    ],
)
def test_a_part_of_the_day_is_today_only_as_a_whole_phrase(text: str, expected: date) -> None:
    found = find_date(text, FRI)
    assert found is not None and found[0] == expected


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("запущу 25-го как договаривались", d(12, 25)),
        ("10-го числа сдам", d(12, 10)),
        ("Помочь 2-го на стартах", d(1, 2, 2027)),  # a preposition after it counts nothing
        ("приду 9-го утра", d(12, 9)),
    ],
)
def test_a_russian_day_in_the_genitive_alone_is_a_date(text: str, day: date) -> None:
    found = find_date(text, FRI)  # on Friday 4 December: the next 25th, the next 10th
    assert found is not None and found[0] == day
