"""A promise without a date (issue 10, session 6): «Скину логи стенда», "I'll send the
invoice template". Kept as a commitment with no due date — but only in a short sentence
that opens with the speaker's own promise («я», "I", fillers aside) by a verb of a fixed
list (not "I'll be there", "I'll see", «посмотрю»), says what the task is (or points at
a task a question named just before: the caller's business) and hedges, asks or
conditions nothing. "we'll…" is the team's, not the speaker's.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.promise_verbs import RU_VERBS, clause_words, object_first
from vaultmind.agent.ingest.extract.sentences import CLAUSE_BREAK

MAX_WORDS = 10
_VAGUE = {"обещаю", "посмотрю", "разберусь", "уточню", "займусь"}  # no task by themselves
_LISTED_VERBS = tuple(v for v in RU_VERBS if v not in _VAGUE)
_RU = "|".join(_LISTED_VERBS)
_LISTED = frozenset(_LISTED_VERBS)
_EN_VERBS = (
    "send|share|ping|email|mail|call|check|review|fix|update|write|draft|prepare|book|order"
    "|post|upload|forward|ask|handle|finish|set up|schedule|create|add|merge|deploy|test"
    "|follow up|sort out|buy|print|bring|file|submit|publish|move|do|take|look into|reply"
)
_OPENS = re.compile(
    r"^(?:(?:ок|окей|ok|okay|sure|да|ну|тогда|so|then|yes|yeah|ладно|хорошо|я|i)[,!]?\s+)*"
    rf"(?:(?:i'll|i’ll|i will|i'm going to|i am going to)\s+(?:{_EN_VERBS})"
    rf"|(?:[\w-]+\s+){{0,2}}(?:{_RU}))(?!\w)",
    re.IGNORECASE,
)
_DOUBT = re.compile(
    r"\?|(?<!\w)(?:if|unless|when|maybe|might|perhaps|probably|try|not sure|если|когда|может"
    r"|наверное|возможно|попробую|не|won't|not|never|шучу|kidding|jk|lol|haha|ахах)(?!\w)",
    re.IGNORECASE,
)


def undated_promise(sentence: str) -> bool:
    """The speaker's own, short, plain promise with no date."""
    words = sentence.split()
    if not 2 <= len(words) <= MAX_WORDS or _DOUBT.search(sentence):
        return False
    if _OPENS.match(sentence.strip()) is not None:
        return True
    # «инструкцию по ТБ для новых сварщиков напишу»: the object first, a listed verb after
    words = clause_words(CLAUSE_BREAK.split(sentence.strip(), maxsplit=1)[0])
    return object_first(words) and bool(set(words) & _LISTED)
