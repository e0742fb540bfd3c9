"""Another whoosh build: search falls back to whoosh's public API with the same hits,
and says so once; nothing is raised."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.cli import main
from vaultmind.index import fulltext, whoosh_compat, workers
from vaultmind.index.fulltext import SearchHit
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths

WORDS = ["обещал", "обещала", "поставщик", "promise", "deadline", "report", "alpha", "omega"]
QUERIES = ["обещал", "promised report", "alpha", "deadline omega", "поставщику", "nothing"]
FILTERS = [(None, None), ("project", None), (None, "people")]
Hits = dict[tuple[str, str | None, str | None], list[SearchHit]]
MISSING: whoosh_compat.Need = ("whoosh.codec.whoosh3", "W3LeafMatcher._gone_here", callable)


def _note(rng: random.Random, number: int) -> str:
    kind = rng.choice(["project", "person", "meeting"])
    title = " ".join(rng.sample(WORDS, 2))
    body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 60)))
    return f"---\ntype: {kind}\n---\n# {title} {number}\n\n{body}\n"


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    """Forty notes over a small vocabulary (many ties), in two segments with deletions."""
    rng = random.Random(9)
    folders = ["People", "Projects", "Daily"]
    files: dict[str, str | bytes] = {
        f"{folders[i % 3]}/Note {i}.md": _note(rng, i) for i in range(40)
    }
    root = write_vault(files)
    Indexer(root).update()
    for i in range(0, 40, 7):  # a second segment; the replaced documents are deleted
        (root / f"{folders[i % 3]}/Note {i}.md").write_text(_note(rng, i), encoding="utf-8")
    Indexer(root).update()
    return root


@pytest.fixture(autouse=True)
def fresh_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test checks whoosh anew and starts with nothing said."""
    monkeypatch.setattr(whoosh_compat, "_gaps", {})
    monkeypatch.setattr(whoosh_compat, "_unreported", [])


def _all_hits(vault: Path) -> tuple[str | None, Hits]:
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        hits = {
            (query, type_, folder): searcher.search(query, 50, type_, folder)
            for query in QUERIES
            for type_, folder in FILTERS
        }
        return searcher.degraded, hits
    finally:
        searcher.close()


def _refuse(*args: object, **kwargs: object) -> object:
    raise AssertionError("the fast path ran on a whoosh that lacks its internals")


def _break_read_ids(monkeypatch: pytest.MonkeyPatch) -> str:
    """A build whose `_read_ids` works but no longer reads `_byteids`."""
    from whoosh.codec.whoosh3 import W3LeafMatcher

    original = W3LeafMatcher._read_ids
    monkeypatch.setattr(W3LeafMatcher, "_read_ids", lambda self: original(self))
    return "W3LeafMatcher._read_ids"


def _remove_an_attribute(monkeypatch: pytest.MonkeyPatch) -> str:
    needs = (*whoosh_compat.NEEDS["fast search"], MISSING)
    monkeypatch.setitem(whoosh_compat.NEEDS, "fast search", needs)
    return MISSING[1]


@pytest.mark.parametrize("breaking", [_break_read_ids, _remove_an_attribute])
def test_a_whoosh_without_the_internals_gives_the_same_hits(
    vault: Path, monkeypatch: pytest.MonkeyPatch, breaking: Callable[[pytest.MonkeyPatch], str]
) -> None:
    fast_reason, fast = _all_hits(vault)
    assert fast_reason is None and any(fast.values())
    monkeypatch.setattr(whoosh_compat, "_gaps", {})
    missing = breaking(monkeypatch)
    monkeypatch.setattr(fulltext, "top_documents", _refuse)  # the bulk path must not run
    monkeypatch.setattr(fulltext, "highlight", _refuse)
    reason, slow = _all_hits(vault)
    assert reason is not None and missing in reason
    assert {key: [hit.path for hit in hits] for key, hits in slow.items()} == {
        key: [hit.path for hit in hits] for key, hits in fast.items()
    }
    assert slow == fast  # scores and snippets too


def test_the_fallback_is_said_once_and_checked_once(
    vault: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _remove_an_attribute(monkeypatch)
    checks: list[str] = []
    find_gap = whoosh_compat._find_gap

    def counted(feature: str) -> str | None:
        checks.append(feature)
        return find_gap(feature)

    monkeypatch.setattr(whoosh_compat, "_find_gap", counted)
    outputs = []
    for query in ("alpha", "omega deadline", "alpha OR omega"):
        assert main(["search", query, "--json", "--vault", str(vault)]) == 0
        outputs.append(capsys.readouterr())
    assert all('"path"' in out.out for out in outputs), outputs  # hits, as on the fast path
    notes = [line for out in outputs for line in out.err.splitlines()]
    assert len(notes) == 1, notes
    assert notes[0].startswith("vaultmind: note: ") and MISSING[1] in notes[0]
    assert "public API" in notes[0]
    assert sorted(checks) == ["fast search", "stable ranking"]  # once each, not per search


def test_without_the_stable_scorer_whoosh_s_bm25f_finds_the_same_notes(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, stable = _all_hits(vault)
    monkeypatch.setattr(whoosh_compat, "_gaps", {})
    gone: whoosh_compat.Need = ("whoosh.scoring", "BM25FScorer._gone_here", callable)
    monkeypatch.setitem(whoosh_compat.NEEDS, "stable ranking", (gone,))
    monkeypatch.setattr(fulltext, "top_documents", _refuse)
    reason, stock = _all_hits(vault)
    assert reason is not None and "BM25F" in reason
    assert {key: {hit.path for hit in hits} for key, hits in stock.items()} == {
        key: {hit.path for hit in hits} for key, hits in stable.items()
    }


def test_without_the_worker_class_the_index_is_built_in_one_process(
    write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone: whoosh_compat.Need = ("whoosh.multiproc", "SubWriterTask._gone_here", callable)
    monkeypatch.setitem(whoosh_compat.NEEDS, "parallel writer", (gone,))
    monkeypatch.setattr(workers, "_installed", False)
    directory = write_vault({}) / ".vaultmind" / "index"
    ix = fulltext.create(directory)
    with fulltext.writer(ix, 5.0, procs=2) as w:
        assert type(w).__name__ == "SegmentWriter"  # not whoosh's MpWriter
        w.add_document(path="a.md", title="alpha", content="omega")
        w.commit()
    assert fulltext.exists(directory)
    assert "one process" in (whoosh_compat.take_note() or "")
    assert whoosh_compat.take_note() is None
