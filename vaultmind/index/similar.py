"""Stems of one word that the Snowball stemmers leave apart (no whoosh import)."""

from __future__ import annotations


def similar(a: str, b: str) -> bool:
    """Two stems of one word that Snowball leaves apart: «коробок» / «коробк»
    (a fleeting vowel), «обуча» / «обучен» (verb and noun), «склад» / «складск»,
    "decid" / "decis". Both at least 5 letters, sharing all but the shorter one's
    last letter and at most two of the longer one's."""
    if a == b:
        return True
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 5 or short[:4] != long_[:4]:
        return False
    common = 4
    while common < len(short) and short[common] == long_[common]:
        common += 1
    return common >= len(short) - 1 and len(long_) - common <= 2
