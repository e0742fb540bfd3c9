"""More shapes of ask and answer (issue 10, session 10): yes-words run together ("yep will
do"), an answer's "will" without "I", «будет» / «справлюсь» / a team's «закроем» with a
date; an order as an infinitive or as a need («нужен график»), and an order of one verb
that acts on what the sentence before it named."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.agreements import agreed_due, find_assignment, is_agreement
from vaultmind.agent.ingest.extract.later_ask import later_ask

MONDAY = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("yep will do", None),
        ("ok fine", None),
        ("ok I got it, will file thurs by 4", date(2026, 12, 3)),
        ("справлюсь, к 12 в субботу будут", date(2026, 12, 5)),
        ("к среде утром будет", date(2026, 12, 2)),
        ("принял, до 4-го закроем", date(2026, 12, 4)),
        ("ок, доделаем к пятнице", date(2026, 12, 4)),
        # after a yes, the answer's own step with a day
        ("ok, cream will be here wed", date(2026, 12, 2)),
        ("yep, calling the plumber tmrw morning", date(2026, 12, 1)),
        ("ок, смета будет готова к пятнице", date(2026, 12, 4)),
        ("yep tomorrow first thing", date(2026, 12, 1)),  # a part of the day beside the day
        ("sure. zones A and B done by Dec 4", date(2026, 12, 4)),  # done by a day: a promise
    ],
)
def test_an_answer_that_agrees(text: str, due: date | None) -> None:
    assert is_agreement(text, MONDAY) and agreed_due(text, MONDAY) == due


@pytest.mark.parametrize(
    "text",
    [
        "ок, закрываем",  # what is being done now, no promise
        "в пятницу будет дождь",  # news with a date
        "I'll review the copy by Friday",  # a task of its own, no answer to an ask
        "yep will do?",
        "ок, не закроем",
        "ok, the weather will be bad tomorrow",  # news, not a step
        "ok, the office will be closed on friday",  # news: closed is no step
        "ok morning",  # a greeting, no day
    ],
)
def test_an_answer_that_does_not_agree(text: str) -> None:
    assert not is_agreement(text, MONDAY)


@pytest.mark.parametrize(
    ("text", "name", "task", "due"),
    [
        ("Вика, к понедельнику нужен график на праздники", "Вика", "График на праздники",
         date(2026, 12, 7)),
        ("Серёж, на завтра: леса на секции 2 разобрать до обеда", "Серёж",
         "Леса на секции 2 разобрать до обеда", date(2026, 12, 1)),
        ("Оль, отчёт по складу сдать до пятницы", "Оль", "Отчёт по складу сдать",
         date(2026, 12, 4)),
    ],
)  # fmt: skip
def test_a_need_or_an_infinitive_said_to_someone_asks(
    text: str, name: str, task: str, due: date
) -> None:
    found = find_assignment(text, MONDAY)
    assert found is not None and (found.name, found.task, found.due) == (name, task, due)


@pytest.mark.parametrize(
    "text",
    [
        "Серёж, хочу успеть до пятницы",  # a wish
        "Дима, надеюсь успеть к пятнице",
        "Дима, часть отчёта к пятнице",  # «часть» is a noun
        "Оля, печать меню к пятнице",
        "Оля, я сдам отчёт до пятницы",  # the speaker's own promise
        "Дима, не сдавать до пятницы",  # negated
    ],
)
def test_what_is_no_order(text: str) -> None:
    assert find_assignment(text, MONDAY) is None


def test_an_order_of_one_verb_acts_on_what_the_sentence_before_named() -> None:
    found = later_ask("Прошли проверку! Замечания мелкие. Серёж, устранить до 4 декабря", MONDAY)
    assert found is not None and found.task == "Замечания мелкие: устранить"
    assert found.due == date(2026, 12, 4)


@pytest.mark.parametrize(
    ("text", "task", "due"),
    [
        # a later sentence that asks, with its own day, is the task and its day
        ("Dana, the Harlow inbound on Monday is 14 trailers. Can you build the door schedule "
         "by Sunday night?", "Build the door schedule", date(2026, 12, 6)),
        # a later ask that names nothing leaves the task said first
        ("Алина, к дегустации нужен список заготовок. сделаешь к субботе?",
         "К дегустации нужен список заготовок", date(2026, 12, 5)),
    ],
)  # fmt: skip
def test_the_sentence_that_asks_gives_the_task_and_its_day(text: str, task: str, due: date) -> None:
    found = find_assignment(text, MONDAY)
    assert found is not None and (found.task, found.due) == (task, due)


def test_an_ask_by_name_without_a_comma_is_answered_with_the_answers_day() -> None:
    from vaultmind.agent.ingest.extract.answered_ask import answered_ask

    ask = "you'll have 2 temps from Monday. Gus can you look at the RMA scanner?"
    found = answered_ask(ask, MONDAY, "yep tomorrow first thing", MONDAY)
    assert found is not None and (found.name, found.task) == ("Gus", "Look at the RMA scanner")
    assert found.due == date(2026, 12, 1)


@pytest.mark.parametrize(
    ("ask", "task"),
    [
        ("That's our landlord. Marcus, can you email them?", "That's our landlord: email them"),
        ("Client feedback on ch 1-2: only 4 comments. Artem, can you go through them?",
         "Client feedback on ch 1-2: only 4 comments: go through them"),
        # a task that names its own object keeps only its words
        ("The tag expired. Marcus, can you email the landlord?", "Email the landlord"),
    ],
)  # fmt: skip
def test_a_task_that_only_points_takes_what_the_sentence_before_named(ask: str, task: str) -> None:
    """ "Email them" a week later says nothing; the sentence before the ask names it."""
    from vaultmind.agent.ingest.extract.answered_ask import answered_ask

    found = answered_ask(ask, MONDAY, "will do after lunch", MONDAY)
    assert found is not None and found.task == task
