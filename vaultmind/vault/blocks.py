"""The text a block or heading link points at (`[[Note#^m-a3fecq]]`, `[[Note#Plan]]`),
cut from the note's lines the way Obsidian shows an embed of it: a face that hands
out a cited ref (the MCP server's `note`) gives the passage, not the whole note."""

from __future__ import annotations

import re

_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s")  # a list item starts here
_HEADING = re.compile(r"^(#{1,6})\s")
_ID_ALONE = re.compile(r"^\s*\^[A-Za-z0-9-]+\s*$")  # `^id` on a line of its own


def block_span(lines: list[str], line: int) -> tuple[int, int]:
    """(first, last), 1-based, of the block whose id sits on `line`: its list item with
    the item's continuation and nested lines, or its paragraph; an id on a line of its
    own belongs to the paragraph, list or table just above it."""
    index = line - 1
    if _ID_ALONE.match(lines[index]) and index > 0 and lines[index - 1].strip():
        return _start(lines, index - 1, items=False) + 1, line
    start = _start(lines, index, items=True)
    item = _ITEM.match(lines[start])
    if item is None:
        return start + 1, line
    return start + 1, _item_end(lines, start, len(item.group(1))) + 1


def section_span(lines: list[str], line: int) -> tuple[int, int]:
    """(first, last), 1-based, of the heading on `line` and everything under it, up to
    the next heading of the same or a higher level."""
    found = _HEADING.match(lines[line - 1])
    level = len(found.group(1)) if found else 6
    last = len(lines)
    for index in range(line, len(lines)):
        heading = _HEADING.match(lines[index])
        if heading is not None and len(heading.group(1)) <= level:
            last = index
            break
    while last > line and not lines[last - 1].strip():
        last -= 1  # the blank lines before the next heading are not the section's
    return line, last


def _start(lines: list[str], index: int, items: bool) -> int:
    """The first line of the paragraph (or, with `items`, the list item) holding `index`."""
    while index > 0:
        if items and _ITEM.match(lines[index]):
            return index
        above = lines[index - 1]
        if not above.strip() or _HEADING.match(above):
            return index
        index -= 1
    return index


def _item_end(lines: list[str], start: int, indent: int) -> int:
    """The last line of the list item starting at `start`: lines indented deeper than
    its bullet (continuations, nested items) belong to it."""
    end = start
    for index in range(start + 1, len(lines)):
        text = lines[index]
        if not text.strip() or len(text) - len(text.lstrip()) <= indent:
            break
        end = index
    return end
