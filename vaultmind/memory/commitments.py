"""Every open commitment in the vault: memory lines, and task lines with an owner
(`task_owner`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from vaultmind.index.cache import NoteCache
from vaultmind.index.commitment_rows import CommitmentRow, Person, open_items, owner_key
from vaultmind.memory.decay import decayed, effective_confidence, is_outdated, parse_iso
from vaultmind.memory.same_work import one_per_work
from vaultmind.memory.task_evidence import OpenTask
from vaultmind.memory.task_owner import NamedPeople, NotePeople, Owner, People, task_owner
from vaultmind.vault.memory_fields import parse_confidence
from vaultmind.vault.model import MemoryLine, Note, Task
from vaultmind.vault.owner_clues import OwnerClues
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
    owner_path: str | None = None  # a task's owner note (`task_owner`); None: a memory
    plain: bool = False  # an action item without a checkbox (`Task.plain`)


def open_commitments(
    notes: list[Note],
    resolver: LinkResolver,
    today: date,
    half_lives: dict[str, int] | None = None,
    me: str | None = None,
) -> list[OpenCommitment]:
    """From parsed notes (a caller that has them all already)."""
    people = NotePeople(notes, resolver, me)
    found = [
        _open(note, item, _owner(note, clues, people), today, half_lives)
        for note in notes
        for item, clues in open_items(note)
    ]
    return sorted(one_per_work([c for c in found if c is not None]), key=_order)


def cached_commitments(
    cache: NoteCache,
    today: date,
    half_lives: dict[str, int] | None = None,
    overdue: bool = False,
    within: int | None = None,
    person: str | None = None,
    ownerless: bool = False,
    folded: bool = True,
    me: str | None = None,
) -> list[OpenCommitment]:
    """The same, from the cache's table of open items: no note is read, nothing is
    unpickled; `overdue`/`within` (as `due_filter`) are answered by its due index, and
    `person` (a title) narrowed by its owner indexes before owners are resolved.
    `ownerless`: a dated task nobody owns is kept too, with no person ("what is
    overdue?" asks about the work, not only about people). `folded=False`: a task
    that restates a memory of the same work is kept beside it (`one_per_work`). `me`:
    the vault owner's note, whose their journal's unassigned tasks are (`task_owner`)."""
    of_me = me is not None and person is not None and cache.titles([me]).get(me) == person
    who = Person(person, cache.owner_keys(person)) if person is not None and not of_me else None
    rows = cache.commitment_rows(today, overdue, within, who)
    people = CachePeople(cache, rows, me)
    found = [_from_row(row, people, today, half_lives, ownerless) for row in rows]
    mine = [c for c in found if c is not None and (person is None or c.person == person)]
    return sorted(one_per_work(mine) if folded else mine, key=_order)


class CachePeople(NamedPeople):
    """`People` from the cache: person notes' names, and a resolver over only the files
    and aliases the rows' links can name (a link resolves to a file or alias with its
    last name), so the rest of a big vault cannot change the answer."""

    def __init__(self, cache: NoteCache, rows: list[CommitmentRow], me: str | None = None) -> None:
        super().__init__(((key, path) for key, path, _ in cache.person_names()), me)
        keys = {owner_key(t, row.path) for row in rows if row.clues for t in row.clues[:2] if t}
        self._resolver = cache.resolver_for_names(k for k in keys if k) if keys else None
        self._cache = cache
        self._bare: dict[str, str | None] = {}
        self._titles: dict[str, str] = {}

    def resolve(self, target: str, source: str) -> str | None:
        if self._resolver is None:
            return None
        if is_relative(target):  # `../People/Bob`: resolved from the note it is in
            return self._resolver.resolve(target, source).path
        if target not in self._bare:  # a bare name resolves the same from any note
            self._bare[target] = self._resolver.resolve(target, source).path
        return self._bare[target]

    def title(self, path: str) -> str:
        if path not in self._titles:
            self._titles[path] = self._cache.titles([path]).get(path, path)
        return self._titles[path]


def _from_row(
    row: CommitmentRow,
    people: People,
    today: date,
    half_lives: dict[str, int] | None,
    ownerless: bool = False,
) -> OpenCommitment | None:
    """`_open` of a row the query kept (an outdated memory it did not)."""
    overdue = bool(row.due and row.due < today)
    if row.clues is None:
        person = row.title if row.type == "person" else ""
        conf = decayed(parse_confidence(row.confidence), row.confirmed, "commitment", today,
                       half_lives)  # fmt: skip
        return OpenCommitment(person, row.text, row.due, overdue, row.path, row.line,
                              row.memory_id, conf)  # fmt: skip
    owner = task_owner(row.clues, row.path, row.title, row.type == "person", people)
    if owner is None:
        if not ownerless or row.due is None or row.clues.loose:
            return None  # a dated note in a list that names no owner is no task
        return OpenCommitment("", row.text, row.due, overdue, row.path, row.line, None, 1.0)
    return OpenCommitment(owner.name, row.text, row.due, overdue, row.path, row.line, None, 1.0,
                          owner.path, row.plain)  # fmt: skip


def _owner(note: Note, clues: OwnerClues | None, people: People) -> Owner | None:
    if clues is None:
        return None
    return task_owner(clues, note.path, note.title, note.type == "person", people)


def _open(
    note: Note,
    item: MemoryLine | Task,
    owner: Owner | None,
    today: date,
    half_lives: dict[str, int] | None,
) -> OpenCommitment | None:
    if isinstance(item, MemoryLine):
        if is_outdated(item, today):
            return None
        due = parse_iso(item.field("due"))
        person = note.title if note.type == "person" else ""
        confidence = effective_confidence(item, today, half_lives)
        return OpenCommitment(person, item.text, due, bool(due and due < today), note.path,
                              item.line, item.id, confidence)  # fmt: skip
    if owner is None:
        return None
    due = parse_iso(item.due)
    return OpenCommitment(owner.name, item.text, due, bool(due and due < today), note.path,
                          item.line, None, 1.0, owner.path, item.plain)  # fmt: skip


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


def owned_tasks(cache: NoteCache, person: str, today: date) -> list[OpenTask]:
    """The open plain tasks the person note at `person` owns (`task_owner`), wherever
    they are written; a task restating one of their memories is left out (`one_per_work`),
    and so is an action item without a checkbox: a table row or a list item is not
    given a `[src:: …]` field (it would break the table)."""
    title = cache.titles([person]).get(person)
    if title is None:
        return []
    found = cached_commitments(cache, today, person=title)
    return [OpenTask(c.path, c.line, c.text, c.due) for c in found
            if c.memory_id is None and c.owner_path == person and not c.plain]  # fmt: skip
