"""Who a promise question is about when its names do not say it plainly: a name no
note has ("What did Xenia promise?" asks about someone, not everyone), or the one
the promise is owed by ("… waiting on from Priya")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.agent.ask.question import Question

_NOT_NAMES = frozenset(["i", "я"])  # the asker
_FROM = frozenset(["from", "от"])  # "waiting on from Priya", «жду от Ирины»
_WAITING = re.compile(r"wait|await|expect|жд[уеёа]|ожида")


def unknown_name(question: Question) -> str | None:
    """The first word written with a capital inside the question (not a day or a month,
    not a word of a note's name it matched) — a name the vault has no note for."""
    from vaultmind.agent.ask.retrieve import _a_name
    from vaultmind.agent.ask.words import STOP, WORD
    from vaultmind.vault.dates import MONTH, WEEKDAY

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


def owed_by(question: Question) -> list[str]:
    """The notes named right after "from" / «от»: whom something is owed by, whatever
    else the question names first ("What is Anna waiting on from Priya?")."""
    from vaultmind.agent.ask.words import WORD

    said = [m.group(0).casefold() for m in WORD.finditer(question.text)]
    if not any(_WAITING.match(word) for word in said):  # "what did Olga get from John?"
        return []
    return [
        e.path for e in question.entities if 0 < e.start <= len(said) and said[e.start - 1] in _FROM
    ]


def says_name(text: str, name: str) -> bool:
    """`text` has a word that is `name` in some form: «Ксении» of «Ксения» (all but the
    last two letters of a long name), or the name in the other script."""
    from vaultmind.agent.ask.spelled import sounds_alike
    from vaultmind.agent.ask.words import words

    wanted = name.casefold()
    start = wanted[: max(3, len(wanted) - 2)]
    return any(w.startswith(start) or sounds_alike(w, wanted) for w in words(text))


def first_word(text: str) -> str:
    """Whose a task is when its text says it first ("Olaf: book the room"); a name
    later in it is more often whom it is for ("send the invoice to Nordic")."""
    return text.lstrip("[ ").split(maxsplit=1)[0] if text.strip() else ""
