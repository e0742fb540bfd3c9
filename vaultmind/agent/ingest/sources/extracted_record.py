"""Which messages an extractor has seen, kept in the Sources file's own frontmatter.

    extracted: ["rules-2: tg-1876543210-4503=9b65fdb8", "model:…@p1: tg-…=9b65fdb8"]

A block maps to 8 hex digits of its text's SHA-1, so an edited message is seen again.
The record travels with the vault (git), which makes re-runs no-ops on every machine.
It is a list of strings, not an object, so Obsidian's Properties panel shows it; the
JSON object earlier versions wrote is read too (`vault.source_records`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from vaultmind.memory.frontmatter_edit import set_property
from vaultmind.vault.escape import json_text
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.source_records import read_extracted, write_extracted
from vaultmind.vault.text import NoteText


def text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def seen_by(meta: dict[str, object], extractor: str) -> dict[str, str]:
    return read_extracted(meta.get("extracted")).get(extractor, {})


def recorder(extractor: str, fresh: dict[str, str]) -> Callable[[NoteText], NoteText]:
    """A change for `update_note` adding `fresh` blocks to this extractor's record."""

    def value_of(meta: dict[str, object]) -> object:
        everything = read_extracted(meta.get("extracted"))
        everything[extractor] = everything.get(extractor, {}) | fresh
        return write_extracted(everything)

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
