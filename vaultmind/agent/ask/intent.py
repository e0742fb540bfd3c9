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
                r"\bany(?:thing)? new\b|"
                r"\bany (?:news|updates?|changes)\b(?! (?:on|about|from|with)\b)|"
                r"\bчто (?:изменилось|поменялось|нового)\b|\bкакие изменения\b"),
    ("away", r"\bwho(?:'s| is| will be)? (?:away|off|out|on (?:vacation|holiday|leave)|sick|"
             r"unavailable)|"
             r"\bis \w+(?: \w+)? (?:away|off|on vacation|on leave|sick|around|available)\b|"
             r"\bout of (?:the )?office|\bany(?:one|body) (?:away|off|out|on (?:vacation|holiday|"
             r"leave)|sick)\b|\bwhen (?:is|will) \w+(?: \w+)? (?:be )?back\b|"
             r"\bкто (?:в отпуске|болеет|отсутствует|в командировке|"
             r"на больничном|не работает)|\bкого не будет|\bв отпуске ли|\bкогда .* отпуск|"
             r"\bотсутству|\bуходит в отпуск|\bбудет в отпуске"),
    ("when_due", r"^(?:when\b|когда\b|к какому\b|до какого\b|what is the deadline\b|"
                 r"какой срок\b|какой дедлайн\b)"),
    ("responsible_of", r"за что отвечает|чем занимается|что ведет|"
                       r"\bнад чем (?:сейчас )?(?:работает|работают|трудится)\b|"
                       r"\bчем (?:сейчас )?занят[аы]?\b|"
                       r"\bwhat(?:'s| is| are| has| have)? \w+(?: \w+)? (?:been )?"
                       r"(?:working on|busy with)\b"),  # and _IN_ORDER's
    ("responsible", r"\bwho(?:'s| is| are| was)? (?:responsible|in charge|accountable|the owner|"
                    r"the (?:point|go-to|contact) person|the (?:main )?contact|the lead\b|"
                    r"owns|handles|runs|leads|manages|looks after|takes care|deals with|"
                    r"covers|maintains|oversees|heads)|"
                    r"\bwho do(?:es)? (?:i|we) (?:ask|talk to|go to|contact)\b|"
                    r"\bwho should (?:i|we) (?:ask|talk to|go to|contact)\b|"
                    r"\bwhose (?:job|responsibility|area)\b|"
                    r"кто (?:отвечает|ответственн|ведет|владеет|занимается|руководит|владелец|"
                    r"главный|курирует|следит|присматривает)|\bчей\b|\bчья\b|\bк кому\b"),
    ("prefers", r"\bprefer|\blike[sd]?\b|\bпредпочит|\bпредпочтени|\bлюбит\b|\bудобн|"
                r"\bbest (?:way|time) to (?:reach|contact|get hold of|call|ping|approach)\b|"
                r"\bкак (?:\w+ )?лучше\b(?! связаться)|\bhow (?:should|do|can) (?:i|we) (?:best )?"
                r"(?:send|give|share|ping|approach|talk to|write to|email|brief|update)\b|"
                r"\b(?:во сколько|когда) (?:\w+ )?(?:можно|лучше) (?:\w+ )?звонить"),
    ("overdue", r"\boverdue\b|\bпросроч|\bпросрочен|\bpast due\b|\bmissed (?:the )?deadline"
                r"|\blate (?:with|on)\b|\bbehind (?:on|with|schedule)\b|\bопаздыва|\bотста[её]т"),
    # "promised": and _IN_ORDER's pairs ("waiting on … from")
    ("promised", r"\bpromis|\bcommit|\bобеща|\bобязал|\bобязательств|\bвзял(?:а|и)? на себя"
                 r"|\bobligation|\bon the hook\b|\bowes?\b|\bsigned up (?:for|to)\b|"
                 r"\bagreed to\b|\bsaid (?:he|she|they)(?:'d| would| will)\b|"
                 r"\bsay (?:he|she|they)(?:'d| would| will)\b|\bsupposed to (?:deliver|send|do)\b|"
                 r"\bжду от\b|\bждем от\b|\bждут от\b|\bждет от\b|\bждал[аи]? от\b"),
    ("due", r"\bdue\b|\bdeadline|\bсрок|\bдедлайн|\bгорит|\bpriorit|\bприоритет|"
            r"\bзадачи\b|\btasks?\b|\bto ?do\b|\bнужно сделать|\bнадо сделать|"
            r"\bon (?:his|her|their|my|our|the|[\w']+'s) plate\b|\bcoming up\b|\bopen items?\b|"
            r"\bpending\b|\boutstanding\b|\bwhat(?:'s| is) next for\b|"
            r"\bwhat (?:does|do) \w+(?: \w+)? (?:need|have) to do\b|\bна н(?:ем|ей|их) висит|"
            r"\bчто висит\b"),
    ("status", r"\bstatus\b|\bwhere (?:are|do) we stand\b|\bwhere are we (?:with|on|at)\b|"
               r"\bhow(?:'s| is| are) (?:\w+ ){0,4}(?:going|doing|coming along)\b|"
               r"\bprogress (?:on|of|with)\b|\bwhat(?:'s| is) the latest\b|\bany (?:news|updates?) "
               r"(?:on|about|from|with)\b|\bстатус|\bкак (?:дела|идет|идут|продвигается|обстоят)\b|"
               r"\bчто с\b|\bчто там с\b|\bна каком этапе\b"),
    ("role", r"^(?:who is|who's|кто так(?:ой|ая|ие)|кто это|what is the role of|what does .* do\b)"
             r"|\b(?:role|position|job title)\b"
             r"|\bдолжност|\bкем работает|\bрол[ьи]\b"),
)  # fmt: skip


# "what is … responsible for", "waiting on … from": the second found after the first on
# one line (one regex with `.*` between them would take time quadratic in a long
# question's length)
_IN_ORDER = {
    "responsible_of": [(re.compile(r"\b(?:what|which)(?: \w+)? (?:is|are|does|do)\b|"
                                   r"\bwhat's\b"),
                        re.compile(r"\b(?:responsible for|in charge of|accountable for|own|"
                                   r"owns|handle|manage|run|lead|look after|take care of|"
                                   r"cover|oversee|maintain)\b"))],
    "promised": [(re.compile(r"\bwaiting (?:on|for)\b"), re.compile(r"\bfrom\b")),
                 (re.compile(r"\bfrom\b"), re.compile(r"\bwaiting (?:on|for)\b"))],
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Intent:
    kind: str  # one of the pattern names above


def detect(question: str) -> Intent | None:
    text = fold(question).strip()
    for kind, pattern in _PATTERNS:
        pairs = _IN_ORDER.get(kind, [])
        if re.search(pattern, text) or any(_in_order(*pair, text) for pair in pairs):
            return Intent(kind)
    return None


def _in_order(first: re.Pattern[str], then: re.Pattern[str], text: str) -> bool:
    """`then` after the earliest `first` of some line: what `first.*then` matches."""
    for line in text.split("\n"):
        found = first.search(line)
        if found and then.search(line, found.end()):
            return True
    return False
