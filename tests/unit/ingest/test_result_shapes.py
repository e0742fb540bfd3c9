"""Results told by their shape (issue 10, session 8): a delivery ("<task>: <link>"), a
state ("<task> are up", «<task> на сайте ✅»), "so I'm dropping it", «так что отбой»,
"<task> won't happen tonight … <day>", and a status answer with a new day. Requests,
work under way, plans and questions are none of these."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tests.unit.ingest.test_lifecycle_wording import THURSDAY
from vaultmind.agent.ingest.extract.lifecycle import find_event
from vaultmind.agent.ingest.extract.result_forms import delivered, status_trouble


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("onboarding checklist: https://wiki.example.com/checklist", "check"),
        ("Смета по ремонту: https://disk.example.ru/smeta", "смет"),
        ("Презентация 👉 https://slides.example.ru/p/42", "презе"),
        ("migration guide: https://docs.example.com/d?usp=sharing — can you forward it?", "migra"),
        ("rollout notes are up: https://notes.example.com/rollout", "rollo"),
        ("прайс для партнёров на сайте ✅ https://shop.example.ru/price", "прайс"),
        ("the new pricing page is on the website 🎉", "prici"),
    ],
)
def test_a_result_by_its_shape_is_a_completion(text: str, word: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "done" and word in found.words


@pytest.mark.parametrize(
    "text",
    [
        "can you check this: https://wiki.example.com/checklist",
        "see: https://blog.example.com/post",
        "interesting read: https://blog.example.com/vendors",
        "будет тут: https://disk.example.ru/smeta",
        "they shipped it: https://news.example.com/launch",
        "the staging DB is being migrated",
        "прайс ещё не на сайте",
        "pricing page will be on the website tomorrow",
        "if the guide is up: https://docs.example.com/guide",
    ],
)
def test_no_completion_by_a_link_or_a_state(text: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is None or found.kind != "done"


@pytest.mark.parametrize(
    "text",
    ["dropping off the keys at reception", "I'm dropping by the office later", "drop it here"],
)
def test_dropping_something_else_cancels_nothing(text: str) -> None:
    assert find_event(text, THURSDAY) is None


def test_a_task_that_wont_happen_moves_to_the_last_day_said() -> None:
    text = (
        "backup drill won't happen tonight, the rack is being rewired. "
        "will run it monday, report tuesday"
    )
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "postponed"
    assert found.due == THURSDAY + timedelta(days=5)  # Tuesday: when the result comes
    assert find_event("the backup drill won't happen, sorry", THURSDAY) is None  # no new day


def test_not_going_to_make_it_moves_to_the_day_said() -> None:
    found = find_event("search fix — not going to make it, I'd push it to Dec 15", THURSDAY)
    assert found is not None and found.kind == "postponed"
    assert found.due == date(2026, 12, 15)


@pytest.mark.parametrize(
    "text",
    [
        "not great tbh, the parser is a mess. realistic is friday",
        "пока нет, застряла на выгрузке, реально к среде",
        "behind, sorry — more like monday",
    ],
)
def test_a_status_answer_with_trouble_and_a_day(text: str) -> None:
    assert status_trouble(text)


@pytest.mark.parametrize(
    "text",
    ["going great, on track for friday", "not yet? by friday?", "всё ок, к среде будет"],
)
def test_no_status_trouble(text: str) -> None:
    assert not status_trouble(text)


def test_a_delivery_keeps_only_the_task_words() -> None:
    assert delivered("paywall copy v2: https://docs.example.com/x") == "paywall copy v2"
    assert delivered("I'll put it here: https://docs.example.com/x") is None
    assert delivered("https://docs.example.com/x") is None


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("смету сегодня не успею — давайте в понедельник?", "смет"),
        ("Оль, презентацию сегодня не успеваю, дизайнер болеет. давай в понедельник?", "презе"),
        ("can't finish the deck today, how about Monday?", "deck"),
    ],
)
def test_a_new_day_proposed_after_i_cant_is_a_postponement(text: str, word: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "postponed" and word in found.words
    assert found.due == date(2026, 12, 7)  # the Monday proposed


@pytest.mark.parametrize(
    "text",
    [
        "давай в понедельник?",
        "отчёт готов, давай в понедельник обсудим?",
        "не успеваю, давай в понедельник? или во вторник?",
        "Отчёт отправил. Созвон давай в пятницу?",
    ],
)
def test_a_proposed_day_without_i_cant_moves_nothing(text: str) -> None:
    assert find_event(text, THURSDAY) is None
