"""Broken or unknown files: one line naming the file and the problem, nothing returned."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.unit.ingest.samples import dumps, message
from vaultmind.agent.ingest.sources.formats import parse_export, parse_notes, parse_whatsapp
from vaultmind.errors import UsageError


def good_rows(count: int) -> str:
    rows = [
        {"id": f"D1:{n}", "time": "2026-11-30T10:00:00", "sender": "Анна", "text": f"m{n}"}
        for n in range(1, count + 1)
    ]
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def chat_with(item: object) -> str:
    return dumps({"name": "Команда", "type": "private_group", "id": 1, "messages": [item]})


def bad_message(**changes: object) -> str:
    raw = message(5, "2026-11-30T10:00:00", "Анна", "текст")
    for key, value in changes.items():
        if value is None:
            del raw[key]
        else:
            raw[key] = value
    return chat_with(raw)


CASES = [
    ("result.json", '{"name": "Команда", "id": 1}', "not a Telegram export (no 'messages')"),
    ("result.json", '{\n "name": "x",\n    ]\n}', "invalid JSON at line 3 column 5"),
    ("result.json", "[]", "not a Telegram export (not a JSON object)"),
    ("result.json", '{"chats": {"list": {}}}', "'chats.list' is not a list"),
    ("result.json", '{"chats": {"list": [1]}}', "'chats.list' holds something that is not a chat"),
    ("result.json", '{"name": "Команда", "messages": []}', "chat 'Команда' has no 'id'"),
    ("result.json", '{"id": 1, "messages": {}}', "chat 1: 'messages' is not a list"),
    ("result.json", chat_with([]), "chat 1: a message is not a JSON object"),
    ("result.json", bad_message(id=None), "chat 1: a message has no 'id'"),
    (
        "result.json",
        bad_message(date_unixtime=None, date="вчера"),
        "chat 1, message 5: invalid 'date' 'вчера'",
    ),
    (
        "result.json",
        bad_message(date_unixtime=None, date=None),
        "chat 1, message 5: missing 'date'",
    ),
    (
        "result.json",
        bad_message(date_unixtime="soon"),
        "chat 1, message 5: invalid 'date_unixtime' 'soon'",
    ),
    (
        "result.json",
        bad_message(text=42, text_entities=None),
        "chat 1, message 5: 'text' is neither a string nor a list",
    ),
    (
        "result.json",
        bad_message(text_entities=[{"type": "bold"}]),
        "chat 1, message 5: a part of 'text' is neither a string nor an entity",
    ),
    (
        "chat.jsonl",
        good_rows(6) + '{"id": "D1:7", "time": "2026-11-30T10:00:00", "text": "x"}\n',
        "line 7: missing 'sender'",
    ),
    ("chat.jsonl", good_rows(2) + '{"a"]\n', "invalid JSON at line 3 column 5"),
    ("chat.jsonl", "[1, 2]\n", "line 1: not a JSON object"),
    (
        "chat.jsonl",
        '{"id": "1", "time": "вчера", "sender": "a", "text": "b"}',
        "line 1: invalid 'time' 'вчера'",
    ),
    ("chat.jsonl", good_rows(1) + good_rows(1), "line 2: duplicate id 'D1:1'"),
    (
        "chat.jsonl",
        '{"id": {"n": 1}, "time": "2026-11-30T10:00:00", "sender": "a", "text": "b"}',
        "line 1: 'id' must be a string or a number",
    ),
    (
        "chat.jsonl",
        '{"id": "1", "time": "2026-11-30T10:00:00", "sender": "a", "text": 5}',
        "line 1: 'text' must be a string",
    ),
    (
        "chat.jsonl",
        '{"id": " ", "time": "2026-11-30T10:00:00", "sender": "a", "text": "b"}',
        "line 1: empty 'id'",
    ),
    (
        "chat.txt",
        "[31.02.26, 10:00:00] Анна: привет\n",
        "line 1: invalid date '31.02.26, 10:00:00'",
    ),
    ("2026-13-45 sync.md", "Текст", "invalid date '2026-13-45' in the file name"),
    ("sync.md", "---\ndate: 2026-02-30\n---\nТекст", "invalid date '2026-02-30' in its date:"),
    ("sync.md", "---\ntags: [x]\n---\n", "no text"),
    ("result.json", "", "empty file"),
    ("notes.md", " \n\n\t\n", "empty file"),
    ("table.csv", "name,role\nАнна,lead\n", "unknown format (expected a Telegram result.json,"),
]


@pytest.mark.parametrize(("file_name", "content", "problem"), CASES)
def test_broken_files_fail_with_one_line(
    tmp_path: Path, file_name: str, content: str, problem: str
) -> None:
    path = tmp_path / file_name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        parse_export(path, "Europe/Moscow")
    assert caught.value.message.startswith(f"{path}: {problem}")
    assert "\n" not in caught.value.message


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "photo.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF")
    with pytest.raises(
        UsageError, match=r"photo\.jpg: not UTF-8 text \(invalid byte at offset 0\)$"
    ):
        parse_export(path, "Europe/Moscow")


def test_missing_file_and_plain_directory(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"gone\.json: no such file$"):
        parse_export(tmp_path / "gone.json", "Europe/Moscow")
    with pytest.raises(UsageError, match=r": is a directory, not an export file$"):
        parse_export(tmp_path, "Europe/Moscow")


def test_unknown_timezone(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text("Текст", encoding="utf-8")
    with pytest.raises(UsageError, match=r"^unknown timezone 'Mars/Olympus'$"):
        parse_export(path, "Mars/Olympus")


def test_whatsapp_text_before_the_first_message_line() -> None:
    text = "Экспорт чата\n[30.11.26, 10:00:00] Анна: привет\n"
    with pytest.raises(UsageError, match=r"^chat\.txt: line 1: not a WhatsApp message line$"):
        parse_whatsapp(text, "chat.txt", "Europe/Moscow")
    with pytest.raises(
        UsageError, match=r"^chat\.txt: not a WhatsApp export \(no message lines\)$"
    ):
        parse_whatsapp("\n\n", "chat.txt", "Europe/Moscow")


def test_notes_with_nothing_but_blank_lines() -> None:
    with pytest.raises(UsageError, match=r"^sync\.md: no text$"):
        parse_notes("\n \n", "sync.md", datetime(2026, 12, 1, tzinfo=UTC), "UTC")
