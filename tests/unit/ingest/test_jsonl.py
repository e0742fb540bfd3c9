"""The generic JSONL format: required fields, default chat, ids with any characters."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from tests.unit.ingest.samples import MOSCOW
from vaultmind.agent.ingest.sources.formats import RawMessage, parse_jsonl

LINES: list[dict[str, object]] = [
    {"id": "D1:1", "time": "2026-11-30T10:05:00", "sender": "Дмитрий", "text": "Сделаю к пятнице"},
    {
        "id": "D1:2",
        "time": "2026-11-30T07:06:00Z",
        "sender": "Анна",
        "text": "Ок\nжду",
        "reply_to": "D1:1",
    },
    {"id": 3, "time": "2026-11-30T10:07:00+01:00", "sender": "Oleg", "text": "", "chat": "ops"},
    {"id": "D1:3", "time": "2026-11-30T10:08:00", "sender": "", "text": "anon", "reply_to": None},
]


def jsonl(rows: list[dict[str, object]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def test_messages_are_grouped_by_chat_in_order_of_appearance() -> None:
    export = parse_jsonl(jsonl(LINES), "team.jsonl", "Europe/Moscow")
    assert [(c.source, c.chat_id, c.title, c.skipped) for c in export.chats] == [
        ("jsonl", "team", "team", 0),
        ("jsonl", "ops", "ops", 0),
    ]
    assert [m.message_id for m in export.chats[0].messages] == ["D1:1", "D1:2", "D1:3"]
    assert [m.message_id for m in export.chats[1].messages] == ["3"]


def test_fields_and_time_zones() -> None:
    team, ops = parse_jsonl(jsonl(LINES), "team.jsonl", "Europe/Moscow").chats
    assert team.messages[0] == RawMessage(
        source="jsonl",
        chat_id="team",
        chat_title="team",
        message_id="D1:1",
        time=datetime(2026, 11, 30, 10, 5, tzinfo=MOSCOW),
        sender="Дмитрий",
        text="Сделаю к пятнице",
    )
    assert team.messages[1].time == datetime(2026, 11, 30, 10, 6, tzinfo=MOSCOW)
    assert team.messages[1].time.utcoffset() == timedelta(hours=3)
    assert team.messages[1].reply_to == "D1:1"
    assert team.messages[1].text == "Ок\nжду"
    assert ops.messages[0].time == datetime(2026, 11, 30, 9, 7, tzinfo=UTC)
    assert team.messages[2].reply_to is None
    assert team.messages[2].sender == ""


def test_blank_lines_crlf_and_bom_are_tolerated() -> None:
    text = "\ufeff" + jsonl(LINES[:2]).replace("\n", "\r\n") + "\r\n\r\n"
    (chat,) = parse_jsonl(text, "team.jsonl", "Europe/Moscow").chats
    assert len(chat.messages) == 2


def test_the_same_id_in_two_chats_is_two_messages() -> None:
    rows: list[dict[str, object]] = [
        {"id": 1, "time": "2026-11-30T10:00:00", "sender": "a", "text": "x", "chat": "one"},
        {"id": 1, "time": "2026-11-30T10:00:00", "sender": "a", "text": "x", "chat": "two"},
    ]
    export = parse_jsonl(jsonl(rows), "log.jsonl", "UTC")
    assert [c.chat_id for c in export.chats] == ["one", "two"]
