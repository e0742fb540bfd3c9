"""Text from elsewhere (chat messages, the model's words) as inert Markdown.

Every character Obsidian might read as syntax is backslashed, so the text never
creates a link, embed, tag, block id, comment, field or emphasis, and the original
comes back exactly: `unescape_text(escape_text(t)) == t` for every string. The
Sources files and the memory lines made from messages share these functions.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

SPECIAL = "\\[]()#^%`*_<>|=~"
_SPECIAL = re.compile("([" + re.escape(SPECIAL) + "])")
_UNESCAPE = re.compile("\\\\([" + re.escape(SPECIAL) + "nr])")
_TOKEN = re.compile("\\\\([" + re.escape(SPECIAL) + "])|(`+)")  # an escape, or a code span
_CONTROL = {"n": "\n", "r": "\r"}
_RAW_IN_JSON = re.compile("[\x7f-\x9f]")  # json.dumps leaves DEL and C1 controls as they are


def escape_text(text: str) -> str:
    """Backslash every character Obsidian might read as syntax (and the backslash);
    a carriage return becomes `\\r`, so line endings inside a message survive."""
    return _SPECIAL.sub(r"\\\1", text).replace("\r", "\\r")


def escape_inline(text: str) -> str:
    """For one-line places (sender, media, fields): line breaks as `\\n` too."""
    return escape_text(text).replace("\n", "\\n")


def unescape_text(text: str) -> str:
    return _UNESCAPE.sub(lambda m: _CONTROL.get(m.group(1), m.group(1)), text)


def unescape_syntax(text: str) -> str:
    """The words of a one-line text as Obsidian shows them: the backslashes that kept
    them inert dropped, except inside inline code, where a backslash is itself (and
    `\\n` stays two characters: a memory line has no line breaks)."""
    if "\\" not in text:
        return text
    out: list[str] = []
    position = 0
    for token in _TOKEN.finditer(text):
        if token.start() < position:
            continue  # inside a code span already copied
        out.append(text[position : token.start()])
        if token.group(1) is not None:
            out.append(token.group(1))
            position = token.end()
            continue
        close = re.compile(f"(?<!`){token.group(2)}(?!`)").search(text, token.end())
        position = close.end() if close else token.end()
        out.append(text[token.start() : position])
    out.append(text[position:])
    return "".join(out)


def json_text(value: object, **options: Any) -> str:
    """JSON with every control character escaped: json.dumps leaves DEL and the C1
    controls raw, which YAML refuses (one in a chat title made the whole frontmatter
    unreadable) and a terminal obeys (U+009B starts an escape sequence)."""
    text = json.dumps(value, ensure_ascii=False, **options)
    return _RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def json_default(value: Any) -> Any:
    """How a face's JSON shows what json.dumps cannot: a dataclass as its fields, any
    other value (a date, a path) as its text. One rule, so the CLI's `--json` and the
    MCP server's results are the same JSON."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return str(value)
