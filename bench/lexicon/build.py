"""The shipped lexicon from its source: `python -m bench.lexicon.build` (`make lexicon`).

`bench/lexicon/words.tsv` is the lexicon as written: a line per word — the most frequent
English and Russian words of the `wordfreq` lists (3.1.1, `small_en` / `small_ru`: the
first 14 000 English words by stem and 14 000 Russian lemmas by pymorphy3, names,
function words and numbers left out), each with one to three one-word translations,
the working senses first; English lines first, each language in frequency order.

`vaultmind/agent/ask/data/lexicon.tsv` is what `ask` reads: a line per stem (as
`vaultmind.agent.ask.words.stem` cuts it), whether the stem is a verb, and its words
of the other language. Stemming 40 000 words takes ~0.2 s, more than a one-shot `ask`
may spend, so it is done here; a unit test rebuilds the table and compares.
"""

from __future__ import annotations

import re
from pathlib import Path

from vaultmind.agent.ask.lexicon import DATA
from vaultmind.agent.ask.words import stem

SOURCE = Path(__file__).resolve().parent / "words.tsv"
MAX_WORDS = 6  # translations of one stem: the most frequent words' first
_CYRILLIC = re.compile(r"[а-яё]")


def build(source: str) -> str:
    """The stem table for the lexicon's source text. A stem's words are those of the
    lines it heads (in frequency order: «месте» is «место» before «месть»), then of
    the lines giving it as a translation ("physics" shares its stem with "physical";
    «физика» says it). The first line of a stem says whether it is a verb: a Russian
    infinitive, or an English word all of whose translations are ones."""
    table: dict[str, list[str]] = {}
    back: dict[str, list[str]] = {}
    verbs: dict[str, bool] = {}
    for line in source.splitlines():
        word, _, said = line.partition("\t")
        others = [w for w in said.split("|") if w]
        key = stem(word)
        table.setdefault(key, []).extend(others)
        verbs.setdefault(
            key,
            all(map(_infinitive, [word] if _CYRILLIC.search(word) else others)),
        )
        for other in others:
            back.setdefault(stem(other), []).append(word)
    for key, found in back.items():
        table.setdefault(key, []).extend(found)
    rows = []
    for key in sorted(table):
        words = list(dict.fromkeys(table[key]))[:MAX_WORDS]
        rows.append(f"{key}\t{'v' if verbs.get(key) else ''}\t{'|'.join(words)}\n")
    return "".join(rows)


def _infinitive(word: str) -> bool:
    """A Russian infinitive by pymorphy3's likeliest reading («принять»; not «точность»
    or «сеть», whose -ть ends a noun)."""
    from vaultmind.agent.detect.lemmas import part_of_speech

    return part_of_speech(word) == "INFN"


def main() -> None:
    DATA.write_text(build(SOURCE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{DATA}: {sum(1 for _ in DATA.open(encoding='utf-8'))} stems")


if __name__ == "__main__":
    main()
