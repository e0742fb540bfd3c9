"""A note being changed memory by memory, its text and its parsed memories in step.

An ingest chunk may add hundreds of memories to one person note. Parsing the whole
note again after each of them made a batch quadratic (a note of 2 000 memories took
minutes); here the note is parsed once and each change re-parses only the line it
wrote. `MemoryStore.add_all` gives byte for byte what one `add` after another gives
(a test checks it).
"""

from __future__ import annotations

from dataclasses import replace

from vaultmind.memory.sections import append_to_section, replace_line, split_lines
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories, title_of
from vaultmind.vault.text import NoteText
from vaultmind.vault.visible_lines import hide_comments

SECTION = "Memory"


class WorkingNote:
    def __init__(self, path: str, current: NoteText) -> None:
        memories, block_ids = scan_memories(current.text)
        self.path = path
        self.title = title_of(path)
        self.current = current
        self.memories = memories
        self.taken = block_ids  # ids a new memory must avoid

    def replace(self, memory: MemoryLine, line: str) -> None:
        """Rewrite one memory's line in place (its line ending kept)."""
        self._set_text(replace_line(self.current.text, memory.line - 1, line))
        index = self.memories.index(memory)
        self.memories[index] = _parsed(line, memory.line)

    def append(self, line: str, memory_id: str) -> None:
        """Add a memory line at the end of `## Memory` (created if missing)."""
        text = append_to_section(self.current.text, SECTION, line, self.current.newline)
        self._set_text(text)
        lines = split_lines(text)
        number = next(
            i + 1 for i in range(len(lines) - 1, -1, -1) if lines[i].rstrip("\r\n") == line
        )
        self.memories = [
            replace(m, line=m.line + 1) if m.line >= number else m for m in self.memories
        ]
        self.memories.append(_parsed(line, number))
        self.taken.add(memory_id)

    def _set_text(self, text: str) -> None:
        self.current = NoteText(text, bom=self.current.bom, lossy=self.current.lossy)


def _parsed(line: str, number: int) -> MemoryLine:
    parsed = parse_memory_line(line, number, hide_comments(line))
    if not isinstance(parsed, MemoryLine):  # VaultMind only writes well-formed lines
        raise AssertionError(f"not a memory line: {line!r}")
    return parsed
