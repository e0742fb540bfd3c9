"""Retrieval over long chat histories: forms of one word, neighbouring messages, days
a message names (issue 27, part 3)."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ask.mentioned import names_a_day_in
from vaultmind.agent.ask.neighbours import SHARE, conversations, with_neighbours
from vaultmind.agent.ask.timeframe import TimeRange
from vaultmind.agent.ask.units import Unit
from vaultmind.agent.ask.words import NEAR, shared, stem
from vaultmind.index.similar import similar

OCTOBER = TimeRange(date(2026, 10, 1), date(2026, 10, 31), "в октябре")


@pytest.mark.parametrize(
    ("a", "b"),
    [("коробок", "коробки"), ("обучали", "обучение"), ("склад", "складской"),
     ("decide", "decision"), ("погрузчик", "погрузчика")],
)  # fmt: skip
def test_forms_of_one_word_are_similar(a: str, b: str) -> None:
    assert similar(stem(a), stem(b))


@pytest.mark.parametrize(
    ("a", "b"),
    [("поставщик", "поставил"), ("report", "repo"), ("провод", "проверка"),
     ("payment", "payout"), ("почистила", "дочистила")],
)  # fmt: skip
def test_different_words_are_not(a: str, b: str) -> None:
    assert not similar(stem(a), stem(b))


def test_shared_counts_each_asked_stem_once_exactly_or_similar() -> None:
    asked = frozenset([stem("коробок"), stem("брак"), stem("октябрь")])
    said = frozenset(map(stem, ["коробки", "мятые", "40", "в", "браке", "браком"]))
    assert shared(asked, said) == 1 + NEAR  # «брак» as asked, «коробк» a near form


def message(line: int, path: str = "Sources/telegram/1/2026-10-26.md") -> Unit:
    return Unit(path, "2026-10-26", "message", f"text {line}", line, f"tg-1-{line}",
                (date(2026, 10, 26),), "active", 1.0, (f"tg-1-{line}",))  # fmt: skip


def test_a_message_takes_a_share_of_its_best_worded_neighbour() -> None:
    units = [message(1), message(2), message(3), message(4)]
    scored = [(0.0, units[0]), (2.0, units[1]), (0.0, units[2]), (0.0, units[3])]
    worded = {2}
    out = with_neighbours(scored, lambda u: u.line in worded)
    assert [s for s, _ in out] == [SHARE * 2.0, 2.0, SHARE * 2.0, 0.0]


def test_a_neighbour_reached_only_by_its_speaker_lends_nothing() -> None:
    units = [message(1), message(2)]
    out = with_neighbours([(1.5, units[0]), (1.5, units[1])], lambda u: False)
    assert [s for s, _ in out] == [1.5, 1.5]


def test_neighbours_are_within_one_note() -> None:
    first, other = message(1), message(2, "Sources/telegram/1/2026-10-27.md")
    out = with_neighbours([(2.0, first), (0.0, other)], lambda u: True)
    assert [s for s, _ in out] == [2.0, 0.0]


def test_a_leave_announced_in_september_names_days_in_october() -> None:
    text = "Я в отпуске с 5 по 16 октября, вместо меня Марина."
    assert names_a_day_in(text, date(2026, 9, 29), OCTOBER)
    assert names_a_day_in("I'm off Oct 19 to Oct 23.", date(2026, 10, 7), OCTOBER)


def test_a_message_naming_no_day_in_the_range_does_not() -> None:
    assert not names_a_day_in("Патч пришёл, ячейки на месте.", date(2026, 9, 29), OCTOBER)
    assert not names_a_day_in("Запуск 9 ноября.", date(2026, 9, 29), OCTOBER)
    assert not names_a_day_in("С 5 по 16 октября.", None, OCTOBER)


def test_a_message_s_conversation_is_itself_and_its_neighbours_in_its_day() -> None:
    first, second, third = message(1), message(2), message(3)
    elsewhere = message(4, "Sources/telegram/1/2026-10-27.md")
    memory = Unit("People/Ben.md", "Ben", "memory", "Ben will send it", 5, "m-1",
                  (date(2026, 10, 26),), "active", 1.0, ("tg-1-1",))  # fmt: skip
    said = conversations([first, second, third, elsewhere, memory])
    assert said[second.ref].split("\n") == ["text 1", "text 2", "text 3"]
    assert said[first.ref].split("\n") == ["text 1", "text 2"]
    assert said[elsewhere.ref] == "text 4"  # another day is another conversation
    assert said[memory.ref].split("\n") == ["text 1", "text 2"]  # where it was said
