"""Every use of whoosh-reloaded 2.7.5's private internals, each checked once.

Four speed-ups go below whoosh's public API: plain words are scored a posting block
at a time (`bulk_scoring`, with the highlighter's token merging in `snippets`),
segment files are read in place (`view_file`), documents are written without
whoosh's per-token generality (`fast_writer`), and the parallel writer's workers
die with their parent (`workers`); `StableBM25F` fills in whoosh's BM25F scorer.
They get the private names and attributes only from here. Another whoosh build (a
distro package, a later release) may lack them or shape them differently: `gap()`
then names what is missing, once per process, and the feature falls back to
whoosh's public API (see `FALLBACK`). Nothing is raised; the CLI says so once
(`take_note`). This module imports no whoosh until a check runs.
"""

from __future__ import annotations

import functools
import importlib
import threading
from collections.abc import Callable, Iterator
from itertools import accumulate
from typing import Any

from vaultmind.index.whoosh_loader import load_whoosh

Check = Callable[[Any], bool]
Need = tuple[str, str, Check]  # module, attribute path in it, what its value must be
_BUFFER_FILE_SETS = frozenset({"_buf", "_name", "file", "onclose", "is_real", "is_closed"})


def _uses(*names: str) -> Check:
    """A function whose code reads or sets these attributes (instance attributes
    cannot be looked up on a class, but its methods name them)."""
    wanted = frozenset(names)
    return lambda value: callable(value) and wanted <= set(_names(value))


def _names(function: Any) -> tuple[str, ...]:
    code = getattr(function, "__code__", None)
    return tuple(code.co_names) if code is not None else ()


def _view_file_fits(init: Any) -> bool:
    """`view_file` replaces `BufferFile.__init__`: it must take and set the same."""
    code = getattr(init, "__code__", None)
    if code is None:
        return False
    arguments = code.co_varnames[: code.co_argcount]
    sets = set(code.co_names) - {"BytesIO", "ViewFile"}
    return arguments == ("self", "buf", "name", "onclose") and sets == _BUFFER_FILE_SETS


_FLUSH_NAMES = frozenset(
    {"perdocwriter", "close", "codec", "length_stats", "per_document_reader", "pool"}
    | {"iter_postings", "fieldwriter", "add_postings", "schema"}
)


def _flush_fits(flush: Any) -> bool:
    """`fast_writer` replaces `SegmentWriter._flush_segment`: it must do what it did."""
    return set(_names(flush)) == _FLUSH_NAMES


_POSTING_NAMES = frozenset(
    {"_blocklimit", "_byteids", "_ids", "_maxlength", "_maxweight", "_minlength", "_values"}
    | {"_weights", "_write_block", "append", "bytes_type", "float", "int", "integer_types"}
    | {"isinstance", "len", "string_type"}
)


def _add_posting_fits(add: Any) -> bool:
    """`fast_writer` adds postings to a block as `W3PostingsWriter.add_posting` does."""
    return set(_names(add)) == _POSTING_NAMES


NEEDS: dict[str, tuple[Need, ...]] = {
    "fast search": (
        ("whoosh.codec.whoosh3", "W3LeafMatcher._read_data", _uses("_data")),
        ("whoosh.codec.whoosh3", "W3LeafMatcher._read_ids", _uses("_data", "_byteids")),
        ("whoosh.codec.whoosh3", "W3LeafMatcher._read_weights", _uses("_data", "_weights")),
        ("whoosh.codec.whoosh3", "W3LeafMatcher._next_block", callable),
        ("whoosh.codec.whoosh3", "W3PerDocReader._cached_reader", callable),
        ("whoosh.codec.whoosh3", "_lenfield", callable),
        ("whoosh.codec.whoosh3", "LENGTHS_COLUMN._typecode", lambda code: code == "B"),
        ("whoosh.columns", "NumericColumn.Reader.__init__", _uses("_dbfile", "_basepos", "_count")),
        ("whoosh.filedb.structfile", "StructFile.get", callable),
        ("whoosh.reading", "SegmentReader.__init__", _uses("_perdoc")),
        ("whoosh.highlight", "Highlighter._merge_matched_tokens", callable),
        ("whoosh.filedb.structfile", "BufferFile.__init__", _view_file_fits),
    ),
    "stable ranking": (
        ("whoosh.scoring", "BM25FScorer._score", _uses("idf", "avgfl", "B", "K1")),
        ("whoosh.scoring", "WeightLengthScorer.setup", callable),
    ),
    "fast writer": (
        ("whoosh.writing", "SegmentWriter.add_document", _uses("perdocwriter", "pool", "docnum")),
        ("whoosh.writing", "SegmentWriter._flush_segment", _flush_fits),
        ("whoosh.writing", "PostingPool.add", _uses("fieldnames", "currentsize", "current")),
        ("whoosh.writing", "PostingPool.save", _uses("currentsize")),
        ("whoosh.formats", "Positions.encode", _uses("pack_uint", "dumps")),
        ("whoosh.codec.base", "FieldWriter.add_postings", _uses("start_term", "finish_term")),
        ("whoosh.codec.whoosh3", "W3FieldWriter.add", _uses("_postwriter", "add_posting")),
        ("whoosh.codec.whoosh3", "W3FieldWriter.start_term", _uses("_postwriter")),
        ("whoosh.codec.whoosh3", "W3PostingsWriter.add_posting", _add_posting_fits),
        ("whoosh.formats", "pack_uint", callable),
        ("whoosh.codec.whoosh3", "W3PerDocReader.doc_field_length", callable),
        ("whoosh.codec.whoosh3", "W3PerDocReader.doc_count_all", callable),
    ),
    "parallel writer": (
        ("whoosh.multiproc", "SubWriterTask.start", callable),
        ("whoosh.multiproc", "SubWriterTask.run", callable),
    ),
}
FALLBACK = {
    "fast search": "searching through whoosh's public API (the same hits, slower)",
    "stable ranking": "ranking with whoosh's own BM25F (an updated index may rank "
    "slightly differently from a rebuilt one)",
    "fast writer": "indexing through whoosh's own writer (the same index, slower)",
    "parallel writer": "indexing in one process",
}
_lock = threading.Lock()
_gaps: dict[str, str | None] = {}
_unreported: list[str] = []


