"""The cache's `commitments` table: one row per line that may be an open commitment,
in plain columns (due date, what may say whose it is, confidence inputs), so that `vaultmind
commitments` filters and builds its list in SQL and Python without unpickling
anything, and the due-date forms (`--overdue`, `--due-within`, `due`) read an index."""

from __future__ import annotations

from datetime import date, timedelta
from typing import NamedTuple

from vaultmind.vault.memory_fields import last_confirmed, parse_iso
from vaultmind.vault.model import MemoryLine, Note, Task
from vaultmind.vault.owner_clues import OwnerClues, task_clues
from vaultmind.vault.owner_names import joined
from vaultmind.vault.resolve import link_name
from vaultmind.vault.text import name_forms, name_key

TABLE = """
CREATE TABLE IF NOT EXISTS commitments (
    path TEXT NOT NULL, title TEXT NOT NULL, type TEXT, line INTEGER NOT NULL,
    memory INTEGER NOT NULL,  -- 1: an active commitment memory; 0: an open task
    text TEXT NOT NULL,
    memory_id TEXT,
    due TEXT,  -- ISO date, as `parse_iso` reads it; NULL: none or unreadable
    valid_until TEXT,  -- a memory's, ISO; NULL: none
    confidence TEXT,  -- a memory's `confidence` field as written (parsed when read)
    confirmed TEXT,  -- a memory's last confirmation (`last_confirmed`), ISO
    owner TEXT,  -- a task's `[owner:: …]`: its link target or plain name, as written
    owner_key TEXT,  -- its last name (`owner_key`): where `--person` looks first
    link TEXT,  -- the target of the task's first link, as written
    link_key TEXT,  -- its last name, the same way
    names TEXT,  -- the names its text and heading may mean (`OwnerClues.names`), a line each
    loose INTEGER,  -- 1: a dated list item outside an action list (`Task.loose`)
    plain INTEGER  -- 1: an action item without a checkbox (`Task.plain`)
);
-- each of those names as names are compared (`name_key`): where `--person` looks for them
CREATE TABLE IF NOT EXISTS task_names (path TEXT NOT NULL, line INTEGER NOT NULL, key TEXT);
CREATE TABLE IF NOT EXISTS people (path TEXT PRIMARY KEY);  -- `type: person` notes
"""
INDEXES = (
    "CREATE INDEX IF NOT EXISTS commitments_by_path ON commitments(path)",
    "CREATE INDEX IF NOT EXISTS commitments_by_due ON commitments(due)",
    "CREATE INDEX IF NOT EXISTS commitments_by_owner ON commitments(owner_key)",
    "CREATE INDEX IF NOT EXISTS commitments_by_link ON commitments(link_key)",
    "CREATE INDEX IF NOT EXISTS task_names_by_key ON task_names(key)",
    "CREATE INDEX IF NOT EXISTS task_names_by_path ON task_names(path)",
)
INSERT = "INSERT INTO commitments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
INSERT_NAME = "INSERT INTO task_names VALUES (?, ?, ?)"
_COLUMNS = "path, title, type, line, memory, text, memory_id, due, valid_until, confidence, "
_SELECT = f"SELECT {_COLUMNS}confirmed, owner, owner_key, link, link_key, names, loose, " \
          "plain FROM commitments"  # fmt: skip
Row = tuple[str, str, str | None, int, int, str, str | None, str | None, str | None,
            str | None, str | None, OwnerClues | None, int]  # fmt: skip
Stored = tuple[str, str, str | None, int, int, str, str | None, str | None, str | None,
               str | None, str | None, str | None, str | None, str | None, str | None,
               str | None, int, int]  # fmt: skip


class CommitmentRow(NamedTuple):
    path: str
    title: str  # of the note it is in
    type: str | None  # of that note
    line: int
    memory: bool  # an active commitment memory (else an open task that may be someone's)
    text: str
    memory_id: str | None
    due: date | None
    valid_until: date | None
    confidence: str | None
    confirmed: date | None
    clues: OwnerClues | None  # a task's (`owner_clues`); None: a memory
    plain: bool = False  # an action item without a checkbox: no box to tick or to cite


class OpenItem(NamedTuple):
    item: MemoryLine | Task
    clues: OwnerClues | None  # a task's; None: a memory


def open_items(note: Note) -> list[OpenItem]:
    """A note's lines that may be open commitments: active commitment memories (which
    may be outdated on the day asked) and every open task, since `memory.task_owner`
    may give any of them to someone (the vault owner, their journal's unassigned ones),
    and a dated task nobody owns is what "what is overdue / due?" asks about too."""
    found = [
        OpenItem(m, None) for m in note.memories if m.kind == "commitment" and m.status == "active"
    ]
    for task in (t for t in note.tasks if t.is_open):
        found.append(OpenItem(task, task_clues(task, note)))
    return found


