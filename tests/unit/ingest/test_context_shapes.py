"""Temporary context said in everyday chat shapes (issue 10, session 10): a chat
shorthand for a day ("tmrw"), a weekday or a weekday range after "I'm off", a range
said before «я» / "I'm", a place one works from, an announcement opener («предупреждаю
заранее:»). Near-misses — a question, a condition, someone else's plan, no day — stay
nothing."""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ingest.test_statement_away import contexts


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("heads up, I'm off tmrw — vet appointment", "Off tmrw, vet appointment",
         date(2026, 12, 2)),
        ("remote tmrw, ping me on Slack", "Remote tmrw", date(2026, 12, 2)),
        ("I'm out Thursday", "Out Thursday", date(2026, 12, 3)),
        ("I'm off Tue-Thu next week, family wedding", "Off Tue-Thu next week, family wedding",
         date(2026, 12, 10)),
        ("Dec 7 through Dec 12 I'm working from my sister's house in Porto",
         "Dec 7 through Dec 12 working from my sister's house in Porto", date(2026, 12, 12)),
        ("Коллеги, предупреждаю заранее: с 8 по 12 декабря я в отпуске",
         "С 8 по 12 декабря в отпуске", date(2026, 12, 12)),
        ("с 8 по 12 декабря я на больничном", "С 8 по 12 декабря на больничном",
         date(2026, 12, 12)),
        # a range across months with a dash, which ends no clause
        ("I'm on vacation Dec 22 - Jan 2", "On vacation Dec 22 - Jan 2", date(2027, 1, 2)),
        ("я в отпуске 22 декабря — 9 января", "В отпуске 22 декабря — 9 января",
         date(2027, 1, 9)),
        # a length said after the state, «буду» as the sender
        ("ухожу на больничный, на неделю", "Ухожу на больничный, на неделю", date(2026, 12, 8)),
        ("до среды буду в Казани", "До среды буду в Казани", date(2026, 12, 2)),
        # openers: a heads-up with "that", a postscript, a greeting ending in a smile
        ("hey all, heads up that I'm out Thursday", "Out Thursday", date(2026, 12, 3)),
        ("Quick heads up: I'll be offline from 3pm today", "Offline from 3pm today",
         date(2026, 12, 1)),
        ("NB: в четверг работаю из дома", "В четверг работаю из дома", date(2026, 12, 3)),
        ("ps I'm out tmrw", "Out tmrw", date(2026, 12, 2)),
        ("Всем доброе утро) я сегодня удалённо", "Сегодня удалённо", date(2026, 12, 1)),
        # the reason first, then "so" / «так что»; out of reach; on the way
        ("flat flooded so I'm WFH today", "WFH today", date(2026, 12, 1)),
        ("дочка заболела, так что я сегодня из дома", "Сегодня из дома", date(2026, 12, 1)),
        ("away until Thursday", "Away until Thursday", date(2026, 12, 3)),
        ("я до четверга вне доступа", "До четверга вне доступа", date(2026, 12, 3)),
        ("завтра весь день в дороге, отвечаю с задержкой", "Завтра весь день в дороге",
         date(2026, 12, 2)),
        ("on the road tomorrow", "On the road tomorrow", date(2026, 12, 2)),
        # a shift for a while, with its days
        ("I'm on nights this week", "On nights this week", date(2026, 12, 4)),
        ("на этой неделе я в ночную смену", "На этой неделе в ночную смену", date(2026, 12, 4)),
        ("I'm on the late shift until Friday", "On the late shift until Friday",
         date(2026, 12, 4)),
        # an absence for part of a day, with an appointment as its reason
        ("в четверг меня до обеда не будет, к стоматологу записана",
         "В четверг меня до обеда не будет, к стоматологу записана", date(2026, 12, 3)),
        ("I'm out Friday — doctor's appointment", "Out Friday, doctor's appointment",
         date(2026, 12, 4)),
        ("меня в пятницу до обеда не будет, к врачу", "Меня в пятницу до обеда не будет, к врачу",
         date(2026, 12, 4)),
        # a family matter is a reason too
        ("меня завтра не будет — семейные обстоятельства",
         "Меня завтра не будет, семейные обстоятельства", date(2026, 12, 2)),
        ("меня в пятницу не будет, свадьба у брата", "Меня в пятницу не будет, свадьба у брата",
         date(2026, 12, 4)),
        # a day off taken, PTO, "going to be out"
        ("taking Friday off", "Taking Friday off", date(2026, 12, 4)),
        ("в пятницу беру отгул", "В пятницу беру отгул", date(2026, 12, 4)),
        ("PTO next week", "PTO next week", date(2026, 12, 11)),
        ("going to be out Thursday and Friday", "Going to be out Thursday and Friday",
         date(2026, 12, 4)),
        # a workplace away from one's desk, all day
        ("завтра весь день на заводе в Коломне, только по телефону",
         "Завтра весь день на заводе в Коломне", date(2026, 12, 2)),
        # a reminding tag is no question
        ("Саш, я с 21 по 25 декабря в отпуске, помнишь?", "С 21 по 25 декабря в отпуске",
         date(2026, 12, 25)),
    ],
)  # fmt: skip
def test_a_state_in_a_chat_shape(text: str, memory: str, until: date) -> None:
    assert [(s.text, s.valid_until) for s in contexts(text)] == [(memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "are you off Thursday?",  # a question
        "if I'm off Thursday, Sam covers the desk",  # a condition
        "I'm out of ideas for Thursday",  # no state
        "I'm off to lunch",
        "Dec 7 through Dec 12 I'm working from the old spec",  # a document, not a place
        "с 8 по 12 декабря у нас аудит",  # the team's event, not the sender's state
        "с 8 по 12 декабря Петя с Машей на проекте",  # someone else's plan
        "в четверг меня до обеда не будет",  # no reason said (session 6)
        "в четверг меня до обеда не будет, созвон переносим",  # a meeting moved, no reason
        "завтра на заводе аудит",  # an event at the plant
        "меня завтра не будет, Петя в курсе",  # no reason
        "taking Friday off the table",  # an idiom, no day off
        "в Москве до пятницы будут морозы",  # the weather, not the sender
        "PS the demo moved to Thursday",  # a meeting moved
        "в дороге, буду через 10 минут",  # the moment's chatter, no day
        "I'm on the late shift",  # no day: how one works, not a state for a while
        "в ночную смену опять никого",  # about the shift
        "до четверга без связи с подрядчиком, он в отпуске",  # no contact with someone
        "из дома принесу удлинитель",  # an errand
        "so I'm fine with it",
        "the build is out until Thursday?",
        "heads up that the office is closed Thursday",  # the office, not the sender
        "в пятницу берём отгул всей командой?",  # a question
        "ты с 21 по 25 декабря в отпуске, помнишь?",  # someone else's, asked
    ],
)
def test_no_state(text: str) -> None:
    assert contexts(text) == []


def test_one_state_said_in_two_sentences_is_one() -> None:
    """«я заболел. сегодня и завтра на больничном»: one state, until tomorrow."""
    found = contexts("Я заболела, 38 с утра. Сегодня и завтра на больничном, за меня Оля")
    assert [(s.text, s.valid_until) for s in found] == [
        ("Заболела, 38 с утра; сегодня и завтра на больничном", date(2026, 12, 2))
    ]
