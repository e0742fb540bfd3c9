"""Which end of the history a question asks for: the first time something happened,
or how it ended up.

"When did the autoclave break the first time?" wants the oldest message about it;
«какой автоклав в итоге решили брать», "status of the smartboard?" want the newest: a
decision revised in August outranks the one of July. Among the units the question's
words reach, the asked end is moved forward (`rank`); what the words do not reach
stays out. A time-order rule, like the question's period: structure, not detection.
"""

from __future__ import annotations

import re
from typing import Literal

Order = Literal["first", "latest"]

_FIRST = re.compile(
    r"(?<!\w)(?:(?:the\s+)?first(?:\s+time)?(?!\s+(?:week|day|half|quarter|of|thing))|earliest"
    r"|initially|originally"
    r"|(?:в\s+)?перв(?:ый|ого|ом)\s+раз|впервые|изначально|поначалу|сначала)(?!\w)"
)
_LATEST = re.compile(
    r"(?<!\w)(?:latest|currently|current|now|still|finally|in\s+the\s+end|ended\s+up|eventually"
    r"|status|в\s+итоге|сейчас|теперь|в\s+конце\s+концов|окончательно|статус\w*)(?!\w)"
)


def asked_order(folded: str) -> Order | None:
    """The end of the history the (case-folded) question asks for, if it asks."""
    if _FIRST.search(folded):
        return "first"
    if _LATEST.search(folded):
        return "latest"
    return None


def order_words(folded: str) -> frozenset[str]:
    """The words that ask for the order («первый раз», "in the end"): not the topic."""
    spans = (m.group(0) for p in (_FIRST, _LATEST) for m in p.finditer(folded))
    return frozenset(w for span in spans for w in re.findall(r"\w+", span))
