"""Preferences by structure (issue 10, session 8): an adverb before the verb, a request
about oneself marked as a standing rule, hours kept free, one's own tools, the thing
between «мне» and «удобнее», and what a rule is set against. A one-off for a day, or a
rule about "that time" with nothing before it, is none."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

WEDNESDAY = datetime(2026, 12, 2, 11, 0, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Нина"


def preferences(text: str) -> list[str]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", WEDNESDAY, ME, text))
    return [s.text for s in said if s.kind == "preference" and s.person == ME]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        # an adverb between the subject and the verb
        ("I really prefer feedback in Figma comments, not email",
         "Prefers feedback in Figma comments, not email"),
        ("I much prefer written updates over calls", "Prefers written updates over calls"),
        ("Мне вообще вечерние созвоны удобнее", "Удобнее вечерние созвоны"),
        ("Мне вообще удобнее по вечерам", "Удобнее по вечерам"),
        # a request about oneself, marked as a standing rule or with a habit word
        ("Going forward pls cc me on any pricing change",
         "Going forward cc me on any pricing change"),
        ("From now on please loop me in on every contract",
         "From now on loop me in on every contract"),
        ("Ко мне после 17 не ставить ни при каких условиях",
         "Ко мне после 17 не ставить ни при каких условиях"),
        ("Прошу: ко мне по понедельникам созвоны не ставить",
         "Ко мне по понедельникам созвоны не ставить"),
        ("Только прошу: через бот ко мне новых клиентов не записывать, только постоянных",
         "Через бот ко мне новых клиентов не записывать, только постоянных"),
        ("Всегда ставьте меня на утренние смены", "Всегда ставьте меня на утренние смены"),
        ("just a reminder for newcomers: no meetings after 6 with me",
         "No meetings after 6 with me"),
        # hours kept free, and a rule about "that time" joined to them
        ("с 9 до 10 я звонки не принимаю, это время на почту", "С 9 до 10 я звонки не принимаю"),
        ("Коллеги, напоминаю: с 9 до 10 я звонки не принимаю. Ко мне в это время созвоны не "
         "ставить ни при каких условиях",
         "С 9 до 10 я звонки не принимаю; ко мне в это время созвоны не ставить ни при каких "
         "условиях"),
        # one's own tools
        ("Я работаю только со своим ноутбуком, чужие не беру", "Работаю только со своим ноутбуком"),
        ("I only work with my own laptop", "Only work with my own laptop"),
        # what the rule is set against stays in it
        ("Мне лучше пишите, а не звоните — я на объектах", "Мне лучше пишите, а не звоните"),
        ("Ping me on Slack, not email", "Ping me on Slack, not email"),
        # with its exception: «только если …» / "only if …"
        ("ребят, не звоните мне по вечерам, только если всё горит",
         "Не звоните мне по вечерам только если всё горит"),
    ],
)  # fmt: skip
def test_a_standing_preference(text: str, memory: str) -> None:
    assert preferences(text) == [memory]


@pytest.mark.parametrize(
    "text",
    [
        "Please cc me on the pricing thread today",  # a one-off
        "Ко мне завтра никого не ставить",
        "Впредь ко мне на пятницу ничего не ставить",  # names a day: read as one
        "Ко мне в это время не ставить ни при каких условиях",  # which time is unknown
        "я сегодня звонки не принимаю",
        "Мне так удобнее",  # no thing between
        "Мне это удобнее",
        "Мне тоже удобнее",  # an adverb is no thing
        "Мне гораздо удобнее",
        "Я сегодня работаю только со своим ноутбуком",
        "cc me on the thread",  # no mark of a rule
        "Ко мне Олю не записывать",
        "Мне теперь всегда писать отчёты по пятницам",  # "I am to write", not about me
        "Add me to all the channels",  # a one-off setup
        "Мне второй удобнее",  # a pick
        "Мне завтрашний слот удобнее",
        "Мне 15:00 удобнее",
    ],
)
def test_near_misses_are_no_preference(text: str) -> None:
    assert preferences(text) == []
