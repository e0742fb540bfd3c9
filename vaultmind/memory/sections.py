"""Splicing lines into a note's own sections without touching anything else.

Pure functions on the note's text: lines keep their endings, new lines use the
file's own line ending, and a missing section is created at the end of the note.
"""

from __future__ import annotations

from vaultmind.vault.visible_lines import visible_headings


def split_lines(text: str) -> list[str]:
    """Lines with their endings (only LF and CRLF end a line, as in editors)."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    return lines + ([parts[-1]] if parts[-1] else [])


def section_span(lines: list[str], name: str) -> tuple[int, int] | None:
    """(index of the heading line, index after the section's last line), by heading text.
    Only headings the parser sees count: not in frontmatter, code or `%% comments %%`."""
    start = level = None
    for index, found_level, text in visible_headings("".join(lines)):
        if start is not None and level is not None and found_level <= level:
            return start, index
        if start is None and text.strip().lower() == name.lower():
            start, level = index, found_level
    return (start, len(lines)) if start is not None else None


def append_to_section(text: str, name: str, new_line: str, newline: str) -> str:
    """Add `new_line` after the section's last non-blank line (creating the section)."""
    lines = split_lines(text)
    span = section_span(lines, name)
    if span is None:
        return _append_section(lines, name, new_line, newline)
    return insert_in_span(lines, span, new_line, newline)[0]


def insert_in_span(
    lines: list[str], span: tuple[int, int], new_line: str, newline: str
) -> tuple[str, int]:
    """`append_to_section` for a section already found: the text, and the index of the
    line added (the section then ends one line later). A batch of appends finds the
    section once instead of re-reading the note's headings for every line."""
    start, end = span
    last = end - 1
    while last > start and not lines[last].strip():
        last -= 1
    if not lines[last].endswith(("\n", "\r")):
        lines[last] += newline
    lines.insert(last + 1, new_line + newline)
    return "".join(lines), last + 1


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
