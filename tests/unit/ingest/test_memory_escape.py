"""Memory lines made from chat or model words: inert as Markdown, and read back exactly.

The same words in a Sources file were always escaped; the memory lines made from them
were not, so a message holding `%%` hid every later memory of the note (the user's own
included) and `[[../../etc/passwd]]` became a live link.
"""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.memory.line_edit import format_memory
from vaultmind.memory.store import NewMemory
from vaultmind.vault.escape import SPECIAL, unescape_syntax
from vaultmind.vault.parse import parse_note

SOURCE = "[[Sources/telegram/1876543210/2026-11-30#^tg-1876543210-4503]]"
USERS_OWN = "- [fact] Likes green tea #drinks ^m-user01"
# What messages in the hostile trial held, and pieces of every other syntax.
PIECES = (
    "%%",
    "%% hidden %%",
    "[[../../etc/passwd]]",
    "![x](file:///etc/passwd)",
    "[me](javascript:alert(1))",
    "![[Note#^blk|alias]]",
    "[[a]",
    "#tag",
    " #tag/sub",
    "^id",
    " ^m-abc123",
    "[k:: v]",
    "(k:: v)",
    "[due:: [[2026-12-04]]]",
    "::",
    "`",
    "``",
    "`[[in code]]`",
    "\\",
    "\\[[",
    "\\#",
    "\\`",
    "**bold**",
    "_it_",
    "==mark==",
    "~~gone~~",
    "<b>x</b>",
    "<!-- c -->",
    "[^1]",
    "^[note]",
    "$x$",
    "- [ ] task 📅 2026-12-04",
    "> ",
    "# Heading",
    "https://example.com/a_b",
    "Дима ",
    "😀",
    " ",
    "\t",
    "\n",
)
texts = st.lists(
    st.sampled_from(PIECES) | st.sampled_from(tuple(SPECIAL + "!:$&{}-+")) | st.text(max_size=3),
    max_size=12,
).map("".join)


def note_with(line: str) -> str:
    return f"---\ntype: person\n---\n# P\n\n## Memory\n{line}\n{USERS_OWN}\n\n## Relations\n"


@given(texts)
def test_chat_words_are_data_in_a_memory_line(text: str) -> None:
    words = " ".join(text.split())
    if len(words) < 2:
        return
    new = NewMemory(
        "commitment",
        chat_words(text),
        0.6,
        "agent:extraction",
        (SOURCE,),
        date(2026, 12, 4),
        tags=("ingest",),
    ).validated()
    fields = [("due", "2026-12-04"), ("confidence", "0.6"), ("by", "agent:extraction")]
    fields += [("src", SOURCE), ("created", "2026-11-30")]
    line = format_memory(new.kind, new.text, fields, new.tags, "m-q7cdez")
    note = parse_note("People/P.md", note_with(line))

    first, users = note.memories  # one memory, and the user's own line still seen
    assert first.text == words
    assert (first.kind, first.id, first.tags, first.sources) == (
        "commitment",
        "m-q7cdez",
        ("ingest",),
        (SOURCE,),
    )
    assert list(first.fields) == fields
    assert (users.id, users.text, users.tags) == ("m-user01", "Likes green tea", ("drinks",))
    assert [link.raw for link in note.links] == [SOURCE]  # no link, embed or wiki-embed
    assert set(note.tags) == {"ingest", "drinks"}
    assert [b.id for b in note.block_ids] == ["m-q7cdez", "m-user01"]
    assert note.tasks == () and note.relations == () and note.problems == ()


@given(st.text())
def test_unescape_syntax_undoes_chat_words(text: str) -> None:
    words = " ".join(text.split())
    assert unescape_syntax(chat_words(text)) == words


def test_a_backslash_in_inline_code_is_kept() -> None:
    """Obsidian shows `a\\_b` inside backticks as typed; outside, `\\_` is `_`."""
    assert unescape_syntax(r"run `a\_b` then a\_b") == r"run `a\_b` then a_b"
