"""Escaped message text and block ids: reversible, and inert as Obsidian syntax."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from vaultmind.agent.ingest.sources.escape import (
    PREFIXES,
    block_id,
    decode_block_id,
    decode_part,
    encode_part,
    escape_text,
    unescape_text,
)
from vaultmind.vault.model import Note
from vaultmind.vault.parse import parse_note

# Pieces of every syntax a message might (accidentally or not) contain.
SYNTAX = (
    "[[x]]",
    "![[Note#^blk|alias]]",
    "[[a]",
    "#tag",
    " #tag/sub",
    "#",
    "^id",
    " ^abc-1",
    "^",
    "[k:: v]",
    "[due:: [[2026-12-04]]]",
    "::",
    "%% c %%",
    "%%",
    "`",
    "``",
    "```",
    "~~~",
    "`[[in code]]`",
    "\\",
    "\\[[",
    "\\#",
    "[",
    "]",
    "- [ ] task 📅 2026-12-04",
    "> ",
    "# Heading",
    "<!-- c -->",
    "\n",
    " ",
    "\t",
    "Дима ",
    "😀",
)
# `(` is left out here: see test_parenthesised_field_is_inert.
plain_text = st.text(alphabet=st.characters(codec="utf-8", exclude_characters="("))
messages = st.lists(st.sampled_from(SYNTAX) | plain_text, max_size=12).map("".join)
ids = st.text(alphabet=st.characters(codec="utf-8"))
HASHED = re.compile(r"h-[0-9a-f]+")


def as_note(escaped: str) -> Note:
    """The escaped text as the body of a note, below a heading (as in a Sources file)."""
    return parse_note("Sources/telegram/1/2026-11-30.md", "# Chat\n\n" + escaped + "\n")


def assert_inert(note: Note) -> None:
    assert note.links == ()
    assert note.tags == ()
    assert note.block_ids == ()
    assert note.fields == ()
    assert note.tasks == ()
    assert [h.text for h in note.headings] == ["Chat"]


@given(st.text())
def test_escape_round_trips_any_text(text: str) -> None:
    assert unescape_text(escape_text(text)) == text


@given(messages)
def test_escape_round_trips_syntax_heavy_text(text: str) -> None:
    assert unescape_text(escape_text(text)) == text


def test_escape_is_plain_backslashes() -> None:
    assert escape_text("[[x]] #tag ^id") == "\\[\\[x\\]\\] \\#tag \\^id"
    assert escape_text("Сделаю до пятницы") == "Сделаю до пятницы"
    assert unescape_text("\\\\[") == "\\["


@pytest.mark.parametrize(
    "text",
    [
        "see [[Дмитрий Кузнецов]] and ![[plan.png]]",
        "#tag and #проект/срок",
        "last words ^abc-123",
        "[due:: 2026-12-04] [owner:: [[Анна]]]",
        "%% hidden %% and %% open",
        "`code` ``more`` ```fence",
        "```\n[[inside a fence]]\n```",
        "~~~\n#tag\n~~~",
        "- [ ] a task 📅 2026-12-04\n- [x] done",
        "# Heading\n## Memory\n- [fact] x ^m-aaaaaa",
        "\\[[already escaped]] \\#x \\^y",
        "multi\n#tag on line 2\n^blk",
    ],
)
def test_escaped_syntax_parses_as_nothing(text: str) -> None:
    note = as_note(escape_text(text))
    assert_inert(note)
    assert note.memories == ()


@given(messages)
def test_escaped_text_never_creates_syntax(text: str) -> None:
    assert_inert(as_note(escape_text(text)))


def test_parenthesised_field_is_inert() -> None:
    assert as_note(escape_text("(status:: done)")).fields == ()


@given(ids)
def test_encode_part_round_trips_with_block_id_characters_only(value: str) -> None:
    encoded = encode_part(value)
    assert re.fullmatch(r"[a-z0-9]*", encoded)
    assert decode_part(encoded) == value


@given(st.sampled_from(sorted(PREFIXES)), ids, ids)
def test_block_id_round_trips_any_ids(source: str, chat: str, message: str) -> None:
    assume(not HASHED.fullmatch(message))
    value = block_id(source, chat, message)
    assert re.fullmatch(r"[a-z]{2}-[a-z0-9-]+", value)
    assert value.startswith(PREFIXES[source] + "-")
    assert decode_block_id(value) == (source, chat, message)


@given(st.sampled_from(sorted(PREFIXES)), ids, st.text("0123456789abcdef", min_size=1))
def test_hashed_ids_drop_the_chat(source: str, chat: str, digest: str) -> None:
    value = block_id(source, chat, f"h-{digest}")
    assert value == f"{PREFIXES[source]}-{digest}"
    assert decode_block_id(value) == (source, None, f"h-{digest}")


def test_known_block_ids() -> None:
    assert block_id("telegram", "1876543210", "4503") == "tg-1876543210-4503"
    assert decode_block_id("tg-1876543210-4503") == ("telegram", "1876543210", "4503")
    assert block_id("whatsapp", "Релиз", "h-75b33f7581") == "wa-75b33f7581"
    assert block_id("jsonl", "team", "D1:3") == "jl-team-z44z1z3az3"
    assert decode_block_id("jl-team-z44z1z3az3") == ("jsonl", "team", "D1:3")
    # "z" is the escape letter itself, "-" separates the parts: both are encoded
    assert block_id("notes", "a-z", "z") == "nt-az2dzz7az-z7az"


def test_block_ids_of_different_messages_differ() -> None:
    pairs = [("1", "23"), ("12", "3"), ("1-2", "3"), ("1", "2-3"), ("A", "a"), ("", "")]
    values = {block_id("jsonl", chat, message) for chat, message in pairs}
    assert len(values) == len(pairs)


def test_block_id_is_an_obsidian_block_id() -> None:
    value = block_id("jsonl", "Команда: CRM", "D1:3 #x [[y]]")
    note = parse_note("n.md", f"- text ^{value}\n")
    assert [b.id for b in note.block_ids] == [value]
