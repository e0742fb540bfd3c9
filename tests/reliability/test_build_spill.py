"""A full build ranks the same whether its workers keep every posting in memory or
sort them to run files on disk (what a vault too big for `FULL_BUILD_LIMITMB` does)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.conftest import make_notes, results
from vaultmind.index import fulltext
from vaultmind.index.indexer import PARALLEL_FROM, Indexer


def test_a_build_that_spills_to_disk_ranks_like_one_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    vault = make_notes(tmp_path / "vault", PARALLEL_FROM + 100)  # the parallel writer
    report = Indexer(vault).update(rebuild=True)
    assert report.added > PARALLEL_FROM
    in_memory = results(vault)
    monkeypatch.setattr(fulltext, "FULL_BUILD_LIMITMB", 1)  # a run file every ~1 MB
    Indexer(vault).update(rebuild=True)
    spilled = results(vault)
    assert spilled == in_memory
    assert sum(len(hits) for hits in in_memory.values()) > 100
