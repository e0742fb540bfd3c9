"""Meeting notes: a message per paragraph, the time from the file name, `date:`, or mtime."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from tests.unit.ingest.samples import MOSCOW
from vaultmind.agent.ingest.sources.formats import ParsedChat, parse_notes

MTIME = datetime(2026, 12, 2, 8, 30, tzinfo=UTC)

PLANNING = """---
tags: [meeting]
---
# Планёрка CRM
Участники: Анна, Дмитрий, Олег

**Дмитрий Кузнецов**: закончу рефакторинг авторизации до пятницы.

**Анна:** созвоны только до 16:00,
после — в чат.

## Решения

Итого: релиз переносим на 4 декабря.

Олег: пришлю отчёт поставщику завтра.

Олег: пришлю отчёт поставщику завтра.
"""


def parse(text: str, name: str) -> ParsedChat:
    (chat,) = parse_notes(text, name, MTIME, "Europe/Moscow").chats
    return chat


def test_paragraphs_speakers_and_title() -> None:
    chat = parse(PLANNING, "2026-11-30 Планёрка.md")
    assert (chat.source, chat.chat_id, chat.title) == (
        "notes",
        "2026-11-30 Планёрка",
        "Планёрка CRM",
    )
    assert [(m.sender, m.text) for m in chat.messages] == [
        ("", "Участники: Анна, Дмитрий, Олег"),
        ("Дмитрий Кузнецов", "закончу рефакторинг авторизации до пятницы."),
        ("Анна", "созвоны только до 16:00,\nпосле — в чат."),
        ("", "Итого: релиз переносим на 4 декабря."),
        ("Олег", "пришлю отчёт поставщику завтра."),
        ("Олег", "пришлю отчёт поставщику завтра."),
    ]
    assert chat.skipped == 1  # the "## Решения" heading


def test_time_from_the_file_name_in_the_vault_timezone() -> None:
    chat = parse(PLANNING, "2026-11-30 Планёрка.md")
    assert {m.time for m in chat.messages} == {datetime(2026, 11, 30, tzinfo=MOSCOW)}
    timed = parse("Short sync.", "standup 2026-12-01 09-45.txt")
    assert timed.messages[0].time == datetime(2026, 12, 1, 9, 45, tzinfo=MOSCOW)


def test_time_from_the_date_property_when_the_name_has_none() -> None:
    dated = "---\ntags: [meeting]\ndate: 2026-11-28 14:15\n---\nРетро по релизу."
    assert parse(dated, "retro.md").messages[0].time == datetime(
        2026, 11, 28, 14, 15, tzinfo=MOSCOW
    )
    quoted = '---\ndate: "2026-11-27"\n---\nSync.'
    assert parse(quoted, "sync.md").messages[0].time == datetime(2026, 11, 27, tzinfo=MOSCOW)
    named = parse(dated, "2026-11-30 retro.md")  # the file name wins
    assert named.messages[0].time == datetime(2026, 11, 30, tzinfo=MOSCOW)


def test_time_falls_back_to_the_given_mtime() -> None:
    chat = parse("Plain text notes\nwith two lines.\n\nSecond paragraph.", "sync.txt")
    assert [m.time for m in chat.messages] == [datetime(2026, 12, 2, 11, 30, tzinfo=MOSCOW)] * 2
    assert chat.title == "sync"
    naive = parse_notes("x", "sync.txt", datetime(2026, 12, 2, 8, 30), "Europe/Moscow")
    assert naive.chats[0].messages[0].time == datetime(2026, 12, 2, 8, 30, tzinfo=MOSCOW)


def test_ids_are_hashed_stable_and_distinct_for_repeats() -> None:
    first = [m.message_id for m in parse(PLANNING, "2026-11-30 Планёрка.md").messages]
    again = [m.message_id for m in parse(PLANNING, "2026-11-30 Планёрка.md").messages]
    assert first == again
    assert all(re.fullmatch(r"h-[0-9a-f]{10}", i) for i in first)
    assert len(set(first)) == len(first)  # the repeated "Олег: …" paragraph included


def test_editing_one_paragraph_keeps_the_other_ids() -> None:
    before = [m.message_id for m in parse(PLANNING, "2026-11-30 Планёрка.md").messages]
    edited = PLANNING.replace("до пятницы", "до понедельника")
    after = [m.message_id for m in parse(edited, "2026-11-30 Планёрка.md").messages]
    assert [a == b for a, b in zip(before, after, strict=True)] == [
        True,
        False,
        True,
        True,
        True,
        True,
    ]


def test_crlf_and_plain_english_speakers() -> None:
    text = (
        "Dmitry Kuznetsov: I will send it by Friday.\r\n\r\nTODO: check the budget\r\n\r\n"
        "API: v2 ships in Q4\r\n\r\nQ4: plan\r\n\r\nthe team: fine\r\n\r\nÉmile: d'accord"
    )
    chat = parse(text, "notes.txt")
    assert [(m.sender, m.text) for m in chat.messages] == [
        ("Dmitry Kuznetsov", "I will send it by Friday."),
        ("", "TODO: check the budget"),
        ("", "API: v2 ships in Q4"),
        ("", "Q4: plan"),
        ("", "the team: fine"),
        ("Émile", "d'accord"),
    ]
