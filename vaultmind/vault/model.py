"""Frozen records produced by the parser.

Line numbers are 1-based and count from the first line of the file (frontmatter
included), so they match what an editor shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from vaultmind.vault import memory_fields
from vaultmind.vault.memory_fields import DEFAULT_CONFIDENCE, parse_confidence

# `[[#^m-x]]` (same note), `[[Note#^m-x]]` (a person merge) or the old plain `^m-x`.
_SUPERSEDED_BY = re.compile(r"^(?:\[\[[^\[\]#|]*#)?\^([A-Za-z0-9-]+)(?:\|[^\]]*)?(?:\]\])?$")


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class Link:
    """One wiki-link occurrence, split into its Obsidian parts.

    `target` is the note or file part as written (without `.md` stripping);
    an empty target means the note itself (`[[#Heading]]`).
    """

    target: str
    heading: str | None = None
    block: str | None = None
    alias: str | None = None
    embed: bool = False
    line: int = 0
    raw: str = ""


KINDS = ("fact", "trait", "commitment", "context", "preference")
STATUSES = ("active", "done", "archived", "superseded")
MEMORY_HEADING = "memory"


@dataclass(frozen=True, slots=True)
class MemoryLine:
    line: int
    kind: str
    text: str
    fields: tuple[tuple[str, str], ...]
    tags: tuple[str, ...]
    id: str | None
    raw: str
    sources: tuple[str, ...] = ()  # evidence links as written, e.g. `[[Sources/…#^tg-1-45]]`

    def field(self, key: str) -> str | None:
        """The last value given for `key` (Dataview takes the last one too)."""
        for name, value in reversed(self.fields):  # asked millions of times in a batch
            if name == key:
                return value.strip()
        return None

    @property
    def status(self) -> str:
        return (self.field("status") or "active").lower()

    @property
    def confidence(self) -> float | None:
        """As written (None when left out); `confidence_or_default` is what it means."""
        return parse_confidence(self.field("confidence"))

    @property
    def confidence_or_default(self) -> float:
        found = self.confidence
        return DEFAULT_CONFIDENCE if found is None else found

    @property
    def by(self) -> str | None:
        """As written (None when left out); `author` is who it means."""
        return self.field("by")

    @property
    def author(self) -> str:
        return self.field("by") or memory_fields.implied_author(self.sources)

    @property
    def created_on(self) -> date | None:
        """`created`, or (left out) the day of the first source: see `memory_fields`."""
        return memory_fields.created_on(self)

    @property
    def superseded_by(self) -> str | None:
        """The id of the memory that replaced this one, from the link form Obsidian
        follows (`[[#^m-x]]`) or the plain `^m-x` older versions wrote."""
        value = self.field("superseded_by")
        match = _SUPERSEDED_BY.match(value) if value else None
        return match.group(1) if match else None


@dataclass(frozen=True, slots=True)
class MalformedMemory:
    """A line in `## Memory` that is not a memory VaultMind understands: left untouched."""

    line: int
    raw: str
    reason: str


RELATION_TYPES = frozenset(
    {"responsible_for", "depends_on", "part_of", "related_to", "supplies", "regulates",
     "located_at", "owns", "manages", "reports_to"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Relation:
    """A `- relation [[Target]]` line in a note's `## Relations` section."""

    name: str
    link: Link

    @property
    def known(self) -> bool:
        return self.name in RELATION_TYPES


@dataclass(frozen=True, slots=True)
class BlockId:
    id: str
    line: int


@dataclass(frozen=True, slots=True)
class InlineField:
    """A Dataview inline field `[key:: value]` or `(key:: value)`."""

    key: str
    value: str
    line: int


@dataclass(frozen=True, slots=True)
class Task:
    """An Obsidian task line with the Tasks plugin's emoji fields."""

    line: int
    status: str
    text: str
    due: str | None = None
    scheduled: str | None = None
    start: str | None = None
    done: str | None = None
    created: str | None = None
    priority: str | None = None
    fields: tuple[InlineField, ...] = ()
    after_fields: str = ""  # text after the emoji fields: the Tasks plugin misreads them
    plain: bool = False  # a list item or table row read as a task: no checkbox to tick
    loose: bool = False  # a dated list item outside any action list: a task only if it
    # names its owner (`memory.task_owner`), else nobody's and no task

    @property
    def is_open(self) -> bool:
        return self.status in (" ", "/")


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with a file that doctor reports; parsing carries on regardless."""

    kind: str
    message: str
    line: int = 0


@dataclass(frozen=True, slots=True)
class Note:
    """A parsed Markdown note. `path` is vault-relative, POSIX, NFC-normalised."""

    path: str
    title: str
    frontmatter: dict[str, Any] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    called: tuple[str, ...] = ()  # a person's names said outside `aliases` (`called_names`):
    # they find the person as aliases do, but a [[link]] does not resolve to them
    tags: tuple[str, ...] = ()
    type: str | None = None
    headings: tuple[Heading, ...] = ()
    labels: tuple[Heading, ...] = ()  # lines that head the list below them («Олег взялся
    # за:», "**Action items:**"), level 0: whose the items under them may be
    links: tuple[Link, ...] = ()
    block_ids: tuple[BlockId, ...] = ()
    fields: tuple[InlineField, ...] = ()
    tasks: tuple[Task, ...] = ()
    relations: tuple[Relation, ...] = ()
    memories: tuple[MemoryLine, ...] = ()
    problems: tuple[Problem, ...] = ()
    body_offset: int = 0  # where the text after the frontmatter starts

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the note answers to in text: title, aliases and the names a person
        note gives itself (`called`); links resolve by title and aliases only."""
        return (self.title, *self.aliases, *self.called)

    @property
    def folder(self) -> str:
        """The top-level folder (`People`, `Daily`, ...), or '' for the vault root."""
        head, sep, _ = self.path.partition("/")
        return head if sep else ""

    @property
    def owner(self) -> str | None:
        """The frontmatter `owner:` as the name it links to, whether written as a link or
        plainly: «[[Дмитрий Кузнецов|Дима]]», «"[[Дмитрий Кузнецов]]"» and «Дмитрий
        Кузнецов» are all «Дмитрий Кузнецов». One reading for the graph, the cache,
        person context, `ask` and the reflection."""
        value = self.frontmatter.get("owner")
        if not isinstance(value, str):
            return None
        name = value.strip().strip('"').strip().removeprefix("[[").removesuffix("]]")
        return name.split("|")[0].split("#")[0].strip() or None


def _set_slots(self: object, state: list[Any]) -> None:
    """Unpickling without `dataclasses.fields()` per object: the parsed-note cache holds
    hundreds of thousands of these, and a query may load thousands (a third faster).
    The state is the field values in slot order, as dataclasses pickle them."""
    slots: tuple[str, ...] = type(self).__slots__  # type: ignore[attr-defined]
    for name, value in zip(slots, state, strict=True):
        object.__setattr__(self, name, value)


def _get_slots(self: object) -> list[Any]:
    """Pickling without `dataclasses.fields()` per object either (the same state, field
    values in slot order): a full build pickles every note it parses, a third faster."""
    slots: tuple[str, ...] = type(self).__slots__  # type: ignore[attr-defined]
    return [getattr(self, name) for name in slots]


for _frozen in (Heading, Link, MemoryLine, MalformedMemory, Relation, BlockId, InlineField,
                Task, Problem, Note):  # fmt: skip
    setattr(_frozen, "__setstate__", _set_slots)  # noqa: B010 (mypy: a method of a class)
    setattr(_frozen, "__getstate__", _get_slots)  # noqa: B010
