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
_RUNS = re.compile(r"[^a-z0-9]+")


def slugify(title: str) -> str:
    """`Дмитрий Кузнецов` → `dmitriy-kuznetsov`; other letters via NFKD, the rest → `-`."""
    text = unicodedata.normalize("NFC", title).lower()
    out = []
    for char in text:
        if char in _TABLE:
            out.append(_TABLE[char])
        else:
            decomposed = unicodedata.normalize("NFKD", char)
            out.append("".join(c for c in decomposed if not unicodedata.combining(c)))
    slug = _RUNS.sub("-", "".join(out)).strip("-")
    return slug[:MAX_SLUG].rstrip("-")
