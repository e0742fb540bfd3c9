"""BM25F whose scores do not depend on the index's history.

Whoosh's stock statistics count deleted documents until segments are merged, so
an index updated incrementally ranks slightly differently from a fresh rebuild.
Here the IDF counts only live documents, and lengths are normalised against a
fixed typical length per field instead of the corpus average (which whoosh can
only give with deleted documents included). The same vault therefore gives the
same order, however the index got there. One B serves every field (whoosh's
per-field `title_B=` options are ignored), so `bulk_scoring` reads it as `B`.
"""

from __future__ import annotations

from math import log
from typing import Any

from vaultmind.index.whoosh_loader import load_whoosh

load_whoosh()

from whoosh.scoring import BM25F, BM25FScorer, WeightScorer  # noqa: E402

TYPICAL_LENGTH = {"title": 3.0, "aliases": 4.0, "properties": 8.0, "content": 250.0}


class StableBM25F(BM25F):  # type: ignore[misc]
    def idf(self, searcher: Any, fieldname: str, text: bytes | str) -> float:
        parent = searcher.get_parent()
        live = _live_doc_frequency(parent.reader(), fieldname, text)
        return log(parent.doc_count() / (live + 1)) + 1

    def scorer(self, searcher: Any, fieldname: str, text: Any, qf: float = 1) -> Any:
        if not searcher.schema[fieldname].scorable:
            return WeightScorer.for_(searcher, fieldname, text)
        return _StableScorer(searcher, fieldname, text, self.B, self.K1, qf)


class _StableScorer(BM25FScorer):  # type: ignore[misc]
    def __init__(self, searcher: Any, fieldname: str, text: Any, b: float, k1: float, qf: float):
        self.idf = searcher.get_parent().idf(fieldname, text)
        self.avgfl = TYPICAL_LENGTH.get(fieldname, 10.0)
        self.B = b
        self.K1 = k1
        self.qf = qf
        self.setup(searcher, fieldname, text)


def _live_doc_frequency(reader: Any, fieldname: str, text: Any) -> int:
    total = 0
    for leaf, _offset in reader.leaf_readers():
        if (fieldname, text) not in leaf:
            continue
        if not leaf.has_deletions():
            total += leaf.doc_frequency(fieldname, text)
            continue
        ids = leaf.postings(fieldname, text).all_ids()
        total += sum(1 for docnum in ids if not leaf.is_deleted(docnum))
    return total
