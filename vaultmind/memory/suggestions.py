"""Suggestions: memories the detector was not sure enough to write, and the user's
decisions on them, kept in the vault so they travel with git and outlive `.vaultmind/`.

Both live under `.review/` at the vault's root: Obsidian hides a dot-folder, so people's
notes stay uncluttered, and git carries it. Each file is JSON Lines, append-only, one
record per line with a stable id: a union merge of two machines' files loses nothing,
and a record read twice is the same record (the last decision on an id wins).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from vaultmind.vault.escape import unescape_syntax
from vaultmind.vault.write import atomic_write_bytes

REVIEW = ".review"
SUGGESTIONS = f"{REVIEW}/suggestions.jsonl"
DECISIONS = f"{REVIEW}/decisions.jsonl"
OPS = ("add", "done", "archived", "supersede")  # a new memory; a commitment done, dropped, moved
# what accepting does, said by every face, for a suggestion that changes a memory
ACCEPTING = {"done": "mark done", "archived": "drop", "supersede": "move"}


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One change the detector proposes, with the message that prompted it."""

    person: str  # the person note's path
    kind: str  # commitment, preference, context, fact; done, postponed, cancelled
    text: str  # the memory's text (for an event: the commitment it is about)
    source: str  # the message's block link
    probability: float
    op: str = "add"
    target: str = ""  # the memory id an event changes
    due: str | None = None
    valid_until: str | None = None
    day: str = ""  # the message's day
    message: str = ""  # the message as shown
    view: dict[str, Any] = field(default_factory=dict)  # what the detector saw: to learn from
    asked_as: str = ""  # the chat name that may be this person's (no note was made for it)

    @property
    def shown(self) -> str:
        """The text as Obsidian shows the line («70%», not «70\\%»): for reading only; an
        edit starts from `text`, which is what is written."""
        return unescape_syntax(self.text)

    @property
    def id(self) -> str:
        """Stable across runs and machines: re-ingest finds the same suggestion."""
        key = "\n".join((self.source, self.kind, self.person, self.target, self.op))
        return hashlib.sha1(key.encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True, slots=True)
class Decision:
    id: str
    decision: str  # accepted | edited | rejected
    kinds: tuple[str, ...]  # what the message carries, as the user decided
    view: dict[str, Any]
    day: str  # when the user decided
    source: str = ""  # the message's link: one example per message, whatever was decided


def suggestions(vault: Path) -> list[Suggestion]:
    """Every suggestion ever made, first made first (one per id)."""
    found: dict[str, Suggestion] = {}
    for row in _rows(vault / SUGGESTIONS):
        suggestion = Suggestion(**_fields(Suggestion, row))
        found.setdefault(suggestion.id, suggestion)
    return list(found.values())


def decisions(vault: Path) -> dict[str, Decision]:
    """The latest decision on each suggestion id."""
    found: dict[str, Decision] = {}
    for row in _rows(vault / DECISIONS):
        row["kinds"] = tuple(row.get("kinds", ()))
        found[str(row.get("id"))] = Decision(**_fields(Decision, row))
    return found


def open_suggestions(vault: Path) -> list[Suggestion]:
    """The suggestions nobody has decided on yet, likeliest first."""
    decided = decisions(vault)
    waiting = [s for s in suggestions(vault) if s.id not in decided]
    return sorted(waiting, key=lambda s: (-s.probability, s.day, s.id))


def add_suggestions(vault: Path, new: Iterable[Suggestion]) -> int:
    """Append the ones not made before (decided or not); how many were new."""
    known = {s.id for s in suggestions(vault)}
    fresh = []
    for suggestion in new:
        if suggestion.id not in known:
            known.add(suggestion.id)
            fresh.append(asdict(suggestion))
    _append(vault / SUGGESTIONS, fresh)
    return len(fresh)


def record_decision(vault: Path, decision: Decision) -> None:
    _append(vault / DECISIONS, [asdict(decision)])


def _fields(kind: type, row: dict[str, Any]) -> dict[str, Any]:
    """The row's values this version knows: a newer version's extra field is ignored."""
    return {f.name: row[f.name] for f in dataclasses.fields(kind) if f.name in row}


def _rows(path: Path) -> list[dict[str, Any]]:
    """The file's records; a line a merge or an editor broke is skipped, not fatal."""
    try:
        lines = path.read_text("utf-8").splitlines()
    except FileNotFoundError:
        return []
    rows = []
    for line in lines:
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if (isinstance(row, dict) and "source" in row) or "decision" in row:
            rows.append(row)
    return rows


def _append(path: Path, rows: list[dict[str, Any]]) -> None:
    """Appended through the vault's one atomic write, so the job log records it and
    `vaultmind undo` takes an accepted suggestion's decision back with its memory."""
    if not rows:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    before = path.read_bytes() if path.is_file() else b""
    if before and not before.endswith(b"\n"):
        before += b"\n"  # a merge left the last line open
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    atomic_write_bytes(path, before + text.encode("utf-8"))
