"""Completions said as a state (issue 10, session 6): "spec is up in notion", "it's live
on staging", «отчёт — в конфлюенсе», «всё в репо», «макеты лежат в фигме». The clause
ends on a place where finished work lands (a wiki, a repo, a drive, prod); what comes
before it is the task. "will be in notion", «будет в конфлюенсе» or a negation is not
done; a name or a pronoun before it is someone else's news (the caller checks).
"""

from __future__ import annotations

import re

_EN_PLACE = (
    r"notion|confluence|jira|github|gitlab|(?:the\s+)?repo|(?:the\s+)?(?:shared\s+)?drive|prod"
    r"|production|staging|main|master|(?:the\s+)?wiki|figma|(?:the\s+)?(?:shared\s+)?folder"
    r"|(?:the|your|our)\s+(?:inbox|sheet|spreadsheet|doc|tracker|calendar)|(?:your\s+)?inbox"
    r"|(?:the\s+|our\s+)?(?:site|website)"  # a web page is where a published thing lands
)
_RU_PLACE = (
    r"конфлюенсе|конфлюенс|репо|репозитории|гите|гитлабе|гитхабе|вики|ноушене|notion"
    r"|confluence|jira|джире|проде|мастере|мейне|общей папке|папке|драйве|фигме|figma|закрепе"
    r"|таблице|трекере|почте|столе|сайте"
)
# the place's own name after it: «в папке «Начальная школа»», "in the drive / Reports"
_NAMED = r"(?:\s*[«\"“][^»\"”]{1,40}[»\"”]?|\s+/\s*[\w\s/.-]{1,40})?"
_STATE = re.compile(
    r"^(?P<task>.*?)\s*(?:(?:is|are|'s|’s)\s+)?(?:now\s+|already\s+)?(?:up|live|out)?\s*"
    rf"(?:in|on)\s+(?:{_EN_PLACE}){_NAMED}$"
    r"|^(?P<ru>.*?)\s*(?:(?:уже|теперь|лежит|лежат|выложен[аоы]?)\s+){0,2}"
    rf"(?:в|на)\s+(?:{_RU_PLACE}){_NAMED}$"
    r"|^(?P<up>it|it's|it’s|its|this|that|all|everything)\s+(?:is\s+)?(?:now\s+)?(?:up|live)$"
    # "the newsletter is out", "pricing test is live", "API docs are up": the task, then its state
    r"|^(?P<out>(?:[\w/-]+\s+){1,5}?)(?:is|are)\s+(?:now\s+)?(?:live|out|up)$"
    # «образцы у Светы на столе»: at the person's it was promised to
    r"|^(?P<at>.+?)\s+у\s+(?-i:[А-ЯЁ])[а-яё]+(?:\s+на\s+столе)?$",
    re.IGNORECASE,
)
_NOT_DONE = re.compile(
    r"(?<!\w)(?:will|would|should|going|not|isn't|aren't|soon|когда|будет|будут|не|ещё|еще"
    r"|скоро|почти)(?!\w)",
    re.IGNORECASE,
)


def state_done(clause: str) -> str | None:
    """The task's words before the state («отчёт по нагрузке»), "" for a bare "it's up";
    None when the clause is no finished state."""
    match = _STATE.match(clause.strip())
    if match is None or _NOT_DONE.search(clause):
        return None
    found = (match.group(g) for g in ("task", "ru", "out", "at"))
    return next((words.strip() for words in found if words), "")


_LOOSE = re.compile(r"\s(?i:is|are)\s+(?i:now\s+)?(?i:live|out|up)$|\s(?i:у)\s+[А-ЯЁ]")


def loosely_done(clause: str) -> bool:
    """ "X is out", «X у Светы»: a state that may be anything's (a product launch, keys
    at someone's), so it closes a promise only by the reply or a shared word."""
    return bool(_LOOSE.search(clause.strip()))
