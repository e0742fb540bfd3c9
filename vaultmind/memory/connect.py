"""Unlinked mentions: a note names another note's title or alias without linking it.

Proposals only, unless the user asks to apply them: then the first mention of each
target in each note becomes a link (`[[Title]]`, or `[[Title|as written]]` when the
words differ), and only if that line is still exactly as it was when proposed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from vaultmind.memory.sections import replace_line, split_lines
from vaultmind.vault import syntax
from vaultmind.vault.files import on_disk
from vaultmind.vault.frontmatter import body_offset
from vaultmind.vault.model import Note
from vaultmind.vault.target import write_target
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import update_note

MIN_NAME = 4  # shorter names ("CRM", "Ян") match too much ordinary text
_DATE_TITLE = re.compile(r"^\d{4}-(?:\d{2}-\d{2}|W\d{2})$")
_LINKS_AND_CODE = re.compile(r"!?\[\[[^\]]*\]\]|`[^`]*`|\[[^\]]*\]\([^)]*\)|https?://\S+")


@dataclass(frozen=True, slots=True)
class Mention:
    path: str  # the note with the plain-text mention
    line: int
    start: int  # column span of the mention in the line
    end: int
    written: str  # the words as they appear
    target: str  # title of the note they name
    original: str  # the whole line when proposed

    @property
    def link(self) -> str:
        same = self.written == self.target
        return f"[[{self.target}]]" if same else f"[[{self.target}|{self.written}]]"


def find_mentions(notes: list[Note], texts: dict[str, str]) -> list[Mention]:
    """First unlinked mention of each other note, per note. `texts`: path → current text."""
    names = _names(notes)
    if not names:
        return []
    pattern = _pattern(names)
    found: list[Mention] = []
    for note in notes:
        text = texts.get(note.path)
        if text is not None:
            found += _in_note(note, text, pattern, names)
    return found


def _names(notes: Iterable[Note]) -> dict[str, str]:
    """Lower-cased name → title, for titles and aliases long and specific enough."""
    names: dict[str, str] = {}
    ambiguous: set[str] = set()
    for note in notes:
        if _DATE_TITLE.match(note.title):
            continue
        for name in (note.title, *note.aliases):
            key = name.casefold()
            if len(name) < MIN_NAME:
                continue
            if key in names and names[key] != note.title:
                ambiguous.add(key)
            names[key] = note.title
    return {key: title for key, title in names.items() if key not in ambiguous}


def _pattern(names: dict[str, str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w#\[/]){'('}{alternatives}{')'}(?![\w\]])", re.IGNORECASE)


def _in_note(
    note: Note, text: str, pattern: re.Pattern[str], names: dict[str, str]
) -> list[Mention]:
    linked = {link.target.casefold() for link in note.links} | {note.title.casefold()}
    linked |= {alias.casefold() for alias in note.aliases}
    seen: set[str] = set()
    found = []
    for line_no, line, masked in _prose_lines(text):
        for match in pattern.finditer(masked):
            title = names[match.group(1).casefold()]
            if title.casefold() in linked or title in seen:
                continue
            seen.add(title)
            written = line[match.start(1) : match.end(1)]
            found.append(
                Mention(note.path, line_no, match.start(1), match.end(1), written, title, line)
            )
    return found


def _prose_lines(text: str) -> Iterator[tuple[int, str, str]]:
    """(line number, line, masked line) for body lines outside code, headings and links."""
    first = text.count("\n", 0, body_offset(text)) + 1
    fence = False
    for offset, raw in enumerate(text[body_offset(text) :].split("\n")):
        line = raw.rstrip("\r")
        if line.lstrip(" \t>").startswith(("```", "~~~")):
            fence = not fence
            continue
        if fence or line.lstrip().startswith("#"):
            continue
        masked = _LINKS_AND_CODE.sub(lambda m: " " * len(m.group(0)), syntax.mask_line(line))
        yield first + offset, line, masked


def apply_mentions(vault: Path, mentions: list[Mention]) -> tuple[list[Mention], list[Mention]]:
    """Link each mention whose line is still as proposed; returns (applied, skipped)."""
    applied: list[Mention] = []
    by_note: dict[str, list[Mention]] = {}
    for mention in mentions:
        by_note.setdefault(mention.path, []).append(mention)
    for path, items in sorted(by_note.items()):
        linked: list[Mention] = []
        update_note(write_target(vault, on_disk(vault, path)), _linker(items, linked))
        applied += linked
    skipped = [m for m in mentions if m not in applied]
    return applied, skipped


def _linker(items: list[Mention], linked: list[Mention]) -> Callable[[NoteText], NoteText]:
    def change(current: NoteText) -> NoteText:
        linked.clear()
        text = current.text
        lines = split_lines(text)
        by_line: dict[int, list[Mention]] = {}
        for mention in items:
            by_line.setdefault(mention.line, []).append(mention)
        for line_no, here in sorted(by_line.items()):
            index = line_no - 1
            if index >= len(lines) or lines[index].rstrip("\r\n") != here[0].original:
                continue  # the user changed this line since the proposal: leave it
            new = here[0].original
            for mention in sorted(here, key=lambda m: -m.start):  # right to left: spans stay valid
                new = new[: mention.start] + mention.link + new[mention.end :]
            text = replace_line(text, index, new)
            linked.extend(here)
        return NoteText(text, bom=current.bom, lossy=current.lossy)

    return change
