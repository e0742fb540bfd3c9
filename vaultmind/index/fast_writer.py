"""Whoosh's writer without its per-token generality, for VaultMind's own schema.

Indexing a note spends most of its time in whoosh's per-token and per-posting
Python: a `Token` object through three generator filters for every word, a
positions list pickled for every (note, word), a size estimate and four asserts
for every posting, and, when the segment is written, a field-length lookup through
the column reader and two method calls for every posting. Here a text field
analysed by `analysis.bilingual_analyzer` is tokenised with one `findall`, each
distinct spelling stemmed once per writer, and its postings are made as the pool's
items in one pass; the segment writer reads each field's lengths once and puts each
posting straight into its term's block. Blocks, terms, columns, segments and merges
are still whoosh's code. The postings, their encoded positions, the field lengths,
the block bounds and the stored fields are exactly whoosh's own: `install` compares
both paths on a sample before patching anything, and `whoosh_compat` checks the
writer's shape ("fast writer"), else whoosh's own writer runs.
"""

from __future__ import annotations

import pickle
import threading
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from vaultmind.index import whoosh_compat
from vaultmind.index.analysis import MAX_MEMO, BilingualStemFilter

Posting = tuple[bytes, int, float, bytes]  # term, frequency, weight, encoded positions
PoolItem = tuple[str, bytes, int, float, bytes]  # field, term, document, weight, encoded
FieldIndexer = Callable[[str, str, int], tuple[list[PoolItem], int, int]]
_SAMPLE = "Ёлка и ЁЖ обещала, обещал: promised Promise İstanbul x_1 42 ½ the the THE"
_POSTING_SIZE = 150  # whoosh's per-posting size estimate (`PostingPool.add`), bytes
_installed: bool | None = None
_lock = threading.Lock()


def install() -> bool:
    """Patch whoosh's segment writer once per process (before any worker forks);
    False, and nothing patched, if this whoosh is not the one it was written for."""
    global _installed
    with _lock:
        if _installed is None:
            _installed = whoosh_compat.gap("fast writer") is None and _same_postings()
            if _installed:
                _patch()
        return _installed


def _patch() -> None:
    from whoosh.codec.whoosh3 import W3FieldWriter
    from whoosh.writing import SegmentWriter

    global _stock_add, _stock_flush, _stock_postings
    _stock_add, _stock_flush = SegmentWriter.add_document, SegmentWriter._flush_segment
    _stock_postings = W3FieldWriter.add_postings
    SegmentWriter.add_document = _add_document
    SegmentWriter._flush_segment = _flush_segment
    W3FieldWriter.add_postings = _add_postings


def _same_postings() -> bool:
    """Our text fields' postings equal whoosh's own on a sample (every script, case
    and repeat the analyser treats specially)."""
    from vaultmind.index.schema import build_schema

    for _, field in build_schema().items():
        fast = field_indexer(field)
        if fast is not None and sorted(postings_of(fast, _SAMPLE)) != sorted(field.index(_SAMPLE)):
            return False
    return True


