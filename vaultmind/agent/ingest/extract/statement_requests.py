"""More preferences said as a request or a word about oneself (issue 10, session 10).

A standing "don't" with a time and no object: «после 18 не пишите», "don't call before
10". A "don't" to the sender with a habit word in the sentence: «мне на ночь ничего не
оставляйте, я всегда …», "не присылайте мне больше …". A rhythm: "I'm a morning person",
«я сова». What one eats or drinks: «я кофе вообще не пью, только чай», "I don't eat
meat", «я веган». A stance on how the team talks: «я за то, чтобы в чате без голосовых».
Not: a one-off («мне этот файл не присылайте, я скачал»), a mood («мне не говорите»
without a habit), someone else's rhythm or diet.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_standing import with_contrast

_ME = r"(?:мне|меня|ко\s+мне|со\s+мной)"
# a negated plural imperative: in Russian almost always a standing "don't"
_DONT = r"не\s+[а-яё]+(?:йте|ите|ьте)(?!\w)"
_TIME = (
    r"(?:(?:до|после|раньше|позже)\s+\d{1,2}(?::\d{2})?|(?:до|после)\s+обеда"
    r"|по\s+(?:выходным|вечерам|утрам|ночам)"
    r"|в\s+выходные|ночью|(?:before|after)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|on\s+weekends"
    r"|at\s+night)"
)
_CONTACT_RU = r"(?:пишите|звоните|набирайте|тегайте|дёргайте|дергайте|пингуйте|беспокойте)"
_CONTACT_EN = r"(?:call|text|ping|message|dm|e-?mail|slack|ring|bother)"
_PLEASE = r"(?:(?:please|pls|plz|пожалуйста|плз|пжл|плиз),?\s+)?"
_TIMED_DONT = re.compile(
    rf"{_PLEASE}{_TIME}\s+(?:{_ME}\s+)?{_PLEASE}не\s+{_CONTACT_RU}(?!\w)"
    rf"|{_PLEASE}(?:don't|don’t|do\s+not)\s+{_CONTACT_EN}(?:\s+me)?\s+{_TIME}(?!\w)",
    re.IGNORECASE,
)
_DONT_ME = re.compile(
    rf"(?:и\s+)?(?:{_ME}\s+(?:[\w-]+\s+){{0,6}}?{_DONT}|{_DONT}\s+{_ME}(?!\w))", re.IGNORECASE
)
# what makes a "don't" a standing one: a habit word anywhere in the sentence
_STANDING = re.compile(
    r"(?<!\w)(?:всегда|никогда|больше|впредь|каждый\s+раз|по\s+(?:утрам|вечерам"
    r"|выходным))(?!\w)",
    re.IGNORECASE,
)
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
_STANCE = re.compile(r"я\s+(?:вообще\s+|всегда\s+|только\s+)?за\s+то,?\s+чтобы\s", re.IGNORECASE)
# how a team talks: a channel or a form of message
_TALK = re.compile(  # a form of message, not a place: «обсудить в чате» is one talk
    r"(?<!\w)(?:голосов\w*|войс\w*|кружоч\w*|письменно|текстом|voice\s+(?:notes|messages)"
    r"|in\s+writing)(?!\w)",
    re.IGNORECASE,
)
# a form of message asked for or refused: «без голосовых», "no voice notes", «пишите текстом»
_VOICE = r"(?:голосов\w*|войс\w*|кружоч\w*|аудиосообщени\w*|voice\s+(?:notes?|messages?|memos?))"
_FORM = re.compile(
    rf"{_PLEASE}(?:(?:no|without|без)\s+{_VOICE}|(?:don't|don’t|do\s+not)\s+(?:send|leave)"
    rf"\s+(?:me\s+)?{_VOICE}|не\s+(?:шлите|присылайте|отправляйте|записывайте|кидайте)\s+"
    rf"(?:мне\s+)?{_VOICE}|(?:я\s+)?не\s+(?:слушаю|люблю)\s+{_VOICE}"
    rf"|i\s+(?:don't|don’t|do\s+not|never)\s+(?:listen\s+to|like)\s+{_VOICE})(?!\w)"
    # a channel asked for as a habit, against another: «пишите в личку, не в общий чат»
    r"|(?:пишите|звоните|присылайте|кидайте|шлите)\s+(?:в\s+личк\w+|в\s+лс|на\s+почту"
    r"|в\s+(?:телег\w*|телеграм\w*|слак\w*|вотсап\w*|whatsapp|telegram|slack)|текстом"
    r"|письменно)(?=,?\s+(?:а\s+|но\s+)?не\s)",
    re.IGNORECASE,
)
# a place for requests set against another: "put requests in the tracker, not DMs",
# «задачи ставьте в трекер, а не в личку», «лучше в трекер, а не в личку»
_CHANNEL = re.compile(
    rf"{_PLEASE}(?:(?:put|send|drop|post|file|log|keep|raise|add)\s+(?:[\w'’-]+\s+){{0,4}}?"
    r"(?:in|on|to|by|via|through|into)\s+(?:the\s+|a\s+)?[\w-]+(?:\s+[\w-]+)?"
    r"|(?:[\w-]+\s+){0,2}?(?:лучше\s+)?(?:пишите|кидайте|ставьте|заводите|присылайте|шлите"
    r"|скидывайте|добавляйте|выкладывайте)?\s*(?:в|на|через)\s+[\w-]+(?:\s+[\w-]+)?)"
    r"(?=,?\s+(?:(?:а|но)\s+не|not|rather\s+than|instead\s+of)\s)",
    re.IGNORECASE,
)
_CHANNEL_WORD = re.compile(  # a channel or a tool, not a place or a day
    r"(?<!\w)(?:tracker|jira|linear|asana|trello|notion|slack|teams|email|e-mail|mail|thread"
    r"|channel|dms?|ticket|tickets|form|sheet|doc|трекер\w*|джир\w*|почт\w*|тред\w*|канал\w*"
    r"|личк\w*|лс|тикет\w*|таблиц\w*|форм\w*|слак\w*|телег\w*|чат\w*)(?!\w)",
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


def more_preference(text: str, sender: str) -> Statement | None:
    """The sender's preference in one of the shapes of the module docstring."""
    clause = first_clause(text)
    if _TIMED_DONT.match(clause):
        return _said(clause, sender)
    if _DONT_ME.match(clause) and _STANDING.search(text):
        return _said(clause, sender)
    if _FORM.match(text) or _HOURS.match(clause):
        return _said(clause, sender)
    channel = _CHANNEL.match(text)
    if channel is not None and _CHANNEL_WORD.search(channel.group(0)):
        return _said(with_contrast(text, 0), sender)
    disliked = _DISLIKED.match(clause)
    if disliked is not None and not any(
        _NOT_A_THING.match(word) for word in disliked.group("what").split()
    ):
        return _said(f"Не любит {disliked.group('what')}", sender)
    best = _BEST.match(clause)
    if best is not None:
        return _best(best, sender)
    rhythm = _RHYTHM.match(clause)
    if rhythm is not None:
        kind = re.sub(
            r"^(?:a|really\s+a|more\s+of\s+a)\s+", "", rhythm.group("en") or "", flags=re.I
        )
        return _said(kind or rhythm.group("ru"), sender)
    diet = _DIET.match(clause)
    if diet is not None:
        rest = text[len(clause) :]
        against = _CONTRAST.match(rest)  # «…, только чай»
        return _said(diet.group("said") + (against.group(0) if against else ""), sender)
    stance = _STANCE.match(text)  # «я за то, чтобы …»: its clause is after the comma
    what = first_clause(text[stance.end() :]) if stance else ""
    return _said(f"За то, чтобы {what}", sender) if _TALK.search(what) else None


