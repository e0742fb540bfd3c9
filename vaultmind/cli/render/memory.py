"""How the CLI shows memories, changes to them and commitments."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.cli.render.common import print_json
from vaultmind.memory.decay import confidence_words

if TYPE_CHECKING:  # types only: `vaultmind context` should not import the memory writer
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.connect import Mention
    from vaultmind.memory.rows import MemoryRow
    from vaultmind.memory.store import MemoryChange
    from vaultmind.vault.model import Note

__all__ = ["print_json"]

_VERBS = {
    "added": "added",
    "reinforced": "reinforced (same as an existing memory)",
    "done": "marked done",
    "archived": "archived",
    "superseded": "superseded",
    "unchanged": "already so, nothing changed",
}


def render_change(change: MemoryChange) -> str:
    lines = [f"{_VERBS.get(change.action, change.action)}: ^{change.memory_id} in {change.path}"]
    if change.previous is not None and change.previous != change.line:
        lines.append(f"  was: {change.previous.strip()}")
    lines.append(f"  now: {change.line.strip()}")
    for extra in change.extra:
        lines.append(f"{_VERBS.get(extra.action, extra.action)}: ^{extra.memory_id}")
        lines.append(f"  now: {extra.line.strip()}")
    return "\n".join(lines)


def render_memory_rows(note: Note, rows: list[MemoryRow]) -> str:
    if not rows:
        return f"{note.title}: no memories (use --all for history)"
    lines = [f"{note.title}  ({note.path})"]
    for row in rows:
        words = confidence_words(row.effective_confidence)
        status = "" if row.status == "active" else f" [{row.status}]"
        sure = f" ({words})" if words else ""
        due = f" due {row.fields['due']}" if "due" in row.fields else ""
        lines.append(f"  ^{row.id}  [{row.kind}] {row.text}{due}{sure}{status}")
    return "\n".join(lines)


def render_memory_detail(row: MemoryRow) -> str:
    lines = [f"^{row.id}  [{row.kind}] {row.text}", f"  note: {row.path}:{row.line}"]
    lines.append(f"  status: {row.status}")
    stored = row.confidence
    lines.append(f"  confidence: {stored if stored is not None else '1 (left out)'}"
                 f" (today {row.effective_confidence:.2f})")  # fmt: skip
    lines.append(f"  by: {row.author}")
    if row.created is not None:
        lines.append(f"  created: {row.created.isoformat()}")
    shown = {"confidence", "status", "by", "created"}
    lines += [f"  {key}: {value}" for key, value in row.fields.items() if key not in shown]
    lines += [f"  evidence: {source}" for source in row.sources]
    return "\n".join(lines)


def render_commitments(found: list[OpenCommitment]) -> str:
    if not found:
        return "no open commitments"
    lines = []
    for c in found:
        when = f"OVERDUE {c.due}" if c.overdue else (str(c.due) if c.due else "no date   ")
        who = c.person or "—"
        ref = f"^{c.memory_id}" if c.memory_id else f"{c.path}:{c.line}"
        lines.append(f"{when:<18} {who}: {c.text}  ({ref})")
    return "\n".join(lines)


def render_mentions(mentions: list[Mention]) -> str:
    if not mentions:
        return "no unlinked mentions"
    lines = []
    for m in mentions:
        context = m.original.strip()
        context = context if len(context) <= 90 else context[:87] + "…"
        lines.append(f"{m.path}:{m.line}: {m.written!r} → {m.link}\n    {context}")
    return "\n".join(lines)
