"""Which structural question is asked, if any: answered from the vault's structure
(relations, commitments, memories, profile) without a model.

The patterns are deliberately narrow; a question they do not recognise goes to
retrieval (and the model), never to a wrong structural answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vaultmind.agent.ask.words import fold

_PATTERNS = (
    ("changed", r"\bwhat(?:'s| has| have)? changed\b|\bwhat(?:'s| is) new\b|\bchanges since\b|"
                r"\bчто (?:изменилось|поменялось|нового)\b|\bкакие изменения\b"),
    ("away", r"\bwho(?:'s| is| will be)? (?:away|off|out|on (?:vacation|holiday|leave)|sick|"
             r"unavailable)|\bis \w+(?: \w+)? (?:away|off|on vacation|on leave|sick)\b|"
             r"\bout of (?:the )?office|\bкто (?:в отпуске|болеет|отсутствует|в командировке|"
             r"на больничном|не работает)|\bкого не будет|\bв отпуске ли|\bкогда .* отпуск|"
             r"\bотсутству|\bуходит в отпуск|\bбудет в отпуске"),
    ("when_due", r"^(?:when\b|когда\b|к какому\b|до какого\b|what is the deadline\b|"
                 r"какой срок\b|какой дедлайн\b)"),
    ("responsible_of", r"за что отвечает|чем занимается|что ведет"),  # and _IN_ORDER's
    ("responsible", r"\bwho(?:'s| is| are)? (?:responsible|in charge|the owner|owns|handles|runs|"
                    r"leads|looks after)|\bwho handles\b|кто (?:отвечает|ответственн|ведет|"
                    r"владеет|занимается|руководит|владелец|главный)|\bчей\b|\bчья\b"),
    ("prefers", r"\bprefer|\blike[sd]?\b|\bпредпочит|\bпредпочтени|\bлюбит\b|\bудобн"),
    ("promised", r"\bpromis|\bcommit|\bобеща|\bобязал|\bобязательств|\bвзял(?:а|и)? на себя"
                 r"|\bobligation"),
    ("overdue", r"\boverdue\b|\bпросроч|\bпросрочен|\bpast due\b|\bmissed (?:the )?deadline"
                r"|\blate (?:with|on)\b|\bbehind (?:on|with|schedule)\b|\bопаздыва|\bотста[её]т"),
    ("due", r"\bdue\b|\bdeadline|\bсрок|\bдедлайн|\bгорит|\bpriorit|\bприоритет|"
            r"\bзадачи\b|\btasks?\b|\bto ?do\b|\bнужно сделать|\bнадо сделать"),
    ("role", r"^(?:who is|who's|кто так(?:ой|ая|ие)|кто это|what is the role of|what does .* do\b)"
             r"|\b(?:role|position|job title)\b"
             r"|\bдолжност|\bкем работает|\bрол[ьи]\b"),
)  # fmt: skip


# "what is … responsible for": the second found after the first on one line (one regex
# with `.*` between them would take time quadratic in a long question's length)
_IN_ORDER = {
    "responsible_of": (re.compile(r"\b(?:what is|what's|what does)\b"),
                       re.compile(r"\b(?:responsible for|in charge of|own)\b")),
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Intent:
    kind: str  # one of the pattern names above


def detect(question: str) -> Intent | None:
    text = fold(question).strip()
    for kind, pattern in _PATTERNS:
        if re.search(pattern, text) or (kind in _IN_ORDER and _in_order(*_IN_ORDER[kind], text)):
            return Intent(kind)
    return None


def _in_order(first: re.Pattern[str], then: re.Pattern[str], text: str) -> bool:
    """`then` after the earliest `first` of some line: what `first.*then` matches."""
    for line in text.split("\n"):
        found = first.search(line)
        if found and then.search(line, found.end()):
            return True
    return False
