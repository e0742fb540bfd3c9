"""The lifecycle patterns and the matcher: each event, and near-misses that must not match."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.lifecycle import Candidate, Event, best_match, find_event

MONDAY = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("text", "kind", "due"),
    [
        ("Готово", "done", None),
        ("Ок, готово!", "done", None),
        ("Сделал", "done", None),
        ("сделала", "done", None),
        ("Отправила график", "done", None),
        ("График отправила", "done", None),
        ("Отчёт готов", "done", None),
        ("done", "done", None),
        ("Sent.", "done", None),
        ("Shipped the release", "done", None),
        ("I've sent the contract", "done", None),
        ("сдвигаю auth на следующую неделю", "postponed", "2026-12-11"),
        ("не успеваю, будет к понедельнику", "postponed", "2026-12-07"),
        ("pushing the report to Monday", "postponed", "2026-12-07"),
        ("не успеваю к пятнице, будет к понедельнику", "postponed", "2026-12-07"),
        ("I won't make it by Friday, moving it to next Tuesday", "postponed", "2026-12-08"),
        ("Never mind, Bob will do it.", "cancelled", None),
        ("Петя возьмёт", "cancelled", None),
    ],
)
def test_each_event_is_recognised(text: str, kind: str, due: str | None) -> None:
    event = find_event(text, MONDAY)
    assert event is not None and event.kind == kind
    assert (event.due.isoformat() if event.due else None) == due


@pytest.mark.parametrize(
    "text",
    [
        "Done?",  # a question
        "готово ли?",
        "Отчёт готов?",
        "Отчёт ещё не готов",  # not yet
        "almost done",
        "not done yet",
        "Не сделал",
        "Готов помочь",  # ready, not done
        "Готово к пятнице",  # a promise with a date, not a completion
        "сдвигаю auth",  # a postponement without its new date
        "We will do it",  # a pronoun is no hand-over
        "Мы возьмём",
        "Maybe will do it",
        "Someone will do it",
        "Никто не возьмёт",
        "Never mind the typo",  # an interjection cancels only on its own
        "Не надо было так делать",
        "Отмена встречи завтра",
        "Сделал, но сдвигаю остальное на понедельник",  # two events at once: not guessed
        "Обсуждаем пункт 3",
        "Шучу, не сделаю",  # a refusal without a promise: nothing to change
    ],
)
def test_near_misses_are_no_event(text: str) -> None:
    assert find_event(text, MONDAY) is None


def candidate(mid: str, text: str, block: str) -> Candidate:
    return Candidate(mid, text, (f"[[Sources/jsonl/team/2026-11-30#^{block}]]",))


REPORT = candidate("a", "Сделаю отчёт по релизу до пятницы", "jl-team-1")
CONTRACT = candidate("b", "Пришлю договор завтра", "jl-team-2")


def event(text: str) -> Event:
    found = find_event(text, MONDAY)
    assert found is not None
    return found


def test_a_reply_decides_whatever_the_words() -> None:
    assert best_match(event("Готово"), [CONTRACT, REPORT], "jl-team-1") is REPORT
    assert best_match(event("Договор отправил"), [CONTRACT, REPORT], "jl-team-1") is REPORT


def test_a_reply_to_something_else_matches_nothing() -> None:
    assert best_match(event("Готово"), [REPORT], "jl-team-9") is None


def test_shared_words_decide_and_a_word_form_is_the_same_word() -> None:
    assert best_match(event("Отчёты отправил"), [CONTRACT, REPORT], None) is REPORT
    assert best_match(event("Отправил договор"), [REPORT, CONTRACT], None) is CONTRACT


def test_no_shared_word_or_a_tie_matches_nothing() -> None:
    assert best_match(event("Отправил счёт"), [CONTRACT, REPORT], None) is None
    other = candidate("c", "Пришлю отчёт по продажам завтра", "jl-team-3")
    assert best_match(event("Отчёт отправил"), [REPORT, other], None) is None


def test_a_bare_event_matches_only_the_one_open_commitment() -> None:
    assert best_match(event("Готово"), [REPORT], None) is REPORT
    assert best_match(event("Готово"), [REPORT, CONTRACT], None) is None
    assert best_match(event("Готово"), [], None) is None


def test_the_reported_text_is_one_short_line() -> None:
    text = event("Отправил договор\n" + "и ещё много слов " * 10).text
    assert "\n" not in text and len(text) == 80 and text.endswith("…")


@pytest.mark.parametrize(
    ("text", "kind", "due"),
    [
        ("Цифры отправил Пете", "done", None),  # a past verb second in a short clause
        ("Пиццу заказал на пятницу, 4 большие", "done", None),  # a past verb's date: no due
        ("PR посмотрел, пара замечаний", "done", None),
        ("Auth смержил, завтра выкатим", "done", None),
        ("Press kit is done, in the shared drive", "done", None),  # the clause ends the verb
        ("Swag ordered, arrives next week", "done", None),
        ("Слушайте, по auth: не успеваю к пятнице, будет к следующей среде", "postponed",
         "2026-12-09"),
        ("Hero image will be late, pushing it to Monday", "postponed", "2026-12-07"),
        ("Ноутбуки: не успеваю к четвергу, переношу на понедельник — ждём SSD", "postponed",
         "2026-12-07"),
    ],
)  # fmt: skip
def test_events_inside_a_longer_message_are_found_clause_by_clause(
    text: str, kind: str, due: str | None
) -> None:
    test_each_event_is_recognised(text, kind, due)


@pytest.mark.parametrize(
    "text",
    [
        "Петя отправил отчёт",  # someone else's news (Петя is a person the vault knows)
        "Он отправил отчёт",
        "Final emails are scheduled, sent on Wednesday morning",  # planned, not done
        "Если не успею, переношу на понедельник",  # a condition
        "If it slips, pushing it to Monday",
        "Done by Friday, promise",  # "done" with a date is a promise
        "Шучу, не сделаю",
        "Отчёт отправил, но сдвигаю график на понедельник",  # two kinds: not guessed
    ],
)
def test_clause_by_clause_near_misses_are_no_event(text: str) -> None:
    assert find_event(text, MONDAY, lambda word: word == "Петя") is None


def test_an_acronym_names_the_task() -> None:
    faq = candidate("f", "FAQ is yours", "jl-team-4")
    assert best_match(event("FAQ done, sent to Alice"), [REPORT, faq], None) is faq


def test_a_cancellation_whose_words_are_a_reason_still_finds_the_one_commitment() -> None:
    reason = event("Never mind, Lena will do it, she knows the place")
    assert best_match(reason, [REPORT], None) is REPORT
    assert best_match(reason, [REPORT, CONTRACT], None) is None  # which one? the user says
    assert best_match(event("Отправил счёт"), [REPORT], None) is None  # a done needs the words
