"""Preferences, session 7: a standing rule with its exception ("… unless …"), a file
format asked for as a habit, "no weekend calls for me", «Всем просьба:» before a rule;
one-off requests and team announcements stay nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

THURSDAY = datetime(2026, 11, 26, 15, 0, tzinfo=ZoneInfo("Europe/Moscow"))


def preferences(text: str) -> list[str]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", THURSDAY, "Kim", text))
    return [s.text for s in said if s.kind == "preference"]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Sam, please don't call me on weekends unless prod is on fire",
         "Don't call me on weekends unless prod is on fire"),
        ("Please don't message me after 8pm unless it's urgent",
         "Don't message me after 8pm unless it's urgent"),
        ("Please don't DM me on weekends, unless something is down",
         "Don't DM me on weekends unless something is down"),
        ("Сметы присылайте в xlsx, пожалуйста", "Сметы присылайте в xlsx"),
        ("Присылайте мне акты в pdf", "Присылайте мне акты в pdf"),
        ("Выгрузки кидайте в гугл-таблицу", "Выгрузки кидайте в гугл-таблицу"),
        ("No weekend calls for me please", "No weekend calls for me please"),
        ("Please no late meetings", "No late meetings"),
        ("No meetings with me on Fridays", "No meetings with me on Fridays"),
        ("Ок. Всем просьба: встречи со мной ставьте после 11", "Встречи со мной ставьте после 11"),
        ("Звонить мне лучше до обеда", "Звонить мне лучше до обеда"),
        ("Встречи со мной только после 10", "Встречи со мной только после 10"),
        ("В выходные я не отвечаю", "В выходные я не отвечаю"),
        ("По вечерам я не на связи", "По вечерам я не на связи"),
        ("I never read email on weekends", "I never read email on weekends"),
    ],
)  # fmt: skip
def test_standing_rules(text: str, memory: str) -> None:
    assert preferences(text) == [memory]


@pytest.mark.parametrize(
    "text",
    [
        "Please send me the report as a pdf unless it's huge",  # one-off request
        "I'll call you on Monday unless the release slips",  # a promise, not a rule
        "Пришлите отчёт в xlsx",  # perfective: once
        "Присылайте мне отчёт в pdf до пятницы",  # one day: once
        "Присылайте фото в чат",  # no format, no «мне»
        "No weekend plans yet",
        "No weekend calls for the interns",  # someone else's rule
        "No late meetings today",  # the team's day, not a habit
        "Всем просьба: заполните таблицу до пятницы",  # a task for all
        "Please don't ping me if you would rather wait",  # a real condition
        "Я не отвечаю за релиз",  # a duty, not a habit
        "Я не читаю почту сегодня",  # one day
        "I don't answer that",
        "I don't check email",  # no time or channel habit
        "Встречи со мной отменяются",
        "Звонить мне в пятницу",  # one day
    ],
)
def test_near_misses_are_no_preference(text: str) -> None:
    assert preferences(text) == []
