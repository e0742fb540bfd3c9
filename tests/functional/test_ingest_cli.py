"""`vaultmind ingest` through the real entry point: Sources/ files, idempotent, all or nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.functional.conftest import Result, assert_one_line_error, ok, run_vaultmind
from tests.unit.ingest.samples import WHATSAPP_ANDROID, dumps, telegram_account, telegram_chat

TELEGRAM = "Sources/telegram/1876543210/2026-11-30.md"
WHATSAPP = "Sources/whatsapp/reliz/2026-11-30.md"
SUMMARY = [
    "telegram «Команда CRM»: 11 new, 0 edited, 0 already imported, 2 skipped; wrote 1 file(s)",
    "whatsapp «Релиз»: 5 new, 0 edited, 0 already imported, 3 skipped; wrote 1 file(s)",
]


def snapshot(vault: Path) -> dict[str, bytes]:
    """Every file's bytes, but for `.vaultmind/` (derived data: index, caches, locks)."""
    return {
        rel: path.read_bytes()
        for path in vault.rglob("*")
        if path.is_file()
        and not (rel := path.relative_to(vault).as_posix()).startswith(".vaultmind/")
    }


@pytest.fixture
def exports(tmp_path: Path) -> list[Path]:
    telegram = tmp_path / "exports" / "result.json"
    telegram.parent.mkdir()
    telegram.write_text(dumps(telegram_chat()), encoding="utf-8")
    whatsapp = tmp_path / "exports" / "Релиз.txt"
    whatsapp.write_bytes(WHATSAPP_ANDROID.encode("utf-8"))
    return [telegram, whatsapp]


def ingest(vault: Path, *args: str | Path) -> Result:
    return run_vaultmind("ingest", *args, "--vault", vault)


def test_ingest_writes_one_file_per_chat_and_day(demo_vault: Path, exports: list[Path]) -> None:
    before = snapshot(demo_vault)
    result = ok(ingest(demo_vault, *exports))
    assert result.stdout.splitlines()[:2] == SUMMARY
    after = snapshot(demo_vault)
    assert sorted(p for p in set(after) - set(before) if p.startswith("Sources/")) == [
        TELEGRAM,
        WHATSAPP,
    ]
    changed = [p for p in before if after.get(p) != before[p]]
    assert all(p.startswith(("People/", "Projects/", "Daily/")) for p in changed), changed
    telegram = after[TELEGRAM].decode("utf-8")
    assert telegram.startswith("---\ntype: source\nsource: telegram\n")
    assert "\n# Команда CRM — 2026-11-30\n" in telegram
    assert "\n- 10:01 **Анна Смирнова**: Доброе утро! ^tg-1876543210-4502\n" in telegram
    assert (
        "\n- 18:30 **Анна Смирнова**: Созвоны\n  только до 16:00 ^tg-1876543210-4513\n" in telegram
    )
    whatsapp = after[WHATSAPP].decode("utf-8")
    assert "  Line two\n  \n  Line four, after a blank line ^wa-" in whatsapp
    assert whatsapp.count("\n- 10:") == 5


def test_running_again_changes_nothing(demo_vault: Path, exports: list[Path]) -> None:
    ok(ingest(demo_vault, *exports))
    before = snapshot(demo_vault)
    state = (demo_vault / ".vaultmind" / "state.sqlite").read_bytes()
    result = ok(ingest(demo_vault, *exports))
    assert result.stdout.splitlines()[:2] == [
        "telegram «Команда CRM»: 0 new, 0 edited, 11 already imported, 2 skipped; wrote 0 file(s)",
        "whatsapp «Релиз»: 0 new, 0 edited, 5 already imported, 3 skipped; wrote 0 file(s)",
    ]
    assert snapshot(demo_vault) == before
    assert (demo_vault / ".vaultmind" / "state.sqlite").read_bytes() == state