def field_indexer(field: Any, stems: dict[str, str] | None = None) -> FieldIndexer | None:
    """The fast indexer of a field with positions analysed by the bilingual analyser,
    None for any other field (whoosh's `field.index` serves it). `stems`: a memo of
    token → stem, shared by the fields of one analyser."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer
    from whoosh.formats import Positions

    items: list[Any] = list(getattr(field.analyzer, "items", ()))
    if (
        type(field.format) is not Positions
        or not (field.indexed and field.scorable)
        or [type(item) for item in items] != [RegexTokenizer, LowercaseFilter, BilingualStemFilter]
        or items[0].expression.pattern != r"\w+"
        or items[0].gaps
    ):
        return None
    findall, stem, boost = items[0].expression.findall, items[2].stem, field.format.field_boost
    return _positions_indexer(findall, stem, boost, {} if stems is None else stems)


def postings_of(indexer: FieldIndexer, value: str) -> list[Posting]:
    """(term, frequency, weight, encoded positions) of a text, as `field.index` gives."""
    from whoosh.formats import unpack_uint

    items, _, _ = indexer(value, "", 0)
    return [
        (term, unpack_uint(encoded[:4])[0], weight, encoded)
        for _, term, _, weight, encoded in items
    ]


def _positions_indexer(
    findall: Callable[[str], list[str]],
    stem: Callable[[str], str],
    boost: float,
    stems: dict[str, str],
) -> FieldIndexer:
    from whoosh.formats import pack_uint

    single: dict[int, bytes] = {}  # a lone position → whoosh's encoding of it

    def index(value: str, name: str, docnum: int) -> tuple[list[PoolItem], int, int]:
        """The pool's postings of field `name` of document `docnum`, the field's length
        (its tokens) and whoosh's estimate of their size in memory."""
        positions: dict[str, list[int]] = {}
        length = -1
        for length, token in enumerate(findall(value)):
            term = stems.get(token)
            if term is None:
                term = stem(token.lower())  # as whoosh: the token lowercased, then stemmed
                if len(stems) < MAX_MEMO:
                    stems[token] = term
            found = positions.get(term)
            if found is None:
                positions[term] = [length]
            else:
                found.append(length)
        postings = []
        size = (_POSTING_SIZE + len(name)) * len(positions)
        for term, where in positions.items():
            if len(where) == 1:
                encoded = single.get(where[0])
                if encoded is None:
                    encoded = single[where[0]] = pack_uint(1) + pickle.dumps(where, 2)
            else:  # as `Positions.encode`: the count, then the pickled gaps
                gaps = [where[0], *(b - a for a, b in pairwise(where))]
                encoded = pack_uint(len(gaps)) + pickle.dumps(gaps, 2)
            text = term.encode("utf-8")
            size += len(text) * 2 + len(encoded)
            postings.append((name, text, docnum, len(where) * boost, encoded))
        return postings, length + 1, size

    return index


_stock_add: Callable[..., None]  # whoosh's own, kept by `install`
_stock_flush: Callable[[Any], None]
_stock_postings: Callable[..., None]
Plan = dict[str, FieldIndexer | None]


def _plan(writer: Any) -> Plan | None:
    """Each field's fast indexer (None: whoosh's), made once per writer; None for a
    schema with spelling or vector fields (whoosh's whole `add_document` then)."""
    try:
        return writer._vaultmind_plan  # type: ignore[no-any-return]
    except AttributeError:
        pass
    fields = dict(writer.schema.items())
    plan: Plan | None = None
    if not any(field.vector or field.separate_spelling() for field in fields.values()):
        memos: dict[int, dict[str, str]] = {}  # one per analyser: the text fields share one
        plan = {
            name: field_indexer(field, memos.setdefault(id(field.analyzer), {}))
            for name, field in fields.items()
        }
    writer._vaultmind_plan = plan
    return plan


def _add_document(self: Any, **fields: Any) -> None:
    """`SegmentWriter.add_document` for documents without `_boost`/`_stored_` keys."""
    plan = _plan(self)
    if plan is None or any(name.startswith("_") for name in fields):
        return _stock_add(self, **fields)
    self._check_state()
    schema, perdoc, docnum = self.schema, self.perdocwriter, self.docnum
    names = sorted(fields)
    self._check_fields(schema, names)
    postings: list[PoolItem] = []
    size = 0
    perdoc.start_doc(docnum)
    try:
        for name in names:
            value = fields[name]
            if value is None:
                continue
            field = schema[name]
            length = 0
            fast = plan[name]
            if fast is not None:  # (a text field: indexed and scorable)
                items, length, bytes_ = fast(value, name, docnum)
                postings += items
                size += bytes_
            elif field.indexed:
                before = len(postings)
                for term, freq, weight, encoded in field.index(value):
                    length += freq
                    size += len(term) * 2 + len(encoded or b"")
                    postings.append((name, term, docnum, weight, encoded))
                length = length if field.scorable else 0
                size += (_POSTING_SIZE + len(name)) * (len(postings) - before)
            perdoc.add_field(name, field, value if field.stored else None, length)
            if field.column_type:
                perdoc.add_column_value(name, field.column_type, field.to_column_value(value))
    except Exception:
        perdoc.cancel_doc()
        raise
    perdoc.finish_doc()
    _pool_extend(self.pool, postings, size)
    self._added = True
    self.docnum += 1


