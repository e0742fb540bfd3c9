"""Which person note a name from a chat stands for: one rule for ingest, tidy and doctor.

Deterministic, in order: the note's title or an alias; then a first name (an alias or
the first word of the title or an alias: `Серёжа`, or a form of it `given_names` knows:
Саша for Oleksandr) together with the surname of the title or an alias, compared across
scripts by the slug's transliteration with the spellings transliterations disagree on
folded, case-folded, ё as е (`Серёжа Морозов` is `Sergei Morozov`; `Natalia Kowalczyk`
is `Наталья Ковальчик`); then a chat
identity already linked to the note (`chat_ids:`); then a name that starts with a
whole title or alias of two words or more and goes on (a contact saved as
`Tom Becker Nordmarket` or `Tom Becker (Nordmarket)`). A first name alone, a close
spelling, or a name several notes answer to is only a candidate: never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import combinations
from typing import Any

from vaultmind.vault.given_names import given_keys, sound_key, word_key
from vaultmind.vault.model import Note
from vaultmind.vault.slug import slugify
from vaultmind.vault.text import name_key

NEAR = 0.85  # slug similarity that suggests the same person under another spelling
CHAT_IDS = "chat_ids"  # the frontmatter property holding a person's chat identities
FIRST_NAME_ONLY = "first name only"  # a candidate's reason: the name, but no surname


@dataclass(frozen=True, slots=True)
class Person:
    """What the rule reads of a person note."""

    path: str
    title: str
    aliases: tuple[str, ...] = ()
    chat_ids: tuple[str, ...] = ()

    @classmethod
    def of(cls, note: Note) -> Person:
        ids = chat_ids_of(note.frontmatter) + phone_ids(note.frontmatter)
        return cls(note.path, note.title, note.aliases + note.called, tuple(dict.fromkeys(ids)))

    @property
    def names(self) -> tuple[str, ...]:
        return (self.title, *self.aliases)


@dataclass(frozen=True, slots=True)
class Match:
    """`path` when sure; otherwise the likely owners (`candidates`), possibly none."""

    path: str | None
    how: str = ""  # "name", "first name and surname", "chat id"; for a candidate: why
    candidates: tuple[str, ...] = ()


def _words(name: str) -> list[str]:
    return [key for key in (word_key(w) for w in name.split()) if key]


def first_names(person: Person) -> set[str]:
    """A one-word name, or the first word of a longer one, as every name it can be
    (`given_names`: Саша is Oleksandr)."""
    return {key for words in map(_words, person.names) if words for key in given_keys(words[0])}


def surnames(person: Person) -> set[str]:
    """The last word of every name of two words or more, as it sounds (Kowalczyk is
    Ковальчик)."""
    return {sound_key(words[-1]) for words in map(_words, person.names) if len(words) > 1}


def chat_ids_of(frontmatter: dict[str, Any]) -> tuple[str, ...]:
    value = frontmatter.get(CHAT_IDS)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return ()
    return tuple(str(item).strip() for item in value if str(item).strip())


PHONES = ("phone", "mobile", "tel", "telephone", "whatsapp", "телефон")  # properties


def phone_ids(frontmatter: dict[str, Any]) -> tuple[str, ...]:
    """The chat identity a phone number in the note's properties gives: a WhatsApp
    sender shown as that number (not in the exporter's contacts) is this person."""
    found = []
    for key in PHONES:
        value = frontmatter.get(key)
        for item in value if isinstance(value, list) else [value]:
            digits = "".join(c for c in str(item) if c.isdigit()) if item is not None else ""
            if len(digits) >= 7:
                found.append(f"whatsapp:+{digits}")
    return tuple(found)


def match_person(name: str, people: Iterable[Person], chat_id: str | None = None) -> Match:
    """The person note `name` (a sender or a mention) stands for; see the module."""
    people = list(people)
    key, full = name_key(" ".join(name.split())), "-".join(_words(name))
    steps: tuple[tuple[str, Callable[[Person], bool]], ...] = (
        ("name", lambda p: key in {name_key(n) for n in p.names}),
        ("name", lambda p: bool(full) and full in {"-".join(_words(n)) for n in p.names}),
        ("first name and surname", lambda p: _first_and_surname(name, p)),
        ("chat id", lambda p: chat_id is not None and chat_id in p.chat_ids),
        ("full name, then more", lambda p: _starts_with_full_name(name, p)),
    )
    for how, test in steps:
        found = sorted({p.path for p in people if test(p)})
        if len(found) == 1:
            return Match(found[0], how)
        if found:
            return Match(None, "several notes answer to it", tuple(found))
    return _candidates(name, people)


def _first_and_surname(name: str, person: Person) -> bool:
    words = _words(name)
    if len(words) < 2 or sound_key(words[-1]) not in surnames(person):
        return False
    return bool(given_keys(words[0]) & first_names(person))


def _starts_with_full_name(name: str, person: Person) -> bool:
    """A contact name that adds a company or a note after the person's whole name: a
    two-word name in front is as strong as the name alone, the rest is decoration."""
    words = _words(name)
    for known in person.names:
        whole = _words(known)
        if len(whole) >= 2 and len(words) > len(whole) and words[: len(whole)] == whole:
            return True
    return False


def _candidates(name: str, people: list[Person]) -> Match:
    """Not sure: the notes with this first name and no other surname, or a close
    spelling of the whole name."""
    words = _words(name)
    found: dict[str, str] = {}
    for person in people:
        theirs = surnames(person)
        other_surname = len(words) > 1 and theirs and sound_key(words[-1]) not in theirs
        if words and given_keys(words[0]) & first_names(person) and not other_surname:
            found.setdefault(person.path, FIRST_NAME_ONLY)
    full = "-".join(words)
    for person in people:
        if full and SequenceMatcher(None, slugify(person.title), full).ratio() >= NEAR:
            found.setdefault(person.path, "a close spelling")
    ordered = sorted(found, key=lambda p: (len(p), p))
    return Match(None, found[ordered[0]] if ordered else "", tuple(ordered))


def named_in(name: str, text: str) -> bool:
    """Whether a note's own words use this name as a whole word («в телеге подписан
    «Кузя»»): a nickname the user wrote down but never made an alias. Only ever a
    candidate: a note may name a colleague too."""
    key = name_key(" ".join(name.split())).replace("ё", "е")
    if len(key) < 3:
        return False
    folded = name_key(text).replace("ё", "е")
    return re.search(rf"(?<!\w){re.escape(key)}(?!\w)", folded) is not None


def same_person(one: Person, other: Person) -> str | None:
    """Why two person notes look like one person by the rule (a name of one is, for the
    other, a sure match), or None. A shared first name alone (`Серёжа` on Sergei Morozov
    and on Сергей Иванов) is not enough when their surnames differ: namesakes."""
    namesakes = bool(surnames(one)) and bool(surnames(other))
    namesakes = namesakes and not surnames(one) & surnames(other)
    for name in (*other.names, *one.names):  # the newer note's name says it best
        if namesakes and len(_words(name)) < 2:
            continue
        if all(match_person(name, [p]).path is not None for p in (one, other)):
            return f"'{name}' names both"
    shared = set(one.chat_ids) & set(other.chat_ids)
    return f"chat id {sorted(shared)[0]} is on both" if shared else None


def alike_pairs(people: list[Person]) -> list[tuple[Person, Person, str]]:
    """Every pair of notes that `same_person` says are one person, with why; only
    notes sharing a first name, a surname or a chat id are compared."""
    by_key: dict[str, set[int]] = {}
    for index, person in enumerate(people):
        for key in first_names(person) | surnames(person) | set(person.chat_ids):
            by_key.setdefault(key, set()).add(index)
    pairs: dict[tuple[int, int], str] = {}
    for group in by_key.values():
        for i, j in combinations(sorted(group), 2):
            if (i, j) not in pairs:
                pairs[(i, j)] = same_person(people[i], people[j]) or ""
    return [(people[i], people[j], why) for (i, j), why in sorted(pairs.items()) if why]
