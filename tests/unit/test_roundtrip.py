"""Bytes → text → bytes is the identity for valid UTF-8; anything else is marked lossy."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmind.vault.parse import parse_note
from vaultmind.vault.text import BOM, NoteText, decode
from vaultmind.vault.write import update_note

# Text that mixes the awkward parts of real notes with anything at all.
PIECES = st.sampled_from(
    ["\r\n", "\n", "\r", "  ", "\t", "[[Дима]]", "#тег", "📅 2026-12-04", "🗓️", "---\n", "%%", "`"]
)
NOTE_TEXT = st.lists(st.one_of(PIECES, st.text(st.characters(codec="utf-8"))), max_size=20).map(
    "".join
)
# str.splitlines() also splits on these, editors do not (see test_links for the bug).
ODD_SEPARATORS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"# Title\r\nline  \r\nlast",
        b"lone\rcarriage\rreturns\r",
        b"mixed\r\nendings\nand\rmore\n",
        BOM + b"---\r\ntype: person\r\n---\r\n",
        BOM,
        BOM + BOM + b"two boms",
        b"trailing spaces   \n\t\n   ",
        "Дмитрий Кузнецов 🗓️ ✅\n".encode(),
        "NFD: и\u0306 e\u0301".encode(),
    ],
)
def test_known_awkward_files_round_trip(data: bytes) -> None:
    text = decode(data)
    assert text.encode() == data
    assert not text.lossy


def test_bom_is_not_part_of_the_text() -> None:
    text = decode(BOM + b"# T\n")
    assert (text.bom, text.text) == (True, "# T\n")


@pytest.mark.parametrize(
    ("data", "newline"),
    [(b"a\r\nb\r\n", "\r\n"), (b"a\nb\n", "\n"), (b"single line", "\n"), (b"", "\n")],
)
def test_newline_is_the_files_own(data: bytes, newline: str) -> None:
    assert decode(data).newline == newline


@given(NOTE_TEXT, st.booleans())
def test_any_text_round_trips(text: str, bom: bool) -> None:
    data = (BOM if bom else b"") + text.encode("utf-8")
    decoded = decode(data)
    assert decoded.encode() == data
    assert not decoded.lossy


@given(st.binary(max_size=200))
def test_any_bytes_round_trip_or_are_marked_lossy(data: bytes) -> None:
    decoded = decode(data)
    assert decoded.lossy == (not is_utf8(data))
    if not decoded.lossy:
        assert decoded.encode() == data


@given(st.binary(min_size=1, max_size=50).filter(lambda b: not is_utf8(b)))
def test_invalid_utf8_is_lossy_and_replaced(data: bytes) -> None:
    decoded = decode(data)
    assert decoded.lossy
    assert "\ufffd" in decoded.text


@settings(max_examples=40, deadline=None)
@given(NOTE_TEXT, st.booleans())
def test_unchanged_note_is_never_rewritten(text: str, bom: bool) -> None:
    data = (BOM if bom else b"") + text.encode("utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "Note.md"
        path.write_bytes(data)
        mtime = path.stat().st_mtime_ns
        assert update_note(path, lambda t: NoteText(t.text, t.bom, t.lossy)) is False
        assert path.read_bytes() == data
        assert path.stat().st_mtime_ns == mtime


def editor_lines(text: str) -> int:
    return len(re.split(r"\r\n|\r|\n", text))


@given(NOTE_TEXT.filter(lambda t: not any(c in t for c in ODD_SEPARATORS)))
def test_parse_never_raises_and_lines_stay_inside_the_file(text: str) -> None:
    note = parse_note("Note.md", text)
    numbered = [x.line for x in note.links] + [h.line for h in note.headings]
    numbered += [t.line for t in note.tasks] + [b.line for b in note.block_ids]
    assert all(1 <= line <= editor_lines(text) for line in numbered)


@given(st.text(st.characters(codec="utf-8")))
def test_parse_never_raises_on_any_text(text: str) -> None:
    note = parse_note("Note.md", text)
    assert note.title == "Note"
