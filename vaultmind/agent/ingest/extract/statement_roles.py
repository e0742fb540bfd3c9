"""More facts about a person (issue 10, session 8), for statement_facts.

A rank-and-title role from a day on or made official: «Оксана с понедельника официально
главный бухгалтер», "Kevin is now senior designer" (a mark is required: «Оксана —
старшая сестра Пети» is family, and no mark). What someone now runs, said object first:
«закупки теперь полностью ведёт Оксана», "pricing is now handled by Kevin". The sender's
own: a move to a city ("I moved to Porto in March", «я переехала в Самару»), a new
employment ("from January I'm full-time at the studio", «меня берут в штат»).
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_away import NOT_PLACE
from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.vault.dates import MONTH, WEEKDAY, without_dates

_NAME = r"(?-i:(?P<name>[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?))"
_START = r"(?:с|со|from|starting|since|as\s+of)\s+(?:[\w-]+\s+){0,2}?[\w-]+,?\s+"
_MARK = r"(?:(?:официально|теперь|отныне|now|officially)\s+)"
_NOT_NAME = r"(?!(?:the|this|that|it|our|my|это|то|мы|он|она|они|наш|наша)(?!\w))"
_RANK = (  # a rank before a job title (not family: «старшая сестра», "big brother")
    r"(?:(?:наш\w*|нов\w+|the|our|a|an|new)\s+)*(?:старш|главн|ведущ|исполнительн|генеральн"
    r"|коммерческ|заместител|senior|lead|head|chief|principal|staff|managing|deputy)[\w-]*"
    r"\s+(?!(?:сестр|брат|доч|сын|sister|brother|son|daughter)\w*)(?:of\s+)?[\w-]{3,}"
)
_ROLE = re.compile(
    rf"{_NOT_NAME}{_NAME}\s+(?:is\s+)?(?:(?P<start>{_START}){_MARK}*|{_MARK}+)(?:is\s+)?{_RANK}",
    re.IGNORECASE,
)
_RUNS = (
    r"(?:теперь\s+|отныне\s+|полностью\s+|целиком\s+)+(?:ведёт|ведет|курирует|возглавляет"
    r"|руководит|отвечает\s+за|занимается)"
)
_MEETING = r"(?:созвон|встреч|планерк|стендап|совещани|call|meeting|sync|standup|demo|демо)"
_RUN_BY = re.compile(  # «закупки теперь полностью ведёт Оксана», "pricing is now run by Kevin"
    rf"^(?!(?:это|всё|все|то|it|this|that|{_MEETING})\w*\s)(?P<thing>\w[\w\s-]{{0,40}}?)\s+"
    rf"(?:{_RUNS}|(?:is|are)\s+now\s+(?:handled|run|managed|led|looked\s+after)\s+by)\s+"
    rf"{_NAME}$",
    re.IGNORECASE,
)
# software one moves a project to, not a city ("I moved to React last year")
_NOT_CITY = (
    r"(?!(?:react|vue|angular|python|java|kotlin|swift|rust|go|typescript|javascript|postgres"
    r"|mysql|mongo\w*|aws|azure|kubernetes|docker|linux|windows|mac|ubuntu|android|ios|next"
    r"|node|django|rails|flutter|terraform)(?!\w))"
)
_CITY = rf"{NOT_PLACE}{_NOT_CITY}(?-i:[A-ZА-ЯЁ][a-zа-яё][\w-]*)"
_WHEN = r"(?:\s+(?:in|last|this|a|в|во|прошл\w+|эт\w+)\s+[\w-]+(?:\s+ago)?|\s+\w+\s+ago)?"
_MOVED = re.compile(  # "I moved to Porto in March", «я переехала в Самару»
    rf"^(?:i|i've|i’ve|i\s+have|я)\s+(?:just\s+|недавно\s+|уже\s+)?(?P<said>(?:moved|relocated)"
    rf"\s+to\s+(?P<city>{_CITY}){_WHEN}|переехал[а]?\s+в\s+(?P<city_ru>{_CITY}){_WHEN})\W*$",
    re.IGNORECASE,
)
_EMPLOYED = re.compile(  # "from January I'm full-time at the studio", «меня берут в штат»
    rf"^(?P<start>{_START})?(?:(?:i'm|i’m|i\s+am|i'll\s+be|i’ll\s+be|i\s+will\s+be)\s+"
    r"(?:now\s+|officially\s+)?(?P<said>(?:full[- ]time|part[- ]time|permanent|on\s+staff)"
    r"(?:\s+(?:at|with|in)\s+[\w\s-]+)?)"
    r"|(?:меня\s+)?(?P<said_ru>(?:берут|взяли|оформляют|оформили|переводят|перевели|приняли)"
    r"\s+в\s+штат(?:\s+[\w-]+)?))\W*$",
    re.IGNORECASE,
)


def named_role(text: str) -> Statement | None:
    """A role or a thing run, about the person named (see the module docstring)."""
    said = first_clause(text)
    role = _ROLE.match(said)
    if role is not None:
        return Statement("fact", role.group("name"), clean(said))
    run = _RUN_BY.match(said)
    if run is not None:
        return Statement("fact", run.group("name"), clean(said))
    return None


def own_fact(text: str, sender: str) -> Statement | None:
    """The sender's move to a city or new employment."""
    said = first_clause(text)
    moved = _MOVED.match(said)
    if moved is not None:
        city = (moved.group("city") or moved.group("city_ru")).lower()
        if city in WEEKDAY or city in MONTH:
            return None  # "I moved to Friday": a meeting
        return Statement("fact", sender, clean(moved.group("said")))
    job = _EMPLOYED.match(said)
    if job is None:
        return None
    start = (job.group("start") or "").strip(" ,")
    what = job.group("said") or job.group("said_ru")
    if without_dates(what) != " ".join(what.split()):
        return None  # "full-time at the client site this week": a stint, not a job
    return Statement("fact", sender, clean(f"{start} {what}" if start else what))
