"""A private note the full-text index already holds while the cache has not recorded
it yet — the moment a watcher thread is between the two (the MCP server's, at start) —
never reaches another asker's search: hits are kept only if the cache, read after the
search, knows and shows them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.index.paths import DataPaths
from vaultmind.service import VaultService

SECRET = "Projects/Zorblax Deal.md"


def _forget_in_cache(vault: Path, path: str) -> None:
    """The cache as it was before the watcher wrote this note's rows."""
    db = sqlite3.connect(DataPaths.for_vault(vault).cache_file)
    with db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
            if "path" in columns:
                db.execute(f"DELETE FROM {table} WHERE path = ?", (path,))
    db.close()


def test_a_private_note_in_the_index_but_not_yet_in_the_cache_is_not_found(
    write_vault: WriteVault,
) -> None:
    vault = write_vault({
        "People/Anna.md": "# Anna\n\nLeads the team.\n",
        "Projects/Public.md": "# Public\n\nThe zorblax rumour is public.\n",
        SECRET: "---\nprivate: true\n---\n# Zorblax Deal\n\nThe zorblax terms.\n",
    })  # fmt: skip
    (vault / "vaultmind.toml").write_text(
        (vault / "vaultmind.toml").read_text() + 'me = "[[Anna]]"\n'
    )
    VaultService.open(vault).update_index()
    _forget_in_cache(vault, SECRET)
    service = VaultService.open(vault)
    service.set_outside_asker(None)
    found = [hit.path for hit in service.search("zorblax")]
    assert found == ["Projects/Public.md"]


def test_recent_changes_never_list_a_note_the_asker_may_not_see(
    write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even when the private set was read before a watcher recorded the note (here: read
    empty), the titles come from the asker's view, which does not show it."""
    from datetime import UTC, datetime

    vault = write_vault({
        "People/Anna.md": "# Anna\n\nLeads the team.\n",
        SECRET: "---\nprivate: true\n---\n# Zorblax Deal\n\nThe zorblax terms.\n",
    })  # fmt: skip
    (vault / "vaultmind.toml").write_text(
        (vault / "vaultmind.toml").read_text() + 'me = "[[Anna]]"\n'
    )
    service = VaultService.open(vault)
    service.set_outside_asker(None)
    service.update_index()
    monkeypatch.setattr(VaultService, "hidden_paths", lambda self, privacy=None: frozenset())
    since = datetime(2000, 1, 1, tzinfo=UTC)
    shown = [note.path for note in service.recent_changes(since).notes]
    assert shown == ["People/Anna.md"]
