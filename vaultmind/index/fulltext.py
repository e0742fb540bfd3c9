"""The whoosh full-text index: opening, writing documents, searching.

Writers are serialised by the caller (`index.lock.writer_lock`) and by whoosh's own
lock; searchers open a snapshot of the last commit and never wait. With a whoosh other
than the one pinned, whatever `whoosh_compat` finds missing goes through whoosh's
public API instead, and `Searcher.degraded` says why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vaultmind.errors import IndexMissingError, UsageError
from vaultmind.index import fast_writer, view_file, whoosh_compat
from vaultmind.index.analysis import BilingualStemFilter
from vaultmind.index.bulk_scoring import documents_with, top_documents
from vaultmind.index.paths import has_index
from vaultmind.index.query import (
    SEARCH_FIELDS,
    build_query,
    is_plain,
    plain_query,
    plain_tokens,
    plain_words,
)
from vaultmind.index.schema import build_schema
from vaultmind.index.scoring import StableBM25F
from vaultmind.index.similar import search_forms, similar
from vaultmind.index.snippets import MarkFormatter, fragmenter, highlight, lead, note_body
from vaultmind.index.whoosh_loader import load_whoosh
from vaultmind.vault.files import on_disk

load_whoosh()

from whoosh import index as whoosh_index  # noqa: E402
from whoosh.query import And, Term  # noqa: E402
from whoosh.scoring import BM25F  # noqa: E402

view_file.install()  # before any index is opened; only if `whoosh_compat` finds it fits

TIE_MARGIN = 20
# Postings (MB, whoosh's estimate) a full build's worker holds before it sorts them to
# a run file on disk: past it, every posting is pickled out and read back once more.
# With 128 MB a 50 000-note build (~2.3 M postings a worker) took 164 s of CPU time
# instead of 116; at 1 GB it stays in memory (1.2 GB for its three processes).
FULL_BUILD_LIMITMB = 1024


@dataclass(frozen=True, slots=True)
class SearchHit:
    path: str
    title: str
    type: str
    folder: str
    score: float
    snippet: str


def exists(directory: Path) -> bool:
    return has_index(directory)


def create(directory: Path) -> Any:
    directory.mkdir(parents=True, exist_ok=True)
    return whoosh_index.create_in(str(directory), build_schema())


def open_index(directory: Path) -> Any:
    try:
        return whoosh_index.open_dir(str(directory))
    except Exception as exc:  # whoosh raises several types for a missing/broken index
        raise IndexMissingError(f"the index in {directory} cannot be opened ({exc})") from None


@contextmanager
def writer(ix: Any, timeout: float, procs: int = 1) -> Iterator[Any]:
    """A whoosh writer; `procs > 1` uses whoosh's multi-process writer for full builds."""
    kwargs: dict[str, Any] = {"timeout": timeout}
    fast_writer.install()  # before the workers fork; whoosh's own writer if it says no
    if procs > 1:
        from vaultmind.index import workers

        if workers.install():  # else one process: this whoosh's workers cannot be made safe
            kwargs.update(procs=procs, multisegment=True, limitmb=FULL_BUILD_LIMITMB)
    w = ix.writer(**kwargs)
    try:
        yield w
    except BaseException:
        w.cancel()
        raise


