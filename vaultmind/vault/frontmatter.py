"""YAML frontmatter: found by text splitting, read with python-frontmatter.

python-frontmatter re-serialises YAML, so it is used for reading only; writes
splice text elsewhere and never touch the frontmatter bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_FENCE = re.compile(r"---[ \t]*\r?\n")
_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Frontmatter:
    data: dict[str, Any] = field(default_factory=dict)
    body_offset: int = 0  # index in the text where the body starts
    body_line: int = 1  # 1-based line number where the body starts
    error: str | None = None


def frontmatter_span(text: str) -> tuple[int, int] | None:
    """(start, end) of the YAML between the fences, or None if there is no frontmatter."""
    fence = _FENCE.match(text)
    if not fence:
        return None
    close = _CLOSE.search(text, fence.end())
    return (fence.end(), close.start()) if close else None


def body_offset(text: str) -> int:
    """Where the body starts, without parsing the YAML (cheap: for snippets)."""
    block = frontmatter_span(text)
    if block is None:
        return 0
    close = _CLOSE.match(text, block[1])
    return close.end() if close else 0


def split_frontmatter(text: str) -> Frontmatter:
    """Find the frontmatter block and parse it; a malformed block is reported, not fatal."""
    block = frontmatter_span(text)
    if block is None:
        return Frontmatter()
    end = body_offset(text)
    body_line = text.count("\n", 0, end) + 1
    data, error = _load_yaml(text[block[0] : block[1]])
    return Frontmatter(data=data, body_offset=end, body_line=body_line, error=error)


def _load_yaml(raw: str) -> tuple[dict[str, Any], str | None]:
    # deferred: PyYAML costs import time that `search` does not need
    from frontmatter.default_handlers import YAMLHandler

    try:
        loaded = YAMLHandler().load(raw)
    except Exception as exc:  # yaml raises many types; all mean "malformed"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return {}, f"malformed frontmatter: {first}"
    if loaded is None:
        return {}, None
    if not isinstance(loaded, dict):
        return {}, "malformed frontmatter: not a mapping of keys to values"
    return {str(key): value for key, value in loaded.items()}, None


def string_list(value: Any) -> tuple[str, ...]:
    """`aliases`/`tags` may be a string, a comma list or a YAML list; always a tuple here."""
    if value is None:
        return ()
    if isinstance(value, str):
        items: list[Any] = value.split(",")
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        items = [value]
    return tuple(str(item).strip() for item in items if item is not None and str(item).strip())
