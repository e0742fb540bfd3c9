"""Vault health: everything that would silently break links, search or merges.

A pure function over parsed notes and the file list, so the CLI, the TUI and the
tests see the same findings in the same order.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from vaultmind.vault.files import Unreadable
from vaultmind.vault.model import Note
from vaultmind.vault.person_names import Person, alike_pairs
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.slug import slugify
from vaultmind.vault.text import name_key

ERROR, WARNING = "error", "warning"
GENERATED = "Sources/"  # raw-message days share Daily notes' names by design
_PROBLEM_SEVERITY = {"conflict": ERROR, "unreadable": ERROR, "binary": ERROR}


@dataclass(frozen=True, slots=True)
class Finding:
    severity: str
    kind: str
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.severity}: {self.kind}: {self.message}"


def check_vault(
    notes: list[Note], resolver: LinkResolver, unreadable: Iterable[Unreadable] = ()
) -> list[Finding]:
    findings = [
        *(Finding(ERROR, "unreadable", item.path, 0, item.reason) for item in unreadable),
        *_file_problems(notes),
        *_link_findings(notes, resolver),
        *_duplicate_names(notes),
        *_duplicate_slugs(notes),
        *_same_people(notes),
        *_unknown_relations(notes),
        *_duplicate_memory_ids(notes),
        *_duplicate_block_ids(notes),
        *_misread_tasks(notes),
    ]
    return sorted(findings, key=lambda f: (f.path, f.line, f.kind, f.message))


def _file_problems(notes: Iterable[Note]) -> Iterator[Finding]:
    for note in notes:
        for problem in note.problems:
            severity = _PROBLEM_SEVERITY.get(problem.kind, WARNING)
            yield Finding(severity, problem.kind, note.path, problem.line, problem.message)


def _link_findings(notes: list[Note], resolver: LinkResolver) -> Iterator[Finding]:
    by_path = {note.path: note for note in notes}
    for note in notes:
        for link in note.links:
            found = resolver.resolve_link(link, note.path)
            if found.path is None:
                yield Finding(WARNING, "unresolved-link", note.path, link.line, link.raw)
                continue
            rivals = [c for c in found.candidates if not c.startswith(GENERATED)]
            if found.ambiguous and (len(rivals) > 1 or found.path.startswith(GENERATED)):
                others = ", ".join(found.candidates)
                message = f"{link.raw} could mean {others}; resolved to {found.path}"
                yield Finding(WARNING, "ambiguous-link", note.path, link.line, message)
            target = by_path.get(found.path)
            if target is not None:
                yield from _anchor_findings(
                    note, link.heading, link.block, link.raw, link.line, target
                )


def _anchor_findings(
    note: Note, heading: str | None, block: str | None, raw: str, line: int, target: Note
) -> Iterator[Finding]:
    if heading:
        wanted = name_key(heading.split("#")[-1].strip())
        if all(name_key(h.text.strip()) != wanted for h in target.headings):
            yield Finding(WARNING, "missing-heading", note.path, line, f"{raw}: no such heading")
    if block and all(b.id != block for b in target.block_ids):
        yield Finding(WARNING, "missing-block", note.path, line, f"{raw}: no such block id")


def _duplicate_names(notes: list[Note]) -> Iterator[Finding]:
    owners: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for note in notes:
        if note.path.startswith(GENERATED):
            continue
        owners[name_key(note.title)].append((note.path, "title"))
        for alias in note.aliases:
            owners[name_key(alias)].append((note.path, "alias"))
    for name, claims in sorted(owners.items()):
        paths = sorted({path for path, _ in claims})
        if len(paths) > 1:
            message = f"'{name}' names {len(paths)} notes: {', '.join(paths)}"
            for path in paths:
                yield Finding(WARNING, "duplicate-name", path, 0, message)


def _duplicate_slugs(notes: list[Note]) -> Iterator[Finding]:
    """Titles that differ but share a slug (`Дмитрий Кузнецов`, `Dmitriy Kuznetsov`):
    the short id the CLI accepts would be ambiguous."""
    by_slug: dict[str, list[Note]] = defaultdict(list)
    for note in notes:
        if note.path.startswith(GENERATED):
            continue
        by_slug[slugify(note.title)].append(note)
    for slug, same in sorted(by_slug.items()):
        titles = {name_key(note.title) for note in same}
        if len(same) > 1 and len(titles) > 1:  # same titles are already duplicate-name
            paths = ", ".join(note.path for note in same)
            for note in same:
                message = f"slug '{slug}' is shared by {paths}"
                yield Finding(WARNING, "duplicate-slug", note.path, 0, message)


def _same_people(notes: list[Note]) -> Iterator[Finding]:
    """Two person notes that are one person by the rule ingest matches chat names by
    (a shared alias, `Серёжа Морозов` beside `Sergei Morozov` with the alias `Серёжа`):
    their memories are split between them until `tidy` merges them."""
    people = [Person.of(note) for note in notes if note.type == "person"]
    names = {n.path: {name_key(x) for x in (n.title, *n.aliases)} for n in notes}
    for one, other, why in alike_pairs(people):
        if names[one.path] & names[other.path]:
            continue  # a name both hold: already a duplicate-name
        message = f"{one.path} and {other.path} look like one person ({why}); `vaultmind tidy`"
        for path in (one.path, other.path):
            yield Finding(WARNING, "same-person", path, 0, message + " merges them")


def _unknown_relations(notes: Iterable[Note]) -> Iterator[Finding]:
    for note in notes:
        for rel in note.relations:
            if not rel.known:
                message = f"'{rel.name}' is not a relation type; kept as a plain link"
                yield Finding(WARNING, "unknown-relation", note.path, rel.link.line, message)


def _duplicate_memory_ids(notes: Iterable[Note]) -> Iterator[Finding]:
    """A memory id names one line in the whole vault; `memory done ID` and friends
    refuse an id that is on two, so each copy is an error until one is renamed."""
    lines: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for note in notes:
        for memory in note.memories:
            if memory.id:
                lines[memory.id].append((note.path, memory.line))
    for mid, where in lines.items():
        if len({path for path, _ in where}) > 1:  # within one note: duplicate-block-id
            places = ", ".join(f"{path}:{line}" for path, line in where)
            for path, line in where:
                message = f"memory id ^{mid} is on {len(where)} lines: {places}"
                yield Finding(ERROR, "duplicate-memory-id", path, line, message)


def _duplicate_block_ids(notes: Iterable[Note]) -> Iterator[Finding]:
    """A block id on two lines of one note: a link to it (a memory's citation, `memory
    done ID`) could mean either line, so a forged or copied id is an error at each."""
    for note in notes:
        lines: dict[str, list[int]] = defaultdict(list)
        for block in note.block_ids:
            lines[block.id].append(block.line)
        for bid, where in lines.items():
            if len(where) > 1:
                numbers = ", ".join(map(str, where))
                message = (
                    f"block id ^{bid} is on {len(where)} lines of {note.path}: {numbers}; "
                    "links to it are ambiguous: give all but one a new id"
                )
                for line in where:
                    yield Finding(ERROR, "duplicate-block-id", note.path, line, message)


def _misread_tasks(notes: Iterable[Note]) -> Iterator[Finding]:
    """The Tasks plugin reads 📅 ⏫ … from the end of a line: text after them hides them
    (of a checkbox: the plugin reads no other line)."""
    for note in notes:
        for task in note.tasks:
            if task.after_fields and not task.plain:
                message = (
                    f"the Tasks plugin will miss this task's date and priority: move "
                    f"'{task.after_fields}' before the emoji fields (📅 ⏫ …)"
                )
                yield Finding(WARNING, "task-order", note.path, task.line, message)
