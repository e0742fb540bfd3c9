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

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_context import context
from vaultmind.agent.ingest.extract.statement_preferences import preference
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.memory.dates import MONTH, WEEKDAY, find_date

__all__ = ["Statement", "find_statements"]

_FILLER = re.compile(
    r"^(?:(?:sure|ok|okay|yes|yeah|yep|hi|hello|hey|fyi|btw|also|so|well|guys|team|all"
    r"|everyone|folks|heads up|just so you know|ок|окей|ага|да|привет|всем привет|коллеги"
    r"|ребята|кстати|итак|в общем|короче|к сведению|fine|alright|хорошо|ладно|напоминаю"
    r"|новость|доброе утро|доброе|fwiw|imo|psa|fun fact|update|апдейт|кстати говоря|просьба"
    r"|у меня просьба|большая просьба|одна просьба|a request|one request|small request"
    r"|reminder|friendly reminder|quick reminder|note)(?!\w)"
    r"[\s,!:.—-]*)+",
    re.IGNORECASE,
)
# «Kevin, please don't…»: an address opens the sentence («Корпоратив: предпочитаю…» is a
# topic, not an address: that preference is about the party, not the person)
_OPENER = re.compile(r"^(?![\w'’-]+[юу],)(?-i:[A-ZА-ЯЁ][\w'’-]+),\s+")  # «Люблю,» is a verb
_IF_POSSIBLE = re.compile(  # politeness, not a condition: "…, if possible"
    r",?\s*(?:if possible|if you can|если можно|если возможно|по возможности)(?!\w)",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"(?<!\w)(?:if|would|could|might|maybe|perhaps|probably|likely|unless|если|бы|может"
    r"|возможно|вдруг|наверное|вероятно)(?!\w)",
    re.IGNORECASE,
)
_ASKING = re.compile(  # a question without its mark: "Has Bob left the company"
    r"(?:did|does|do|has|have|is|are|was|were|кто|что|разве|неужели|правда\s+ли)\s",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n")

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
    rf"(?:is\s+now|now)\s+(?:the\s+)?(?:owner|lead|head)\s+of\s+{_THING}",
    rf"is\s+(?:responsible\s+for|in\s+charge\s+of)\s+{_THING}",
    rf"(?:теперь\s+)?(?:руководит|возглавляет|отвечает\s+за)\s+{_THING}",
    r"(?:теперь\s+)?возглавил[а]?\s+\w",
    rf"(?:переш[её]л|перешла|переехал[а]?|перевели)\s+в\s+{_BETWEEN}{_PLACE}(?!\w)",
    rf"(?:переехал[а]?)\s+в\s+{_CAPITAL}$",
    rf"присоединил(?:ся|ась)\s+к\s+{_BETWEEN}{_PLACE}(?!\w)",
    r"(?:уволил(?:ся|ась)|уш[её]л\s+из\s+компании|ушла\s+из\s+компании)(?!\w)",
)
_OFFICIALLY = r"(?:(?:officially|официально|теперь|now)\s+)?"
_FACT = re.compile(rf"(?-i:{_NAME})\s+{_OFFICIALLY}(?:{'|'.join(_FACTS)})", re.IGNORECASE)
# «с понедельника Лена руководит…», "from Monday Tom leads…": a start date first
_SINCE = re.compile(r"^(?:с|со|from|starting|since|as of)\s+[\w-]+,?\s+", re.IGNORECASE)
_SELF_FACT_RU = re.compile(
    r"я\s+(?:теперь\s+|официально\s+)*(?P<verb>отвечаю за|руковожу|возглавляю|веду)\s+(?=\w)",
    re.IGNORECASE,
)
_SELF_THIRD = {
    "отвечаю за": "Отвечает за",
    "руковожу": "Руководит",
    "возглавляю": "Возглавляет",
    "веду": "Ведёт",
}
_SELF_FACT = re.compile(
    r"(?:i|i've|i’ve|i have)\s+(?:just\s+)?(?P<verb>joined|moved to|relocated to)(?=\s+(?:the\s+)?"
    rf"{_BETWEEN}(?:{_PLACE}|team|company|department)(?!\w))",
    re.IGNORECASE,
)
_NOT_PLACE = re.compile(r"(?<!\w)(?:meeting|call|sync|встреч\w*|созвон\w*)(?!\w)", re.IGNORECASE)


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
    text = _before_question(_IF_POSSIBLE.sub("", " ".join(sentence.split())))
    if not text or _ASKING.match(text) or _HYPOTHETICAL.search(text):
        return None
    text = _opened(text).rstrip(" .!")
    found = _one(text, message)
    if found is None:  # "Hi all, I'm Priya, I joined the design team": a later clause
        for clause in re.split(r",\s+", text)[1:]:
            if found := _one(_opened(clause), message):
                if found.kind == "context" and find_date(clause, message.time.date()) is None:
                    found = None  # «…в понедельник, у меня отгул»: its day is elsewhere
                break
    return found


def _before_question(text: str) -> str:
    """ "I don't like long standups, can we timebox?": the clauses before the question;
    nothing when the question is the first clause ("Did Leo leave the company??")."""
    if "?" not in text:
        return text
    cut = text.rfind(", ", 0, text.index("?"))
    return text[:cut] if cut > 0 else ""


def _opened(text: str) -> str:
    """Without the greetings, fillers, heading word or address that open it."""
    while True:
        shorter = _OPENER.sub("", _FILLER.sub("", text)).strip(" ,;:-—")
        if shorter == text or not shorter:
            return text
        text = shorter


def _one(text: str, message: RawMessage) -> Statement | None:
    sender, day = message.sender, message.time.date()
    return preference(text, sender, day) or context(text, message) or _fact(text, sender)


def _fact(text: str, sender: str) -> Statement | None:
    """About the person the sentence opens with, or the sender's own: "I joined the …"."""
    text = _SINCE.sub("", text)
    ru = _SELF_FACT_RU.match(text)
    if ru is not None:
        said = first_clause(text[ru.end() :])
        return Statement("fact", sender, clean(f"{_SELF_THIRD[ru.group('verb').lower()]} {said}"))
    own = _SELF_FACT.match(text)
    if own is not None:
        said = text[own.end() :]
        return Statement("fact", sender, clean(own.group("verb") + said))
    match = _FACT.match(text)
    if match is None:
        return None
    said = text[match.end("name") :].lower()
    last = said.split()[-1] if said.split() else ""
    if _NOT_PLACE.search(said) or last in WEEKDAY or last in MONTH:
        return None  # "Alice moved to Friday" is about a meeting, not Alice
    return Statement("fact", match.group("name"), clean(first_clause(text)))
