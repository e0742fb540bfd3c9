"""Splicing one frontmatter property without re-serialising the YAML.

python-frontmatter would rewrite the whole block (quotes, order, comments); these
functions change only the line(s) of the property they touch.
"""

from __future__ import annotations

import re

from vaultmind.vault.escape import json_text
from vaultmind.vault.frontmatter import frontmatter_span


def set_property(text: str, key: str, value: str, newline: str = "\n") -> str:
    """`key: value` on its own line: the existing value replaced, else added last (a
    frontmatter block is created when the note has none). Nothing else moves. A value
    written as a block under the key (`key:` then `  - item` lines, as Obsidian writes a
    list once the user edits a property) is replaced with it, lines and all."""
    line = f"{key}: {value}"
    span = frontmatter_span(text)
    if span is None:
        return f"---{newline}{line}{newline}---{newline}{text}"
    start, end = span
    existing = re.search(
        rf"^{re.escape(key)}:[^\r\n]*(?:\r?\n(?:[ \t]+[^\r\n]*|-(?:[ \t][^\r\n]*)?))*",
        text[start:end],
        re.MULTILINE,
    )
    if existing is None:
        return text[:end] + line + newline + text[end:]
    return text[: start + existing.start()] + line + text[start + existing.end() :]


def add_aliases(text: str, names: list[str], newline: str = "\n") -> str:
    """Add `names` to `aliases:` — in a flow list, a block list, a scalar, or a new key."""
    return add_to_list(text, "aliases", names, newline)


def add_to_list(text: str, prop: str, names: list[str], newline: str = "\n") -> str:
    """Add `names` to the list property `prop` (`aliases`, `chat_ids`), spliced in."""
    if not names:
        return text
    span = frontmatter_span(text)
    key = None
    if span is not None:
        start, end = span
        key = re.search(rf"^{re.escape(prop)}:[ \t]*(.*?)[ \t]*$", text[start:end], re.MULTILINE)
    if span is None or key is None:
        return set_property(text, prop, f"[{', '.join(_quote(n) for n in names)}]", newline)
    value = key.group(1)
    if value.startswith("[") and value.endswith("]"):
        inner = value[1:-1].strip()
        items = ([inner] if inner else []) + [_quote(n) for n in names]
        new_line = f"{prop}: [{', '.join(items)}]"
    elif value:
        new_line = f"{prop}: [{', '.join([value, *(_quote(n) for n in names)])}]"
    else:
        return _extend_block_list(text, start, key, names, newline)
    return text[: start + key.start()] + new_line + text[start + key.end() :]


def _extend_block_list(
    text: str, start: int, key: re.Match[str], names: list[str], newline: str
) -> str:
    """`aliases:` followed by `  - item` lines: add `  - name` after the last item."""
    position = start + key.end()
    items = re.compile(r"(?:\r?\n[ \t]*-[ \t]+[^\r\n]*)*").match(text, position)
    end = items.end() if items else position
    indent = re.search(r"\n([ \t]*)-", text[position:end])
    pad = indent.group(1) if indent else "  "
    added = "".join(f"{newline}{pad}- {_quote(n)}" for n in names)
    return text[:end] + added + text[end:]


def _quote(name: str) -> str:
    """YAML-safe: quote anything that is not plain words (JSON, with every control
    character escaped, is a YAML double-quoted string)."""
    if re.fullmatch(r"[\w][\w .'-]*", name) and not name.endswith(" "):
        return name
    return json_text(name)
