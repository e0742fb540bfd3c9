"""Preferences said as a word about oneself (issue 10, session 10).

A rhythm: "I'm a morning person", «я сова». What one eats or drinks: «я кофе вообще не
пью, только чай», "I don't eat meat", «я веган». Working hours: «я обычно на связи с 9
до 18», "my hours are 8-4", «отвечаю только после 15». When one works best: "I'm most
productive after lunch", «по вечерам я лучше соображаю», «для меня удобнее …». What one
dislikes said first: «голосовые не люблю». Not: someone else's, a weekday mood, a
comparison.
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause

_RHYTHM = re.compile(
    r"(?:i(?:'m|’m|\s+am)\s+(?P<en>(?:not\s+)?(?:a\s+|really\s+a\s+|more\s+of\s+a\s+)"
    r"(?:morning|night|early|evening)\s+(?:person|bird|owl)|(?:not\s+)?a\s+night\s+owl)"
    r"|я\s+(?P<ru>(?:не\s+)?(?:жаворонок|сова)))(?!\w)",
    re.IGNORECASE,
)
# what one eats or drinks, and nothing more in its clause: «я не ем в столовой сегодня» is
# about a place and a day
_DIET = re.compile(
    r"(?:я\s+)?(?P<said>(?:[а-яё]+\s+)?(?:вообще\s+|совсем\s+|давно\s+)?не\s+(?:пью|ем"
    r"|употребляю)(?:\s+(?!(?:в|во|на|с|со|до|после|у|при|за)(?!\w))[а-яё]+)?|веган(?:ка)?"
    r"|вегетариан(?:ец|ка)|i\s+(?:don't|don’t|do\s+not|never)\s+(?:drink|eat)\s+\w+"
    r"|i(?:'m|’m|\s+am)\s+(?:a\s+)?(?:vegan|vegetarian|teetotal(?:er)?))\s*$",
    re.IGNORECASE,
)
# working hours as a habit: «я обычно на связи с 9 до 18», "my hours are 8-4"
_HOURS = re.compile(
    r"(?:я\s+|i\s+|i'm\s+|i’m\s+|i\s+am\s+)?(?:обычно\s+|всегда\s+|usually\s+|always\s+)?"
    r"(?:на\s+связи|работаю|online|available|reachable|work)\s+(?:с\s+\d{1,2}(?::\d{2})?\s+до"
    r"\s+\d{1,2}(?::\d{2})?|\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*[-–]\s*\d{1,2}(?::\d{2})?\s*"
    r"(?:am|pm)?)\s*$|(?:мой\s+рабочий\s+день|my\s+(?:working\s+|work\s+)?hours\s+are)\s+.+",
    re.IGNORECASE,
)
# a habit of answering only at some time or some way: «родителям отвечаю только в рабочее
# время», "I only take calls after 2" («отвечаю только за бэкенд» is a duty, not a habit)
_ONLY = re.compile(
    r"(?:я\s+)?(?:[\w-]+\s+){0,2}?(?:отвечаю|читаю|беру\s+трубку|созваниваюсь|проверяю"
    r"\s+почту)\s+(?:только|лишь)\s+(?:в|во|по|после|до|с|со|через|утром|вечером|дн[её]м)\s.+"
    r"|i\s+only\s+(?:answer|reply|respond|read|check|take\s+(?:calls|meetings)|do\s+calls)"
    r"(?:\s+[\w-]+)?\s+(?:in|on|at|after|before|during|between|by|via|over|from)\s.+",
    re.IGNORECASE,
)
# «голосовые не люблю»: what one dislikes said first
_DISLIKED = re.compile(
    r"(?P<what>(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:я\s+)?(?:очень\s+|вообще\s+|правда\s+)?не\s+"
    r"(?:люблю|перевариваю|выношу)$",
    re.IGNORECASE,
)
_NOT_A_THING = re.compile(  # a pronoun, or a mood about weekdays («понедельники не люблю»)
    r"^(?:я|ты|мы|вы|он|она|они|это|этого|так|такое|тебя|вас|его|её|ее|их|когда|(?:понедельник|вторник|сред|четверг"
    r"|пятниц|суббот|воскресень|выходн)\w*)$",
    re.IGNORECASE,
)
# when or how one works best: "I'm most productive in the mornings", «утром я лучше соображаю»
_BEST = re.compile(
    r"(?:i(?:'m|’m|\s+am)\s+(?:most|more|much\s+more|way\s+more)\s+(?:productive|focused)\s+"
    r"(?P<en>(?:in|at|when|before|after|with|on|during|from)\s.+)|(?P<ru>(?:(?:утром|по\s+утрам|вечером|по\s+вечерам|ночью)\s+)?(?:я\s+)?"
    r"(?:лучше|продуктивнее)\s+(?:всего\s+)?(?:работаю|соображаю|думаю)(?:\s+.+)?)"
    r"|для\s+меня\s+(?:лучше|удобнее|удобней|комфортнее)\s+(?P<for_me>.+))$",
    re.IGNORECASE,
)
_CONTRAST = re.compile(r"^,\s+(?:только|лишь|а|but|only)\s+[^,;.!?—–]+", re.IGNORECASE)
_ARTICLE = re.compile(r"^(?:a|really\s+a|more\s+of\s+a)\s+", re.IGNORECASE)


def about_self(text: str, sender: str) -> Statement | None:
    """The sender's word about how they are, in a shape of the module docstring."""
    clause = first_clause(text)
    if _HOURS.match(clause) or _ONLY.fullmatch(clause):
        return said_as(clause, sender)
    disliked = _DISLIKED.match(clause)
    if disliked is not None and not any(
        _NOT_A_THING.match(word) for word in disliked.group("what").split()
    ):
        return said_as(f"Не любит {disliked.group('what')}", sender)
    best = _BEST.match(clause)
    if best is not None:
        return _best(best, sender)
    rhythm = _RHYTHM.match(clause)
    if rhythm is not None:
        return said_as(_ARTICLE.sub("", rhythm.group("en") or "") or rhythm.group("ru"), sender)
    diet = _DIET.match(clause)
    if diet is None:
        return None
    against = _CONTRAST.match(text[len(clause) :])  # «…, только чай»
    return said_as(diet.group("said") + (against.group(0) if against else ""), sender)


def _best(best: re.Match[str], sender: str) -> Statement | None:
    if best.group("en"):
        return said_as(f"Most productive {best.group('en')}", sender)
    if best.group("for_me"):
        return said_as(f"Удобнее {best.group('for_me')}", sender)
    said = re.sub(r"(?<!\w)я\s+", "", best.group("ru"), flags=re.IGNORECASE)
    return (
        said_as(said, sender) if len(said.split()) > 2 else None
    )  # «лучше работаю» alone: no when


def said_as(text: str, sender: str) -> Statement:
    polite = r"(?<!\w)(?:please|pls|plz|пожалуйста|плз|пжл|плиз)(?!\w),?|^(?:и|and)\s+"
    return Statement("preference", sender, clean(" ".join(re.sub(polite, " ", text).split())))
