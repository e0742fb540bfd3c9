"""Short ASCII ids for notes, with DESIGN.md's one fixed transliteration table."""

from __future__ import annotations

import re
import unicodedata

MAX_SLUG = 80

_TABLE = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "zh",
    "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
    "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
    "я": "ya", "і": "i", "ї": "yi", "є": "ye", "ґ": "g",
}  # fmt: skip
_LATIN_EXTRA = {"ł": "l", "đ": "d", "ø": "o", "æ": "ae", "œ": "oe", "þ": "th", "ı": "i"}
_RUNS = re.compile(r"[^a-z0-9]+")


def slugify(title: str) -> str:
    """`Дмитрий Кузнецов` → `dmitriy-kuznetsov`; other letters via NFKD, the rest → `-`.

    A title with no letter that maps to ASCII (`日本`) gets `note-` and a short hash,
    so every note still has a slug.
    """
    out = []
    for char in unicodedata.normalize("NFC", title):
        lower = char.lower()
        if lower in _TABLE:
            out.append(_TABLE[lower])
        elif lower in _LATIN_EXTRA:
            out.append(_LATIN_EXTRA[lower])
        else:  # decompose before lower-casing: `№` → `No` → `no`, `ß` → `ss`
            decomposed = unicodedata.normalize("NFKD", char)
            out.append("".join(c for c in decomposed if not unicodedata.combining(c)).casefold())
    slug = _RUNS.sub("-", "".join(out)).strip("-")[:MAX_SLUG].rstrip("-")
    if not slug:
        import hashlib  # rarely needed; OpenSSL's start-up is ~3 ms of every command

        digest = hashlib.sha1(unicodedata.normalize("NFC", title).encode()).hexdigest()
        slug = f"note-{digest[:8]}"
    return slug
