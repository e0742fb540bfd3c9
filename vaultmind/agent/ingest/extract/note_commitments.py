"""A person note's commitment lines as the note is now, for the lifecycle step: parsed
again only when the note's bytes changed (a year's chat has thousands of events about
a few people, and few of the events change the note they read)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.text import decode


@dataclass
class NoteCommitments:
    vault: Path
    # a note's path → (its bytes, its commitment lines, the open ones among them)
    _read: dict[str, tuple[bytes, list[MemoryLine], list[MemoryLine]]] = field(default_factory=dict)

    def lines(self, person: str) -> list[MemoryLine]:
        """Every commitment line of the note (none when it is not written yet)."""
        try:
            raw = (self.vault / person).read_bytes()
        except OSError:
            return []
        known = self._read.get(person)
        if known is not None and known[0] == raw:
            return known[1]
        memories = [m for m in scan_memories(decode(raw).text)[0] if m.kind == "commitment"]
        opened = [m for m in memories if m.status == "active" and m.id]
        self._read[person] = (raw, memories, opened)
        return memories

    def open(self, person: str) -> list[MemoryLine]:
        """The active lines with an id, as `lines` last read them."""
        return self._read[person][2] if person in self._read else []
