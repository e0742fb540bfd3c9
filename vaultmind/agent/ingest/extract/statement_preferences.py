"""Preferences: how the sender wants to work or be reached, in their own words.

«Предпочитаю созвоны утром», «мне удобнее, когда …», «не люблю, когда …», «пишите мне
напрямую», «созвоны со мной ставьте до 12», "I prefer …", "I'd rather …", "mornings
work best for me", "I hate it when …", "please don't ping me on weekends". Not a
preference (docs/decisions.md): a one-off request or choice that names a day («мне
удобнее в среду»), a pick among options ("I prefer option B", «второй макет»), a mood
about a weekday («не люблю понедельники»), "I prefer not to say", something about
someone else ("for Alice").
"""

from __future__ import annotations

import re
from datetime import date

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_requests import joined, more_preference, scoped
from vaultmind.agent.ingest.extract.statement_standing import standing, with_contrast
from vaultmind.vault.dates import WEEKDAY, find_date

_ADVERB = r"(?:(?:really|actually|strongly|much|generally|usually|always|правда|реально|очень"
_ADVERB += r"|вообще|всегда|обычно|сильно|гораздо|намного|куда)\s+)?"
_ME = r"(?:мне|меня|со\s+мной|ко\s+мне)"
# imperfective plural imperatives: a standing request («пишите»), not a one-off («напишите»)
_RU_VERBS = (
    r"(?:пишите|звоните|ставьте|назначайте|зовите|приглашайте|тегайте|отмечайте|дёргайте"
    r"|дергайте|беспокойте|набирайте|присылайте|кидайте|скидывайте|шлите|отправляйте"
    r"|добавляйте|упоминайте|пингуйте)"
)
_EN_VERBS = (
    r"(?:ping|dm|message|text|e-?mail|call|ring|slack|reach|contact|tag|loop|book|invite|cc)"
)
# a file format asked for as a habit («присылайте мне сметы в xlsx»)
_FORMAT = (
    r"в\s+(?:xlsx|xls|csv|pdf|docx?|excel|эксел[еи]|экселе|ворде|word|google\s+(?:docs|sheets)"
    r"|гугл[\s-]?(?:доках|доке|таблиц\w*)|таблиц\w+|формате\s+[\w.]+)"
)
# how or when, as a habit: a channel, a standing time, always / only / rather than
_HABIT = re.compile(
    r"(?<!\w)(?:directly|on\s+(?:slack|teams|whatsapp|telegram|signal|my\s+\w+|the\s+phone)"
    r"|via\s+\w+|by\s+(?:e-?mail|phone)|in\s+(?:dms?|private|the\s+thread)|rather\s+than"
    r"|instead\s+of|always|never|only|any\s?time|(?:on\s+)?weekends|(?:in\s+the\s+)?mornings"
    r"|evenings|nights|(?:mon|tues|wednes|thurs|fri|satur|sun)days|напрямую|в\s+личк\w+"
    r"|в\s+лс|на\s+почту|в\s+(?:телеграм|слак|slack|telegram|whatsapp|вотсап)\w*"
    r"|по\s+телефону|на\s+мобильный|письменно|текстом|голосом|заранее|всегда|только|никогда"
    r"|лучше|по\s+(?:утрам|вечерам|выходным|будням|понедельникам|вторникам|средам|четвергам"
    r"|пятницам|субботам|воскресеньям)|в\s+выходные|(?:до|после|с|раньше|позже)\s+\d{1,2}"
    r"(?::\d{2})?|(?:до|после)\s+обеда|(?:before|after)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?"
    rf"\s+(?:on\s+)?(?:weekdays|fridays|mondays)|{_FORMAT})(?!\w)",
    re.IGNORECASE,
)

