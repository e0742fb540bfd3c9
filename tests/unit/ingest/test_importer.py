"""Step 1 of ingest on real files: Sources/ written once, per local day, re-runs are no-ops."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from tests.unit.ingest.samples import (
    WHATSAPP_IOS,
    dumps,
    message,
    telegram_account,
    telegram_chat,
)
from vaultmind.agent.ingest import ChatReport, backlog, import_export, parse_export
from vaultmind.agent.ingest.sources.file_format import original_text, parse_items
from vaultmind.errors import UnsafeWriteError

TEAM = "Sources/telegram/1876543210"
WHATSAPP = "Sources/whatsapp/whatsapp-chat-reliz-q4/2026-11-30.md"
JsonObject = dict[str, object]


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "vaultmind.toml").write_text('format = 1\ntimezone = "Europe/Moscow"\n')
    return root


def write(tmp_path: Path, name: str, content: str) -> Path:
    path = tmp_path / "exports" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8"))
    return path


def ingest(
    vault: Path,
    path: Path,
    dry_run: bool = False,
    chat: str | None = None,
    since: date | None = None,
) -> list[ChatReport]:
    return import_export(vault, parse_export(path, "Europe/Moscow"), dry_run, chat, since)


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under root (derived data included), by relative path."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def sources(root: Path) -> list[str]:
    return sorted(p for p in snapshot(root) if p.startswith("Sources/"))


def counts(reports: list[ChatReport]) -> list[tuple[int, int, int]]:
    return [(r.counts.new, r.counts.updated, r.counts.unchanged) for r in reports]


def texts(vault: Path, rel: str) -> list[str]:
    return [original_text(i) for i in parse_items((vault / rel).read_text(encoding="utf-8"))]


def chat_with(*messages: JsonObject) -> JsonObject:
    return {
        "name": "Команда CRM",
        "type": "private_supergroup",
        "id": 1876543210,
        "messages": [*messages],
    }


def test_import_twice_changes_no_byte(vault: Path, tmp_path: Path) -> None:
    telegram = write(tmp_path, "result.json", dumps(telegram_chat()))
    whatsapp = write(tmp_path, "WhatsApp Chat - Релиз Q4/_chat.txt", WHATSAPP_IOS)
    first = ingest(vault, telegram) + ingest(vault, whatsapp)
    assert counts(first) == [(11, 0, 0), (5, 0, 0)]
    assert first[0].skipped == 2 and first[0].files == [f"{TEAM}/2026-11-30.md"]
    assert sources(vault) == [f"{TEAM}/2026-11-30.md", WHATSAPP]
    assert texts(vault, WHATSAPP).count("Ок") == 2
    before = snapshot(vault)
    again = ingest(vault, telegram) + ingest(vault, whatsapp)
    assert counts(again) == [(0, 0, 11), (0, 0, 5)]
    assert [r.files for r in again] == [[], []]
    assert snapshot(vault) == before


def test_messages_of_different_days_go_to_different_files(vault: Path, tmp_path: Path) -> None:
    chat = chat_with(
        message(1, "2026-11-30T23:59:00", "Анна Смирнова", "поздно"),
        message(2, "2026-12-01T00:00:00", "Анна Смирнова", "рано"),
        message(3, "2026-12-03T12:00:00", "Oleg Petrov", "later"),
    )
    reports = ingest(vault, write(tmp_path, "result.json", dumps(chat)))
    days = ["2026-11-30", "2026-12-01", "2026-12-03"]
    assert sources(vault) == [f"{TEAM}/{day}.md" for day in days]
    assert reports[0].files == sources(vault)
    assert [texts(vault, f"{TEAM}/{day}.md") for day in days] == [["поздно"], ["рано"], ["later"]]


def test_the_day_is_the_local_day_in_the_vault_timezone(vault: Path, tmp_path: Path) -> None:
    """23:30 UTC on Nov 30 is 02:30 on Dec 1 in Moscow (a Telegram `date` from a UTC machine)."""
    late = message(7, "2026-11-30T23:30:00", "Oleg Petrov", "UTC evening")
    late["date_unixtime"] = str(int(datetime(2026, 11, 30, 23, 30, tzinfo=UTC).timestamp()))
    ingest(vault, write(tmp_path, "result.json", dumps(chat_with(late))))
    record = {"id": "D1:3", "time": "2026-11-30T23:30:00Z", "sender": "Anna", "text": "hi"}
    ingest(vault, write(tmp_path, "team.jsonl", json.dumps(record)))
    assert sources(vault) == ["Sources/jsonl/team/2026-12-01.md", f"{TEAM}/2026-12-01.md"]
    for path in sources(vault):
        assert "\n- 02:30 " in (vault / path).read_text(encoding="utf-8")


def test_dry_run_writes_nothing(vault: Path, tmp_path: Path) -> None:
    telegram = write(tmp_path, "result.json", dumps(telegram_chat()))
    before = snapshot(vault)
    reports = ingest(vault, telegram, dry_run=True)
    assert counts(reports) == [(11, 0, 0)] and reports[0].files == [f"{TEAM}/2026-11-30.md"]
    assert snapshot(vault) == before and not (vault / ".vaultmind").exists()
    ingest(vault, telegram)
    before = snapshot(vault)
    assert counts(ingest(vault, telegram, dry_run=True)) == [(0, 0, 11)]
    assert snapshot(vault) == before


@pytest.mark.parametrize(
    ("chat", "since", "expected"),
    [
        ("Old project", None, ["Sources/telegram/555/2025-03-01.md"]),
        ("команда crm", None, [f"{TEAM}/2026-11-30.md"]),
        ("100", None, ["Sources/telegram/100/2026-11-29.md"]),
        (None, date(2026, 11, 30), [f"{TEAM}/2026-11-30.md"]),
        ("Old project", date(2026, 1, 1), []),
        ("no such chat", None, []),
    ],
)
def test_chat_and_since_filters(
    vault: Path, tmp_path: Path, chat: str | None, since: date | None, expected: list[str]
) -> None:
    account = write(tmp_path, "result.json", dumps(telegram_account()))
    reports = ingest(vault, account, chat=chat, since=since)
    assert sources(vault) == expected
    assert sum(r.counts.new for r in reports) == sum(len(texts(vault, p)) for p in expected)
    assert [b[1] for b in backlog(vault)] == [p.split("/")[2] for p in expected]


def set_status(vault: Path, status: str, where: str = "1") -> None:
    db = sqlite3.connect(vault / ".vaultmind" / "state.sqlite")
    with db:
        db.execute(f"UPDATE messages SET status = ? WHERE {where}", (status,))
    db.close()


def test_backlog_counts_pending_and_an_edit_makes_a_message_pending(
    vault: Path, tmp_path: Path
) -> None:
    assert backlog(vault) == []
    ingest(vault, write(tmp_path, "result.json", dumps(telegram_account())))
    assert backlog(vault) == [
        ("telegram", "100", 1, 0),
        ("telegram", "1876543210", 11, 0),
        ("telegram", "555", 1, 0),
    ]
    set_status(vault, "processed")
    set_status(vault, "failed", "block = 'tg-1876543210-4502'")
    data = telegram_chat()
    items = data["messages"]
    assert isinstance(items, list)
    edited = next(m for m in items if m["id"] == 4506)
    edited["text"] = edited["text_entities"] = "Перенёс дедлайн на 5 декабря"
    reports = ingest(vault, write(tmp_path, "edited.json", dumps(data)))
    assert counts(reports) == [(0, 1, 10)]
    assert backlog(vault)[1] == ("telegram", "1876543210", 1, 1)
    assert "Перенёс дедлайн на 5 декабря" in texts(vault, f"{TEAM}/2026-11-30.md")
    ingest(vault, write(tmp_path, "edited.json", dumps(data)))
    assert backlog(vault)[1] == ("telegram", "1876543210", 1, 1)


def test_a_sources_file_with_conflict_markers_is_refused(vault: Path, tmp_path: Path) -> None:
    conflicted = vault / TEAM / "2026-11-30.md"
    conflicted.parent.mkdir(parents=True)
    data = b"# x\n<<<<<<< HEAD\n- mine\n=======\n- theirs\n>>>>>>> other\n"
    conflicted.write_bytes(data)
    with pytest.raises(UnsafeWriteError, match="conflict"):
        ingest(vault, write(tmp_path, "result.json", dumps(telegram_chat())))
    assert conflicted.read_bytes() == data
    assert backlog(vault) == []


def test_crlf_inside_a_message_is_idempotent(vault: Path, tmp_path: Path) -> None:
    chat = chat_with(message(1, "2026-11-30T10:00:00", "Oleg Petrov", "one\r\ntwo"))
    export = write(tmp_path, "result.json", dumps(chat))
    ingest(vault, export)
    before = snapshot(vault)
    assert counts(ingest(vault, export)) == [(0, 0, 1)]
    assert snapshot(vault) == before


def test_sender_with_a_line_break_is_idempotent(vault: Path, tmp_path: Path) -> None:
    record = {"id": 1, "time": "2026-11-30T10:00:00", "sender": "Anna\nSmirnova", "text": "hi"}
    export = write(tmp_path, "team.jsonl", json.dumps(record))
    ingest(vault, export)
    assert counts(ingest(vault, export)) == [(0, 0, 1)]
