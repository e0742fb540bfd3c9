"""Stable memory ids: the same memory gets the same id on every machine.

`^m-` + base32 of sha1(kind, normalised text, first source, note title), 6
characters, lengthened only when that id is already taken in the note. Once
written, an id never changes (edits to the text keep the old id).
"""

from __future__ import annotations

import base64
import hashlib
import re
import unicodedata

MIN_LENGTH = 6
_PUNCTUATION = re.compile(r"[^\w\s]+")


def normalise_text(text: str) -> str:
    """For comparing memories: NFC, case-folded, punctuation dropped, spaces collapsed."""
    folded = unicodedata.normalize("NFC", text).casefold().replace("ё", "е")
    return " ".join(_PUNCTUATION.sub(" ", folded).split())


def memory_id(kind: str, text: str, first_source: str, title: str, taken: set[str]) -> str:
    key = "\x1f".join(
        (kind, normalise_text(text), first_source, unicodedata.normalize("NFC", title))
    )
    encoded = base64.b32encode(hashlib.sha1(key.encode("utf-8")).digest()).decode().lower()
    for length in range(MIN_LENGTH, len(encoded) + 1):
        candidate = f"m-{encoded[:length]}"
        if candidate not in taken:
            return candidate
    raise ValueError("no free memory id")  # 32 characters of sha1 all taken: impossible
