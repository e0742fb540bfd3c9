"""A shorter working day, said for one day: in late, or leaving early (issue 10, session 10).

«В понедельник опоздаю, у меня виза», "I'll be in late tomorrow", «я сегодня после обеда
домой, температура», "leaving early today — dentist". Kept when the day is later than
the message's, or a reason follows (an illness, an appointment): «я домой, всем пока»
and "running late" are the moment's chatter. Only day words, a part of the day and «я» /
"I" may come before it, and only day words after it in its clause: "late with the
report" is a task's delay, «опоздаю на созвон» one meeting. A day at a site, said the
same way and with its day («завтра весь день на объекте, только по телефону», "I'm on
site all day tomorrow"), is one too: «на объекте завтра бетон» is about the concrete.
"""

from __future__ import annotations

import re
from datetime import date

from vaultmind.agent.ingest.extract.statement_away import reason
from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.vault.dates import find_date, without_dates

_SHORT = re.compile(
    r"(?P<lead>(?:[\w'’-]+\s+){0,5}?)"
    r"(?P<said>опоздаю|(?:буду|приду|подойду)\s+позже|(?:уйду|ухожу|уеду|уезжаю)\s+"
    r"(?:пораньше|раньше)|(?:(?:уйду|ухожу|уеду|уезжаю|поеду|еду)\s+)?домой"
    r"|(?:i'll|i’ll|i\s+will)\s+be\s+(?:in\s+|coming\s+in\s+)?late|(?:i'm|i’m|i\s+am)\s+"
    r"(?:coming\s+in\s+late|in\s+late|leaving\s+early|heading\s+(?:home|out)\s+early"
    r"|going\s+home\s+early)|leaving\s+early|heading\s+home\s+early|in\s+late)(?!\w)",
    re.IGNORECASE,
)
_PRONOUN = re.compile(
    r"(?:^|(?<=\s))(?:я|i'll\s+be|i’ll\s+be|i\s+will\s+be|i'm|i’m|i\s+am)\s+|^i\s+", re.I
)
# a workplace away from one's desk
_SITE = re.compile(
    r"(?P<lead>(?:[\w'’-]+\s+){0,5}?)(?P<said>на\s+(?:объекте|складе|площадке|выезде|стройке"
    r"|производстве|заводе|курсах|экзамене|съ[её]мках|обучении|семинаре|тренинге)"
    r"|в\s+(?:цеху|цехе|полях)|(?:(?:i'm|i’m|i\s+am|i'll\s+be|i’ll\s+be)\s+)?(?:on\s*site"
    r"|on\s+set|(?:at|on)\s+a\s+shoot|at\s+(?:a|the)\s+training|at\s+the\s+(?:warehouse|plant"
    r"|factory|site)|in\s+the\s+field))(?!\w)",
    re.IGNORECASE,
)
_SELF = re.compile(r"(?<!\w)(?:я|i|i'm|i’m|i\s+am|i'll\s+be|i’ll\s+be)(?!\w)", re.IGNORECASE)
# parts of a day, and «и» / "and" between day words: no other subject
_DAY_PART = re.compile(
    r"(?<!\w)(?:и|and|(?:до|после|с)\s+обеда|с\s+утра|утром|дн[её]м|вечером|(?:весь|целый)"
    r"\s+день|(?:this\s+)?(?:morning|afternoon|evening)|after\s+lunch|all\s+day)(?!\w)",
    re.IGNORECASE,
)


def short_day(text: str, message: RawMessage) -> Statement | None:
    """The sender's late start or early leave on a day (see the module docstring)."""
    clause = first_clause(text)
    found = _SHORT.match(clause) or _SITE.match(clause)
    if found is None:
        return None
    lead, after = found.group("lead"), clause[found.end() :]
    if _others(_SELF.sub(" ", lead)) or _others(after):
        return None
    day = message.time.date()
    dated = _last_day(_DAY_PART.sub(" ", f"{lead} {after}"), day)
    why = reason(text[len(clause) :])
    if found.re is _SITE and (dated is None or dated[0] < day):
        return None  # a site needs its day said
    if found.re is _SHORT and (dated is None or dated[0] <= day) and why is None:
        return None
    said = _PRONOUN.sub("", clause.strip())
    said = f"{said}, {why}" if why else said
    return Statement("context", message.sender, clean(said), dated[0] if dated else day)


def _others(words: str) -> bool:
    """Words that are no day, no part of one: another subject or object."""
    return bool(without_dates(_DAY_PART.sub(" ", words)).strip(" ,.!"))


def _last_day(words: str, day: date) -> tuple[date, tuple[int, int]] | None:
    """The days said, by their last: «я 30-го и 1-го на курсах» is away until the 1st."""
    last, start = None, 0
    while (found := find_date(words[start:], day)) is not None:
        last, start = found, start + found[1][1]
    return last
