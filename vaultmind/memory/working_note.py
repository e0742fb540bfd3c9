"""A note being changed memory by memory, its text and its parsed memories in step.

An ingest chunk may add hundreds of memories to one person note. Parsing the whole
note again after each of them made a batch quadratic (a note of 2 000 memories took
minutes); here the note is parsed once and each change re-parses only the line it
wrote. `MemoryStore.add_all` gives byte for byte what one `add` after another gives
(a test checks it).
"""

from __future__ import annotations

from bisect import insort
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import replace

from vaultmind.memory.dedupe import duplicate_key
from vaultmind.memory.sections import (
    append_to_section,
    insert_in_span,
    replace_line,
    section_span,
    split_lines,
)
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories, title_of
from vaultmind.vault.text import NoteText
from vaultmind.vault.visible_lines import hide_comments

SECTION = "Memory"


class WorkingNote:
    def __init__(self, path: str, current: NoteText, as_tasks: bool = False) -> None:
        """`as_tasks`: new commitments are Tasks-plugin lines (vault format 2)."""
        memories, block_ids = scan_memories(current.text)
        self.as_tasks = as_tasks
        self.path = path
        self.title = title_of(path)
        self.current = current
        self.memories = memories
        self.taken = block_ids  # ids a new memory must avoid
        self._span: tuple[int, int] | None = None  # `## Memory`'s lines, once looked up
        self._newline = current.newline  # a batch only adds lines in this ending
        # positions in `memories`, filed by what a duplicate or a re-read must share
        self._by_key: dict[Hashable, list[int]] = defaultdict(list)
        self._by_source: dict[str, list[int]] = defaultdict(list)
        for index in range(len(memories)):
            self._file(index)

    def alike(self, kind: str, text: str) -> list[MemoryLine]:
        """The memories that could be a duplicate of `text`, in note order."""
        return [self.memories[i] for i in self._by_key.get(duplicate_key(kind, text), ())]

    def citing(self, source: str) -> list[MemoryLine]:
        """The memories whose evidence includes `source`, in note order."""
        return [self.memories[i] for i in self._by_source.get(source, ())]

    def replace(self, memory: MemoryLine, line: str) -> None:
        """Rewrite one memory's line in place (its line ending kept)."""
        self._set_text(replace_line(self.current.text, memory.line - 1, line))
        index = self._position(memory)
        self._unfile(index)
        self.memories[index] = _parsed(line, memory.line)
        self._file(index)

    def append(self, line: str, memory_id: str) -> None:
        """Add a memory line at the end of `## Memory` (created if missing)."""
        lines = split_lines(self.current.text)
        span = self._span or section_span(lines, SECTION)
        if span is None:  # the first memory of the note: the section is made
            text = append_to_section(self.current.text, SECTION, line, self._newline)
            number = len(split_lines(text))  # the note's last line
        else:
            text, index = insert_in_span(lines, span, line, self._newline)
            self._span, number = (span[0], span[1] + 1), index + 1
        self._set_text(text)
        self.memories = [
            replace(m, line=m.line + 1) if m.line >= number else m for m in self.memories
        ]
        self.memories.append(_parsed(line, number))
        self._file(len(self.memories) - 1)
        self.taken.add(memory_id)

    def _position(self, memory: MemoryLine) -> int:
        for index in self._by_key[duplicate_key(memory.kind, memory.text)]:
            if self.memories[index] is memory:
                return index
        return self.memories.index(memory)

    def _file(self, index: int) -> None:
        memory = self.memories[index]
        insort(self._by_key[duplicate_key(memory.kind, memory.text)], index)
        for source in set(memory.sources):
            insort(self._by_source[source], index)

    def _unfile(self, index: int) -> None:
        memory = self.memories[index]
        self._by_key[duplicate_key(memory.kind, memory.text)].remove(index)
        for source in set(memory.sources):
            self._by_source[source].remove(index)

    def _set_text(self, text: str) -> None:
        self.current = NoteText(text, bom=self.current.bom, lossy=self.current.lossy)


def _parsed(line: str, number: int) -> MemoryLine:
    parsed = parse_memory_line(line, number, hide_comments(line))
    if not isinstance(parsed, MemoryLine):  # VaultMind only writes well-formed lines
        raise AssertionError(f"not a memory line: {line!r}")
    return parsed
