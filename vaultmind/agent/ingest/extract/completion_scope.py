"""Which open commitment a completion is about: structure, not detection (issue 25).

A completion («готово», "TCK-8 closed", «Сканер починил») closes a commitment only
when it is about that one:

- it replies to the promise or its thread (`thread_match`), or
- it shares content words with that commitment and with no other open commitment of
  the same owner (two that share words are a tie: nothing closes, the ingest report
  names the message), or
- it names nothing else (only a verb, or nothing: «Готово»), and the owner has one
  open commitment (or one whose verb it shares).

A completion's verb is no topic once it names something: «Сканер починил» is not the
promise «Починю принтер». Ticket ids (`TCK-7`, `OPS-12`) are compared whole: one that
names only some of a promise's ids covers part of it, and one that names an id the
promise does not is about other work (unless it replies to it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeVar

Item = TypeVar("Item")

_TICKET = re.compile(r"(?<![\w-])([^\W\d_]{2,}-\d+)(?![\w-])")


def ticket_ids(text: str) -> frozenset[str]:
    """`TCK-7`, `ops-12`, `ТСД-3`: a project key and a number, upper-cased."""
    return frozenset(found.upper() for found in _TICKET.findall(text.replace("\\-", "-")))


def tickets_fit(said: frozenset[str], promised: frozenset[str], replied: bool) -> bool:
    """Whether a completion naming the ids `said` may close a commitment naming
    `promised`: every promised id named (not a part), and no other one unless the
    completion replies to the promise's thread."""
    if said and promised and not promised <= said:
        return False
    return replied or not (said - promised)


def named(words: frozenset[str]) -> frozenset[str]:
    """An event's words that name something: not its verb's keys (`~…`)."""
    return frozenset(w for w in words if not w.startswith("~"))


Shares = Callable[[frozenset[str], Item], bool]


def only_sharing(words: frozenset[str], items: Iterable[Item], shares: Shares[Item]) -> Item | None:
    """The one item the completion's `words` meet, when they meet no other."""
    sharing = [item for item in items if shares(words, item)]
    return sharing[0] if len(sharing) == 1 else None
