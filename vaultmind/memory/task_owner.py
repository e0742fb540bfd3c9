"""Whose a task is: the one rule every face uses (`commitments`, `due`, Today, the
person card, reflection, digest, `ask`, `doctor --strict`), so they never disagree.

In this order: its `[owner:: …]` field (a link or a plain name); its first link, if
that is a person note; a person's name or alias it starts with, before a colon
(`Marta: …`, whole name, any case); the person note it sits in. Nothing else: a task
no rule gives to anyone is nobody's commitment."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, Protocol

from vaultmind.vault.model import Note, Task
from vaultmind.vault.owner_clues import OwnerClues, owner_clues
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.text import first_name_key, name_key


class Owner(NamedTuple):
    path: str | None  # the owner's note; None: an `owner::` naming no note
    name: str  # that note's title, else the name as written


class People(Protocol):
    """What the rule needs to know about the rest of the vault."""

    def resolve(self, target: str, source: str) -> str | None:
        """The note a link target (or plain name) written in `source` resolves to."""

    def is_person(self, path: str) -> bool: ...

    def named(self, name: str) -> str | None:
        """The one person note with this title or alias (any case); None if none or
        several."""

    def title(self, path: str) -> str: ...


def task_owner(
    clues: OwnerClues, path: str, title: str, in_person: bool, people: People
) -> Owner | None:
    """The owner of a task with these `clues`, in the note at `path` (titled `title`,
    a person's own note if `in_person`)."""
    if clues.field:
        found = people.resolve(clues.field, path)
        return Owner(found, people.title(found)) if found else Owner(None, clues.field)
    if clues.link and (found := people.resolve(clues.link, path)) and people.is_person(found):
        return Owner(found, people.title(found))
    if clues.lead and (found := people.named(clues.lead)):
        return Owner(found, people.title(found))
    return Owner(path, title) if in_person else None


def owner_of(task: Task, note: Note, people: People) -> Owner | None:
    """`task_owner` of a parsed task line."""
    return task_owner(owner_clues(task), note.path, note.title, note.type == "person", people)


class NamedPeople:
    """People found by names: (name key, path) pairs of person notes' titles and aliases,
    and by the first word of a name of several (`Олег: …` of «Олег Смирнов»)."""

    def __init__(self, names: Iterable[tuple[str, str]]) -> None:
        self._by_name: dict[str, set[str]] = {}
        self._by_first: dict[str, set[str]] = {}
        for key, path in names:
            self._by_name.setdefault(key, set()).add(path)
            if (first := first_name_key(key)) is not None:
                self._by_first.setdefault(first, set()).add(path)
        self.paths = {path for paths in self._by_name.values() for path in paths}

    def is_person(self, path: str) -> bool:
        return path in self.paths

    def named(self, name: str) -> str | None:
        """The one person called `name`: by a whole name, else by a first name no one
        else has (two Olegs: neither)."""
        key = name_key(" ".join(name.split()))
        found = self._by_name.get(key) or self._by_first.get(key, set())
        return next(iter(found)) if len(found) == 1 else None


class NotePeople(NamedPeople):
    """`People` over parsed notes and a resolver over the same view."""

    def __init__(self, notes: list[Note], resolver: LinkResolver) -> None:
        self._titles = {note.path: note.title for note in notes}
        persons = [note for note in notes if note.type == "person"]
        super().__init__(
            (name_key(name), note.path) for note in persons for name in (note.title, *note.aliases)
        )
        self._resolver = resolver

    def resolve(self, target: str, source: str) -> str | None:
        return self._resolver.resolve(target, source).path

    def title(self, path: str) -> str:
        return self._titles.get(path, path)


def likely_owner_name(task: Task, note: Note) -> str | None:
    """The name `task_owner` would most likely give, read from the note alone (no other
    note is at hand): for ranking a task toward a question about that person."""
    clues = owner_clues(task)
    if clues.field or clues.link:
        return (clues.field or clues.link or "").split("/")[-1]
    return clues.lead or (note.title if note.type == "person" else None)
