"""`state.sqlite` is migrated by number: an older file gains what is new, a newer one
is refused in one line, and no job, call or message it holds is lost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from vaultmind.errors import VaultMindError
from vaultmind.index.journal import Journal
from vaultmind.index.paths import DataPaths
from vaultmind.index.state import MIGRATIONS, open_state

SESSION_2 = """
CREATE TABLE jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, started REAL NOT NULL,
    command TEXT NOT NULL, status TEXT NOT NULL);
CREATE TABLE job_lines (job INTEGER NOT NULL, seq INTEGER NOT NULL, path TEXT NOT NULL,
    kind TEXT NOT NULL, before TEXT, after TEXT);
INSERT INTO jobs VALUES (1, 1764000000, 'remember Дима', 'done');
INSERT INTO jobs VALUES (2, 1764000100, 'ingest chat.json', 'running');
INSERT INTO job_lines VALUES (1, 0, 'People/Dima.md', 'added', NULL, '- [fact] A\n');
"""


def state_of(vault: Path) -> Path:
    path = DataPaths.for_vault(vault).state_file
    path.parent.mkdir(parents=True)
    return path


def test_a_session_2_log_is_migrated_and_keeps_its_jobs(tmp_path: Path) -> None:
    with sqlite3.connect(state_of(tmp_path)) as old:
        old.executescript(SESSION_2)
    jobs = Journal(tmp_path).jobs()
    assert [(j.id, j.status, j.added) for j in jobs] == [(2, "interrupted", 0), (1, "done", 1)]
    with open_state(state_of_existing(tmp_path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    assert {"jobs", "job_lines", "model_calls", "messages", "job_lines_by_job"} <= tables


def test_a_log_from_a_newer_vaultmind_is_refused(tmp_path: Path) -> None:
    with sqlite3.connect(state_of(tmp_path)) as newer:
        newer.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    with pytest.raises(VaultMindError, match="newer VaultMind") as error:
        Journal(tmp_path).jobs()
    assert "\n" not in error.value.message


def state_of_existing(vault: Path) -> Path:
    return DataPaths.for_vault(vault).state_file
