"""The fast writer's postings are whoosh's own, for any text; with a whoosh it was not
written for, nothing is patched and whoosh's own writer builds the same index."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import WriteVault
from vaultmind.index import fast_writer, fulltext, whoosh_compat
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths
from vaultmind.index.schema import build_schema

# Scripts, cases, ё, a dotless/dotted i (lower() changes their length), combining
# marks, digits, underscores, other alphabets, punctuation and spaces.
ALPHABET = "abcXYZ ёЁеЕжЖщ İıi\u0307\u0301 09_½ ß Ωω 日本 \t\n.,:;!?-'\"[]#/"
texts = st.text(alphabet=ALPHABET, max_size=120) | st.lists(
    st.sampled_from(["обещал", "обещала", "Ёлка", "promised", "PROMISE", "the", "İstanbul"]),
    max_size=40,
).map(" ".join)


def _text_fields() -> list[Any]:
    fields = [field for _, field in build_schema().items()]
    return [field for field in fields if fast_writer.field_indexer(field) is not None]


def test_every_text_field_of_the_schema_has_a_fast_indexer() -> None:
    assert len(_text_fields()) == 4  # title, aliases, properties, content


@settings(max_examples=300, deadline=None)
@given(text=texts)
def test_postings_are_whooshs_own_for_any_text(text: str) -> None:
    for field in _text_fields():
        fast = fast_writer.field_indexer(field)
        assert fast is not None
        expected = sorted(field.index(text))
        assert sorted(fast_writer.postings_of(fast, text)) == expected
        assert sorted(fast_writer.postings_of(fast, text)) == expected  # again, from the memo
        items, length, _ = fast(text, "content", 7)
        assert length == sum(freq for _, freq, _, _ in expected)
        assert {(name, doc) for name, _, doc, _, _ in items} <= {("content", 7)}


def _hits(vault: Path) -> dict[str, list[tuple[str, float]]]:
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        queries = ("обещал", "promised report", '"the report"', "title:alpha", "tag:work")
        return {q: [(h.path, h.score) for h in searcher.search(q, limit=20)] for q in queries}
    finally:
        searcher.close()


@pytest.fixture
def notes(write_vault: WriteVault) -> Path:
    body = "Дима обещал the report. Maria promised the report; обещала отчёт #work"
    note = "---\naliases: [alpha {0}]\n---\n{1} {0}\n"
    return write_vault({f"Projects/Note {i}.md": note.format(i, body) for i in range(12)})


def test_a_whoosh_without_the_writers_internals_builds_the_same_index(
    notes: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Indexer(notes).update(rebuild=True)
    fast = _hits(notes)
    from whoosh.codec.whoosh3 import W3FieldWriter
    from whoosh.writing import SegmentWriter

    assert fast_writer.install()
    monkeypatch.setattr(SegmentWriter, "add_document", fast_writer._stock_add)
    monkeypatch.setattr(SegmentWriter, "_flush_segment", fast_writer._stock_flush)
    monkeypatch.setattr(W3FieldWriter, "add_postings", fast_writer._stock_postings)
    monkeypatch.setattr(fast_writer, "_installed", None)
    monkeypatch.setattr(whoosh_compat, "_gaps", {})
    monkeypatch.setattr(whoosh_compat, "_unreported", [])
    gone: whoosh_compat.Need = ("whoosh.writing", "SegmentWriter._gone_here", callable)
    monkeypatch.setitem(whoosh_compat.NEEDS, "fast writer", (gone,))
    monkeypatch.setattr(fast_writer, "_add_document", _refuse)
    Indexer(notes).update(rebuild=True)
    assert fast_writer.install() is False
    assert SegmentWriter.add_document is fast_writer._stock_add
    assert W3FieldWriter.add_postings is fast_writer._stock_postings
    assert "whoosh's own writer" in (whoosh_compat.take_note() or "")
    assert _hits(notes) == fast and any(fast.values())


def test_a_fast_indexer_that_disagrees_with_whoosh_is_not_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from whoosh.codec.whoosh3 import W3FieldWriter
    from whoosh.writing import SegmentWriter

    assert fast_writer.install()
    monkeypatch.setattr(SegmentWriter, "add_document", fast_writer._stock_add)
    monkeypatch.setattr(SegmentWriter, "_flush_segment", fast_writer._stock_flush)
    monkeypatch.setattr(W3FieldWriter, "add_postings", fast_writer._stock_postings)
    monkeypatch.setattr(fast_writer, "_installed", None)
    original = fast_writer._positions_indexer

    def twice_the_weight(*args: Any) -> fast_writer.FieldIndexer:
        index = original(*args)

        def doubled(value: str, name: str, doc: int) -> Any:
            items, length, size = index(value, name, doc)
            return [(n, t, d, w * 2, v) for n, t, d, w, v in items], length, size

        return doubled

    monkeypatch.setattr(fast_writer, "_positions_indexer", twice_the_weight)
    assert fast_writer.install() is False
    assert SegmentWriter.add_document is fast_writer._stock_add


def _refuse(*args: object, **kwargs: object) -> None:
    raise AssertionError("the fast writer ran on a whoosh that lacks its internals")
