"""A name the question says that no note has: "What did Xenia promise?" asks about
someone, not about everyone, so the answer is not every open commitment."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ask.question import Question

_NOT_NAMES = frozenset(["i", "я"])  # the asker


def unknown_name(question: Question) -> str | None:
    """The first word written with a capital inside the question (not a day or a month,
    not a word of a note's name it matched) — a name the vault has no note for."""
    from vaultmind.agent.ask.retrieve import _a_name
    from vaultmind.agent.ask.words import STOP, WORD
    from vaultmind.memory.dates import MONTH, WEEKDAY

    said = [m.group(0) for m in WORD.finditer(question.text)]
    covered = {i for e in question.entities for i in range(e.start, e.end)}
    for at, word in enumerate(said):
        folded = word.casefold()
        if at in covered or not word.isalpha() or folded in _NOT_NAMES or folded in STOP:
            continue
        if folded in MONTH or folded in WEEKDAY:
            continue
        if _a_name(word, question.text):
            return word
    return None
