"""A person's name written in the other script: "What did Marina promise?" of «Марина
Белова», «Что обещала Лена?» of Lena Novak (issue 27: a note with no Latin alias
was named by nobody, and the question fell to every open commitment or "not found").

Both spellings are brought to one rough Latin sound (`sound`): the vault's own
transliteration (`slugify`: «Дмитрий» → dmitriy), then the letters that spellings of
one name swap read alike (y/i/j, x/ks, doubled letters), so "Dmitry" meets «Дмитрий»,
"Sergei" «Сергей», "Maria" «Мария». A question's Latin word also gives the Cyrillic
starts a name may have, to fetch the names the cache keys by their first letters.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CYRILLIC = re.compile("[\u0400-\u04ff]")
_LOOSE = (("kh", "h"), ("x", "ks"), ("iy", "i"), ("y", "i"), ("j", "i"), ("w", "v"), ("q", "k"))
_DOUBLE = re.compile(r"(.)\1+")
# a Latin start's possible Cyrillic letters, longest spelling first
_LETTERS = {
    "shch": ("щ",), "sch": ("щ", "ш"), "ch": ("ч",), "sh": ("ш",), "zh": ("ж",), "kh": ("х",),
    "ts": ("ц",), "ya": ("я",), "yu": ("ю",), "yo": ("ё", "е"), "ye": ("е",), "ia": ("ия", "я"),
    "a": ("а",), "b": ("б",), "c": ("к", "ц", "с"), "d": ("д",), "e": ("е", "э"), "f": ("ф",),
    "g": ("г",), "h": ("х",), "i": ("и", "й"), "j": ("дж", "й"), "k": ("к",), "l": ("л",),
    "m": ("м",), "n": ("н",), "o": ("о",), "p": ("п",), "q": ("к",), "r": ("р",), "s": ("с",),
    "t": ("т",), "u": ("у", "ю"), "v": ("в",), "w": ("в",), "x": ("кс",), "y": ("й", "ы", "и"),
    "z": ("з",),
}  # fmt: skip
_LONGEST = max(len(k) for k in _LETTERS)
MAX_STARTS = 12  # Cyrillic starts tried for one Latin word


def cyrillic(word: str) -> bool:
    return bool(_CYRILLIC.search(word))


@lru_cache(maxsize=4096)
def sound(word: str) -> str:
    """The word as a rough Latin sound: both scripts' spellings of a name meet here."""
    from vaultmind.vault.slug import slugify

    said = slugify(word) if cyrillic(word) else word.casefold()
    for spelt, heard in _LOOSE:
        said = said.replace(spelt, heard)
    return _DOUBLE.sub(r"\1", said)


def sound_keys(word: str) -> set[str]:
    """The first three letters of the word's sounds: where its name is filed."""
    said = {sound(word)[:3]}
    if "э" in word:
        said.add(sound(word.replace("э", "а"))[:3])
    return said


def sounds_alike(word: str, name: str) -> bool:
    """A question's `word` says a person's name word `name` in the other script: the
    same sound; a Russian word may also end otherwise («Марины», «Лены» of Marina,
    Lena): all but the last letter of a name of four letters or more."""
    heard, named = sound(word), sound(name)
    if heard == named or ("э" in word and sound(word.replace("э", "а")) == named):
        return True  # «Сэм» of Sam: an English "a" is often «э»
    if not cyrillic(word) or len(named) < 4 or abs(len(heard) - len(named)) > 1:
        return False
    shorter = min(len(heard), len(named))
    return heard[: shorter - 1] == named[: shorter - 1]


def cyrillic_starts(word: str, length: int = 3) -> set[str]:
    """The Cyrillic starts (`length` letters) a Latin word may be spelt with in Russian:
    "marina" → {«мар»}, "yulia" → {«юли», …}; none for a Cyrillic word."""
    return set(_russian(word, length, MAX_STARTS))


def cyrillic_spellings(word: str, most: int = MAX_STARTS) -> list[str]:
    """Whole Russian spellings of a Latin word ("Metakon" → «метакон», «мэтакон»), the
    likeliest first; none for a Cyrillic word. For a name no note spells in Latin."""
    return _russian(word, None, most)


def _russian(word: str, length: int | None, most: int) -> list[str]:
    """Up to `most` distinct Russian spellings of a Latin word, likeliest first: its
    first `length` letters, or whole (`length` None)."""
    if cyrillic(word) or not word.isalpha():
        return []
    found: dict[str, None] = {}

    def spell(rest: str, made: str) -> None:
        if len(found) >= most:
            return
        if length is not None and len(made) >= length:
            found[made[:length]] = None
            return
        if not rest:
            if length is None:
                found[made] = None
            return
        for size in range(min(_LONGEST, len(rest)), 0, -1):
            for letters in _LETTERS.get(rest[:size], ()):
                spell(rest[size:], made + letters)

    spell(word.casefold(), "")
    return list(found)
