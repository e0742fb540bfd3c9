"""Which lines of a note Obsidian shows as Markdown: the one answer for reader and writer.

Fenced code blocks (also inside list items and block quotes) and `%% … %%` comments
(also inside a line and across lines) hide what they hold. The parser reads only the
visible lines, and VaultMind's writers find their sections among the same lines, so
a `## Memory` heading inside a comment never receives lines nothing can read back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from vaultmind.vault import syntax
from vaultmind.vault.frontmatter import body_offset

_QUOTE_PREFIX = re.compile(r"^[ \t>]*")  # fences also open inside list items and quotes
_FENCE_OPEN = re.compile(r"^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})")
_COMMENT = "%%"


def visible_lines(body: str) -> Iterator[tuple[int, str, str]]:
    """(offset from the first line, the line, the line with comments blanked) for every
    line of `body` with something visible on it; line ends are `\\n` only, as editors
    count. Blanking keeps every column, so a span found in one is the same in the other."""
    fence: str | None = None
    in_comment = False
    for offset, raw in enumerate(body.split("\n")):
        line = raw[:-1] if raw.endswith("\r") else raw
        if fence is not None:
            if _closes(line, fence):
                fence = None
            continue
        opening = _FENCE_OPEN.match(line)
        if opening and not _inline_backticks(line, opening):
            fence = opening.group(1)
            continue
        visible, in_comment = _hide_comments(line, in_comment)
        if visible.strip():
            yield offset, line, visible


def visible_headings(text: str) -> Iterator[tuple[int, int, str]]:
    """(0-based line index in `text`, level, heading text) of every heading the parser
    sees: after the frontmatter, outside code and comments."""
    start = body_offset(text)
    first = text.count("\n", 0, start)
    for offset, _, visible in visible_lines(text[start:]):
        if visible.startswith("#"):
            heading = syntax.find_heading(syntax.mask_line(visible))
            if heading:
                yield first + offset, heading[0], heading[1]


def hide_comments(line: str) -> str:
    """One line, read on its own, with its `%% comments %%` blanked (to its end if one
    stays open): what an edit of that line may look at."""
    return _hide_comments(line, False)[0] if _COMMENT in line else line


def _closes(line: str, fence: str) -> bool:
    """A closing fence: the same character, at least as long, nothing else (quotes allowed)."""
    bare = _QUOTE_PREFIX.sub("", line).rstrip()
    return bare.startswith(fence) and set(bare) == {fence[0]}


def _inline_backticks(line: str, opening: re.Match[str]) -> bool:
    """```code``` on one line is inline code, not a fence (an info string has no backtick)."""
    return opening.group(1)[0] == "`" and "`" in line[opening.end() :]


def _hide_comments(line: str, in_comment: bool) -> tuple[str, bool]:
    """Blank out `%% … %%` comments (which may span lines); returns the new comment state.
    Code spans come first: a `%%` inside inline code opens no comment (Obsidian's help
    writes `` `# | ^ : %% [[ ]]` ``), but inside a comment backticks hide nothing."""
    if _COMMENT not in line:
        return ("" if in_comment else line), in_comment
    shown: list[str] = []
    pos = 0
    while pos < len(line):
        mark = line.find(_COMMENT, pos)
        if in_comment:
            end = len(line) if mark < 0 else mark + len(_COMMENT)
            shown.append(" " * (end - pos))
            in_comment = mark < 0
            pos = end
            continue
        if mark < 0:
            shown.append(line[pos:])
            break
        code = syntax.CODE_SPAN.search(line, pos) if "`" in line[pos:mark] else None
        if code is not None and code.start() < mark:
            shown.append(line[pos : code.end()])
            pos = code.end()
            continue
        shown.append(line[pos:mark] + " " * len(_COMMENT))
        pos = mark + len(_COMMENT)
        in_comment = True
    return "".join(shown), in_comment
