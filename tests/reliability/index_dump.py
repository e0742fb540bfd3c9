"""What an index and a cache hold, independent of how they were written: segment
names, document numbers and the order of rows differ between a parallel build, a
single-process one and a series of incremental updates; the content must not."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from vaultmind.index import fulltext
from vaultmind.index.cache import NoteCache
from vaultmind.index.paths import DataPaths


def index_content(vault: Path) -> dict[str, Any]:
    """Stored fields and field lengths per note; every term's statistics (the length
    bounds come from the lengths the segment writer was given) and postings (path,
    weight, encoded positions); each field's total length. Only for an index without deleted
    documents (their postings stay until a merge)."""
    ix = fulltext.open_index(DataPaths.for_vault(vault).index_dir)
    names = ix.schema.names()
    with ix.searcher() as searcher:
        reader = searcher.reader()
        paths = {doc: fields["path"] for doc, fields in reader.iter_docs()}
        notes = {
            path: (
                sorted(reader.stored_fields(doc).items()),
                [reader.doc_field_length(doc, name) or 0 for name in names],  # None: 0 in a
            )  # segment with some length in that field, 0 in one with none
            for doc, path in paths.items()
        }
        terms = {}
        for name in names:
            for term in reader.lexicon(name):
                matcher = reader.postings(name, term)
                postings = []
                while matcher.is_active():
                    postings.append((paths[matcher.id()], matcher.weight(), matcher.value()))
                    matcher.next()
                info = reader.term_info(name, term)
                stats = [info.weight(), info.doc_frequency(), info.min_length()]
                stats += [info.max_length(), info.max_weight()]
                terms[(name, term)] = (stats, sorted(postings))
        totals = [reader.field_length(name) for name in names]
    return {"notes": notes, "terms": terms, "totals": totals}


def cache_content(vault: Path) -> dict[str, Any]:
    """Every row of the cache but the times it was written, notes unpickled."""
    path = DataPaths.for_vault(vault).cache_file
    with NoteCache(path) as cache:
        notes = {note.path: note for note in cache.notes()}
    db = sqlite3.connect(path)
    try:
        files = sorted(db.execute("SELECT path, size, sha1, name FROM files"))
        tables = {
            table: sorted(db.execute(f"SELECT * FROM {table}"), key=repr)
            for table in ("links", "names", "memory_ids", "slugs", "commitments")
        }
    finally:
        db.close()
    return {"files": files, "notes": notes, **tables}


def block_bounds(vault: Path) -> list[tuple[object, ...]]:
    """Every posting with its block's length and weight bounds, segment by segment:
    comparable only between indexes split into the same segments."""
    ix = fulltext.open_index(DataPaths.for_vault(vault).index_dir)
    found: list[tuple[object, ...]] = []
    with ix.searcher() as searcher:
        for leaf, _ in searcher.reader().leaf_readers():
            for name in ix.schema.names():
                for term in leaf.lexicon(name):
                    matcher = leaf.postings(name, term)
                    while matcher.is_active():
                        low, high = matcher.block_min_length(), matcher.block_max_length()
                        weight = matcher.block_max_weight()
                        found.append((name, term, matcher.id(), low, high, weight))
                        matcher.next()
    return found
