"""Plain words scored in bulk give exactly what whoosh's own matchers give.

The bulk path reads whoosh's posting blocks itself; this compares it with the whoosh
path (`_search_parsed`, the same query built for whoosh) on real indexes after random
edits — several segments, deleted documents, ties, forms Snowball stems apart («гранулят»
→ «гранул», «гранулята» → «гранулят»: a token scored by its best form) — with and
without filters.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability.conftest import make_notes
from tests.reliability.test_index_consistency import WORDS, _apply
from vaultmind.index import fulltext
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths

ALIKE = ["гранулят", "гранулята", "гранулам", "коробок", "коробки", "decide", "decision"]
QUERIES = [
    *WORDS,
    *ALIKE,
    "note",
    "обещал поставщику",
    "report deadline",
    "see one",
    "nothing-here",
    "гранулят обещал",
    "коробка гранулята",
]
FILTERS = [(None, None), ("project", None), (None, "people"), ("person", "people")]


def both_paths(vault: Path, limit: int) -> None:
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        for query in QUERIES:
            parsed = searcher.whoosh_query(query)
            for type_, folder in FILTERS:
                bulk = searcher.search(query, limit, type_, folder)
                whoosh = searcher._search_parsed(parsed, limit, type_, folder)
                assert bulk == whoosh, (query, type_, folder)
    finally:
        searcher.close()


edit = st.tuples(
    st.sampled_from(["write", "append", "delete", "rename", "touch", "same_size", "folder"]),
    st.integers(min_value=0, max_value=14),
    st.lists(st.sampled_from(WORDS + ALIKE), min_size=1, max_size=6),
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    steps=st.lists(st.lists(edit, min_size=1, max_size=4), min_size=1, max_size=3),
    limit=st.sampled_from([1, 3, 10, 50]),
)
def test_bulk_scoring_matches_whoosh(
    steps: list[list[tuple[str, int, list[str]]]], limit: int
) -> None:
    scratch = Path(tempfile.mkdtemp(prefix="vm-bulk-"))
    try:
        vault = make_notes(scratch / "vault", 30)
        indexer = Indexer(vault)
        indexer.update()
        for batch in steps:  # each update adds a segment and deletes replaced documents
            for action, number, words in batch:
                _apply(vault, action, number, words)
            indexer.update()
        both_paths(vault, limit)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def test_the_demo_vault_ranks_the_same_both_ways(demo_vault: Path) -> None:
    Indexer(demo_vault).update()
    both_paths(demo_vault, 10)
