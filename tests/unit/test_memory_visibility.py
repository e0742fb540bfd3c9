"""Reading and writing agree about which memory lines exist (issue 8, item 11).

A line VaultMind writes is one the parser reads back: never under a `## Memory`
heading hidden in a `%% comment %%` or code, never past the part of a note that is
parsed, and an edit of a line keeps the comment the reader skipped.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from vaultmind.errors import UnsafeWriteError
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.parse import parse_note, scan_memories
from vaultmind.vault.text import MAX_PARSED_BYTES

TODAY = date(2026, 12, 2)
PATH = "People/Dima.md"


def note(vault: Path, text: str) -> Path:
    path = vault / PATH
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def read(vault: Path) -> list[tuple[str | None, str]]:
    parsed = parse_note(PATH, (vault / PATH).read_text(encoding="utf-8"))
    return [(m.id, m.text) for m in parsed.memories]


@pytest.mark.parametrize(
    "hidden",
    [
        "%%\n## Memory\n- [fact] Old draft ^m-draft1\n%%\n",
        "```\n## Memory\n```\n",
        "---\ntype: person\n# Memory\n---\n",  # a YAML comment, not a heading
    ],
    ids=["comment", "code", "frontmatter"],
)
def test_a_hidden_memory_heading_gets_no_lines(tmp_path: Path, hidden: str) -> None:
    path = note(tmp_path, hidden + "# Dima\n\nProse.\n")
    before = path.read_text(encoding="utf-8")
    change = MemoryStore(tmp_path).add(PATH, NewMemory("fact", "Likes tea"), TODAY)
    assert read(tmp_path) == [(change.memory_id, "Likes tea")]
    after = path.read_text(encoding="utf-8")
    assert after.startswith(before)  # a visible section at the end; the hidden one untouched
    assert after[len(before) :] == f"\n## Memory\n{change.line}\n"


def test_a_line_that_would_land_in_an_open_comment_is_refused(tmp_path: Path) -> None:
    path = note(tmp_path, "# Dima\n\n## Memory\n- [fact] Likes tea ^m-tea001\n%% to sort out:\n")
    before = path.read_bytes()
    with pytest.raises(UnsafeWriteError, match="cannot read it back"):
        MemoryStore(tmp_path).add(PATH, NewMemory("fact", "Works from Kazan"), TODAY)
    assert path.read_bytes() == before


def test_a_note_over_the_parse_limit_gets_no_memories(tmp_path: Path) -> None:
    padding = "Long prose line.\n" * (MAX_PARSED_BYTES // 17 + 10)
    path = note(tmp_path, f"# Dima\n\n{padding}\n## Memory\n- [fact] Likes tea ^m-tea001\n")
    before = path.read_bytes()
    store = MemoryStore(tmp_path)
    with pytest.raises(UnsafeWriteError, match="only up to 2 MiB"):
        store.add(PATH, NewMemory("fact", "Likes tea"), TODAY)  # would reinforce it
    with pytest.raises(UnsafeWriteError, match="only up to 2 MiB"):
        store.add(PATH, NewMemory("fact", "Works from Kazan"), TODAY)
    with pytest.raises(UnsafeWriteError, match="only up to 2 MiB"):
        store.set_status(PATH, "m-tea001", "archived", TODAY)
    assert path.read_bytes() == before


def test_a_note_just_under_the_limit_is_not_pushed_over_it(tmp_path: Path) -> None:
    head = "# Dima\n\n## Memory\n- [fact] Likes tea ^m-tea001\n\n## Notes\n"
    padding = "x" * (MAX_PARSED_BYTES - len(head) - 10) + "\n"
    path = note(tmp_path, head + padding)
    with pytest.raises(UnsafeWriteError, match="only up to 2 MiB"):
        MemoryStore(tmp_path).add(PATH, NewMemory("fact", "Works from Kazan"), TODAY)
    assert path.read_text(encoding="utf-8") == head + padding


def test_editing_a_line_keeps_its_comment(tmp_path: Path) -> None:
    line = "- [fact] Likes tea %% since the Kazan trip [x:: 1] %% [confidence:: 0.5] ^m-tea001"
    path = note(tmp_path, f"# Dima\n\n## Memory\n{line}\n")
    store = MemoryStore(tmp_path)
    store.add(PATH, NewMemory("fact", "likes tea", 0.5), TODAY)
    store.set_status(PATH, "m-tea001", "done", TODAY)
    edited = path.read_text(encoding="utf-8").splitlines()[-1]
    assert edited == (
        "- [fact] Likes tea %% since the Kazan trip [x:: 1] %% [confidence:: 0.75] "
        "[confirmed:: 2026-12-02] [status:: done] [done:: 2026-12-02] ^m-tea001"
    )
    [memory] = parse_note(PATH, path.read_text(encoding="utf-8")).memories
    assert (memory.text, memory.status, memory.raw) == ("Likes tea", "done", edited)


@pytest.mark.parametrize(
    "text",
    [
        "---\naliases: [x]\n# Memory\n---\n# T\n## Memory\n- [fact] A ^m-a\n### Sub\n"
        "- [fact] B ^m-b\n",
        "# T\n%% ## Memory\n- [fact] Hidden ^m-h %%\n## memory\n- [fact] Seen %%x%% ^m-s\n",
        "# T\n## Memory\n```\n- [fact] Code ^m-c\n```\n> ```\n- [fact] After ^m-d\n",
        "# T\n## Memory\n- [fact] One ^m-1\n## Other\n- [fact] Not one ^m-2\npara ^blk\n",
        "# T\r\n## Memory\r\n- [fact] Crlf [due:: 2026-12-04] #tag ^m-r\r\n- [idea] bad\r\n",
    ],
)
def test_the_writers_scan_reads_what_the_parser_reads(text: str) -> None:
    memories, block_ids = scan_memories(text)
    note = parse_note("T.md", text)
    assert memories == list(note.memories)
    assert block_ids == {block.id for block in note.block_ids}
