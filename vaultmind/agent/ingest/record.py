"""Which messages an extractor has seen, kept in the Sources file's own frontmatter.

    extracted: {"rules-1": {"tg-1876543210-4503": "9b65fdb8"}, "model:…@p1": {…}}

A block maps to 8 hex digits of its text's SHA-1, so an edited message is seen again.
The record travels with the vault (git), which makes re-runs no-ops on every machine.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable

from vaultmind.vault.frontmatter import frontmatter_span
from vaultmind.vault.text import NoteText

_LINE = re.compile(r"^extracted:.*$", re.MULTILINE)


def text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def seen_by(meta: dict[str, object], extractor: str) -> dict[str, str]:
    record = meta.get("extracted")
    if isinstance(record, dict):
        mine = record.get(extractor)
        if isinstance(mine, dict):
            return {str(k): str(v) for k, v in mine.items()}
    return {}


def recorder(extractor: str, fresh: dict[str, str]) -> Callable[[NoteText], NoteText]:
    """A change for `update_note` adding `fresh` blocks to this extractor's record."""

    def change(current: NoteText) -> NoteText:
        from vaultmind.vault.frontmatter import split_frontmatter

        text = current.text
        span = frontmatter_span(text)
        if span is None:
            return current
        record = split_frontmatter(text).data.get("extracted")
        everything = dict(record) if isinstance(record, dict) else {}
        mine = seen_by({"extracted": everything}, extractor) | fresh
        everything[extractor] = dict(sorted(mine.items()))
        line = "extracted: " + json.dumps(everything, ensure_ascii=False)
        block = text[span[0] : span[1]]
        existing = _LINE.search(block)
        if existing:
            block = block[: existing.start()] + line + block[existing.end() :]
        else:
            block = block.rstrip("\r\n") + current.newline + line + current.newline
        return NoteText(text[: span[0]] + block + text[span[1] :], current.bom, current.lossy)

    return change
