"""Obsidian's inline syntax, one line at a time.

Every function here takes a line whose code spans and escapes have already been
masked (see `mask_line`), so nothing inside inline code or after a backslash counts.
"""

from __future__ import annotations

import re

from vaultmind.vault.model import InlineField, Link

CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)")
_ESCAPE = re.compile(r"\\[\[(#^]")
_LINK = re.compile(r"(!?)\[\[([^\[\]\n]+?)\]\]")
_TAG = re.compile(r"(?:(?<=\s)|(?<=^))#([\w/-]*[^\W\d][\w/-]*)")
_BLOCK_ID = re.compile(r"(?:^|\s)\^([A-Za-z0-9-]+)[ \t]*$")
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
BRACKET_FIELD = re.compile(r"\[([^\[\]():\n]+?)::[ \t]*((?:\[\[[^\]\n]*\]\]|[^\[\]\n])*?)[ \t]*\]")
PAREN_FIELD = re.compile(r"\(([^\[\]():\n]+?)::[ \t]*([^()\n]*?)[ \t]*\)")
CONFLICT_START = re.compile(r"^<{7}(?=[ \t\r\n]|$)", re.MULTILINE)
CONFLICT_END = re.compile(r"^>{7}(?=[ \t\r\n]|$)", re.MULTILINE)


def mask_line(line: str) -> str:
    """Blank out inline code and escaped `\\[`, `\\#`, `\\^` with spaces, keeping columns."""
    if "`" in line:
        line = CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)
    if "\\" in line:
        line = _ESCAPE.sub("  ", line)
    return line


def split_link(inner: str) -> tuple[str, str | None, str | None, str | None]:
    """`Note#Heading|alias` → (target, heading, block, alias); `\\|` in tables counts as `|`."""
    inner = inner.replace("\\|", "|")
    target_part, bar, alias = inner.partition("|")
    name, hash_, sub = target_part.partition("#")
    heading = block = None
    if hash_:
        sub = sub.strip()
        if sub.startswith("^"):
            block = sub[1:]
        else:
            heading = sub
    return name.strip(), heading, block, (alias.strip() if bar else None)


def find_links(masked: str, line_no: int) -> list[Link]:
    links = []
    for match in _LINK.finditer(masked):
        target, heading, block, alias = split_link(match.group(2))
        links.append(
            Link(
                target=target,
                heading=heading,
                block=block,
                alias=alias,
                embed=bool(match.group(1)),
                line=line_no,
                raw=match.group(0),
            )
        )
    return links


def find_tags(masked: str) -> list[str]:
    if "#" not in masked:
        return []
    without_links = _LINK.sub(" ", masked)
    return [m.group(1) for m in _TAG.finditer(without_links)]


def find_block_id(masked: str) -> str | None:
    if "^" not in masked:
        return None
    match = _BLOCK_ID.search(masked)
    return match.group(1) if match else None


def find_heading(masked: str) -> tuple[int, str] | None:
    if not masked.startswith("#"):
        return None
    match = _HEADING.match(masked.rstrip("\r\n"))
    return (len(match.group(1)), match.group(2)) if match else None


def find_fields(masked: str, line_no: int) -> list[InlineField]:
    if "::" not in masked:
        return []
    found = [
        (m.start(), InlineField(m.group(1).strip(), m.group(2), line_no))
        for pattern in (BRACKET_FIELD, PAREN_FIELD)
        for m in pattern.finditer(masked)
    ]
    return [item for _, item in sorted(found, key=lambda pair: pair[0])]


def has_conflict_markers(text: str) -> bool:
    """Git left `<<<<<<<` … `>>>>>>>` in the file: it must not be written until resolved."""
    return bool(CONFLICT_START.search(text)) and bool(CONFLICT_END.search(text))


def link_words(text: str) -> str:
    """`[[Projects/Acme|the Acme deal]] and [[Bob]]` → `the Acme deal and Bob`: what a
    link reads as, for text that is shortened or quoted (a cut link is broken syntax)."""

    def words(match: re.Match[str]) -> str:
        name, _, _, alias = split_link(match.group(2))
        return alias or name.rsplit("/", 1)[-1]

    return _LINK.sub(words, text)