_PLZ = r"(?:please|pls|plz)"  # the polite word, as typed
_WHEN_NOT = (  # "weekend calls", "late meetings": the kind of time a rule keeps free
    r"(?:weekend|late|early|evening|night|morning|lunchtime|friday|monday)\s+(?:meetings|calls"
    r"|syncs|standups|pings|messages|emails)"
)
# (pattern, what replaces the matched opening: the sender's words in the third person;
# None keeps the clause as said, a rule the sender asks for)
_PREFERENCES = (
    (rf"i(?:'d|’d)?\s+{_ADVERB}prefer\s", "Prefers "),
    # "I'd rather not do on-call over the holidays": a habit with a time, not a refusal of
    # one task ("I'd rather not take QA" stays a refusal)
    (
        r"i(?:'d|’d)\s+rather\s+not\s(?=[^,;]*(?<!\w)(?:over|on|during|after|before|in the"
        r"|weekends?|holidays|mornings?|evenings?|nights?)(?!\w))",
        "Would rather not ",
    ),
    (r"(?:я\s+)?терпеть\s+не\s+могу(?:\s|(?=,))", "Терпеть не может "),
    (r"i(?:'d|’d)\s+rather\s(?!not(?!\w))", "Would rather "),  # "rather not take QA": a refusal
    (r"i\s+(?:don't|don’t|do not)\s+like\s", "Doesn't like "),
    (
        rf"i\s+{_ADVERB}(?:hate|can't stand|can’t stand|cannot stand)\s+it\s+when\s",
        "Hates it when ",
    ),
    (rf"i\s+{_ADVERB}hate\s(?!it(?!\s+when))", "Hates "),
    (rf"i\s+{_ADVERB}dislike\s", "Dislikes "),
    (rf"i\s+{_ADVERB}(?:like|love)\s+it\s+when\s", "Likes it when "),
    (rf"(?:я\s+)?{_ADVERB}предпочитаю(?:\s|(?=,))", "Предпочитает "),
    (r"i(?:'m|’m| am)\s+not\s+(?:a\s+|really\s+a\s+|a\s+big\s+)?fan\s+of\s", "Not a fan of "),
    (r"(?:я\s+)?не\s+(?:большой\s+)?(?:фанат|любитель)\s", "Не фанат "),
    (r"(?:я\s+)?не\s+(?:очень|особо|слишком|сильно)\s+люблю(?:\s|(?=,))", "Не любит "),
    (r"мне\s+не\s+нравится(?=,\s*когда)", "Не нравится"),
    (r"мне\s+нравится(?=,\s*когда)", "Нравится"),
    (r"i\s+(?:work|focus|think)\s+(?:best|better)\s", "Works best "),
    (
        r"(?:the\s+)?(?:best|easiest|fastest)\s+way\s+to\s+(?:reach|contact|get\s+hold\s+of|ping)"
        r"\s+me\s+is\s",
        None,
    ),
    (
        r"(?:лучше|проще|быстрее)\s+всего\s+(?:со\s+мной\s+связ\w+|меня\s+(?:поймать|найти)"
        r"|мне\s+(?:писать|звонить|написать))\s",
        None,
    ),
    (r"(?:я\s+)?не\s+люблю\s", "Не любит "),
    (r"(?:я\s+)?не\s+люблю(?=,)", "Не любит"),
    (r"(?:я\s+)?(?:очень\s+)?люблю(?=,\s*когда)", "Любит"),
    (rf"мне\s+{_ADVERB}(?:удобнее|удобней)(?:\s|(?=,))", "Удобнее "),
    (r"мне\s+комфортнее(?:\s|(?=,))", "Комфортнее "),
    (
        rf"{_PLZ},?\s+(?:don't|don’t|do not)\s+(?:call|ring|ping|message|text|e-?mail"
        r"|dm|tag|mention|cc|invite|book|schedule|disturb|add|slack|page|bother)\s+me(?!\w)",
        None,
    ),
    (
        r"(?:пожалуйста,?\s+)?не\s+(?:звоните|пишите|зовите|ставьте|добавляйте|тегайте"
        r"|дёргайте|дергайте|беспокойте)\s+(?:мне|меня)(?!\w)",
        None,
    ),
    (
        rf"(?:{_PLZ},?\s+)?no\s+(?:meetings|calls|syncs|standups|pings|messages)\s+"
        r"(?:(?:for|with)\s+me\s+)?(?:(?:before|after|until)\s|(?:on|over|during)\s+(?:weekends"
        r"|holidays|(?:mon|tues|wednes|thurs|fri)days)(?!\w))",
        None,
    ),
    (
        rf"{_PLZ},?\s+(?:don't|don’t|do not)\s+(?:schedule|book|set up|put)\s+"
        r"(?:any\s+)?(?:calls|meetings|syncs|anything)\s+(?:for|with)\s+me(?!\w)",
        None,
    ),
    (  # "no weekend calls for me", "please, no late meetings": the sender's standing rule
        rf"(?:{_PLZ},?\s+no\s+{_WHEN_NOT}(?!\w)|no\s+{_WHEN_NOT}\s+(?:for|with)\s+me(?!\w))",
        None,
    ),
    (
        rf"(?:{_PLZ},?\s+)?no\s+(?:meetings|calls|syncs|standups|pings|messages)\s+(?:for|with)"
        r"\s+me\s+(?:on|over|during)\s+(?:weekends|holidays|fridays|mondays)(?!\w)",
        None,
    ),
    (
        r"(?:пожалуйста,?\s+)?без\s+(?:созвонов|звонков|встреч|митингов|сообщений)\s+"
        r"(?:со\s+мной\s+)?(?:до|после|по)\s",
        None,
    ),
)
_PREFERENCE = [(re.compile(p, re.IGNORECASE), third) for p, third in _PREFERENCES]
_ANY_OPENING = re.compile("|".join(f"(?:{p})" for p, _ in _PREFERENCES), re.IGNORECASE)
# a standing request: these need a habit word too ("ping me on Slack", not "call me")
_REQUESTS = (
    rf"(?:{_PLZ},?\s+)?(?:(?:don't|don’t|do not|never|always|only)\s+)?"
    rf"{_EN_VERBS}\s+me(?!\w)",
    rf"(?:пожалуйста,?\s+)?(?:не\s+)?{_RU_VERBS}\s+{_ME}(?!\w)",
    rf"(?:пожалуйста,?\s+)?{_ME}\s+(?:лучше\s+)?(?:не\s+)?{_RU_VERBS}(?!\w)",
    # «сметы присылайте в xlsx»: a standing request for a format needs no «мне»
    rf"(?:[\w-]+\s+){{0,2}}?(?:присылайте|кидайте|скидывайте|шлите|отправляйте|выкладывайте)"
    rf"(?=(?:,?\s+[\w-]+){{0,4}}?,?\s+{_FORMAT}(?!\w))",
    # «созвоны со мной ставьте до 12»
    rf"(?:[\w-]+\s+){{1,3}}?{_ME}\s+(?:лучше\s+)?(?:не\s+)?{_RU_VERBS}(?!\w)",
    r"(?:мне|со\s+мной)\s+лучше\s+\w+",  # «мне лучше писать в личку»
    # «созвоны со мной только после 11», «созваниваться со мной лучше до обеда»
    rf"(?:созвоны|встречи|звонки|митинги|созваниваться|звонить|писать)\s+{_ME}"
    r"(?=\s+(?:лучше|только|исключительно|не\s+раньше|не\s+позже|(?:до|после|с)\s))",
    # a habit of not answering: «по выходным я не на связи», "I don't answer on weekends"
    r"(?:я\s+)?(?:(?:по\s+выходным|в\s+выходные|по\s+вечерам|по\s+утрам|ночью)\s+)?(?:я\s+)?"
    r"не\s+(?:отвечаю|читаю|беру\s+трубку|на\s+связи|проверяю)(?!\w)",
    r"i\s+(?:don't|don’t|do not|never)\s+(?:answer|reply|respond|check|read)(?!\w)",
    # «прошу не звонить мне после 18», "I don't take meetings on Fridays"
    r"(?:прошу|просьба)\s+(?:не\s+)?(?:звонить|писать|ставить|назначать|тегать|дёргать"
    rf"|дергать|беспокоить|добавлять)\s+(?:[\w-]+\s+){{0,2}}?{_ME}(?!\w)",
    r"i\s+(?:don't|don’t|do not|never)\s+(?:do|take|book|accept|attend)\s+(?:calls|meetings"
    r"|syncs|standups)(?!\w)",
)
_REQUEST = re.compile("|".join(f"(?:{p})" for p in _REQUESTS), re.IGNORECASE)
_WORKS_BEST = re.compile(
    r"(?P<what>[^,]+?)\s+(?:works?|is|are)\s+(?:best|better|easiest|easier)\s+for\s+me(?!\w)",
    re.IGNORECASE,
)
_PLEASE = re.compile(r"^(?:please|pls|plz|пожалуйста),?\s+", re.IGNORECASE)
_FOR_SOMEONE_ELSE = re.compile(r"(?<!\w)(?:for (?!me(?!\w))|для (?!меня(?!\w)))", re.IGNORECASE)
# a pick among options is about the thing, not about working with the person
_CHOICE = re.compile(
    r"(?<!\w)(?:options?|variants?|versions?|mock-?ups?|designs?|layouts?|logos?|colou?rs?"
    r"|fonts?|buttons?|themes?|former|latter|вариант\w*|верси\w*|макет\w*|дизайн\w*"
    r"|логотип\w*|цвет\w*|шрифт\w*|кнопк\w*)(?!\w)",
    re.IGNORECASE,
)
_NOT_SAYING = re.compile(
    r"prefer\s+not\s+to\s+(?:say|answer|comment|discuss|share|talk|disclose)", re.IGNORECASE
)
_WHEN = re.compile(r"(?<!\w)(?:когда|when|whenever)(?!\w)", re.IGNORECASE)  # always habitual
# "Monday mornings", "Friday deploys": a weekday that qualifies a habit is no one day
_HABITUAL_DAY = re.compile(
    r"\w+\s+(?:mornings|evenings|afternoons|nights)|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"\s+\w+s(?!\w)"
    r"|(?:до|после)\s+обеда|(?:before|after)\s+lunch"  # «после обеда» as a habit: no one day
    r"|\d{1,2}(?::\d{2})?\s+(?:вечера|утра|ночи|дня)"  # «после 9 вечера»: an hour
    r"|рабоч\w+\s+день|working\s+day",
    re.IGNORECASE,
)
_WEEKDAYS_PLURAL = {"понедельники", "вторники", "четверги", "выходные", "weekends",
                    "понедельников", "вторников", "сред", "четвергов", "пятниц", "суббот",
                    "воскресений", "выходных"}  # fmt: skip
