"""A cache written by another version of VaultMind (other tables, other columns) is
replaced, never an error: `.vaultmind/` is a cache the vault can always rebuild."""

from __future__ import annotations

import sqlite3
from datetime import date

from tests.conftest import WriteVault
from vaultmind.index.paths import DataPaths
from vaultmind.service import VaultService

DIMA = (
    "---\ntype: person\n---\n# Дмитрий\n\n## Memory\n"
    "- [commitment] Пришлю отчёт [due:: 2026-12-04] ^m-aaaaaa\n"
)


def test_an_older_versions_cache_is_rebuilt_and_every_query_answers(
    write_vault: WriteVault,
) -> None:
    vault = write_vault({"People/Дмитрий.md": DIMA})
    VaultService(vault).update_index()  # an index on disk, as an upgrade finds it
    cache = DataPaths.for_vault(vault).cache_file
    for suffix in ("", "-wal", "-shm"):
        cache.with_name(cache.name + suffix).unlink(missing_ok=True)
    old = sqlite3.connect(cache)
    old.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
        "INSERT INTO meta VALUES ('version', '7.2');"
        "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER,"
        " sha1 TEXT, checked_ns INTEGER, note BLOB);"
        "CREATE TABLE names (key TEXT, path TEXT, kind TEXT);"
    )
    old.commit()
    old.close()
    service = VaultService(vault)
    [found] = service.commitments(date(2026, 12, 3))
    assert (found.person, found.text) == ("Дмитрий", "Пришлю отчёт")
    context = service.context("Дмитрий", date(2026, 12, 3))
    assert [c.text for c in context.commitments] == ["Пришлю отчёт"]
    assert [hit.path for hit in service.search("отчёт")] == ["People/Дмитрий.md"]


def test_the_last_versions_commitments_table_is_rebuilt_with_its_due_dates(
    write_vault: WriteVault,
) -> None:
    """Version 15.2 kept each open item pickled; this one keeps its due date and owner
    in columns. A cache of 15.2 (same files, old table) is rebuilt, not queried."""
    vault = write_vault({"People/Дмитрий.md": DIMA})
    VaultService(vault).update_index()
    cache = DataPaths.for_vault(vault).cache_file
    db = sqlite3.connect(cache)
    db.executescript(
        "UPDATE meta SET value='15.2' WHERE key='version';"
        "DROP TABLE commitments;"
        "CREATE TABLE commitments (path TEXT NOT NULL, title TEXT NOT NULL, type TEXT,"
        " item BLOB NOT NULL, owner TEXT);"
    )
    db.commit()
    db.close()
    service = VaultService(vault)
    [found] = service.commitments(date(2026, 12, 3), due_within=1)
    assert (found.person, found.text, found.due) == ("Дмитрий", "Пришлю отчёт", date(2026, 12, 4))
