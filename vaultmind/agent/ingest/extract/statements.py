"""Preferences, temporary context and facts found without a model.

«Предпочитаю созвоны утром», "OOO until Monday", "Alice moved to the Berlin office".
Conservative on purpose — junk is worse than a miss: the pattern must open the
sentence (after a greeting or filler), and a question, a condition («если», "if",
"would") or a negation before it is no statement. Preferences and context are the
sender's; a fact is about the person its sentence opens with, and is kept only when
that name is a known person note (the caller checks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.promises import MAX_TEXT
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.memory.dates import MONTH, WEEKDAY, find_date

_FILLER = re.compile(
    r"^(?:(?:sure|ok|okay|yes|yeah|yep|hi|hello|hey|fyi|btw|also|so|well|guys|team|all"
    r"|everyone|folks|heads up|just so you know|ок|окей|ага|да|привет|всем привет|коллеги"
    r"|ребята|кстати|итак|в общем|короче|к сведению)(?!\w)[\s,!:.—-]*)+",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"(?<!\w)(?:if|would|could|might|maybe|perhaps|unless|если|бы|может|возможно|вдруг)(?!\w)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n")

# (pattern, what replaces the matched opening: the sender's words in the third person)
_PREFERENCES = (
    (r"i(?:'d|’d)?\s+prefer\s", "Prefers "),
    (r"i(?:'d|’d)\s+rather\s", "Would rather "),
    (r"i\s+(?:don't|don’t|do not)\s+like\s", "Doesn't like "),
    (r"(?:я\s+)?предпочитаю\s", "Предпочитает "),
    (r"(?:я\s+)?не\s+люблю\s", "Не любит "),
    (r"мне\s+(?:удобнее|удобней)\s", "Удобнее "),
    (
        r"please,?\s+(?:don't|don’t|do not)\s+(?:call|ring|ping|message|text|e-?mail|dm|tag"
        r"|mention|cc|invite|book|schedule|disturb|add)\s+me(?!\w)",
        None,
    ),
    (
        r"(?:пожалуйста,?\s+)?не\s+(?:звоните|пишите|зовите|ставьте|добавляйте|тегайте"
        r"|дёргайте|дергайте|беспокойте)\s+(?:мне|меня)(?!\w)",
        None,
    ),
    (r"(?:please,?\s+)?no\s+(?:meetings|calls|syncs)\s+(?:before|after)\s", None),
    (r"(?:пожалуйста,?\s+)?без\s+(?:созвонов|звонков|встреч|митингов)\s+(?:до|после)\s", None),
)
_PREFERENCE = [(re.compile(p, re.IGNORECASE), third) for p, third in _PREFERENCES]
_FOR_SOMEONE_ELSE = re.compile(r"(?<!\w)(?:for (?!me(?!\w))|для (?!меня(?!\w)))", re.IGNORECASE)

_CONTEXT = re.compile(
    r"(?:(?:i'm|i’m|i am)\s+sick(?!\s+(?:of|and)(?!\w))"
    r"|(?:(?:i'm|i’m|i am|я)\s+)?(?:out sick|off sick|ooo|out of (?:the )?office"
    r"|on (?:vacation|holiday|leave|sick leave|parental leave)"
    r"|в отпуске|на больничном|в командировке|болею|заболел(?:а)?|не на связи|в декрете))"
    r"(?!\w)",
    re.IGNORECASE,
)
_PLEASE = re.compile(r"^(?:please|пожалуйста),?\s+", re.IGNORECASE)
_PRONOUN = r"(?:я|i'm|i’m|i am|i)\s+"

_NAME = r"(?P<name>[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?)"
_BETWEEN = r"(?:(?!(?:on|of|in|at|for|with|about|to|from|на|по|о|об|с|со|к|из)\s)[\w-]+\s+){0,2}"
_PLACE = r"(?:office|team|department|division|group|squad|branch|city|офис\w*|отдел\w*|команд\w*)"
_CAPITAL = r"[A-ZА-ЯЁ][\w-]+"
_THING = r"(?!(?:this|that|it|everything|это|всё|все|то)(?!\w))\w"
_FACTS = (
    rf"(?:has\s+)?(?:moved|relocated|transferred)\s+to\s+(?:the\s+)?{_BETWEEN}{_PLACE}(?!\w)",
    rf"(?:has\s+)?(?:moved|relocated)\s+to\s+{_CAPITAL}$",
    rf"(?:has\s+)?joined\s+(?:the\s+)?{_BETWEEN}(?:team|company|department|division|group|squad)(?!\w)",
    r"(?:has\s+)?left\s+the\s+(?:company|team|department|organi[sz]ation)(?!\w)",
    rf"(?:is\s+now|now)\s+(?:leads|heads|leading|heading|runs|running|responsible\s+for|in\s+charge\s+of)\s+{_THING}",
    rf"is\s+(?:responsible\s+for|in\s+charge\s+of)\s+{_THING}",
    rf"(?:теперь\s+)?(?:руководит|возглавляет|отвечает\s+за)\s+{_THING}",
    r"(?:теперь\s+)?возглавил[а]?\s+\w",
    rf"(?:переш[её]л|перешла|переехал[а]?|перевели)\s+в\s+{_BETWEEN}{_PLACE}(?!\w)",
    rf"(?:переехал[а]?)\s+в\s+{_CAPITAL}$",
    rf"присоединил(?:ся|ась)\s+к\s+{_BETWEEN}{_PLACE}(?!\w)",
    r"(?:уволил(?:ся|ась)|уш[её]л\s+из\s+компании|ушла\s+из\s+компании)(?!\w)",
)
_FACT = re.compile(rf"(?-i:{_NAME})\s+(?:{'|'.join(_FACTS)})", re.IGNORECASE)
_NOT_PLACE = re.compile(r"(?<!\w)(?:meeting|call|sync|встреч\w*|созвон\w*)(?!\w)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Statement:
    kind: str  # preference | context | fact
    person: str  # the sender (preference, context) or the person named (fact)
    text: str
    valid_until: date | None = None


def find_statements(message: RawMessage) -> list[Statement]:
    """At most one statement per sentence, the first pattern that fits it."""
    if not message.sender or not message.text.strip():
        return []
    found = []
    for sentence in _SENTENCE_END.split(message.text):
        statement = _statement(sentence, message)
        if statement is not None:
            found.append(statement)
    return found


def _statement(sentence: str, message: RawMessage) -> Statement | None:
    text = _FILLER.sub("", " ".join(sentence.split())).strip(" ,;:-—")
    if not text or "?" in text or _HYPOTHETICAL.search(text):
        return None
    text = text.rstrip(" .!")
    return _preference(text, message.sender) or _context(text, message) or _fact(text)


def _preference(text: str, sender: str) -> Statement | None:
    for pattern, third in _PREFERENCE:
        match = pattern.match(text)
        if match is None:
            continue
        if third is None:  # a rule the sender asks for: theirs, unless it names someone else
            if _FOR_SOMEONE_ELSE.search(text):
                return None
            return Statement("preference", sender, _clean(_PLEASE.sub("", text)))
        return Statement("preference", sender, _clean(third + text[match.end() :]))
    return None


def _context(text: str, message: RawMessage) -> Statement | None:
    """The sender's state until a date said after it; no date means the message's day."""
    match = _CONTEXT.match(text)
    if match is None:
        return None
    day = message.time.date()
    text = _first_clause(text)  # "sick, back tomorrow": tomorrow is not the end of it
    dated = find_date(text[match.end() :], day)
    if dated is not None and dated[0] >= day:
        until, end = dated[0], match.end() + dated[1][1]
    else:
        until, end = day, len(text)
    state = re.sub(rf"^{_PRONOUN}", "", text[:end], flags=re.IGNORECASE)
    return Statement("context", message.sender, _clean(state), until)


def _fact(text: str) -> Statement | None:
    match = _FACT.match(text)
    if match is None:
        return None
    said = text[match.end("name") :].lower()
    last = said.split()[-1] if said.split() else ""
    if _NOT_PLACE.search(said) or last in WEEKDAY or last in MONTH:
        return None  # "Alice moved to Friday" is about a meeting, not Alice
    return Statement("fact", match.group("name"), _clean(_first_clause(text)))


def _first_clause(text: str) -> str:
    return re.split(r",\s|\s[—-]\s", text, maxsplit=1)[0]


def _clean(text: str) -> str:
    text = text.strip(" ,;:-—.!")
    text = text[:1].upper() + text[1:]
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
