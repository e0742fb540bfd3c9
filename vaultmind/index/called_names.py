"""The cache's `called` table: what people are called besides their title and aliases.

A newcomer's vault rarely has `aliases:`. The names a lead uses are written elsewhere:
in the display text of the links to a person (`[[Robert Hale|Bob]]`) and in the
person note's own heading (`# Ольга Петрова (Оля)`). `ask` reads those as names of
the person ("what did Bob promise?"). They are not Obsidian aliases: a link
`[[Bob]]` still resolves only as Obsidian resolves it (`resolver_for_names` reads
aliases only).

A row belongs to the note it is written in (`source`), so it goes when that note
changes; the person it names is found by the link's last name (`files.name`).
"""

from __future__ import annotations

import re

from vaultmind.vault.model import Note
from vaultmind.vault.text import name_key

TABLE = """
CREATE TABLE IF NOT EXISTS called (
    key TEXT NOT NULL,  -- the name as names are compared (`name_key`)
    name TEXT NOT NULL,  -- as written
    target TEXT NOT NULL,  -- the last name of the file it names (`file_name_key`)
    source TEXT NOT NULL  -- the note it is written in
);
"""
INDEXES = (
    "CREATE INDEX IF NOT EXISTS called_by_key ON called(key)",
    "CREATE INDEX IF NOT EXISTS called_by_source ON called(source)",
)
MAX_WORDS = 2  # "Bob", "Анна К.": a name, not a phrase shown as a link's text
_NAME = re.compile(r"[A-ZА-ЯЁ][\w'’.-]*(?: [A-ZА-ЯЁ][\w'’.-]*)?")
_HEADED = re.compile(r"^(?P<title>[^()]+?)\s*\((?P<names>[^()]+)\)\s*$")  # Ольга Петрова (Оля)


def rows_of(note: Note, file_name: str) -> list[tuple[str, str, str, str]]:
    """(key, name, target, source) rows: the names the note's links show for their
    targets, and those its own first heading adds in brackets to its title.
    `file_name`: the note's own `file_name_key`."""
    from vaultmind.index.cache import file_name_key

    found = {(alias, file_name_key(link.target)) for link in note.links
             if (alias := (link.alias or "").strip()) and _a_name(alias)
             and name_key(alias) != file_name_key(link.target)}  # fmt: skip
    found |= {(name, file_name) for name in headed_names(note)}
    return [(name_key(name), name, target, note.path) for name, target in sorted(found)]


def headed_names(note: Note) -> list[str]:
    """«Оля» of a note whose first heading is «Ольга Петрова (Оля)»: the title, then
    other names in brackets (commas between several)."""
    heading = next((h for h in note.headings if h.level == 1), None)
    said = _HEADED.match(heading.text.strip()) if heading is not None else None
    if said is None or name_key(said.group("title")) != name_key(note.title):
        return []
    names = (name.strip() for name in said.group("names").split(","))
    return [name for name in names if _a_name(name)]


def _a_name(text: str) -> bool:
    return len(text.split()) <= MAX_WORDS and _NAME.fullmatch(text) is not None
