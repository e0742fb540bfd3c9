"""Every open commitment in the vault: memory lines and task lines with an owner."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from vaultmind.index.cache import NoteCache, file_name_key, open_items
from vaultmind.memory.decay import effective_confidence, is_outdated, parse_iso
from vaultmind.vault.model import MemoryLine, Note, Task
from vaultmind.vault.resolve import LinkResolver, is_relative


@dataclass(frozen=True, slots=True)
class OpenCommitment:
    person: str  # title of whoever made it ('' if nobody is named)
    text: str
    due: date | None
    overdue: bool
    path: str
    line: int
    memory_id: str | None
    confidence: float


def open_commitments(
    notes: list[Note],
    resolver: LinkResolver,
    today: date,
    half_lives: dict[str, int] | None = None,
) -> list[OpenCommitment]:
    """From parsed notes (a caller that has them all already)."""
    titles = {note.path: note.title for note in notes}
    found = [
        _open(
            note.path,
            note.title,
            note.type,
            item,
            resolver.resolve(owner, note.path).path if owner is not None else None,
            owner,
            titles.get,
            today,
            half_lives,
        )
        for note in notes
        for item, owner in open_items(note)
    ]
    return sorted((c for c in found if c is not None), key=_order)


def cached_commitments(
    cache: NoteCache, today: date, half_lives: dict[str, int] | None = None
) -> list[OpenCommitment]:
    """The same, from the cache's table of open items: no note is read whole."""
    items = cache.commitment_items()
    targets = {(row.path, row.item.line): row.owner for row in items if row.owner is not None}
    owners = _resolved_owners(cache, targets)
    titles = cache.titles(path for path in owners.values() if path)
    found = [
        _open(
            row.path,
            row.title,
            row.type,
            row.item,
            owners.get((row.path, row.item.line)),
            row.owner,
            titles.get,
            today,
            half_lives,
        )
        for row in items
    ]
    return sorted((c for c in found if c is not None), key=_order)


def _resolved_owners(
    cache: NoteCache, targets: dict[tuple[str, int], str]
) -> dict[tuple[str, int], str | None]:
    """Each task's owner note, resolved against only the files the targets can name: a
    link resolves to a file with its last name, so the rest (most of a big vault)
    cannot change the answer. A bare name resolves the same from any note: once."""
    if not targets:
        return {}
    files = cache.paths_by_file_name(file_name_key(target) for target in targets.values())
    resolver = LinkResolver(files, aliases=cache.alias_pairs())
    bare: dict[str, str | None] = {}
    owners: dict[tuple[str, int], str | None] = {}
    for (path, line), target in targets.items():
        if is_relative(target):  # `../People/Bob`: resolved from the note it is in
            owners[path, line] = resolver.resolve(target, path).path
            continue
        if target not in bare:
            bare[target] = resolver.resolve(target, path).path
        owners[path, line] = bare[target]
    return owners


def _open(
    path: str,
    title: str,
    type_: str | None,
    item: MemoryLine | Task,
    owner: str | None,
    owner_target: str | None,
    title_of: Callable[[str], str | None],
    today: date,
    half_lives: dict[str, int] | None,
) -> OpenCommitment | None:
    if isinstance(item, MemoryLine):
        if is_outdated(item, today):
            return None
        due = parse_iso(item.field("due"))
        person = title if type_ == "person" else ""
        confidence = effective_confidence(item, today, half_lives)
        return OpenCommitment(person, item.text, due, bool(due and due < today), path, item.line,
                              item.id, confidence)  # fmt: skip
    person = (title_of(owner) if owner else None) or owner_target or ""
    due = parse_iso(item.due)
    return OpenCommitment(person, item.text, due, bool(due and due < today), path, item.line,
                          None, 1.0)  # fmt: skip


def _order(c: OpenCommitment) -> tuple[int, str, str, str, int]:
    rank = 0 if c.overdue else (1 if c.due else 2)
    return rank, c.due.isoformat() if c.due else "", c.person.casefold(), c.path, c.line


def due_filter(
    found: list[OpenCommitment], today: date, overdue: bool = False, within: int | None = None
) -> list[OpenCommitment]:
    """Only the overdue ones, and/or only those due within `within` days of `today`
    (overdue ones included: they are due before then)."""
    if overdue:
        found = [c for c in found if c.overdue]
    if within is not None:
        found = [c for c in found if c.due is not None and (c.due - today).days <= within]
    return found
