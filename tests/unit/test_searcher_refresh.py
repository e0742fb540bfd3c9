"""A searcher kept open (the TUI's search-as-you-type) that first saw the index while a
build had created it but not yet committed — empty — finds the notes once it is."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from vaultmind.index import fulltext
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths


def test_a_searcher_opened_on_the_empty_new_index_sees_the_build_once_committed(
    write_vault: WriteVault,
) -> None:
    vault: Path = write_vault({"Knowledge/Deploy.md": "# Deploy\n\nThe rollback is rehearsed.\n"})
    directory = DataPaths.for_vault(vault).index_dir
    fulltext.create(directory)  # what a first build has done before its commit
    searcher = fulltext.Searcher(directory, vault)
    try:
        assert searcher.search("rollback") == []
        Indexer(vault).update()
        assert [hit.path for hit in searcher.search("rollback")] == ["Knowledge/Deploy.md"]
        assert [hit.path for hit in searcher.search("rehearsed")] == ["Knowledge/Deploy.md"]
    finally:
        searcher.close()


def test_a_kept_searcher_finds_each_note_once_after_a_rebuild(write_vault: WriteVault) -> None:
    """`vaultmind index --rebuild` (or a cache upgrade) while the TUI keeps a searcher:
    the old segments are gone, not searched beside the new ones."""
    vault: Path = write_vault({"A.md": "# A\n\nrollback one\n"})
    Indexer(vault).update()
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        assert [hit.path for hit in searcher.search("rollback")] == ["A.md"]
        (vault / "B.md").write_text("# B\n\nrollback two\n", encoding="utf-8")
        Indexer(vault).update(rebuild=True)
        assert sorted(hit.path for hit in searcher.search("rollback")) == ["A.md", "B.md"]
    finally:
        searcher.close()
