"""Defects the hostile-input corpus found, each pinned by the case that showed it."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok
from vaultmind.agent.ingest.sources import importer
from vaultmind.cli import main
from vaultmind.errors import UsageError
from vaultmind.index.state import open_state
from vaultmind.vault.dates import parse_due


def test_a_file_name_that_is_not_utf8_is_reported_not_fatal(
    cli: Runner, write_vault: WriteVault
) -> None:
    vault = write_vault({"Good.md": "# Good\n\nzebraword\n"})
    bad = os.open(os.fsencode(vault) + b"/\xff bad.md", os.O_WRONLY | os.O_CREAT, 0o644)
    os.write(bad, b"# Bad\n")
    os.close(bad)
    ok(cli("index", "--vault", vault))
    assert "Good.md" in ok(cli("search", "zebraword", "--vault", vault)).stdout
    doctor = ok(cli("doctor", "--vault", vault)).stdout
    assert "\ufffd bad.md: error: unreadable: the name is not valid UTF-8; rename it" in doctor


def test_an_argument_that_is_not_utf8_is_one_line(demo_vault: Path) -> None:
    before = (demo_vault / "People" / "Maria Lopez.md").read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "vaultmind", "remember", "Maria Lopez", b"\xff\xfe tea"],
        env={**os.environ, "PYTHONUTF8": "0"},
        cwd=demo_vault,
        capture_output=True,
        check=False,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.decode().strip().splitlines() == [
        "vaultmind: error: argument '\ufffd\ufffd tea' is not valid UTF-8 text"
    ]
    assert (demo_vault / "People" / "Maria Lopez.md").read_bytes() == before


def test_an_argument_with_a_nul_is_one_line(
    demo_vault: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["remember", "Maria Lopez", "tea\x00", "--vault", str(demo_vault)])
    assert code == 2
    assert capsys.readouterr().err == (
        "vaultmind: error: argument 'tea\\x00' holds a NUL character\n"
    )


def test_half_a_utf16_pair_in_a_json_export(cli: Runner, demo_vault: Path, tmp_path: Path) -> None:
    export = tmp_path / "chat.jsonl"
    export.write_text(
        '{"id": 1, "time": "2026-11-30T10:00:00", "sender": "Anna \\ud800", '
        '"text": "half \\udfff a pair", "chat": "team"}\n',
        encoding="utf-8",
    )
    ok(cli("ingest", export, "--vault", demo_vault))
    [day] = (demo_vault / "Sources" / "jsonl" / "team").iterdir()
    assert "half \ufffd a pair" in day.read_text(encoding="utf-8")


def test_a_promise_on_the_last_day_of_the_calendar(
    cli: Runner, demo_vault: Path, tmp_path: Path
) -> None:
    notes = tmp_path / "9999-12-31 far.md"
    notes.write_text("# Far\n\nAnna: I will send the report by friday\n", encoding="utf-8")
    result = ok(cli("ingest", notes, "--vault", demo_vault))
    assert "internal error" not in result.stderr
    with pytest.raises(UsageError):
        parse_due("friday", date(9999, 12, 31))


def test_new_messages_are_recorded_in_one_commit(
    demo_vault: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """One durable commit for an import, not one per message (20 000 took 15 s)."""
    statements: list[str] = []
    real = open_state

    @contextmanager
    def traced(path: Path) -> Iterator[sqlite3.Connection]:
        with real(path) as db:
            db.set_trace_callback(statements.append)
            yield db

    monkeypatch.setattr(importer, "open_state", traced)
    export = tmp_path / "chat.jsonl"
    export.write_text(
        "".join(
            f'{{"id": {n}, "time": "2026-11-30T10:00:00", "sender": "A", "text": "m{n}"}}\n'
            for n in range(50)
        ),
        encoding="utf-8",
    )
    assert main(["ingest", str(export), "--vault", str(demo_vault)]) == 0
    inserts = [i for i, s in enumerate(statements) if s.startswith("INSERT INTO messages")]
    assert len(inserts) == 50
    begin = max(i for i, s in enumerate(statements) if s == "BEGIN" and i < inserts[0])
    commit = min(i for i, s in enumerate(statements) if s == "COMMIT" and i > inserts[-1])
    assert not any(s in ("COMMIT", "BEGIN") for s in statements[begin + 1 : commit])
