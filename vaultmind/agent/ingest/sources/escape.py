"""Message text as Markdown that never creates links, tags, block ids or comments,
and block ids that encode the source's own message id reversibly.

    escape_text(t)            unescape_text(escape_text(t)) == t  for every string
    block_id(src, chat, id)   decode_block_id(block_id(...)) == (src, chat, id)
"""

from __future__ import annotations

import re

from vaultmind.vault.escape import escape_inline as escape_inline
from vaultmind.vault.escape import escape_text as escape_text
from vaultmind.vault.escape import unescape_text as unescape_text

PREFIXES = {"telegram": "tg", "whatsapp": "wa", "jsonl": "jl", "notes": "nt"}
SOURCES = {prefix: source for source, prefix in PREFIXES.items()}
_PLAIN = set("abcdefghijklmnopqrstuvwxy0123456789")
_HASHED = re.compile(r"^h-([0-9a-f]+)$")


def chat_words(text: str) -> str:
    """Words from a message or from the model, as the text of a memory line: one
    line, escaped like the Sources files, so they stay data (no link, tag, embed,
    block id or comment) and `memory list` shows them exactly as they were sent."""
    return escape_text(" ".join(text.split()))


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