def rows_of(note: Note) -> tuple[list[Stored], list[tuple[str, int, str]]]:
    """`open_items`, as the table's rows, and the `task_names` rows of its tasks."""
    rows = _rows(note)
    names = {(note.path, values[3], key) for values in rows if values[11] is not None
             for name in _named(values[11]) for key in _keys(name)}  # fmt: skip
    return [_stored(values, note.path) for values in rows], sorted(names)


def _named(clues: OwnerClues) -> tuple[str, ...]:
    """The names a task may mean, and its owner field's when it is a plain name (a
    table's «Ирина + волонтёры» is found by «ирина»)."""
    return (*clues.names, clues.field) if clues.field else clues.names


def _keys(name: str) -> set[str]:
    """The keys a name may find its person by (`NamedPeople.named`): its `name_forms`,
    and each of a joint owner's (`Oleg + Dima`)."""
    return {form for part in (name, *joined(name)) for form in name_forms(part)}


def _stored(values: Row, source: str) -> Stored:
    clues, plain = values[11], values[12]
    if clues is None:
        return (*values[:11], None, None, None, None, None, 0, plain)
    return (*values[:11], clues.field, owner_key(clues.field, source), clues.link,
            owner_key(clues.link, source), "\n".join(clues.names) or None,
            int(clues.loose), plain)  # fmt: skip


def owner_key(target: str | None, source: str) -> str | None:
    """The last name an owner link resolves by (`link_name`); as written (case-folded)
    if it cannot resolve, since it is then shown as written."""
    if target is None:
        return None
    name = link_name(target, source)
    return name if name is not None else name_key(target.strip())


def _rows(note: Note) -> list[Row]:
    return [
        _memory_row(note, item) if isinstance(item, MemoryLine) else _task_row(note, item, clues)
        for item, clues in open_items(note)
    ]


def _task_row(note: Note, task: Task, clues: OwnerClues | None) -> Row:
    return (note.path, note.title, note.type, task.line, 0, task.text, None,
            _iso(parse_iso(task.due)), None, None, None, clues, int(task.plain))  # fmt: skip


def _memory_row(note: Note, m: MemoryLine) -> Row:
    due, until = parse_iso(m.field("due")), parse_iso(m.field("valid_until"))
    return (note.path, note.title, note.type, m.line, 1, m.text, m.id, _iso(due), _iso(until),
            m.field("confidence"), _iso(last_confirmed(m)), None, 0)  # fmt: skip


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None


class Person(NamedTuple):
    """Whose rows `--person` wants, widely enough that none of theirs is left out: the
    memories and tasks of person notes with this title and the tasks whose owner field,
    first link or leading name ends in one of `owner_keys` (the caller keeps those
    that `memory.task_owner` gives to them)."""

    title: str
    owner_keys: list[str]


def query(
    today: date, overdue: bool = False, within: int | None = None, person: Person | None = None
) -> tuple[str, list[str]]:
    """The SELECT for the rows still open on `today` (an outdated memory is not), only
    the overdue ones and/or those due within `within` days, and only those that may be
    `person`'s, if asked: by the indexes."""
    where, args = ["(valid_until IS NULL OR valid_until >= ?)"], [today.isoformat()]
    if person is not None:
        marks = ",".join("?" * len(person.owner_keys))
        where.append(f"((type = 'person' AND title = ?) OR (memory = 0 AND (owner_key IN "
                     f"({marks}) OR link_key IN ({marks}) OR (path, line) IN (SELECT path, line "
                     f"FROM task_names WHERE key IN ({marks})))))")  # fmt: skip
        args += [person.title, *person.owner_keys * 3]
    if overdue:
        where.append("due < ?")
        args.append(today.isoformat())
    if within is not None:
        try:
            where.append("due <= ?")
            args.append((today + timedelta(days=within)).isoformat())
        except OverflowError:  # beyond year 9999: every due date is within it
            where[-1] = "due IS NOT NULL"
    return f"{_SELECT} WHERE {' AND '.join(where)} ORDER BY path, line", args


def row(values: Stored) -> CommitmentRow:
    path, title, type_, line, memory, text, memory_id, due, until, conf, confirmed = values[:11]
    field, _, link, _, names, loose, plain = values[11:]
    said = tuple(names.split("\n")) if names else ()
    clues = None if memory else OwnerClues(field, link, said, bool(loose))
    return CommitmentRow(path, title, type_, line, bool(memory), text, memory_id, _day(due),
                         _day(until), conf, _day(confirmed), clues, bool(plain))  # fmt: skip


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None
