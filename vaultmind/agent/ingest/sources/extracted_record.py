"""Which messages an extractor has seen, kept in the Sources file's own frontmatter.

    extracted: {"rules-1": {"tg-1876543210-4503": "9b65fdb8"}, "model:…@p1": {…}}

A block maps to 8 hex digits of its text's SHA-1, so an edited message is seen again.
The record travels with the vault (git), which makes re-runs no-ops on every machine.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from vaultmind.memory.frontmatter_edit import set_property
from vaultmind.vault.escape import json_text
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.text import NoteText


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

    def value_of(meta: dict[str, object]) -> object:
        record = meta.get("extracted")
        everything = dict(record) if isinstance(record, dict) else {}
        everything[extractor] = dict(sorted((seen_by(meta, extractor) | fresh).items()))
        return everything

    return json_property("extracted", value_of)


def json_property(
    key: str, value_of: Callable[[dict[str, object]], object]
) -> Callable[[NoteText], NoteText]:
    """A change for `update_note` setting `key` to JSON made from the current
    frontmatter; a file without frontmatter is not a Sources file VaultMind wrote and
    is left alone."""

    def change(current: NoteText) -> NoteText:
        fm = split_frontmatter(current.text)
        if fm.body_offset == 0:
            return current
        value = json_text(value_of(fm.data))
        text = set_property(current.text, key, value, current.newline)
        return NoteText(text, current.bom, current.lossy)

    return change
