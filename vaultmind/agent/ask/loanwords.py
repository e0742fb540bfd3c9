"""The same word in the other script: "plotter" for «плоттер», «интернет» for "internet".

A Russian team writes its work words as loans ("плоттер", «блог», «гараж», «концепция»),
and a lead asks in English (or the other way round). The glossary cannot list every
loan; their sound can be compared. Both words are brought to one rough Latin sound key
(c/k/q as k, «ц»/"ts" as s, «ж»/"dzh"/soft g as j, e as i, double letters once) and are the
same word when the keys are alike (`ALIKE`) and at least four letters long.

The vault's words are found by their first letters in the other script (`prefixes`:
the few Cyrillic starts an English word can have, and back), looked up in the index's
list of terms: no table of loans, no model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from difflib import SequenceMatcher
from itertools import product

ALIKE = 0.85  # SequenceMatcher ratio of the keys: «плоттер»/plotter 1.0, «плотн»/plotter 0.73
CUT_ALIKE = 0.9  # when one has a consonant more at its end: «финальн»/final 0.91, intern 0.86
MIN_CONSONANTS = 3  # "team" and «тим», "delay" and «делаем» are too short to tell
MIN_LETTERS = 4
PREFIX = 3  # letters of the other script's start looked up in the index
MAX_PREFIXES = 16
MAX_LOANS = 3  # the vault's terms taken for one word: its closest

_FROM_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "j", "з": "z",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "s", "ч": "ch", "ш": "sh",
    "щ": "sh", "ъ": "", "ы": "i", "ь": "", "э": "e", "ю": "u", "я": "a",
}  # fmt: skip
_LATIN_SOUNDS = (
    ("dzh", "j"), ("sch", "sh"), ("ph", "f"), ("th", "t"), ("ck", "k"), ("ts", "s"),
    ("zh", "j"), ("kh", "h"), ("qu", "kv"), ("x", "ks"), ("w", "v"), ("q", "k"), ("y", "i"),
)  # fmt: skip
_SOFT = re.compile(r"c(?=[eiy])")
_SOFT_G = re.compile(r"g(?=e$|ing)|dg")
_DOUBLE = re.compile(r"(.)\1+")
# the Cyrillic letters an English letter (or pair) at a word's start may be written with
_TO_CYRILLIC = {
    "a": ("а", "э"), "b": ("б",), "c": ("к", "ц", "с"), "d": ("д",), "e": ("е", "э", "и"),
    "f": ("ф",), "g": ("г", "дж", "ж"), "h": ("х", ""), "i": ("и", "ай"), "j": ("дж", "ж"),
    "k": ("к",), "l": ("л",), "m": ("м",), "n": ("н",), "o": ("о", "у"), "p": ("п",),
    "q": ("к",), "r": ("р",), "s": ("с", "з"), "t": ("т",), "u": ("у", "а", "ю"),
    "v": ("в",), "w": ("в", "у"), "x": ("кс",), "y": ("й", "и"), "z": ("з",),
    "sh": ("ш",), "ch": ("ч", "к"), "th": ("т",), "ph": ("ф",), "ck": ("к",), "ts": ("ц",),
    "oo": ("у",), "ee": ("и",), "ea": ("и", "е"),
}  # fmt: skip
_TO_LATIN = {
    "к": ("k", "c"), "ц": ("c", "ts"), "с": ("s", "c"), "ж": ("zh", "j", "g"), "х": ("h", "kh"),
    "ч": ("ch",), "ш": ("sh",), "щ": ("sh",), "й": ("y", "i"), "ю": ("yu", "u"),
    "я": ("ya", "a"), "э": ("e", "a"), "и": ("i", "e"), "у": ("u", "oo"), "ы": ("y", "i"),
    "ё": ("yo", "e"), "ь": ("",), "ъ": ("",), "е": ("e",),
}  # fmt: skip


def cyrillic(word: str) -> bool:
    return any("\u0400" <= c <= "\u04ff" for c in word)


def sound_key(word: str) -> str:
    """A word's rough Latin sound: «концепция» → "konsepsia", "concept" → "konsept"."""
    word = word.casefold()
    if cyrillic(word):
        word = "".join(_FROM_CYRILLIC.get(c, c) for c in word.replace("дж", "ж"))
    else:
        word = _SOFT_G.sub("j", _SOFT.sub("s", word))
        for old, new in _LATIN_SOUNDS:
            word = word.replace(old, new)
        word = word.replace("c", "k")
    return _DOUBLE.sub(r"\1", word.replace("ea", "i").replace("e", "i"))


def alike(word: str, other: str) -> bool:
    """The two are one word in two scripts (or one script: then no loan): the same
    consonants in the same order — or one's with one more at the end, a stem's cut —
    and sounds alike overall. "contract" is no «контакт», "intern" no «интернет»."""
    if cyrillic(word) == cyrillic(other) or min(len(word), len(other)) < MIN_LETTERS:
        return False
    one, two = sound_key(word), sound_key(other)
    if min(len(one), len(two)) < MIN_LETTERS or one[:2] != two[:2]:
        return False
    short, long_ = sorted((_consonants(one), _consonants(two)), key=len)
    if len(short) < MIN_CONSONANTS or not long_.startswith(short) or len(long_) > len(short) + 1:
        return False
    ratio = SequenceMatcher(None, one, two).ratio()
    return ratio >= (ALIKE if short == long_ else CUT_ALIKE)


def _consonants(key: str) -> str:
    return "".join(c for c in key if c not in "aiou")


def prefixes(word: str) -> list[str]:
    """The starts (`PREFIX` letters) the word may have written in the other script."""
    word = word.casefold()
    table = _TO_LATIN if cyrillic(word) else _TO_CYRILLIC
    pieces: list[tuple[str, ...]] = []
    at = 0
    while at < len(word) and len(pieces) < PREFIX:
        pair = word[at : at + 2]
        if pair in table:
            pieces.append(table[pair])
            at += 2
            continue
        pieces.append(table.get(word[at], (_FROM_CYRILLIC.get(word[at], word[at]),)))
        at += 1
    found = dict.fromkeys("".join(p)[:PREFIX] for p in product(*pieces))
    return [p for p in found if len(p) == PREFIX][:MAX_PREFIXES]


def loans(word: str, terms_starting: Callable[[str], list[str]]) -> list[str]:
    """The vault's terms (`terms_starting`: the index's terms with a start) that are
    `word` in the other script, closest first."""
    if len(word) < MIN_LETTERS or not word.isalpha():
        return []
    found = {t for p in prefixes(word) for t in terms_starting(p) if alike(word, t)}
    key = sound_key(word)
    return sorted(found, key=lambda t: (-SequenceMatcher(None, key, sound_key(t)).ratio(), t))
