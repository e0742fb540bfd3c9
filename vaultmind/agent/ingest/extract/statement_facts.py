"""Facts about a named person: a move, a new team or role, what they own, leaving.

"Alice moved to the Berlin office", «Петя перешёл в отдел продаж», «с 1 декабря Олег
руководит закупками», «Лена переезжает в Казань», "Kim is moving to the Lisbon office",
"Kim owns billing", "Billing is owned by Kim", "Sam took over QA", «Оля теперь отвечает
за релизы», "Bob has left the company"; and the sender's own ("I joined the design
team", «я теперь отвечаю за релизы»). The sentence must open with the name (after a
start date); the caller keeps it only when the name is a known person note.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_roles import named_role, own_fact
from vaultmind.vault.dates import MONTH, WEEKDAY

_NAME = r"(?P<name>[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?)"
_BETWEEN = r"(?:(?!(?:on|of|in|at|for|with|about|to|from|на|по|о|об|с|со|к|из)\s)[\w-]+\s+){0,2}"
_PLACE = r"(?:office|team|department|division|group|squad|branch|city|офис\w*|отдел\w*|команд\w*)"
_CAPITAL = r"[A-ZА-ЯЁ][\w-]+"
_TEAM = r"(?:team|department|division|group|squad|команд\w*|отдел\w*|групп\w*|департамент\w*)"
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
    # joined us, left for another employer (session 8)
    r"(?:переш[её]л|перешла|пришла|приш[её]л)\s+к\s+нам(?!\w)",
    r"(?:has\s+)?(?:joined|moved\s+over\s+to)\s+us(?!\w)",
    r"(?:уш[её]л|ушла|переш[её]л|перешла)\s+в\s+(?:другую|новую)\s+компанию(?!\w)",
    r"(?:has\s+)?left\s+for\s+(?:another|a\s+new)\s+(?:company|job|employer)(?!\w)",
    # a move or a new team said as under way: "is moving to", «переходит в», «переезжает в»
    rf"(?:is\s+)?(?:moving|relocating|transferring)\s+to\s+(?:the\s+)?{_BETWEEN}{_PLACE}(?!\w)",
    rf"(?:is\s+)?(?:moving|relocating)\s+to\s+{_CAPITAL}$",
    rf"(?:is\s+)?joining\s+(?:the\s+)?{_BETWEEN}(?:team|company|department|division|group|squad)(?!\w)",
    rf"(?:переходит|переезжает|переводится)\s+в\s+{_BETWEEN}{_PLACE}(?!\w)",
    rf"переезжает\s+в\s+{_CAPITAL}$",
    # what a person owns or took over
    rf"(?:now\s+)?owns\s+{_THING}",
    rf"(?:has\s+)?(?:took|taken)\s+over\s+{_THING}",
    rf"is\s+(?:now\s+)?(?:the\s+)?(?:new\s+)?(?:owner|lead|head|manager)\s+(?:of|for)\s+{_THING}",
    r"(?:теперь\s+)?стал[а]?\s+(?:руководителем|тимлидом|лидом|владельцем|ответственным|главой)"
    r"(?=\s+\w)",
    r"больше\s+не\s+работает\s+(?:у\s+нас|в\s+компании)(?!\w)",
    # a new role, a new team, leaving: "is our new …", "was promoted to …", «теперь тимлид»
    r"is\s+(?:our|the)\s+new\s+\w+",
    r"(?:has\s+been|was|got|just\s+got)\s+promoted\s+to\s+\w",
    r"is\s+leaving\s+(?:the\s+|our\s+)?(?:company|team)(?!\w)",
    r"(?:уходит|уйд[её]т)\s+из\s+(?:компании|команды)(?!\w)",
    rf"(?:is\s+)?now\s+(?:on|in|part\s+of)\s+(?:the\s+|our\s+)?{_BETWEEN}{_TEAM}(?!\w)",
    rf"теперь\s+в\s+{_BETWEEN}{_TEAM}(?=\s+\w)",  # «в офисе» is where, not who
    r"is\s+now\s+(?:the|a|our)\s+(?:new\s+)?(?:[\w-]+\s+)?(?:lead|manager|head|director|owner"
    r"|cto|ceo|cfo|pm|architect)(?!\w)",
    r"(?:теперь|уже)\s+(?:наш\s+|наша\s+)?(?:нов\w+\s+)?(?:тимлид|техлид|лид|руководител\w+"
    r"|директор\w*|глава|менеджер\w*|архитектор\w*)(?!\w)",
    r"[—–-]\s+(?:наш|наша)\s+нов(?:ый|ая)\s+\w+",
)
_OFFICIALLY = r"(?:(?:officially|официально|теперь|now)\s+)?"
_START = r"(?:с|со|from|starting|since|as of)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
_NOT_NAME = (
    r"(?!(?:the|this|that|it|our|my|we|they|he|she|there|here|what|who|это|то|мы|он|она|они"
    r"|кто|что|наш|наша)(?!\w))"
)
_FACT = re.compile(
    rf"{_NOT_NAME}(?-i:{_NAME})\s+(?:{_START},?\s+)?{_OFFICIALLY}(?:{'|'.join(_FACTS)})",
    re.IGNORECASE,
)
# «с понедельника Лена руководит…», "from next Monday Tom leads…": a start date first
_SINCE = re.compile(rf"^{_START},?\s+(?=(?-i:[A-ZА-ЯЁ])|я\s|i\s)", re.IGNORECASE)
# "Billing is owned by Kim", «за релизы теперь отвечает Оля»: the name at the end
_OWNED_BY = re.compile(
    r"^(?P<thing>(?!(?:this|that|it|это|всё|все|то)(?!\w))\w.*?)\s+(?:is|are)\s+(?:now\s+)?"
    rf"owned\s+by\s+(?-i:{_NAME})$"
    r"|^за\s+(?P<thing_ru>(?!(?:это|всё|все|то)(?!\w))\w.*?)\s+(?:теперь\s+)?отвечает\s+"
    rf"(?:теперь\s+)?(?-i:(?P<name_ru>[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?))$",
    re.IGNORECASE,
)
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
# "as of Monday Kim leads the data team": a role from a day on ("Kim leads the retro" is none)
_LEADS = re.compile(
    rf"(?-i:{_NAME})\s+(?:leads|heads|runs|manages|owns|руководит|возглавляет|ведёт|ведет)"
    rf"\s+{_THING}",
    re.IGNORECASE,
)
_NOT_PLACE = re.compile(r"(?<![\w-])(?:meeting|call|sync|встреч\w*|созвон\w*)(?!\w)", re.IGNORECASE)


def fact(text: str, sender: str) -> Statement | None:
    """About the person the sentence opens with, or the sender's own: "I joined the …"."""
    if (moved_or_hired := own_fact(text, sender)) is not None:
        return moved_or_hired
    dated = _SINCE.match(text)
    text = text[dated.end() :] if dated else text
    ru = _SELF_FACT_RU.match(text)
    if ru is not None:
        said = first_clause(text[ru.end() :])
        return Statement("fact", sender, clean(f"{_SELF_THIRD[ru.group('verb').lower()]} {said}"))
    own = _SELF_FACT.match(text)
    if own is not None:
        said = text[own.end() :]
        return Statement("fact", sender, clean(own.group("verb") + said))
    match = _FACT.match(text) or (_LEADS.match(text) if dated else None)
    if match is None:
        return _owned_by(first_clause(text)) or named_role(text)
    said = text[match.end("name") :].lower()
    moved = re.search(r"(?:to|на|в)\s+(\w+)$", said)  # "moved to Friday": a date, no place
    last = moved.group(1) if moved else ""
    if _NOT_PLACE.search(said) or last in WEEKDAY or last in MONTH:
        return None  # "Alice moved to Friday" is about a meeting, not Alice
    return Statement("fact", match.group("name"), clean(first_clause(text)))


def _owned_by(text: str) -> Statement | None:
    match = _OWNED_BY.match(text)
    if match is None:
        return None
    return Statement("fact", match.group("name") or match.group("name_ru"), clean(text))