_ONE_THING = {"this", "that", "it", "это", "этот", "эту", "эти"}


def preference(text: str, sender: str, day: date) -> Statement | None:
    """The sender's preference the text opens with, if it is one (see the docstring)."""
    found = _one(text, sender, day)
    if found is None:
        return scoped(text, lambda rest: _one(rest, sender, day))
    return joined(found, text, lambda rest: _one(rest, sender, day))


def _one(text: str, sender: str, day: date) -> Statement | None:
    found = (
        _opening(text, sender)
        or _request(text, sender)
        or _works_best(text, sender)
        or standing(text, sender)
        or more_preference(text, sender)
    )
    if found is None or _NOT_SAYING.search(text) or _CHOICE.search(found.text):
        return None
    one_day = find_date(_HABITUAL_DAY.sub(" ", found.text), day) is not None
    if one_day and not _WHEN.search(found.text):
        return None  # «мне удобнее в среду»: one meeting, not a habit («…, когда …» is one)
    return found


def _opening(text: str, sender: str) -> Statement | None:
    if not _ANY_OPENING.match(text):  # one pass for the common case: none of them
        return None
    for pattern, third in _PREFERENCE:
        match = pattern.match(text)
        if match is None:
            continue
        if third is None:  # a rule the sender asks for: theirs, unless it names someone else
            return _asked(text, sender)
        rest = text[match.end() :]  # «не люблю, когда …»: the clause goes on after a comma
        cut = rest[:1] + first_clause(rest[1:]) if rest.startswith(",") else with_contrast(rest)
        if _mood(cut):
            return None
        opening = third.rstrip() if cut.startswith(",") else third
        return Statement("preference", sender, clean(opening + cut))
    return None


