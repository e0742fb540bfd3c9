"""More preferences said as a request (issue 10, session 10).

A standing "don't" with a time and no object: «после 18 не пишите», "don't call before
10". A "don't" to the sender with a habit word in the sentence: «мне на ночь ничего не
оставляйте, я всегда …», "не присылайте мне больше …". A form of message or a channel set
against another: «без голосовых», "put requests in the tracker, not DMs". A stance on
how the team talks: «я за то, чтобы в чате без голосовых». A scope before "I prefer", a
second request in the sentence. Not: a one-off («мне этот файл не присылайте, я
скачал»), a mood («мне не говорите» without a habit). Words about oneself:
statement_self.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from vaultmind.agent.ingest.extract.sentences import CLAUSE_BREAK
from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.extract.statement_self import about_self, said_as
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


def more_preference(text: str, sender: str) -> Statement | None:
    """The sender's preference in one of the shapes of the module docstring."""
    clause = first_clause(text)
    if _TIMED_DONT.match(clause):
        return said_as(clause, sender)
    if _DONT_ME.match(clause) and _STANDING.search(text):
        return said_as(clause, sender)
    if _FORM.match(text):
        return said_as(clause, sender)
    channel = _CHANNEL.match(text)
    if channel is not None and _CHANNEL_WORD.search(channel.group(0)):
        return said_as(with_contrast(text, 0), sender)
    if (found := about_self(text, sender)) is not None:
        return found
    stance = _STANCE.match(text)  # «я за то, чтобы …»: its clause is after the comma
    what = first_clause(text[stance.end() :]) if stance else ""
    return said_as(f"За то, чтобы {what}", sender) if _TALK.search(what) else None


Reader = Callable[[str], Statement | None]
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
    parts = CLAUSE_BREAK.split(text, maxsplit=2)
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