class Searcher:
    """An open index for repeated searches (the TUI's search-as-you-type, the benchmark).

    The whoosh searcher is kept between queries and opened again when another process
    has committed, which saves opening every segment on each keystroke.
    """

    def __init__(self, directory: Path, vault: Path) -> None:
        self._ix = open_index(directory)
        self._vault = vault
        self._searcher: Any = None
        self._stemmer = BilingualStemFilter()  # snippets; its memo outlives a query
        self._stable = whoosh_compat.gap("stable ranking") is None
        self.degraded = whoosh_compat.gap("fast search") or whoosh_compat.gap("stable ranking")
        """Why searches take whoosh's public path (None: they do not); checked once."""

    def close(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def _current(self) -> Any:
        if self._searcher is not None and not self._searcher.up_to_date():
            self.close()  # opened anew: whoosh's refresh() keeps the segments a rebuild or
            # a merge has dropped (every hit twice) and fails on an empty index's reader
        if self._searcher is None:
            weighting = StableBM25F() if self._stable else BM25F()
            self._searcher = self._ix.searcher(weighting=weighting)
        return self._searcher

    def search(
        self, query: str, limit: int = 10, type_: str | None = None, folder: str | None = None
    ) -> list[SearchHit]:
        """Ranked hits with a highlighted snippet; ties are broken by path for a stable order.
        A plain word also finds the forms Snowball stems apart (`alike_tokens`)."""
        if not query.strip():
            raise UsageError("empty search query")
        if is_plain(query) and self.degraded is None:
            return self._search_plain(self.alike_tokens(query), limit, type_, folder)
        return self._search_parsed(self.whoosh_query(query), limit, type_, folder)

    def whoosh_query(self, query: str) -> Any:
        """The query `search` runs through whoosh's matchers (the bulk path's oracle)."""
        if is_plain(query):
            return plain_query(self.alike_tokens(query))
        return build_query(self._ix.schema, query)

    def alike_tokens(self, words: str) -> list[list[tuple[str, float]]]:
        """Each plain word's terms with their shares (`similar.search_forms`): its stem,
        and the forms Snowball stems apart, listed by their four-letter prefix."""
        reader = self._current().reader()
        return [
            search_forms(typed, stem, _listed(reader, stem))
            for typed, stem in plain_words(self._ix.schema, words)
        ]

    def ranked(self, words: str, limit: int) -> list[tuple[str, float]]:
        """(path, raw score) of the best notes for plain words, without snippets: what
        `ask` fuses with its own scores (reading each note for a snippet costs more
        than the search)."""
        if not is_plain(words) or self.degraded is not None:
            return [(hit.path, hit.score) for hit in self.search(words, limit)]
        searcher = self._current()
        tokens = [[(token, 1.0)] for token in plain_tokens(self._ix.schema, words)]
        top = top_documents(searcher, tokens, SEARCH_FIELDS, None, limit) if tokens else []
        found = [(searcher.stored_fields(doc)["path"], round(float(s), 4)) for s, doc in top]
        return sorted(found, key=lambda pair: (-pair[1], pair[0]))[:limit]

    def ranked_alike(self, word: str, limit: int) -> list[tuple[str, float]]:
        """`ranked` for one word, each note scored by the best of the word's own stem
        and the index's terms `similar` to it («коробок» finds «коробки»)."""
        tokens = plain_tokens(self._ix.schema, word) if is_plain(word) else []
        if len(tokens) != 1 or len(tokens[0]) < 5 or self.degraded is not None:
            return self.ranked(word, limit)
        searcher = self._current()
        token = tokens[0]
        terms = [term for term in _listed(searcher.reader(), token) if similar(token, term)]
        best: dict[int, float] = {}
        for term in terms or [token]:
            for score, doc in top_documents(searcher, [[(term, 1.0)]], SEARCH_FIELDS, None, limit):
                best[doc] = max(best.get(doc, 0.0), score)
        found = [(searcher.stored_fields(d)["path"], round(float(s), 4)) for d, s in best.items()]
        return sorted(found, key=lambda pair: (-pair[1], pair[0]))[:limit]

    def terms_starting(self, prefix: str) -> list[str]:
        """The content terms (stems) that start with `prefix`."""
        reader = self._current().reader()
        return [term.decode("utf-8") for term in reader.expand_prefix("content", prefix)]

    def _search_parsed(
        self, parsed: Any, limit: int, type_: str | None, folder: str | None
    ) -> list[SearchHit]:
        """Any whoosh query, through whoosh's own matchers and highlighter."""
        pairs = (("type", type_), ("folder", folder))
        active = [Term(name, value.lower()) for name, value in pairs if value]
        searcher = self._current()
        window = limit * 2 + TIE_MARGIN
        hits = _run(searcher, parsed, window, active)
        if len(hits) == window and hits[-1].score >= hits[limit - 1].score:
            hits = _run(searcher, parsed, None, active)  # ties reach the window's edge
        ranked = sorted(hits, key=lambda hit: (-hit.score, hit["path"]))[:limit]
        return [_to_hit(hit, self._vault) for hit in ranked]

    def _search_plain(
        self,
        tokens: list[list[tuple[str, float]]],
        limit: int,
        type_: str | None,
        folder: str | None,
    ) -> list[SearchHit]:
        """Plain words, scored in bulk (see `bulk_scoring`): the everyday query. Each
        token is given as its terms and their shares; every term is marked."""
        searcher = self._current()
        allowed: frozenset[int] | None = None
        for name, value in (("type", type_), ("folder", folder)):
            if value:
                found = documents_with(searcher, name, value.lower())
                allowed = found if allowed is None else allowed & found
        if not tokens:
            return []
        top = top_documents(searcher, tokens, SEARCH_FIELDS, allowed, limit)
        stored = [(score, searcher.stored_fields(doc)) for score, doc in top]
        stored.sort(key=lambda pair: (-pair[0], pair[1]["path"]))
        words = frozenset(term for terms in tokens for term, _ in terms)
        return [
            _search_hit(fields, score, self._vault, lambda c: highlight(c, words, self._stemmer))
            for score, fields in stored[:limit]
        ]


def _search_hit(fields: Any, score: float, vault: Path, marked: Callable[[str], str]) -> SearchHit:
    """A hit from its stored fields (a dict or whoosh's `Hit`) and its note on disk;
    `marked` gives the passages with matched words marked, '' if none matched."""
    content = note_body(on_disk(vault, fields["path"]))
    return SearchHit(
        path=fields["path"],
        title=fields["title"],
        type=fields.get("type", ""),
        folder=fields.get("folder", ""),
        score=round(float(score), 4),
        snippet=" ".join((marked(content) or lead(content)).split()),
    )


def _listed(reader: Any, stem: str) -> list[str]:
    """The content terms sharing the stem's first four letters (Snowball only strips
    endings), none for a stem too short to have `similar` forms."""
    if len(stem) < 5:
        return []
    return [term.decode("utf-8") for term in reader.expand_prefix("content", stem[:4])]


def _run(searcher: Any, parsed: Any, limit: int | None, active: list[Any]) -> list[Any]:
    """Whoosh's top-N (it breaks ties by internal doc number, which differs between an
    incrementally updated index and a rebuilt one, so the caller re-sorts by path).

    Hits are taken by position: iterating `Results` asks for its length, which makes
    whoosh count every matching document."""
    results = searcher.search(parsed, limit=limit, filter=And(active) if active else None)
    results.fragmenter = fragmenter()
    results.formatter = MarkFormatter()
    return [results[i] for i in range(results.scored_length())]


def _to_hit(hit: Any, vault: Path) -> SearchHit:
    return _search_hit(hit, hit.score, vault, lambda c: hit.highlights("content", text=c, top=2))