def test_dry_run_writes_nothing(demo_vault: Path, exports: list[Path]) -> None:
    before = snapshot(demo_vault)
    result = ok(ingest(demo_vault, *exports, "--dry-run"))
    assert result.stdout.splitlines() == [
        line.replace("; wrote", "; would write") for line in SUMMARY
    ]
    assert snapshot(demo_vault) == before
    assert not (demo_vault / ".vaultmind" / "state.sqlite").exists()


def test_status_shows_the_backlog(demo_vault: Path, exports: list[Path]) -> None:
    status = ok(run_vaultmind("status", "--vault", demo_vault)).stdout.splitlines()
    assert "ingest backlog: nothing imported yet" in status
    ok(ingest(demo_vault, *exports))
    status = ok(run_vaultmind("status", "--vault", demo_vault)).stdout.splitlines()
    backlog = [line for line in status if line.startswith("ingest backlog")]
    assert len(backlog) == 2, status
    assert re.fullmatch(r"ingest backlog telegram/1876543210: (\d+) pending, 0 failed", backlog[0])
    assert re.fullmatch(r"ingest backlog whatsapp/Релиз: (\d+) pending, 0 failed", backlog[1])


def test_chat_since_and_the_vault_timezone(demo_vault: Path, tmp_path: Path) -> None:
    account = tmp_path / "result.json"
    account.write_text(dumps(telegram_account()), encoding="utf-8")
    result = ok(ingest(demo_vault, account, "--chat", "Old project"))
    summary = [line.split(": ", 1)[1] for line in result.stdout.splitlines()[:3]]
    assert summary == [
        "0 new, 0 edited, 0 already imported, 13 skipped; wrote 0 file(s)",
        "0 new, 0 edited, 0 already imported, 1 skipped; wrote 0 file(s)",
        "1 new, 0 edited, 0 already imported, 0 skipped; wrote 1 file(s)",
    ]
    ok(ingest(demo_vault, account, "--since", "2026-11-30"))
    assert sorted(
        p.relative_to(demo_vault).as_posix() for p in demo_vault.glob("Sources/*/*/*")
    ) == [
        "Sources/telegram/1876543210/2026-11-30.md",
        "Sources/telegram/555/2025-03-01.md",
    ]
    late = {"id": "D1:3", "time": "2026-11-30T23:30:00Z", "sender": "Oleg", "text": "late"}
    jsonl = tmp_path / "team.jsonl"
    jsonl.write_text(json.dumps(late) + "\n", encoding="utf-8")
    ok(ingest(demo_vault, jsonl))  # the demo vault lives in Europe/Moscow
    day = demo_vault / "Sources/jsonl/team/2026-12-01.md"
    assert "- 02:30 **Oleg**: late ^jl-team-z44z1z3az3\n" in day.read_text(encoding="utf-8")


def test_a_bad_since_is_a_one_line_error(demo_vault: Path, exports: list[Path]) -> None:
    line = assert_one_line_error(ingest(demo_vault, exports[0], "--since", "yesterday"), 2)
    assert "yesterday" in line


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("broken.json", '{"name": "x", "messages": [', "invalid JSON"),
        ("data.bin", "just some words\n", "unknown format"),
        ("missing.json", None, "no such file"),
    ],
)
def test_a_broken_file_writes_nothing_even_after_a_good_one(
    demo_vault: Path, exports: list[Path], name: str, content: str | None, problem: str
) -> None:
    broken = exports[0].parent / name
    if content is not None:
        broken.write_text(content, encoding="utf-8")
    before = snapshot(demo_vault)
    line = assert_one_line_error(ingest(demo_vault, *exports, broken), 2)
    assert name in line and problem in line
    assert snapshot(demo_vault) == before
    assert not (demo_vault / "Sources" / "telegram").exists()
    assert not (demo_vault / ".vaultmind" / "state.sqlite").exists()


def test_doctor_finds_nothing_wrong_with_the_sources(demo_vault: Path, exports: list[Path]) -> None:
    ok(ingest(demo_vault, *exports))
    report = json.loads(ok(run_vaultmind("doctor", "--json", "--vault", demo_vault)).stdout)
    assert report["findings"] == []
    ok(run_vaultmind("doctor", "--strict", "--vault", demo_vault))
