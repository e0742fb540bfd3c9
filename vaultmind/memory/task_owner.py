"""Whose a task is: the one rule every face uses (`commitments`, `due`, Today, the
person card, reflection, digest, `ask`, `doctor --strict`), so they never disagree.

In this order: its `[owner:: …]` field (a link or a plain name); its first link, if
that is a person note; the first of the names its text and heading may mean
(`owner_clues.names`: `Marta: …`, `… — Marta`, `@Marta`, `### Marta`, …) that is a
person's name or alias (whole name, any case, or a first name only one person has);
the person note it sits in; else, in the owner's journal (a daily note), the vault
owner's (`me`): there an unassigned checkbox is one's own to-do, unless it says it is
nobody's (`someone …`, `[who:: TBD]`). Anywhere else, or with no `me`, a task no rule
gives to anyone is nobody's commitment."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, Protocol

from vaultmind.vault.model import Note, Task
from vaultmind.vault.owner_clues import OwnerClues, task_clues
from vaultmind.vault.owner_names import ME, NOBODY, joined
from vaultmind.vault.resolve import LinkResolver
from vaultmind.vault.task_dates import is_daily_name
from vaultmind.vault.text import first_name_key, initialled, name_forms, name_key

_GROUPS = frozenset(["все", "всем", "all", "everyone", "каждый", "someone", "somebody",
                     "anyone", "кто-то", "кто-нибудь"])  # fmt: skip
_JOURNALS = frozenset(["daily", "journal", "дневник", "daily notes", "ежедневник"])


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

    @property
    def me(self) -> str | None:
        """The vault owner's person note (`me`): whose their journal's unassigned tasks are."""


def task_owner(
    clues: OwnerClues, path: str, title: str, in_person: bool, people: People
) -> Owner | None:
    """The owner of a task with these `clues`, in the note at `path` (titled `title`,
    a person's own note if `in_person`)."""
    if clues.field:
        return _field_owner(clues.field, path, people)
    if clues.names[:1] == (ME,) and people.me is not None:  # `I'll talk to [[Андрей]] …`
        return Owner(people.me, people.title(people.me))
    if clues.link and (found := people.resolve(clues.link, path)) and people.is_person(found):
        return Owner(found, people.title(found))
    for name in clues.names:
        if name == ME and people.me is not None:
            return Owner(people.me, people.title(people.me))
        if name.casefold() in NOBODY:
            return None
        if found := people.named(name):
            return Owner(found, people.title(found))
        if several := {p for p in (people.named(part) for part in joined(name)) if p}:
            return _only(several, people)  # `Oleg + Dima: …`: both, so neither alone
    if clues.loose:
        return None  # a dated note in a list is a task only by a name it gives
    if in_person:
        return Owner(path, title)
    if people.me is not None and is_journal(path):
        return Owner(people.me, people.title(people.me))
    return None


def is_journal(path: str) -> bool:
    """A note of the owner's own journal: a daily note (`Daily/…`, `Journal/…`, or a
    file named by its date alone). Its unassigned tasks are the writer's to-dos; in a
    meeting or project note about half were someone else's (two blind-written dev
    vaults, `bench/owner_eval`), so there they stay nobody's."""
    top = path.split("/", 1)[0].casefold() if "/" in path else ""
    return top in _JOURNALS or is_daily_name(path)


def _field_owner(field: str, path: str, people: People) -> Owner | None:
    """The owner an owner field (or a table's owner cell) names: a person note, else
    the name as written; nobody for `TBD`, `???`, and two people (`Oleg + Dima`)."""
    words = field.casefold().split()
    if field.casefold() in NOBODY or not any(c.isalpha() for c in field):
        return None  # `[who:: TBD]`, `| ??? |`
    if words[0] in _GROUPS:
        return None  # `| все кл. руководители |`, `[owner:: someone from IT]`
    if found := people.resolve(field, path) or people.named(field):  # a link, else a name
        return Owner(found, people.title(found))
    if several := {p for p in (people.named(part) for part in joined(field)) if p}:
        return _only(several, people)  # «Катя + волонтёры»: Катя
    return Owner(None, field)


def _only(found: set[str], people: People) -> Owner | None:
    """The one person of a joint owner, or nobody for two or more."""
    if len(found) != 1:
        return None
    only = next(iter(found))
    return Owner(only, people.title(only))


def owner_of(task: Task, note: Note, people: People) -> Owner | None:
    """`task_owner` of a parsed task line."""
    return task_owner(task_clues(task, note), note.path, note.title, note.type == "person", people)


def _spelling(key: str) -> str:
    """A one-word name as either script spells it: «Кир» and "kir", «Лена» and "lena"."""
    from vaultmind.vault.given_names import sound_key, word_key

    return sound_key(word_key(key))


class NamedPeople:
    """People found by names: (name key, path) pairs of person notes' titles and aliases,
    and by the first word of a name of several (`Олег: …` of «Олег Смирнов»)."""

    def __init__(self, names: Iterable[tuple[str, str]], me: str | None = None) -> None:
        self._by_name: dict[str, set[str]] = {}
        self._by_first: dict[str, set[str]] = {}
        self._by_spelling: dict[str, set[str]] = {}  # a one-word name in either script
        for key, path in names:
            self._by_name.setdefault(key, set()).add(path)
            if " " not in key:  # «Кир» is "@kir": the same nickname, transliterated
                self._by_spelling.setdefault(_spelling(key), set()).add(path)
            if (first := first_name_key(key)) is not None:
                self._by_first.setdefault(first, set()).add(path)
                self._by_first.setdefault(initialled(key), set()).add(path)
        self.paths = {path for paths in self._by_name.values() for path in paths}
        self._me = me if me in self.paths else None

    @property
    def me(self) -> str | None:
        return self._me

    def is_person(self, path: str) -> bool:
        return path in self.paths

    def _called(self, key: str) -> set[str]:
        return self._by_name.get(key) or self._by_first.get(key, set())

    def named(self, name: str) -> str | None:
        """The one person called `name`: by a whole name, else by a first name no one
        else has (two Olegs: neither), by a surname and initials («Соколова И. П.»),
        else by a Russian name in another case («Ирине», «Олегом»: `cased_forms`)."""
        written, *cased = name_forms(name)
        found = self._called(written) or self._by_spelling.get(_spelling(written), set())
        if not found:  # «Ирине», «Саше Киму»
            found = {p for form in cased for p in self._called(form)}
        return next(iter(found)) if len(found) == 1 else None


class NotePeople(NamedPeople):
    """`People` over parsed notes and a resolver over the same view."""

    def __init__(self, notes: list[Note], resolver: LinkResolver, me: str | None = None) -> None:
        self._titles = {note.path: note.title for note in notes}
        persons = [note for note in notes if note.type == "person"]
        names = ((name_key(n), note.path) for note in persons for n in note.names)
        super().__init__(names, me)
        self._resolver = resolver

    def resolve(self, target: str, source: str) -> str | None:
        return self._resolver.resolve(target, source).path

    def title(self, path: str) -> str:
        return self._titles.get(path, path)


def likely_owner_name(task: Task, note: Note) -> str | None:
    """The name `task_owner` would most likely give, read from the note alone (no other
    note is at hand): for ranking a task toward a question about that person."""
    clues = task_clues(task, note)
    if clues.field or clues.link:
        return (clues.field or clues.link or "").split("/")[-1]
    said = next((n for n in clues.names if n != ME and n.casefold() not in NOBODY), None)
    return said or (note.title if note.type == "person" else None)