def _asked(text: str, sender: str) -> Statement | None:
    if _FOR_SOMEONE_ELSE.search(text):
        return None
    return Statement("preference", sender, clean(with_contrast(_PLEASE.sub("", text))))


def _request(text: str, sender: str) -> Statement | None:
    """ "Ping me on Slack, not email", «пишите мне напрямую»: a standing request."""
    said = first_clause(text)
    if not _REQUEST.match(said) or not _HABIT.search(said):
        return None
    return _asked(text, sender)


def _works_best(text: str, sender: str) -> Statement | None:
    """ "Mornings work best for me" → "Prefers mornings"."""
    match = _WORKS_BEST.match(first_clause(text)) if "for me" in text.lower() else None
    if match is None:
        return None
    what = re.sub(r"^(?:what\s+\w+\s+|the\s+)", "", match.group("what"), flags=re.IGNORECASE)
    if re.match(r"^(?:it|this|that|which|what\w*|anything|either)(?!\w)", what, re.IGNORECASE):
        return None
    if re.search(r"\d", what):
        return None  # "3pm works best for me": one slot
    if what[1:2].islower():  # "Mornings work best" opened the sentence: "Prefers mornings"
        what = what[:1].lower() + what[1:]
    return Statement("preference", sender, clean(f"Prefers {what}"))


def _mood(said: str) -> bool:
    """ "I hate Mondays", «не люблю понедельники», "I hate this bug": no way of working."""
    words = said.lower().strip(" .!").split()
    if len(words) == 1 and (words[0] in WEEKDAY or words[0].rstrip("s") in WEEKDAY):
        return True
    if len(words) == 1 and words[0] in _WEEKDAYS_PLURAL:
        return True
    return bool(words) and (words[0] in _ONE_THING or words[-1] in _ONE_THING)
