"""Temporary context, session 7: a start between «я» and the state, an end counted from
that start, "remote" in Russian, a way to reach the person that is no condition; and a
state already on record not written twice. Near-misses stay as they were."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_rules_step import export, snapshot
from vaultmind.agent.ingest.extract.statements import Statement, find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.service import IngestRequest, VaultService

WEDNESDAY = datetime(2026, 11, 25, 11, 0, tzinfo=ZoneInfo("Europe/Moscow"))
ME = "Вера"


def contexts(text: str, when: datetime = WEDNESDAY) -> list[Statement]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", when, ME, text))
    return [s for s in said if s.kind == "context"]


def ends(text: str, when: datetime = WEDNESDAY) -> list[date | None]:
    return [s.valid_until for s in contexts(text, when)]


@pytest.mark.parametrize(
    ("text", "until"),
    [
        # a start between «я» and the state, the end after it
        ("Я со следующей недели в командировке до 9 декабря", date(2026, 12, 9)),
        ("Я с 1 декабря на удалёнке до 12-го", date(2026, 12, 12)),
        ("Коллеги, я с понедельника в отпуске до 4 декабря, пишите Оле", date(2026, 12, 4)),
        # the end's weekday is counted from a later start, wherever the start is said
        ("Я в отпуске с понедельника до пятницы", date(2026, 12, 4)),
        ("Я с понедельника на больничном до среды", date(2026, 12, 2)),
        ("I'm on leave from Monday until Thursday", date(2026, 12, 3)),
        ("From Monday I'm OOO till Wednesday", date(2026, 12, 2)),
        # a start with no end: the start day; «со следующей недели» is next Monday
        ("Я со следующей недели в отпуске", date(2026, 11, 30)),
        ("В отпуске с понедельника", date(2026, 11, 30)),
        # an end with no start is counted from the message, as before
        ("Я в отпуске до пятницы", date(2026, 11, 27)),
        ("Я завтра на больничном", date(2026, 11, 26)),
    ],
)  # fmt: skip
def test_an_end_is_counted_from_its_start(text: str, until: date) -> None:
    assert ends(text) == [until]


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("Я завтра удалённо", "Завтра удалённо", date(2026, 11, 26)),
        ("Сегодня удалённо, звоните на мобильный", "Сегодня удалённо", date(2026, 11, 25)),
        ("Я удалённо до пятницы", "Удалённо до пятницы", date(2026, 11, 27)),
        ("Завтра буду удалённо", "Завтра буду удалённо", date(2026, 11, 26)),
        ("Я приболел, сегодня без меня", "Приболел", date(2026, 11, 25)),
        ("Работаю завтра удалённо", "Работаю завтра удалённо", date(2026, 11, 26)),
        ("Сижу на больничном", "Сижу на больничном", date(2026, 11, 25)),
        ("Взяла больничный до пятницы", "Взяла больничный до пятницы", date(2026, 11, 27)),
        ("Sick today, slow replies", "Sick today", date(2026, 11, 25)),
        ("Remote tomorrow", "Remote tomorrow", date(2026, 11, 26)),
    ],
)  # fmt: skip
def test_remote_and_unwell_in_russian(text: str, memory: str, until: date) -> None:
    assert contexts(text) == [Statement("context", ME, memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "Я удалённо подключусь к демо",  # how to join, not a state
        "Удалённо это не починить",
        "Sick of this flaky test",
        "Remote access tomorrow is down",
        "Сижу с отчётом до ночи",
        "Работаю над отчётом до пятницы",
        "Я с понедельника не в отпуске",  # negated
        "Я с понедельника был в отпуске",  # past
        "Я со следующей недели в отпуске, если отпустят",  # a real condition
        "I'm OOO until Monday if the release ships",
        "Out sick until Friday if the fever stays",
        "I'm off Friday if you need me to cover",  # the condition is on the absence
        "Я в отпуске до пятницы, если что-то изменится — скажу",
    ],
)
def test_near_misses_stay_nothing(text: str) -> None:
    assert contexts(text) == []


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("Я на больничном до четверга, если срочно — пишите в личку",
         "На больничном до четверга", date(2026, 11, 26)),
        ("В отпуске до 2 декабря, если что — к Пете", "В отпуске до 2 декабря", date(2026, 12, 2)),
        ("Off sick until Friday, if urgent text me", "Off sick until Friday", date(2026, 11, 27)),
        ("I'm OOO till Monday, if anything is urgent ask Sam", "OOO till Monday",
         date(2026, 11, 30)),
    ],
)  # fmt: skip
def test_a_way_to_reach_the_person_is_no_condition(text: str, memory: str, until: date) -> None:
    assert contexts(text) == [Statement("context", ME, memory, until)]


def test_an_emoji_ends_a_sentence() -> None:
    text = "Я на удалёнке 🏠 До пятницы на больничном"
    said = find_statements(RawMessage("jsonl", "1", "team", "1", WEDNESDAY, ME, text))
    assert [s.kind for s in said] == ["context"]
    assert said[0].valid_until is not None  # the second sentence's day ends the first state


VERA = "---\ntype: person\naliases: [Вера]\n---\n# Вера Орлова\n\n## Memory\n"
PETR = "---\ntype: person\naliases: [Петя, Пётр]\n---\n# Пётр Ильин\n\n## Memory\n"
ROWS = [
    ("1", "2026-11-27T10:00:00", "Вера", "Я со следующей недели в отпуске до 11 декабря"),
    ("2", "2026-11-27T10:05:00", "Петя", "Я на больничном до среды"),
    ("3", "2026-11-30T09:00:00", "Вера", "Я в отпуске, но ответила в треде"),  # held: no line
    ("4", "2026-11-30T09:10:00", "Вера", "Петя на больничном, дежурит Оля"),  # held: no line
    ("5", "2026-12-01T09:00:00", "Вера", "Я в отпуске до 14 декабря"),  # longer: news
    ("6", "2026-12-01T09:05:00", "Вера", "Я завтра на конференции"),  # another state
]


def contexts_in(vault: Path, title: str) -> list[str]:
    text = (vault / "People" / f"{title}.md").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.startswith("- [context]")]


def test_a_state_already_on_record_is_not_written_again(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Вера Орлова.md": VERA, "People/Пётр Ильин.md": PETR})
    chat = export(tmp_path, "team.jsonl", ROWS)
    service = VaultService(vault)
    report = service.ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 1))).rules
    assert report is not None and report.contexts == 4
    vera = contexts_in(vault, "Вера Орлова")
    assert [line.split(" [confidence")[0] for line in vera] == [
        "- [context] Со следующей недели в отпуске до 11 декабря",
        "- [context] В отпуске до 14 декабря",
        "- [context] Завтра на конференции",
    ]
    assert "[valid_until:: 2026-12-11]" in vera[0]
    (sick,) = contexts_in(vault, "Пётр Ильин")
    assert sick.startswith("- [context] На больничном до среды ") and "2026-12-02" in sick

    before = snapshot(vault)
    service.ingest(IngestRequest((chat,), model="none", today=date(2026, 12, 1)))
    assert snapshot(vault) == before


@pytest.mark.parametrize(
    ("text", "memory", "until"),
    [
        ("Я на больничном, до пятницы", "На больничном, до пятницы", date(2026, 11, 27)),
        ("Я в командировке — до 3 декабря включительно",
         "В командировке, до 3 декабря включительно", date(2026, 12, 3)),
        ("Я в отпуске. До 9 декабря", "В отпуске, до 9 декабря", date(2026, 12, 9)),
        ("Off sick. Back on Friday", "Off sick, back on Friday", date(2026, 11, 26)),
        ("Я в командировке. Вернусь в понедельник", "В командировке, вернусь в понедельник",
         date(2026, 11, 29)),
    ],
)  # fmt: skip
def test_an_end_in_the_next_clause_or_sentence(text: str, memory: str, until: date) -> None:
    assert contexts(text) == [Statement("context", ME, memory, until)]


@pytest.mark.parametrize(
    "text",
    [
        "Я в отпуске, до пятницы посмотрю PR",  # the promise's date, not the end
        "Я в отпуске. До пятницы посмотрю PR",
        "Я в отпуске. Вопросы к Пете до пятницы",
        "Я сегодня на удалёнке. До пятницы",  # its own day said: the next one is not its end
    ],
)
def test_a_date_in_the_next_clause_that_is_not_the_end(text: str) -> None:
    [state] = contexts(text)
    assert state.valid_until == WEDNESDAY.date()


def test_a_state_lasts_to_the_day_the_message_ends_it_in_another_sentence(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    """«Я заболела, температура 38,5. Больничный минимум до среды»: the rule reads the
    state in the first sentence; its end, in the third, is the line's `valid_until`."""
    vault = write_vault({"People/Пётр Ильин.md": PETR})
    text = "Коллеги, я заболел, температура 38,5. Больничный минимум до среды"
    chat = export(tmp_path, "team.jsonl", [("1", "2026-11-27T08:00:00", "Петя", text)])
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=date(2026, 11, 27)))
    (sick,) = contexts_in(vault, "Пётр Ильин")
    assert "[valid_until:: 2026-12-02]" in sick
