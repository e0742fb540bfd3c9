"""Words of a question and of a note, compared by stem in Russian and English.

The index's own stemmer (`index.analysis.BilingualStemFilter`) is reused, so «Диме»
meets «Дима» and "promised" meets "promise" exactly as full-text search sees them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from vaultmind.index.similar import similar

WORD = re.compile(r"[^\W_]+(?:-[^\W_]+)*", re.UNICODE)
_STOP_WORDS = """
a an the is are was were be been do does did done what who whom whose which when
where why how about of for to in on at by with from and or not any there this that
these those it its me my i we our you your he she his her they their them has have
had will would should can could please tell know vault notes note что кто кого кому
кем чем чём чей чья чьё чьи какой какая какие какое каких как когда где почему зачем
ли а и или но не ни в во на по про о об обо у к ко с со за до от из для при над под
это этот эта эти тот та те то там тут же бы был была было были есть мне мой моя мои
меня я мы нас наш наша вы вас ваш он она они его её ее их ему ей им всё все весь вся
ещё еще уже известно знаешь знаем расскажи рассказать случилось произошло
происходило новое новенького happened happen going known anything something info
information писал писала писали написал написала написали говорил говорила говорили
обсуждали обсудили discussed said wrote talked чат чате чата chat какого каков
какова сколько напомни
"""
STOP = frozenset(_STOP_WORDS.split())
NEAR = 0.5  # a stem held only in a similar form


@lru_cache(maxsize=1)
def _stemmer() -> object:
    from vaultmind.index.analysis import BilingualStemFilter

    return BilingualStemFilter()


def fold(text: str) -> str:
    return text.lower().replace("ё", "е")


def words(text: str) -> list[str]:
    """Lower-cased words, `ё` folded; a hyphenated word stays one (slugs, К1-200)."""
    return WORD.findall(fold(text))


def stem(word: str) -> str:
    return _stemmer().stem(word)  # type: ignore[attr-defined, no-any-return]


def stems(text: str) -> list[str]:
    """Every word's stem, hyphenated words also split into their parts."""
    return list(_stems(text))


def stem_set(text: str) -> frozenset[str]:
    """The stems of a text as a set; memoised, since a session ranks the same lines
    again and again."""
    return _stem_sets(text)


@lru_cache(maxsize=65536)
def _stem_sets(text: str) -> frozenset[str]:
    return frozenset(_stems(text))


@lru_cache(maxsize=65536)
def _stems(text: str) -> tuple[str, ...]:
    found = []
    for word in words(text):
        found.append(stem(word))
        if "-" in word:
            found += [stem(part) for part in word.split("-") if part]
    return tuple(found)


def content_stems(text: str) -> list[str]:
    """The stems that carry meaning: stop words and one-letter words dropped."""
    return [stem(w) for w in words(text) if w not in STOP and len(w) > 1]


def same_word(a: str, b: str) -> bool:
    """Two stems of one word: equal, or one a long prefix of the other (the Russian
    stemmer gives «кузнец» for «Кузнецов» but «кузнецов» for «Кузнецова»)."""
    if a == b or _fleeting(a) == _fleeting(b):
        return True
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return len(short) >= 5 and long_.startswith(short) and len(long_) - len(short) <= 2


def says_all(wanted: tuple[str, ...], said: list[str]) -> bool:
    """Every stem of `wanted` (a name, a topic word) is among the stems `said`, in
    any of its forms (`same_word`)."""
    return all(any(same_word(w, s) for s in said) for w in wanted)


def names_one(text: str, names: list[tuple[str, ...]]) -> bool:
    """The text says one of a note's names (`question.name_stems`): «Марте» names Марта."""
    said = stems(text)
    return any(says_all(name, said) for name in names)


def shared(wanted: frozenset[str], found: frozenset[str]) -> float:
    """How many of `wanted`'s stems `found` holds: 1 each held as it is, `NEAR` each
    held only in a `similar` form (the question's own form is the better match)."""
    count = 0.0
    for stemmed in wanted:
        if stemmed in found:
            count += 1
        elif len(stemmed) >= 5 and any(
            other[:4] == stemmed[:4] and similar(stemmed, other) for other in found
        ):
            count += NEAR
    return count


def _fleeting(word: str) -> str:
    """A Russian stem without the vowel its other forms drop: «павел» / «павл» (Павла),
    «пет(е)р»; only a Cyrillic word of four letters or more ending in a consonant."""
    if (
        len(word) >= 4
        and word[-2] in "еоё"
        and word[-1] not in "аеёиоуыэюяйь"
        and "а" <= word[-1] <= "я"
    ):
        return word[:-2] + word[-1]
    return word