def _best(best: re.Match[str], sender: str) -> Statement | None:
    if best.group("en"):
        return _said(f"Most productive {best.group('en')}", sender)
    if best.group("for_me"):
        return _said(f"Удобнее {best.group('for_me')}", sender)
    said = re.sub(r"(?<!\w)я\s+", "", best.group("ru"), flags=re.IGNORECASE)
    return _said(said, sender) if len(said.split()) > 2 else None  # «лучше работаю» alone: no when


def _said(text: str, sender: str) -> Statement:
    polite = r"(?<!\w)(?:please|pls|plz|пожалуйста|плз|пжл|плиз)(?!\w),?|^(?:и|and)\s+"
    return Statement("preference", sender, clean(" ".join(re.sub(polite, " ", text).split())))


Reader = Callable[[str], Statement | None]
_NEXT_CLAUSE = re.compile(r"(?:,\s+|\s[—–-]\s+)")
# "for anything involving sources I prefer Signal": a kind of case the preference holds in
# ("for now I prefer to wait" is one decision)
_SCOPE = re.compile(
    r"(?:(?:and|also|а|и)\s+)?(?P<scope>(?:for|with|по|для)\s+(?:any|anything|all|every"
    r"|everything|each|любы\w+|вс[её]\w*)\s+(?:(?-i:[a-zа-яё][\w'’-]*)\s+){0,3}?)(?=(?:i(?:'d|’d)?\s+(?:\w+\s+)?(?:prefer|rather)|(?:я\s+)?предпочитаю)(?!\w))",
    re.IGNORECASE,
)


def joined(found: Statement, text: str, read: Reader) -> Statement:
    """«мне лучше с утра писать, после 18 не пишите»: a request right after the first
    one in the sentence is said with it."""
    parts = _NEXT_CLAUSE.split(text, maxsplit=2)
    if len(parts) < 2:
        return found
    more = read(parts[1])
    if more is None or _norm(more.text) in _norm(found.text):
        return found
    said = more.text[:1].lower() + more.text[1:]
    return replace(found, text=clean(f"{found.text}; {said}"))


def scoped(text: str, read: Reader) -> Statement | None:
    """A preference after the scope it holds in, said with it."""
    scope = _SCOPE.match(text)
    if scope is None:
        return None
    found = read(text[scope.end() :])
    if found is None:
        return None
    said = found.text[:1].lower() + found.text[1:]
    return replace(found, text=clean(f"{scope.group('scope').strip()}: {said}"))


def _norm(text: str) -> str:
    return " ".join(text.lower().split())