def _get(module: str, path: str) -> Any:
    value: Any = importlib.import_module(module)
    for name in path.split("."):
        value = getattr(value, name)
    return value


_lookup = functools.cache(_get)  # for the hot paths below, once `gap` found them


def gap(feature: str) -> str | None:
    """Why this whoosh cannot give `feature` (None: it can). Checked once per process."""
    if feature in _gaps:
        return _gaps[feature]
    with _lock:
        if feature not in _gaps:
            _gaps[feature] = reason = _find_gap(feature)
            if reason is not None:
                _unreported.append(reason)
    return _gaps[feature]


def _find_gap(feature: str) -> str | None:
    load_whoosh()
    for module, path, fits in NEEDS[feature]:
        try:
            found = fits(_get(module, path))
        except Exception:  # whatever this build does instead, it is not what we read
            found = False
        if not found:
            return (
                f"this whoosh is not the whoosh-reloaded 2.7.5 VaultMind was built for "
                f"({module}.{path} is missing or changed): {FALLBACK[feature]}"
            )
    return None


def take_note() -> str | None:
    """The fallbacks taken since the last call, for the user to read once."""
    with _lock:
        note = "; ".join(_unreported) or None
        _unreported.clear()
    return note


def block_postings(matcher: Any) -> tuple[list[int], list[float]] | None:
    """Docnums and weights of a W3 posting list, block by block: ids delta-decoded
    with `accumulate` (in C), weights as stored. None for another kind of matcher."""
    if not isinstance(matcher, _lookup("whoosh.codec.whoosh3", "W3LeafMatcher")):
        return None
    docs: list[int] = []
    tfs: list[float] = []
    while matcher.is_active():
        if matcher._data is None:
            matcher._read_data()
        ids = matcher._data[0]
        matcher._read_weights()
        docs.extend(ids if matcher._byteids else accumulate(ids))
        tfs.extend(matcher._weights)
        matcher._next_block()
    return docs, tfs


def length_bytes(leaf: Any, field: str) -> bytes:
    """The field-length byte of every document of a segment, read in one go."""
    lenfield = _lookup("whoosh.codec.whoosh3", "_lenfield")
    lengths = _lookup("whoosh.codec.whoosh3", "LENGTHS_COLUMN")
    column = leaf._perdoc._cached_reader(lenfield(field), lengths)
    if column is None:
        return b""
    return bytes(column._dbfile.get(column._basepos, column._count))


def merge_matched_tokens(tokens: Iterator[Any]) -> Iterator[Any]:
    """Consecutive matched tokens as one, as whoosh's highlighter marks them."""
    merge: Callable[[Iterator[Any]], Iterator[Any]]
    merge = _lookup("whoosh.highlight", "Highlighter._merge_matched_tokens")
    return merge(tokens)


def buffer_file() -> Any:
    """The class of whoosh's in-memory segment files (`view_file` patches it)."""
    return _lookup("whoosh.filedb.structfile", "BufferFile")


def sub_writer_task() -> Any:
    """The worker process of whoosh's parallel writer, or None if it cannot be patched."""
    if gap("parallel writer") is not None:
        return None
    return _lookup("whoosh.multiproc", "SubWriterTask")
