"""The clause of a promise sentence that names the task (issue 10, part 4).

"Onboarding drafts: legal approved, I'll send the final emails on Wednesday" promises
"I'll send the final emails on Wednesday"; «VPN сделаю завтра, сегодня завал» promises
«VPN сделаю завтра». A clause after the promise goes when it opens like a clause of its
own (a condition, a reason, "will…", «сегодня…», «не…»); a clause before it goes only when
the promise's own clause names its task (a word besides the verb and the date), so
«Презентацию, как договаривались, сделаю к понедельнику» keeps its object.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vaultmind.agent.ingest.extract.lifecycle import content_words

_CLAUSE = re.compile(r",\s+")
_OWN_CLAUSE = re.compile(
    r"^(?:if|unless|because|since|but|then|so|as|and then|will|should|it|they|he|she"
    r"|while|though|although|today|как|если|потом|но|а|так|т\.к\.|потому|поскольку|сегодня"
    r"|не|пока|хотя|он|она|они|зато|иначе|сейчас|щас|now|right now|currently|at the moment"
    r"|раньше|позже|earlier|sooner|not before|not earlier|still|хоть|всё ещё|все ещё"
    r"|все еще)(?!\w)",
    re.IGNORECASE,
)
# the promise and the verb after it: "I'll send", "we can have"
_VERBISH = re.compile(
    r"(?<!\w)(?:i'll|i will|we'll|we will|i'm going to|i am going to|i promise|i can|we can)"
    r"(?:\s+[\w'’-]+)?(?!\w)",
    re.IGNORECASE,
)
# "I'll order new ones today", «сделаю это к пятнице»: the task is named before
_POINTER = re.compile(
    r"(?<!\w)(?:it|ones?|them|this|that|these|those|это|эти|этот|эту|его|её|ее|их|всё|все)(?!\w)",
    re.IGNORECASE,
)


def task_clause(sentence: str, promised: Callable[[str], bool], verb: Callable[[str], bool]) -> str:
    """The sentence without the clauses around the one promise that are not the task.
    `promised` tells a clause that promises; `verb` a word that is the promise's verb."""
    clauses = _CLAUSE.split(sentence.strip())
    hits = [i for i, clause in enumerate(clauses) if promised(clause)]
    if len(clauses) < 2 or len(hits) != 1:
        return sentence
    at = hits[0]
    end = at + 1
    while end < len(clauses) and not _OWN_CLAUSE.match(clauses[end].strip()):
        end += 1  # "…, eggs and bread": the list goes on
    start = at if names_task(clauses[at], verb) else 0
    return ", ".join(clauses[start:end])


def names_task(clause: str, verb: Callable[[str], bool]) -> bool:
    """A word besides the promise's verb and the date: "I'll send the final emails"."""
    if _POINTER.search(clause):
        return False
    plain = _VERBISH.sub(" ", clause)
    words = [w for w in re.findall(r"[\w'’-]+", plain) if not verb(w.lower())]
    return bool(content_words(" ".join(words)))
