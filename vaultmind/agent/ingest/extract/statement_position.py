"""The sender's own new position (issue 10, session 10), for statement_facts.

A person says where they work or what they run from now on: «со среды я на корпусе 2»,
«с понедельника я официально на холодном цехе», «с декабря я ещё и су-шеф на второй
точке», «меня назначили старшим смены», "starting Dec 1 I'm heading the visuals team",
"from now on I cover city hall", "I'm now the one responsible for the FOIA log", "from
Dec 7 I'm moving to the Lisbon location". The shape: a change mark (a start day, "from
now on", «отныне», "officially", «насовсем») and a first-person role, place or title. A
stint with an end («со среды по пятницу», "until Friday") is temporary context, not a
fact; an absence («на больничном»), a trip (a city with no mark of a move) and a meeting
are none either.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.vault.dates import DAY_NAMES

_DAY = (
    rf"(?:(?:next|this|следующ\w+|будущ\w+)\s+)?(?:{DAY_NAMES})(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?"
    rf"|\d{{1,2}}(?:st|nd|rd|th|-?го)?(?:\s+(?:of\s+)?(?:{DAY_NAMES}))?"
    r"|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\.\d{1,2}(?:\.\d{2,4})?"
    r"|tomorrow|today|next\s+(?:week|month|year)|сегодняшнего\s+дня|завтрашнего\s+дня|завтра"
    r"|(?:следующ|будущ)\w+\s+(?:недел|месяц|год)\w*|нового\s+года"
)
# a change from a day on, or for good: the mark that a role is news, not routine
_CHANGE = re.compile(
    rf"(?<!\w)(?:(?:с|со|from|starting|beginning|as\s+of|effective)\s+(?:{_DAY})"
    r"|from\s+now\s+on|going\s+forward|as\s+of\s+now|officially|permanently|for\s+good"
    r"|now\s+(?:the\s+one\s+)?(?:responsible\s+for|in\s+charge\s+of)"
    r"|отныне|официально|насовсем|теперь|на\s+постоянку|на\s+постоянной\s+основе)(?!\w)",
    re.IGNORECASE,
)
# the stint has an end: temporary context, not a new position
_ENDS = re.compile(
    rf"(?<!\w)(?:until|till|til|through|thru|to\s+(?:{DAY_NAMES})|all\s+week|this\s+week"
    r"|for\s+(?:a|the|one|two|three|\d+)\s+(?:days?|weeks?|months?)"
    r"|по\s+\w+|до\s+\w+|на\s+(?:неделю|месяц|день|пару|два|три|\d+))(?!\w)",
    re.IGNORECASE,
)
_MARKS = r"(?:(?:now|officially|also|permanently|теперь|официально|ещё\s+и|еще\s+и|также|тоже)\s+)*"
_ROLE_ING = (
    r"(?:heading|leading|running|managing|covering|coordinating|overseeing|in\s+charge\s+of"
    r"|(?:the\s+one\s+)?responsible\s+for|(?:the\s+)?point\s+person\s+for)\s+(?!for\s)"
)
_ROLE_VERB = r"(?P<verb>cover|lead|head|run|manage|own|coordinate|oversee|handle)\s+"
# what is run is a field or a team, not a meeting or a one-off ("I run the standup")
_NOT_MEETING = (
    r"(?!(?:the\s+|our\s+|a\s+|this\s+|that\s+)?(?:stand-?ups?|calls?|meetings?|syncs?|retros?"
    r"|demos?|tests?|builds?|it|this|that|them|everything)(?!\w))"
)
_UNIT = (
    r"(?:location|site|office|branch|store|shop|team|desk|department|restaurant|kitchen"
    r"|warehouse|plant|project|unit|floor|shift|crew|squad)s?"
)
_CITY = r"(?-i:[A-ZА-ЯЁ][\w-]+)"
_MOVE = (
    r"(?:moving|transferring|relocating|switching)\s+(?:over\s+)?to\s+(?:the\s+)?"
    rf"(?:(?:[\w-]+\s+){{0,3}}?{_UNIT}(?!\w)|{_CITY}(?!\s+\w))"
)
_ON_UNIT = rf"(?:on|at|with|in)\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?{_UNIT}(?!\w)"
_TITLE_EN = (
    r"(?:the\s+|a\s+|an\s+|our\s+)?(?:new\s+)?(?:[\w-]+\s+){0,2}?(?:sous[- ]chef|chef|lead"
    r"|manager|supervisor|coordinator|editor|director|buyer|foreman|captain)(?!\w)"
)
# where one works: «на корпусе 2», «на холодном цехе» — not an absence, an event or a span
_NOT_THERE = (
    r"(?!(?:больничн|удал[её]нк|отпуск|декрет|карантин|связи|выставк|конференц|семинар|курс"
    r"|уч[её]б|обучени|встреч|совещани|созвон|планерк|обед|перерыв|работ|месте|выходн|отгул"
    r"|неделю|месяц|день|пару|\d))"
)
_TEAM_RU = r"(?:отдел|команд|групп|цех|бригад|смен|штат|филиал|офис|департамент)\w*"
_TITLE_RU = (
    r"(?:нов\w+\s+)?(?:[\w-]+\s+)?(?:су-?шеф\w*|шеф\w*|старш\w+|главн\w+|заместител\w+"
    r"|руководител\w+|начальник\w*|бригадир\w*|менеджер\w*|координатор\w*|администратор\w*"
    r"|тимлид\w*|техлид\w*|директор\w*|прораб\w*|закупщик\w*)(?!\w)"
)
_OWN = re.compile(
    rf"(?P<subject>(?:i'm|i’m|i\s+am|i'll\s+be|i’ll\s+be|i\s+will\s+be)\s+){_MARKS}"
    rf"(?:{_ROLE_ING}{_NOT_MEETING}|{_MOVE}|{_ON_UNIT}|{_TITLE_EN})"
    rf"|(?P<bare>i\s+){_MARKS}{_ROLE_VERB}{_NOT_MEETING}\w"
    rf"|(?P<subject_ru>я\s+)(?:(?:с|со)\s+[\w-]+\s+)?{_MARKS}(?:(?:перехожу|перевожусь"
    rf"|переезжаю)\s+)?(?:на\s+{_NOT_THERE}\w|в\s+{_TEAM_RU}|(?P<title>{_TITLE_RU}))",
    re.IGNORECASE,
)
# an appointment is news by itself: «меня назначили старшим смены», "I got promoted to lead"
_APPOINTED = re.compile(
    rf"^(?:меня\s+{_MARKS}(?:назначили|поставили|сделали)\s+{_TITLE_RU}"
    rf"|меня\s+{_MARKS}перевели\s+в\s+{_TEAM_RU}"
    r"|i(?:'ve|’ve|\s+have)?\s+(?:just\s+)?(?:been|got)\s+(?:appointed|promoted|made)\s+(?:to\s+|as\s+)?\w)",
    re.IGNORECASE,
)


_ASIDE = re.compile(r",\s*(?:кстати|btw|by the way|впрочем)\s*,", re.IGNORECASE)  # «Я, кстати, …»
_NOW = re.compile(r"(?<!\w)теперь(?!\w)", re.IGNORECASE)


def own_position(text: str, sender: str) -> Statement | None:
    """The sender's new role, place of work or title, said with a mark of change."""
    said = first_clause(_ASIDE.sub("", text))
    if _APPOINTED.match(said):
        return Statement("fact", sender, clean(said))
    own = _OWN.search(said)
    if own is None or _CHANGE.search(said) is None or _ENDS.search(said):
        return None
    marks = [mark.group(0) for mark in _CHANGE.finditer(said)]
    if not own.group("title") and all(_NOW.fullmatch(mark) for mark in marks):
        return None  # «я теперь на складе»: «теперь» makes a title new, not a place
    if own.start() > 0 and _CHANGE.match(said) is None:
        return None  # the subject opens the clause, or follows its start day
    if own.group("bare"):
        third = said[: own.start("bare")] + said[own.start("bare") + 2 : own.end("verb")] + "s"
        return Statement("fact", sender, clean(third + said[own.end("verb") :]))  # "covers"
    subject = next(name for name in ("subject", "subject_ru") if own.group(name))
    return Statement("fact", sender, clean(said[: own.start(subject)] + said[own.end(subject) :]))
