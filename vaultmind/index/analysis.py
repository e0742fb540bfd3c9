"""Text analysis for Russian and English in one field.

Tokens with Cyrillic letters go through the Russian Snowball stemmer, the others
through the English one (PyStemmer, C speed), so «обещал» finds «обещала» and
"promised" finds "promise". `ё` folds to `е` as Russian readers expect.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from vaultmind.index.whoosh_loader import load_whoosh

load_whoosh()

from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer  # noqa: E402

_CYRILLIC = re.compile("[\u0400-\u04ff]")
MAX_MEMO = 200_000  # distinct words remembered per process


class BilingualStemFilter(Filter):  # type: ignore[misc]
    """Stems each token with the stemmer of its script; picklable (the schema is pickled)."""

    def __init__(self) -> None:
        self._stems: dict[str, str] = {}
        self._stemmers: dict[str, Any] | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {"version": 1}  # non-empty, or pickle skips __setstate__

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._stems = {}
        self._stemmers = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BilingualStemFilter)

    def __hash__(self) -> int:
        return hash(BilingualStemFilter)

    def _load(self) -> dict[str, Any]:
        import Stemmer

        self._stemmers = {"ru": Stemmer.Stemmer("russian"), "en": Stemmer.Stemmer("english")}
        return self._stemmers

    def stem(self, word: str) -> str:
        """Memoised: a vault repeats its words, and a dict beats a call into C."""
        stemmed = self._stems.get(word)
        if stemmed is None:
            stemmers = self._stemmers or self._load()
            folded = word.replace("ё", "е")
            language = "en" if folded.isascii() or not _CYRILLIC.search(folded) else "ru"
            stemmed = stemmers[language].stemWord(folded)
            if len(self._stems) < MAX_MEMO:
                self._stems[word] = stemmed
        return stemmed

    def __call__(self, tokens: Iterator[Any]) -> Iterator[Any]:
        stems, stem = self._stems, self.stem
        for token in tokens:
            if not token.stopped:
                text = token.text
                token.text = stems.get(text) or stem(text)
            yield token


def bilingual_analyzer() -> Any:
    return RegexTokenizer(r"\w+") | LowercaseFilter() | BilingualStemFilter()
