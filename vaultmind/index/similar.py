"""Stems of one word that the Snowball stemmers leave apart (no whoosh import)."""

from __future__ import annotations

import re
from collections.abc import Iterable

NEAR = 0.5  # the share of its score a form `search` widened to counts: exact forms first
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_FLEETING = "ое"  # «коробок» / «коробка», «ветер» / «ветра» (ё is folded to е)


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


def search_forms(typed: str, stem: str, listed: Iterable[str]) -> list[tuple[str, float]]:
    """The terms one word of a `search` stands for, each with the share of its score
    that counts: its stem, and — for a Russian word — the listed index terms that are
    its `inflected` forms, at `NEAR` («гранулят» → «гранул», «гранулята» → «гранулят»).
    The term that spells the typed word whole counts fully («гранулят» is the stem of
    «гранулята»). English stays exact: Porter2 already joins its inflections, and what
    it leaves apart is mostly other words ("confirm"/"confidence", "sprint"/"spring")."""
    if len(stem) < 5 or not _CYRILLIC.search(stem):
        return [(stem, 1.0)]
    whole = typed.lower().replace("ё", "е")
    near = sorted(term for term in set(listed) if term != stem and inflected(stem, term))
    return [(stem, 1.0)] + [(term, 1.0 if term == whole else NEAR) for term in near]


def inflected(a: str, b: str) -> bool:
    """`similar`, narrowed to the two ways Snowball splits one Russian word: one stem
    extends the other («гранул» / «гранулят», «склад» / «складск»), or a fleeting
    vowel («коробк» / «коробок», «поставк» / «поставок»). Not «грант» / «гранул»,
    «обуча» / «обучен» (`ask` keeps those)."""
    if not similar(a, b):
        return False
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if long_.startswith(short):
        return True
    fleeting = short[:-1] + long_[-2] + short[-1]
    return long_ == fleeting and long_[-2] in _FLEETING