def _pool_extend(pool: Any, postings: list[PoolItem], size: int) -> None:
    """`PostingPool.add` for a document's postings at once (a run file before them
    if they would pass the pool's limit, as whoosh does before one posting)."""
    pool.fieldnames.update({posting[0] for posting in postings})
    pool.currentsize += size
    if pool.currentsize > pool.limit:
        pool.save()
        pool.currentsize = size
    pool.current.extend(postings)


def _flush_segment(self: Any) -> None:
    """`SegmentWriter._flush_segment`, with each field's lengths read once."""
    self.perdocwriter.close()
    lengths = self.per_document_reader() if self.codec.length_stats else None
    postings = self.pool.iter_postings()
    self.fieldwriter.add_postings(self.schema, _Lengths(lengths) if lengths else None, postings)
    self.fieldwriter.close()
    if lengths:
        lengths.close()


class _Lengths:
    """A per-document reader's `doc_field_length`, tabulated per field on first use
    (whoosh asks once per posting, through a column reader)."""

    def __init__(self, reader: Any) -> None:
        self._reader = reader
        self._tables: dict[str, list[int | None]] = {}

    def doc_field_length(self, docnum: int, fieldname: str) -> int | None:
        table = self._tables.get(fieldname)
        if table is None:
            length = self._reader.doc_field_length
            count = self._reader.doc_count_all()
            table = self._tables[fieldname] = [length(doc, fieldname) for doc in range(count)]
        return table[docnum]


def _no_length(docnum: int, fieldname: str) -> None:
    return None


def _add_postings(self: Any, schema: Any, lengths: Any, items: Any) -> None:
    """`FieldWriter.add_postings` for whoosh's W3 codec: each sorted posting goes
    straight into its term's block (whoosh calls two methods and checks four types
    per posting); blocks, terms and fields are still written by whoosh's methods."""
    from whoosh.codec.base import OutOfOrderError

    field_length = lengths.doc_field_length if lengths else _no_length
    lastfn: str | None = None
    lasttext: bytes | None = None
    post: Any = None
    limit = 0
    for fieldname, btext, docnum, weight, value in items:
        if fieldname != lastfn:
            if lastfn is not None and fieldname < lastfn:
                raise OutOfOrderError(f"Field {lastfn!r} .. {fieldname!r}")
            if lasttext is not None:
                self.finish_term()
            if lastfn is not None:
                self.finish_field()
            self.start_field(fieldname, schema[fieldname])
            lastfn, lasttext = fieldname, None
        if docnum == -1:  # whoosh's mark for a spelling word: not a posting
            continue
        if btext != lasttext:
            if lasttext is not None:
                if btext < lasttext:
                    raise OutOfOrderError(f"Term {fieldname}:{lasttext!r} .. {btext!r}")
                self.finish_term()
            self.start_term(btext)
            lasttext, post = btext, self._postwriter
            limit = post._blocklimit
        length = field_length(docnum, fieldname)
        if len(post._ids) >= limit:
            post._write_block()
        post._ids.append(docnum)
        post._weights.append(weight)
        if weight > post._maxweight:
            post._maxweight = weight
        if value:
            post._values.append(value)
        if length:
            if post._minlength is None or length < post._minlength:
                post._minlength = length
            if length > post._maxlength:
                post._maxlength = length
    if lasttext is not None:
        self.finish_term()
    if lastfn is not None:
        self.finish_field()
