"""Preferences by class of phrasing (issue 10, session 6), each with near-misses that
must stay nothing: a one-off request or choice, a pick among options, a mood, someone
else's rule, a question."""

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
        # «предпочитаю, чтобы …», «мне удобнее, когда …», «не люблю, когда …»
        ("Я предпочитаю, чтобы ревью шло в тредах", "Предпочитает, чтобы ревью шло в тредах"),
        ("Предпочитаю, чтобы задачи ставили через трекер, а не в личке",
         "Предпочитает, чтобы задачи ставили через трекер"),
        ("Мне удобнее, когда повестку присылают заранее",
         "Удобнее, когда повестку присылают заранее"),
        ("Мне удобней, когда пишут одним сообщением", "Удобнее, когда пишут одним сообщением"),
        ("Мне комфортнее работать с утра", "Комфортнее работать с утра"),
        ("Не люблю, когда созвон начинается без опоздавших",
         "Не любит, когда созвон начинается без опоздавших"),
        ("Терпеть не могу, когда созвоны ставят на пятницу вечером",
         "Терпеть не может, когда созвоны ставят на пятницу вечером"),  # a habit, not a day
        ("Люблю, когда задачи описаны с критериями готовности",
         "Любит, когда задачи описаны с критериями готовности"),
    ],
)  # fmt: skip
def test_russian_clause_forms(text: str, memory: str) -> None:
    assert preferences(text) == [memory]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        # a standing request to the team about working with the speaker
        ("Созвоны со мной ставьте до 12", "Созвоны со мной ставьте до 12"),
        ("Встречи со мной лучше назначайте после обеда",
         "Встречи со мной лучше назначайте после обеда"),
        ("Пишите мне напрямую, не через Олю", "Пишите мне напрямую, не через Олю"),  # session 8
        ("По срочному звоните мне на мобильный", None),  # opens with a topic: not caught
        ("Просьба: не ставьте мне встречи на обед", "Не ставьте мне встречи на обед"),
        ("Коллеги, просьба: присылайте мне отчёты по пятницам",
         "Присылайте мне отчёты по пятницам"),
        ("Мне лучше писать в личку", "Мне лучше писать в личку"),
        ("Со мной лучше созваниваться по утрам", "Со мной лучше созваниваться по утрам"),
    ],
)  # fmt: skip
def test_a_standing_request_about_the_speaker(text: str, memory: str | None) -> None:
    assert preferences(text) == ([memory] if memory else [])


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Please don't DM me on weekends", "Don't DM me on weekends"),
        ("please don't slack me after 7pm", "Don't slack me after 7pm"),
        ("Please do not page me at night", "Do not page me at night"),
        ("Do not ping me on weekends", "Do not ping me on weekends"),  # no question
        ("Ping me on Slack rather than email", "Ping me on Slack rather than email"),
        ("Always loop me in by email", "Always loop me in by email"),
        ("Never call me before 10 on weekdays", "Never call me before 10 on weekdays"),
        ("DM me directly, the channel is noisy", "DM me directly"),
        ("Hey, no calls before 11 for me please", "No calls before 11 for me please"),
        ("I'd rather get one long message than ten short ones",
         "Would rather get one long message than ten short ones"),
        ("Mornings work best for me", "Prefers mornings"),
        ("Async updates work better for me, honestly", "Prefers async updates"),
        ("I hate it when a meeting has no agenda", "Hates it when a meeting has no agenda"),
        ("I really hate long status calls", "Hates long status calls"),
        ("I can't stand it when people reply-all", "Hates it when people reply-all"),
        ("I like it when PRs are small", "Likes it when PRs are small"),
        ("I don't like long standups, can we timebox to 15 min?", "Doesn't like long standups"),
    ],
)  # fmt: skip
def test_english_forms(text: str, memory: str | None) -> None:
    assert preferences(text) == ([memory] if memory else [])


@pytest.mark.parametrize(
    "text",
    [
        "Не люблю понедельники",  # a mood about a day, not a way of working
        "I hate Mondays",
        "I hate this bug",  # one thing, not a habit
        "I prefer not to say",
        "I'd prefer not to comment on that",
        "I prefer option B",  # a pick among options: about the thing
        "Предпочитаю второй вариант макета",
        "I prefer the dark theme for the landing page",
        "Мне больше нравится синий цвет кнопки",
        "Мне удобнее в пятницу",  # one meeting on one day
        "Tuesday works best for me",
        "3pm works best for me",
        "Whatever works best for me is fine",
        "Пришлите мне отчёт до 12",  # a one-off request
        "Напишите мне завтра",
        "Call me after 5",  # no habit word: one call
        "Ping me when it's merged",
        "Please don't ping Alice on weekends",  # someone else
        "Пишите Пете напрямую",
        "Присылайте отчёты для Оли по пятницам",
        "Мне удобнее, если созвон будет утром",  # a condition
        "Do you prefer mornings, or evenings?",
        "Ты предпочитаешь, чтобы я писала в личку?",
        "I like it",
        "I'd rather not, thanks",
    ],
)
def test_near_misses_are_no_preference(text: str) -> None:
    assert preferences(text) == []


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("I'm not a fan of Friday deploys", "Not a fan of Friday deploys"),
        ("Honestly I'm not a big fan of long threads", None),  # "honestly" opens: not caught
        ("Я не фанат длинных созвонов", "Не фанат длинных созвонов"),
        ("Не очень люблю созвоны без камеры", "Не любит созвоны без камеры"),
        ("Мне не нравится, когда задачи падают в пятницу вечером",
         "Не нравится, когда задачи падают в пятницу вечером"),
        ("Мне нравится, когда ревью короткие", "Нравится, когда ревью короткие"),
        ("I work best in the mornings", "Works best in the mornings"),
        ("Best way to reach me is Telegram", "Best way to reach me is Telegram"),
        ("Лучше всего со мной связываться через почту",
         "Лучше всего со мной связываться через почту"),
        ("Прошу не звонить мне после 18", "Прошу не звонить мне после 18"),
        ("I don't take meetings on Fridays", "I don't take meetings on Fridays"),
        ("Please always cc me on client emails", "Always cc me on client emails"),
    ],
)  # fmt: skip
def test_more_ways_to_say_it(text: str, memory: str | None) -> None:
    assert preferences(text) == ([memory] if memory else [])


@pytest.mark.parametrize(
    "text",
    [
        "I'm not a fan of this",  # one thing
        "Я не фанат понедельников",  # a mood about a day
        "Мне не нравится этот вариант",  # a choice
        "I work best with Kim on this",  # one task
        "Прошу не звонить Пете после 18",  # someone else
        "I don't take meetings tomorrow",  # one day
        "Best way to reach me is Friday",
    ],
)
def test_more_near_misses(text: str) -> None:
    assert preferences(text) == []
