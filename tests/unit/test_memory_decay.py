"""Read-time decay of confidence, the words for low confidence, and the duplicate guard."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from vaultmind.memory.decay import confidence_words, effective_confidence, is_outdated
from vaultmind.memory.dedupe import combined_confidence, find_duplicate, reinforce, similar
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine

TODAY = date(2026, 12, 2)


def memory(raw: str, line: int = 1) -> MemoryLine:
    found = parse_memory_line(raw, line)
    assert isinstance(found, MemoryLine), found
    return found


def ago(days: int) -> str:
    return (TODAY - timedelta(days=days)).isoformat()


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("- [fact] A [confidence:: 0.8]", 0.8),  # no dates: no decay
        ("- [context] A", 1.0),  # confidence left out: 1; undated
        (f"- [fact] A [confidence:: 1] [created:: {ago(730)}]", 0.5),
        (f"- [fact] A [confidence:: 0.8] [created:: {ago(1460)}]", 0.2),
        (f"- [context] A [confidence:: 1] [created:: {ago(30)}]", 0.5),
        (f"- [commitment] A [confidence:: 1] [created:: {ago(90)}]", 0.5),
        (f"- [trait] A [confidence:: 1] [created:: {ago(365)}]", 0.5),
        (f"- [preference] A [confidence:: 1] [created:: {ago(180)}]", 0.5),
        (f"- [fact] A [confidence:: 0.9] [created:: {ago(0)}]", 0.9),
        (f"- [context] A [confidence:: 1] [created:: {ago(-10)}]", 1.0),  # future: no boost
        (f"- [context] A [confidence:: 1] [created:: {ago(900)}] [confirmed:: {ago(0)}]", 1.0),
        (f"- [context] A [confidence:: 1] [created:: {ago(0)}] [confirmed:: {ago(30)}]", 1.0),
        (f"- [context] A [confidence:: 1] [confirmed:: {ago(30)}]", 0.5),
        ("- [fact] A [confidence:: 7]", 1.0),  # clamped
        ("- [fact] A [confidence:: sure]", 1.0),  # unreadable: the default
        ("- [fact] A [confidence:: 1] [created:: not-a-date]", 1.0),
    ],
)
def test_effective_confidence(raw: str, expected: float) -> None:
    assert effective_confidence(memory(raw), TODAY) == pytest.approx(expected, abs=1e-4)


def test_custom_half_lives() -> None:
    line = memory(f"- [fact] A [confidence:: 1] [created:: {ago(10)}]")
    assert effective_confidence(line, TODAY, {"fact": 10}) == pytest.approx(0.5)
    assert effective_confidence(line, TODAY, {"fact": 20}) == pytest.approx(0.7071, abs=1e-4)


def test_partial_half_lives_keep_the_other_defaults() -> None:
    line = memory(f"- [context] A [confidence:: 1] [created:: {ago(30)}]")
    assert effective_confidence(line, TODAY, {"fact": 1000}) == pytest.approx(0.5)


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (1.0, ""),
        (0.8, ""),
        (0.79, "likely"),
        (0.6, "likely"),
        (0.59, "probably"),
        (0.4, "probably"),
        (0.39, "unconfirmed"),
        (0.0, "unconfirmed"),
    ],
)
def test_confidence_words(value: float, words: str) -> None:
    assert confidence_words(value) == words


@pytest.mark.parametrize(
    ("until", "outdated"),
    [(None, False), (ago(1), True), (ago(0), False), (ago(-1), False), ("garbage", False)],
)
def test_is_outdated(until: str | None, outdated: bool) -> None:
    field = f" [valid_until:: {until}]" if until else ""
    assert is_outdated(memory(f"- [context] On leave{field}"), TODAY) is outdated


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Works here since 2024", "works here, since 2024!", True),
        ("Ещё работает", "еще работает", True),
        ("Finish the auth refactor", "Finish the auth refactoring", True),
        ("Likes tea", "Likes coffee", False),
        ("Finish the auth refactor", "Start the billing migration", False),
        ("Пришлю отчёт по поставкам 5", "Пришлю отчёт по поставкам 6", False),
        ("Works here since 2024", "Works here since 2023", False),
        # words that turn the meaning around or name another date (issue 8, item 7)
        ("Does not eat meat", "Does eat meat", False),
        ("Doesn't eat meat", "Does eat meat", False),
        ("Doesn't eat meat", "Does not eat meat", True),
        ("Никогда не пьёт кофе по утрам", "Пьёт кофе по утрам", False),
        ("Пришлёт отчёт за май", "Пришлёт отчёт за март", False),
        ("Отчёт сдаёт в марте", "Отчёт сдаёт в мае", False),
        ("Runs the standup on Monday", "Runs the standup on Tuesday", False),
        ("Runs the standup on Monday", "runs the stand-up on monday", True),
    ],
)
def test_similar(a: str, b: str, same: bool) -> None:
    assert similar(a, b) is same


MEMORIES = [
    memory("- [fact] Likes tea [status:: done] ^m-aaaaaa", 1),
    memory("- [fact] Likes tea [status:: archived] ^m-bbbbbb", 2),
    memory(f"- [fact] Likes tea [valid_until:: {ago(5)}] ^m-cccccc", 3),
    memory("- [preference] Likes tea ^m-dddddd", 4),
]


def test_done_archived_outdated_or_other_kind_is_not_a_duplicate() -> None:
    assert find_duplicate(MEMORIES, "fact", "Likes tea", TODAY) is None


def test_active_same_kind_is_a_duplicate_unless_skipped() -> None:
    active = memory("- [fact] Likes tea ^m-eeeeee", 5)
    found = find_duplicate([*MEMORIES, active], "fact", "LIKES TEA.", TODAY)
    assert found is active
    assert find_duplicate([*MEMORIES, active], "fact", "likes tea", TODAY, skip="m-eeeeee") is None


def test_a_commitment_with_another_date_is_the_same_one_with_another_number_not() -> None:
    old = memory("- [commitment] Подготовлю договор 4 до 6 декабря [due:: 2026-12-06] ^m-ffffff", 6)
    assert find_duplicate([old], "commitment", "Подготовлю договор 4 до 9 декабря", TODAY) is old
    assert find_duplicate([old], "commitment", "Подготовлю договор 9 до 6 декабря", TODAY) is None
    longer = "Подготовлю договор 4 до 6 декабря, раньше не успеть"
    assert find_duplicate([old], "commitment", longer, TODAY) is old


def test_a_commitment_and_its_negation_are_two_memories() -> None:
    old = memory("- [commitment] Review the budget draft [due:: 2026-12-06] ^m-gggggg", 7)
    assert find_duplicate([old], "commitment", "Do not review the budget draft", TODAY) is None
    assert find_duplicate([old], "commitment", "Review the budget draft first", TODAY) is old
    report = memory("- [commitment] Пришлю отчёт за март до пятницы ^m-hhhhhh", 8)
    assert find_duplicate([report], "commitment", "Пришлю отчёт за май до пятницы", TODAY) is None


@pytest.mark.parametrize(
    ("old", "new", "combined"),
    [(0.5, 0.5, 0.75), (0.9, 0.5, 0.95), (None, 0.5, 1.0), (1.0, 0.3, 1.0), (0.0, 0.0, 0.0)],
)
def test_combined_confidence(old: float | None, new: float, combined: float) -> None:
    assert combined_confidence(old, new) == pytest.approx(combined)


def test_reinforce_raises_confidence_adds_evidence_and_confirms() -> None:
    old = memory("- [fact] Likes tea [confidence:: 0.6] [src:: [[a]]] #drinks ^m-aaaaaa")
    line = reinforce(old, 0.5, ["[[a]]", "[[b]]"], TODAY)
    assert line == (
        "- [fact] Likes tea [confidence:: 0.8] [src:: [[a]], [[b]]] "
        "[confirmed:: 2026-12-02] #drinks ^m-aaaaaa"
    )


def test_reinforce_without_new_evidence_keeps_src() -> None:
    old = memory("- [fact] Likes tea [confidence:: 0.5] [src:: [[a]]] ^m-aaaaaa")
    line = reinforce(old, 0.5, ["[[a]]"], TODAY)
    assert line == (
        "- [fact] Likes tea [confidence:: 0.75] [src:: [[a]]] [confirmed:: 2026-12-02] ^m-aaaaaa"
    )
