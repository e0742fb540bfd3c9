"""A full build drops the cache's secondary indexes while it fills the tables and
creates each once at the end (twice as fast at 50 000 notes). What a user relies on:
after a rebuild, and after a rebuild that failed half-way, every lookup is still
answered from an index, not by reading every row."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.index.cache import NoteCache
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths

NOTES: dict[str, str | bytes] = {
    "People/Анна.md": "---\ntype: person\naliases: [Аня]\n---\n# Анна\n\nСм. [[Проект]]\n",
    "Projects/Проект.md": "# Проект\n\n- [ ] задача [owner:: [[Анна]]]\n",
}


def plans(cache_file: Path) -> dict[str, str]:
    """How SQLite answers the lookups the queries make, one plan per lookup."""
    lookups = {
        "links by target": "SELECT source FROM links WHERE target='x'",
        "names by key": "SELECT path FROM names WHERE key='x'",
        "memory ids": "SELECT path FROM memory_ids WHERE id='x'",
        "slugs": "SELECT path FROM slugs WHERE slug='x'",
        "files by name": "SELECT path FROM files WHERE name='x'",
    }
    db = sqlite3.connect(cache_file)
    try:
        return {
            label: " ".join(row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {sql}"))
            for label, sql in lookups.items()
        }
    finally:
        db.close()


def test_a_rebuilt_cache_answers_lookups_from_its_indexes(write_vault: WriteVault) -> None:
    vault = write_vault(NOTES)
    Indexer(vault).update(rebuild=True)
    for label, plan in plans(DataPaths.for_vault(vault).cache_file).items():
        assert "USING INDEX" in plan or "USING COVERING INDEX" in plan, (label, plan)
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        assert cache.paths_named(["аня"]) == ["People/Анна.md"]


def test_a_failed_rebuild_keeps_the_old_cache_and_its_indexes(
    write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch
) -> None:
    vault = write_vault(NOTES)
    Indexer(vault).update()

    def broken(*_: object, **__: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("vaultmind.index.indexer._Batch.run", broken)
    with pytest.raises(OSError):
        Indexer(vault).update(rebuild=True)
    cache_file = DataPaths.for_vault(vault).cache_file
    assert all("INDEX" in plan for plan in plans(cache_file).values())
    with NoteCache(cache_file) as cache:
        assert cache.paths_named(["аня"]) == ["People/Анна.md"]
