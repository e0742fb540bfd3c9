"""A full build (the parallel writer, `fast_writer`) holds exactly what whoosh's own
writer and a series of incremental updates hold: the same postings, lengths, stored
fields and cache rows, so every search ranks the same."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bench.make_vault import make_vault
from tests.reliability.conftest import results
from tests.reliability.index_dump import block_bounds, cache_content, index_content
from vaultmind.index import fast_writer, indexer
from vaultmind.index.indexer import PARALLEL_FROM, Indexer

QUERIES = [
    "обещал",
    "поставщик отчёт",
    "deadline",
    "release",
    "склад",
    '"next week"',
    "title:audit",
    "tag:project",
    "type:person",
    "migration OR миграция",
]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The benchmark's generator: people, projects, daily notes with memories,
    tasks and links, in Russian and English; more notes than a parallel build needs."""
    vault = tmp_path_factory.mktemp("generated") / "vault"
    make_vault(vault, PARALLEL_FROM + 100)
    return vault


def _copy(vault: Path, target: Path) -> Path:
    shutil.copytree(vault, target, ignore=shutil.ignore_patterns(".vaultmind"))
    return target


def _everything(vault: Path) -> tuple[object, object, dict[str, list[tuple[str, float]]]]:
    return index_content(vault), cache_content(vault), results(vault, QUERIES)


def test_a_full_build_holds_what_incremental_updates_hold(generated: Path, tmp_path: Path) -> None:
    full = _copy(generated, tmp_path / "full")
    report = Indexer(full).update(rebuild=True)
    assert report.added > PARALLEL_FROM  # the parallel writer ran
    step = _copy(generated, tmp_path / "step")
    daily = sorted((step / "Daily").glob("*.md"))
    aside = tmp_path / "aside"
    aside.mkdir()
    for note in daily:
        note.rename(aside / note.name)
    Indexer(step).update()
    for batch in (daily[:20], daily[20:150], daily[150:]):  # no merge, then merges
        for note in batch:
            (aside / note.name).rename(note)
        Indexer(step).update()
    built, updated = _everything(full), _everything(step)
    assert built == updated
    assert sum(len(hits) for hits in built[2].values()) > 50


@pytest.mark.parametrize("parallel", [True, False])
def test_the_fast_writer_writes_whooshs_own_index(
    generated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, parallel: bool
) -> None:
    if not parallel:  # one segment, the same in both: its blocks can be compared too
        monkeypatch.setattr(indexer, "PARALLEL_FROM", 10**6)
    fast = _copy(generated, tmp_path / "fast")
    Indexer(fast).update(rebuild=True)
    assert fast_writer.install()
    from whoosh.codec.whoosh3 import W3FieldWriter
    from whoosh.writing import SegmentWriter

    monkeypatch.setattr(SegmentWriter, "add_document", fast_writer._stock_add)
    monkeypatch.setattr(SegmentWriter, "_flush_segment", fast_writer._stock_flush)
    monkeypatch.setattr(W3FieldWriter, "add_postings", fast_writer._stock_postings)
    stock = _copy(generated, tmp_path / "stock")
    Indexer(stock).update(rebuild=True)
    assert _everything(fast) == _everything(stock)
    if not parallel:
        assert block_bounds(fast) == block_bounds(stock)
