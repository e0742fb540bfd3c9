"""Splicing lines into a note's own sections without touching anything else.

Pure functions on the note's text: lines keep their endings, new lines use the
file's own line ending, and a missing section is created at the end of the note.
"""

from __future__ import annotations

import re

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"(`{3,}|~{3,})")


def split_lines(text: str) -> list[str]:
    """Lines with their endings (only LF and CRLF end a line, as in editors)."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    return lines + ([parts[-1]] if parts[-1] else [])


def section_span(lines: list[str], name: str) -> tuple[int, int] | None:
    """(index of the heading line, index after the section's last line), by heading text."""
    start = level = None
    fence: str | None = None
    for index, line in enumerate(lines):
        stripped = line.rstrip("\r\n")
        fence, was_code = _track_fence(stripped, fence)
        heading = None if was_code else _HEADING.match(stripped)
        if heading is None:
            continue
        if start is not None and level is not None and len(heading.group(1)) <= level:
            return start, index
        if start is None and heading.group(2).strip().lower() == name.lower():
            start, level = index, len(heading.group(1))
    return (start, len(lines)) if start is not None else None


def _track_fence(line: str, fence: str | None) -> tuple[str | None, bool]:
    """(the open fence after this line, whether this line is code or a fence line)."""
    bare = line.lstrip(" \t>")
    if fence is not None:
        closes = bare.startswith(fence) and set(bare.rstrip()) == {fence[0]}
        return (None if closes else fence), True
    opening = _FENCE.match(bare)
    return (opening.group(1), True) if opening else (None, False)


def append_to_section(text: str, name: str, new_line: str, newline: str) -> str:
    """Add `new_line` after the section's last non-blank line (creating the section)."""
    lines = split_lines(text)
    span = section_span(lines, name)
    if span is None:
        return _append_section(lines, name, new_line, newline)
    start, end = span
    last = end - 1
    while last > start and not lines[last].strip():
        last -= 1
    if not lines[last].endswith(("\n", "\r")):
        lines[last] += newline
    lines.insert(last + 1, new_line + newline)
    return "".join(lines)


def _append_section(lines: list[str], name: str, new_line: str, newline: str) -> str:
    text = "".join(lines)
    if text and not text.endswith(("\n", "\r")):
        text += newline
    if text.strip():
        text += newline
    return f"{text}## {name}{newline}{new_line}{newline}"


def replace_line(text: str, index: int, new_line: str) -> str:
    """Replace one line's content, keeping its own line ending."""
    lines = split_lines(text)
    old = lines[index]
    ending = old[len(old.rstrip("\r\n")) :]
    lines[index] = new_line + ending
    return "".join(lines)
