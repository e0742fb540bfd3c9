"""Whether a question's Russian word is a verb form (pymorphy3's grammar, as ingest's
detector reads it). Asked only of words no note says, so a question the vault
answers never loads the analyser (~0.2 s): only one heading for "not found" does."""

from __future__ import annotations

import re

_CYRILLIC = re.compile(r"[а-яё]")
_VERB_FORMS = frozenset(["VERB", "INFN", "PRTF", "PRTS", "GRND"])  # finite, infinitive,
# participles («написана»), gerund


def russian_verb(word: str) -> bool:
    """The word's likeliest reading is a verb form: «выделили», «написана», «идти»."""
    if not _CYRILLIC.search(word):
        return False
    from vaultmind.agent.detect.lemmas import part_of_speech

    return part_of_speech(word) in _VERB_FORMS
