"""Plain-word queries scored in bulk, a posting block at a time.

Whoosh scores one document at a time through several layers of matchers (~6 µs a
posting), so a word found in 40 % of 10 000 notes took ~40 ms. Here each term's
postings are read a block at a time and scored in one loop with `StableBM25F`'s own
formula and statistics (live-document IDF, fixed typical lengths, the field-length
byte whoosh stored), which gives the same scores about four times faster (a test
compares both paths on random vaults). The matcher internals it reads are those of
whoosh-reloaded 2.7.5, pinned in pyproject, read in `whoosh_compat`; `fulltext` uses
this module only when that whoosh is the one installed.

A query token is one or more terms, each with the share of its score that counts (a
search word's stem at 1, the forms Snowball stems apart at `similar.NEAR`: see
`similar.search_forms`). A document matches when every token matches, by one of its
terms in one of the searched fields. Its score is the sum over tokens, terms and
fields of share × BM25, as whoosh's And of Ors of boosted Terms gives
(`query.plain_query`). A token's terms add up rather than give their best: whoosh's
`DisjunctionMax` (2.7.5) scores a document by the best of its sub-matchers even where
one of them stands on another document, so it cannot be the bulk path's reference.
Each sum runs in one fixed order (fields as listed, then terms, then tokens), so the same vault
always gives the same floats, however its segments lie; whoosh adds in a tree whose
shape depends on the index, so a note matching in three or more fields may differ
from it in the last binary place.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator, Sequence
from math import log
from operator import itemgetter
from typing import Any

from vaultmind.index.scoring import TYPICAL_LENGTH
from vaultmind.index.whoosh_compat import block_postings, length_bytes
from vaultmind.index.whoosh_loader import load_whoosh

load_whoosh()

from whoosh.matching.wrappers import FilterMatcher  # noqa: E402
from whoosh.util.numeric import byte_to_length  # noqa: E402

_LENGTH = [1] + [byte_to_length(b) for b in range(1, 256)]  # whoosh's default for 0 is 1


def top_documents(
    searcher: Any,
    tokens: Sequence[Sequence[tuple[str, float]]],
    fields: tuple[str, ...],
    allowed: frozenset[int] | None,
    limit: int,
) -> list[tuple[float, int]]:
    """(score, global docnum) of the best `limit` documents, best first, and of every
    document tied with the last of them: the caller orders equal scores by path, so
    the order never depends on docnums (which differ between an updated index and a
    rebuilt one). Each token is given as its terms and their shares."""
    total: dict[int, float] = {}
    for position, terms in enumerate(tokens):
        scores = _token_scores(searcher, terms, fields)
        if position == 0:
            total = scores
        else:
            total = {doc: total[doc] + score for doc, score in scores.items() if doc in total}
        if not total:
            return []
    if allowed is not None:
        total = {doc: score for doc, score in total.items() if doc in allowed}
    best = heapq.nlargest(limit, total.items(), key=itemgetter(1))
    if len(best) < limit:
        return [(score, doc) for doc, score in best]
    last = best[-1][1]
    ties = [(score, doc) for doc, score in total.items() if score == last]
    return [(score, doc) for doc, score in best if score > last] + ties


def documents_with(searcher: Any, field: str, text: str) -> frozenset[int]:
    """Global docnums of the live documents holding this term (for type/folder filters)."""
    found: set[int] = set()
    for leaf, offset in searcher.reader().leaf_readers():
        if (field, text) in leaf:
            found.update(doc + offset for doc in _postings(leaf, field, text)[0])
    return frozenset(found)


def _token_scores(
    searcher: Any, terms: Sequence[tuple[str, float]], fields: tuple[str, ...]
) -> dict[int, float]:
    """Each document's score for one token: its terms' scores times their shares, added
    (whoosh's boost is a `WrappingMatcher` multiplying a term's score)."""
    total: dict[int, float] = {}
    for term, share in terms:
        scores = _term_scores(searcher, term, fields)
        if not total and share == 1.0:
            total = scores
            continue
        get = total.get
        for doc, score in scores.items():
            total[doc] = get(doc, 0.0) + score * share
    return total


def _term_scores(searcher: Any, term: str, fields: tuple[str, ...]) -> dict[int, float]:
    weighting = searcher.weighting
    documents = searcher.doc_count()
    leaves = searcher.reader().leaf_readers()
    scores: dict[int, float] = {}
    for field in fields:
        found = [
            (*_postings(leaf, field, term), length_bytes(leaf, field), offset)
            for leaf, offset in leaves
            if (field, term) in leaf
        ]
        live = sum(len(docs) for docs, _, _, _ in found)
        if not live:
            continue
        idf = log(documents / (live + 1)) + 1  # StableBM25F.idf, from the postings just read
        b, k1 = weighting.B, weighting.K1
        k1_plus_1, one_minus_b = k1 + 1, 1 - b
        typical = TYPICAL_LENGTH.get(field, 10.0)
        # whoosh.scoring.bm25 term for term (the same floats, so the same ties), with
        # the length part computed once per length byte instead of once per posting
        norm = [k1 * (one_minus_b + b * length / typical) for length in _LENGTH]
        get = scores.get
        for docs, tfs, lengths, offset in found:
            count = len(lengths)
            for doc, tf in zip(docs, tfs, strict=True):
                key = doc + offset
                scores[key] = get(key, 0.0) + idf * (
                    (tf * k1_plus_1) / (tf + norm[lengths[doc] if doc < count else 0])
                )
    return scores


def _postings(leaf: Any, field: str, text: str) -> tuple[list[int], list[float]]:
    """Segment docnums and weights of the live postings of a term."""
    matcher = leaf.postings(field, text)
    deleted: frozenset[int] = frozenset()
    if isinstance(matcher, FilterMatcher):  # the segment has deleted documents
        deleted, matcher = leaf.deleted_docs_set, matcher.child
    blocks = block_postings(matcher)
    if blocks is not None:
        docs, tfs = blocks
    else:
        pairs = list(_one_by_one(matcher))
        docs, tfs = [doc for doc, _ in pairs], [tf for _, tf in pairs]
    if deleted:
        live = [i for i, doc in enumerate(docs) if doc not in deleted]
        return [docs[i] for i in live], [tfs[i] for i in live]
    return docs, tfs


def _one_by_one(matcher: Any) -> Iterator[tuple[int, float]]:
    while matcher.is_active():
        yield matcher.id(), matcher.weight()
        matcher.next()
