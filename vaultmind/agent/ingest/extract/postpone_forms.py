"""Postponements in other words (issue 10, session 7): what a clause says when the
speaker moves their own task to a later day, beyond the verbs opening it.

- a modal before the verb: "I'd rather push it to Monday", "let's move it to Friday",
  «придётся перенести на среду», «давайте отложим» (no: «давайте» + infinitive only);
- the old day refused: «не сегодня», "not today", "not this week" — the new day is said
  elsewhere in the message («Бюджет — не сегодня. Давайте в среду»);
- not being able to get to it: "can't get to it today", "won't finish it this week",
  "need another day", «нужен ещё день»;
- the task first, then the first-person verb: «созвон с ними переношу на понедельник»,
  «Инвентаризацию к среде не успеваю», «подписать до понедельника не получится»;
- an outside party the task waits on moved it (session 10): «поставщик сдвинул, теперь
  будет в четверг», "grate: supplier delayed, they now say thursday".

The caller still wants a new date (`lifecycle._new_date`: not the refused one) and a
task the sender has open; a pronoun or a known name before the verb is someone else's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_FIRST_PERSON = (
    r"сдвигаю|сдвину|сдвигаем|сдвинем|переношу|перенесу|переносим|перенес[её]м|перекину"
    r"|перекидываю|перекинем|откладываю|отложу|отложим|не успеваю|не успею|не успеем"
    r"|не получится|не выйдет|не получается"
    # "the load test won't happen tonight": the task, then that it will not happen then
    r"|won't happen|will not happen|isn't happening|is not happening|not going to happen"
)
_MODAL = (
    r"(?:i'd rather|i would rather|i'd like to|i need to|i have to|i'll have to|i'll need to"
    r"|let me|let's|let us|we need to|we have to|need to|have to|gonna|going to|want to)"
    r"\s+(?:push|move|postpone|delay|shift|bump)"
    r"|(?:придется|придётся|надо|нужно|хочу|лучше|давайте|давай|предлагаю|надо бы)"
    r"\s+(?:перенести|сдвинуть|отложить|перекинуть|передвинуть)"
)
_NOT_NOW = (
    r"(?:не сегодня|не завтра|не на этой неделе|not today|not tomorrow|not this week)"
    r"(?=\s*(?:[,.!…)]|$))"
)
_CANT = (
    r"(?:can't|cannot|can not|won't be able to|won't|will not)\s+(?:get to|touch|finish"
    r"|start|look at|work on|have it|have them)"
    r"|need (?:another|one more|a few more|an extra|a couple more|more) (?:day|days|week)"
    r"|(?:нужен|нужна|нужно|надо) ещ[её] (?:день|пару дней|неделя|неделю|пара дней)"
)
_FILLER = r"(?:(?:ок|ok|так|ну|да|sure|so|and|и|но|а|but|sorry|сорри|увы|honestly),?\s+)*"
_OPENING = re.compile(rf"^{_FILLER}(?:{_MODAL})(?!\w)", re.IGNORECASE)
# "can't finish pricing" alone may end the task: it moves it only beside another event's
# absence (the caller's `weak`)
_WEAK = re.compile(rf"^{_FILLER}(?:{_NOT_NOW}|{_CANT})(?!\w)", re.IGNORECASE)
_INSIDE = re.compile(rf"^(?P<task>(?:[\w/-]+\s+){{1,5}}?)(?:{_FIRST_PERSON})(?!\w)", re.IGNORECASE)
# an outside party the task waits on moved it: «поставщик сдвинул», "supplier delayed",
# «типография к пятнице не успевает»: the sender's own task moves with it
_PARTY = (
    r"(?:поставщик|подрядчик|типограф|курьер|доставк|завод|заказчик|лаборатори|лаб)\w*"
    r"|(?:the\s+)?(?:supplier|vendor|printer|courier|contractor|carrier|factory|lab|client"
    r"|delivery|shipment)s?"
)
_DELAYED = (
    r"сдвинул\w*|перенесл?\w*|перен[её]с|задерживает\w*|задержал\w*|не успевает|не успеют"
    r"|просят до|delayed|pushed|slipped|is late|are late|is running late|moved"
)
_PARTY_DELAYS = re.compile(
    rf"(?<!\w)(?:{_PARTY})\s+(?:[\w-]+\s+){{0,3}}?(?:{_DELAYED})(?!\w)", re.IGNORECASE
)
_OTHER_WORDS = "он она они вы ты кто никто мы все he she they you who we nobody everyone"
_OTHERS = frozenset(_OTHER_WORDS.split())
MAX_WORDS = 10


def weakly_postponing(clause: str) -> str | None:
    """ "can't get to it today", «не сегодня»: a postponement only when the message says
    nothing else (not "can't finish pricing. Bob will do it": a hand-over)."""
    match = _WEAK.search(clause)
    return clause[match.end() :] if match else None


def postponing(clause: str, is_name: Callable[[str], bool]) -> str | None:
    """The clause without the postponing words (the task's words stay), or None."""
    if (match := _OPENING.search(clause)) is not None:
        return clause[match.end() :]
    if (party := _PARTY_DELAYS.search(clause)) is not None and len(clause.split()) <= MAX_WORDS:
        return clause[: party.start()] + clause[party.end() :]
    inside = _INSIDE.search(clause)
    if inside is None or len(clause.split()) > MAX_WORDS:
        return None
    task = inside.group("task").split()
    if task[0].lower() in _OTHERS or any(is_name(w.strip(",.:;")) for w in task):
        return None  # «Петя не успевает»: someone else's
    return inside.group("task") + clause[inside.end() :]
