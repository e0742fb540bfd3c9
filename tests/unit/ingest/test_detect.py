"""Picking the parser: by content first, by file name second."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from tests.unit.ingest.samples import (
    MOSCOW,
    WHATSAPP_ANDROID,
    WHATSAPP_IOS,
    dumps,
    telegram_account,
    telegram_chat,
)
from vaultmind.agent.ingest.sources.formats import detect_format, parse_export

JSONL_LINE = json.dumps(
    {"id": "D1:3", "time": "2026-11-30T10:00:00", "sender": "Анна", "text": "ок"},
    ensure_ascii=False,
)


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("result.json", dumps(telegram_chat()), "telegram"),
        ("export", dumps(telegram_account()), "telegram"),
        ("result.json", dumps(telegram_chat()).replace("\n", ""), "telegram"),
        ("WhatsApp Chat - Релиз Q4.txt", WHATSAPP_IOS, "whatsapp"),
        ("chat", WHATSAPP_ANDROID, "whatsapp"),
        ("chat.jsonl", JSONL_LINE + "\n", "jsonl"),
        ("dump.txt", JSONL_LINE + "\n" + JSONL_LINE, "jsonl"),
        ("messages.json", JSONL_LINE + "\n", "jsonl"),
        ("chat.ndjson", "[1]\n", "jsonl"),
        ("2026-11-30 Планёрка.md", "# Планёрка\n\nДима: сделаю", "notes"),
        ("sync.txt", "Обсудили релиз.\n\nРешили перенести.", "notes"),
        ("sync.txt", "{ not json, just a brace }", "notes"),
    ],
)
def test_detect_format(name: str, text: str, expected: str) -> None:
    assert detect_format(text, name) == expected


def test_telegram_export_folder_stands_for_its_result_json(tmp_path: Path) -> None:
    folder = tmp_path / "ChatExport_2026-11-30"
    folder.mkdir()
    (folder / "result.json").write_text(dumps(telegram_chat()), encoding="utf-8")
    export = parse_export(folder, "Europe/Moscow")
    assert export == parse_export(folder / "result.json", "Europe/Moscow")
    assert export.chats[0].chat_id == "1876543210"


def test_whatsapp_file_with_bom(tmp_path: Path) -> None:
    path = tmp_path / "WhatsApp Chat - Релиз Q4.txt"
    path.write_bytes(WHATSAPP_IOS.encode("utf-8"))
    (chat,) = parse_export(path, "Europe/Moscow").chats
    assert (chat.source, chat.chat_id, len(chat.messages)) == (
        "whatsapp",
        "WhatsApp Chat - Релиз Q4",
        5,
    )


def test_ios_chat_txt_is_named_after_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "WhatsApp Chat - Релиз Q4"
    folder.mkdir()
    (folder / "_chat.txt").write_text(WHATSAPP_IOS, encoding="utf-8")
    (chat,) = parse_export(folder / "_chat.txt", "Europe/Moscow").chats
    assert (chat.chat_id, chat.title) == ("WhatsApp Chat - Релиз Q4", "Релиз: Q4")


def test_jsonl_chat_defaults_to_the_file_stem(tmp_path: Path) -> None:
    path = tmp_path / "team.jsonl"
    path.write_text(JSONL_LINE + "\n", encoding="utf-8")
    (chat,) = parse_export(path, "Europe/Moscow").chats
    assert (chat.source, chat.chat_id, chat.messages[0].message_id) == ("jsonl", "team", "D1:3")


def test_notes_without_a_date_take_the_files_mtime(tmp_path: Path) -> None:
    path = tmp_path / "sync.md"
    path.write_text("Обсудили релиз.", encoding="utf-8")
    stamp = datetime(2026, 12, 1, 18, 45, tzinfo=MOSCOW).timestamp()
    os.utime(path, (stamp, stamp))
    (chat,) = parse_export(path, "Europe/Moscow").chats
    assert chat.source == "notes"
    assert chat.messages[0].time == datetime(2026, 12, 1, 18, 45, tzinfo=MOSCOW)


def test_parsing_does_not_write(tmp_path: Path) -> None:
    path = tmp_path / "result.json"
    path.write_text(dumps(telegram_account()), encoding="utf-8")
    before = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*")}
    parse_export(path, "Europe/Moscow")
    assert {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*")} == before
