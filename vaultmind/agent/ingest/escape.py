"""Message text as Markdown that never creates links, tags, block ids or comments,
and block ids that encode the source's own message id reversibly.

    escape_text(t)            unescape_text(escape_text(t)) == t  for every string
    block_id(src, chat, id)   decode_block_id(block_id(...)) == (src, chat, id)
"""

from __future__ import annotations

import re

PREFIXES = {"telegram": "tg", "whatsapp": "wa", "jsonl": "jl", "notes": "nt"}
SOURCES = {prefix: source for source, prefix in PREFIXES.items()}
_SPECIAL = re.compile(r"([\\\[\]()#^%`*_<>|=~])")
_UNESCAPE = re.compile(r"\\([\\\[\]()#^%`*_<>|=~nr])")
_CONTROL = {"n": "\n", "r": "\r"}
_PLAIN = set("abcdefghijklmnopqrstuvwxy0123456789")
_HASHED = re.compile(r"^h-([0-9a-f]+)$")


def escape_text(text: str) -> str:
    """Backslash every character Obsidian might read as syntax (and the backslash);
    a carriage return becomes `\\r`, so line endings inside a message survive."""
    return _SPECIAL.sub(r"\\\1", text).replace("\r", "\\r")


def escape_inline(text: str) -> str:
    """For one-line places (sender, media, fields): line breaks as `\\n` too."""
    return escape_text(text).replace("\n", "\\n")


def unescape_text(text: str) -> str:
    return _UNESCAPE.sub(lambda m: _CONTROL.get(m.group(1), m.group(1)), text)


def encode_part(value: str) -> str:
    """[a-y0-9] as is; any other character as `z<hex>z` — only block-id characters."""
    return "".join(c if c in _PLAIN else f"z{ord(c):x}z" for c in value)


def decode_part(value: str) -> str:
    return re.sub(r"z([0-9a-f]+)z", lambda m: chr(int(m.group(1), 16)), value)


def block_id(source: str, chat_id: str, message_id: str) -> str:
    """`tg-1876543210-4503` for sources with ids; `wa-<hash>` for hashed ones (`h-…`),
    whose chat is the folder the file sits in."""
    hashed = _HASHED.match(message_id)
    if hashed:
        return f"{PREFIXES[source]}-{hashed.group(1)}"
    return f"{PREFIXES[source]}-{encode_part(chat_id)}-{encode_part(message_id)}"


def decode_block_id(value: str) -> tuple[str, str | None, str]:
    """(source, chat id or None for a hashed id, message id) — the inverse of block_id."""
    parts = value.split("-")
    if len(parts) == 2:
        return SOURCES[parts[0]], None, f"h-{parts[1]}"
    prefix, chat, message = parts
    return SOURCES[prefix], decode_part(chat), decode_part(message)
