"""Where a message stands in its chat, and the open commitments said before it.

Lifecycle events may only reach a commitment first said earlier in the same chat, so each
event asks for the order of messages: (day, place in the day's file), kept per file, and
each line's sources' places, kept per line (a year's chat asks this at every event).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.agent.ingest.extract.lifecycle import Candidate
from vaultmind.agent.ingest.sources.read_back import StoredMessage, read_source
from vaultmind.vault.model import MemoryLine

_LINK = re.compile(r"\[\[(Sources/[^#\]]+)#\^([^\]]+)\]\]")


@dataclass
class ChatOrder:
    vault: Path
    timezone: str
    # Sources file → (its day, block → place); a line's sources → their places
    _order: dict[str, tuple[str, dict[str, int]]] = field(default_factory=dict)
    _origin: dict[tuple[tuple[str, ...], str], list[tuple[str, int]]] = field(default_factory=dict)
    _as_candidate: dict[str, Candidate] = field(default_factory=dict)  # by the line's text
    # a chat folder → a line → its sources' places in that chat, sorted (a dict of str
    # keys: their hashes are kept, a tuple of sources would be hashed at every event)
    _said: dict[str, dict[str, tuple[tuple[str, int], ...]]] = field(default_factory=dict)
    # told of each line the first time it is a candidate in a chat (`thread_match` indexes it)
    seen: Callable[[Candidate, str], None] = lambda candidate, folder: None
    _told: dict[str, set[str]] = field(default_factory=dict)  # chat folder → lines

    def candidates(self, stored: StoredMessage, opened: list[MemoryLine]) -> list[Candidate]:
        """Open commitments first said earlier in this chat, the most recent first."""
        here = self.position(stored.path, stored.block)
        folder = stored.path.rsplit("/", 1)[0]
        said_here = self._said.setdefault(folder, {})
        told = self._told.setdefault(folder, set())
        dated = []
        for memory in opened:
            said = self._places(said_here, memory, folder)
            if not said or said[0] >= here:
                continue
            latest = said[-1] if said[-1] < here else max(o for o in said if o < here)
            candidate = self._as_candidate.get(memory.raw)
            if candidate is None:
                candidate = self._as_candidate[memory.raw] = _candidate(memory)
            if memory.raw not in told:
                told.add(memory.raw)
                self.seen(candidate, folder)
            dated.append((latest, candidate))
        dated.sort(key=lambda pair: pair[0], reverse=True)
        return [c for _, c in dated]

    def said_before(self, stored: StoredMessage, lines: list[MemoryLine]) -> list[MemoryLine]:
        """The lines, of any status, one of whose messages came before `stored` in its chat
        (each line's places looked up once per chat, as for `candidates`)."""
        here = self.position(stored.path, stored.block)
        folder = stored.path.rsplit("/", 1)[0]
        said_here = self._said.setdefault(folder, {})
        return [m for m in lines if (said := self._places(said_here, m, folder)) and said[0] < here]

    def _places(
        self, said_here: dict[str, tuple[tuple[str, int], ...]], memory: MemoryLine, folder: str
    ) -> tuple[tuple[str, int], ...]:
        said = said_here.get(memory.raw)
        if said is None:
            said = said_here[memory.raw] = tuple(sorted(self.origins(memory.sources, folder)))
        return said

    def origins(self, sources: tuple[str, ...], folder: str) -> list[tuple[str, int]]:
        """Where in this chat's folder each source message of a line was sent (asked for
        every open line at every event: kept)."""
        key = (sources, folder)
        if key not in self._origin:
            self._origin[key] = [
                self.position(f"{path}.md", block)
                for path, block in _LINK.findall(" ".join(sources))
                if path.rsplit("/", 1)[0] == folder
            ]
        return self._origin[key]

    def position(self, path: str, block: str) -> tuple[str, int]:
        """(day, place in the day's file): the order messages were sent in."""
        if path not in self._order:
            try:
                stored, _ = read_source(self.vault, path, self.timezone)
            except (OSError, ValueError):
                stored = []
            self._order[path] = (Path(path).stem, {s.block: at for at, s in enumerate(stored)})
        day, blocks = self._order[path]
        return day, blocks.get(block, len(blocks))


def _candidate(memory: MemoryLine) -> Candidate:
    return Candidate(memory.id or "", memory.text, memory.sources,
                     memory.confidence_or_default, memory.author, memory.field("due"))  # fmt: skip
