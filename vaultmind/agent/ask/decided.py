""" "What did we decide about X?" / «что решили по X?» (issue 27): the retrieved units
that record a decision on X lead the answer, the newest first, so that a decision
reversed later is answered by the reversal, with the first one beside it. Retrieval
looks twice as deep for them, since a decision line may share few of the words.

A decision is recognised by the words a lead writes it with ("Decision:", "decided",
«решили», «договорились»): the form the issue names, not a detector. A unit is on X
when it shares one of the question's focus stems (or their translations), or lies in a
note the question names. With no such unit the order is left as it was: retrieval has
no decision to put first, and the answer says what it found.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from vaultmind.agent.ask.prompt import plain
from vaultmind.agent.ask.words import fold

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source

_ASKS = re.compile(
    r"\bdecid|\bdecision|\bagree[ds]? (?:on|about|with)\b|\bwhat (?:was|did we) agree|"
    r"\bresolved\b|\bреш(?:или|ено|ение|ения|ил|ила)\b|\bдоговорил|\bдоговор[её]нност|"
    r"\bо ч[её]м договорились\b|\bpick(?:ed)?\b|\bchoose\b|\bchos(?:e|en)\b|\bland(?:ed)? on\b|"
    r"\bsettle(?:d)? on\b|\bвыбрал(?:и)?\b|\bвыбор\b|\bостановил(?:ись|ся)\b"
)
_ISO = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_SAYS = re.compile(
    r"\bdecided\b|\bdecision\b|\bagreed\b|\bwe(?:'ll| will) go with\b|\bgoing with\b|"
    r"\bреш(?:или|ено|ение|ил|ила)\b|\bдоговорил|\bдоговор[её]нност|\bутвердил|\bутверждено\b|"
    r"\bapproved\b|\bpicked\b|\bchose\b|\bsettled on\b|\bgo with\b|\bвыбрали\b|"
    r"\bостановились на\b|\bсогласовали\b|\bотказались\b"
)


def asks_decision(question: str) -> bool:
    return bool(_ASKS.search(fold(question)))


def decided_first(sources: list[Source], focus: frozenset[str], named: frozenset[str]
                  ) -> list[Source]:  # fmt: skip
    """The units recording a decision on the question's subject first, newest first;
    the rest in their order. `focus`: stems the subject is said with; `named`: the paths
    of the notes the question names."""
    from vaultmind.agent.ask.words import stem_set

    def on_subject(source: Source) -> bool:
        text = fold(plain(source.text))
        if not _SAYS.search(text):
            return False
        return not (focus or named) or source.path in named or bool(focus & stem_set(text))

    on = [on_subject(s) for s in sources]
    decided = sorted((s for s, yes in zip(sources, on, strict=True) if yes), key=_newest,
                     reverse=True)  # fmt: skip
    return [*decided, *(s for s, yes in zip(sources, on, strict=True) if not yes)]


def _newest(source: Source) -> tuple[str, int]:
    """The day it is of (its note's, else the first ISO date it says), then its line: a
    log is written downwards, so of two undated lines of a note the lower is newer."""
    said = _ISO.search(source.text)
    return source.date or (said.group(0) if said else ""), source.line
