"""Every open commitment in the vault: memory lines and task lines with an owner."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from vaultmind.index.cache import NoteCache
from vaultmind.index.commitment_rows import CommitmentRow, Person, open_items
from vaultmind.memory.decay import decayed, effective_confidence, is_outdated, parse_iso
from vaultmind.vault.memory_fields import parse_confidence
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
    cache: NoteCache,
    today: date,
    half_lives: dict[str, int] | None = None,
    overdue: bool = False,
    within: int | None = None,
    person: str | None = None,
) -> list[OpenCommitment]:
    """The same, from the cache's table of open items: no note is read, nothing is
    unpickled; `overdue`/`within` (as `due_filter`) are answered by its due index, and
    `person` (a title) narrowed by its owner index before owners are resolved."""
    who = Person(person, cache.owner_keys(person)) if person is not None else None
    rows = cache.commitment_rows(today, overdue, within, who)
    targets = {(row.path, row.line): row.owner for row in rows if row.owner is not None}
    keys = {row.owner_key for row in rows if row.owner_key is not None}
    owners = _resolved_owners(cache, targets, keys)
    titles = cache.titles(path for path in owners.values() if path)
    found = [_from_row(row, owners.get((row.path, row.line)), titles.get, today, half_lives)
             for row in rows]  # fmt: skip
    return sorted((c for c in found if person is None or c.person == person), key=_order)


def _from_row(
    row: CommitmentRow,
    owner: str | None,
    title_of: Callable[[str], str | None],
    today: date,
    half_lives: dict[str, int] | None,
) -> OpenCommitment:
    """`_open` of a row the query kept (an outdated memory it did not)."""
    overdue = bool(row.due and row.due < today)
    if row.memory:
        person = row.title if row.type == "person" else ""
        conf = decayed(parse_confidence(row.confidence), row.confirmed, "commitment", today,
                       half_lives)  # fmt: skip
        return OpenCommitment(person, row.text, row.due, overdue, row.path, row.line,
                              row.memory_id, conf)  # fmt: skip
    person = (title_of(owner) if owner else None) or row.owner or ""
    return OpenCommitment(person, row.text, row.due, overdue, row.path, row.line, None, 1.0)


def _resolved_owners(
    cache: NoteCache, targets: dict[tuple[str, int], str], keys: set[str]
) -> dict[tuple[str, int], str | None]:
    """Each task's owner note, resolved against only the files and aliases the targets
    can name: a link resolves to a file or alias with its last name (`keys`, each
    target's `owner_key`), so the rest of a big vault cannot change the answer. A bare
    name resolves the same from any note: once."""
    if not targets:
        return {}
    resolver = cache.resolver_for_names(keys)
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
