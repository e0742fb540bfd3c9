"""The line that introduces a list ("Water-based finish:" above "- решили: …"): a list
item's subject is often said only there, so `ask` reads each item with it.

A lead-in is a line ending with a colon followed directly by list items, or a list
item ending with a colon whose own items are indented below it. Headings are not
lead-ins: a Daily note's "## Notes" says nothing of what its items are about.
"""

from __future__ import annotations

import re

_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[.\]\s+)?")
_HEADING = re.compile(r"\s*#{1,6}\s")
_COMMENT = re.compile(r"%%.*?%%")


def lead_ins(lines: list[str], first: int = 1) -> dict[int, tuple[int, str]]:
    """Line number (1-based) of a list item → the line introducing its list: its number
    and its text without the colon. `first`: the body's first line (frontmatter skipped)."""
    leads: dict[int, tuple[int, str]] = {}
    stack: list[tuple[int, int, str]] = []  # (indent of the items it leads, line, text)
    for number in range(first, len(lines) + 1):
        line = _COMMENT.sub("", lines[number - 1]).rstrip()
        item = _ITEM.match(line)
        if not line.strip():
            stack = []  # a blank line ends what the lead-in introduced: the next list is new
            continue
        if item is None:
            lead = _introduces(line) and not _HEADING.match(line)
            stack = [(0, number, _said(line))] if lead else []
            continue
        indent = len(item.group(1).expandtabs(4))
        stack = [entry for entry in stack if entry[0] <= indent]
        if stack and stack[-1][2]:
            leads[number] = stack[-1][1:]
        if _introduces(line):
            stack.append((indent + 1, number, _said(line[item.end() :])))
    return leads


def without_mark(item: str) -> str:
    """A list item's text without its bullet or number (and checkbox)."""
    return _ITEM.sub("", item, count=1)


def _introduces(line: str) -> bool:
    return line.rstrip().endswith(":") and len(line.strip()) > 1


def _said(line: str) -> str:
    return line.strip().rstrip(":").strip()
