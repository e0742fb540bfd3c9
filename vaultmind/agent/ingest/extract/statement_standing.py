"""Standing rules about oneself and what they are said against (issue 10, session 8).

"Going forward pls cc me on any pricing change", «впредь ко мне … не ставить», «ко мне
после 17 не ставить ни при каких условиях», «прошу: ко мне по пятницам созвоны не
ставить»: a request about the sender with a mark of a standing rule (going forward,
from now on, «впредь», «всегда», «ни при каких условиях») or a habit word; "cc me on
the thread today" is a one-off (the caller drops a rule that names a day). «Я работаю
только со своим ноутбуком», "I only use my own laptop": a habit of one's own. «Мне
вообще вечерние созвоны удобнее»: the thing between «мне» and «удобнее». A rule keeps
what it is set against: «пишите, а не звоните», "in Slack, not email".
"""

from __future__ import annotations

import re

from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause

_MARK = (
    r"(?:going\s+forward|moving\s+forward|from\s+now\s+on|in\s+(?:the\s+)?future|впредь"
    r"|в\s+дальнейшем|отныне|с\s+этого\s+момента|теперь\s+всегда|всегда|always"
    r"|ни\s+при\s+каких\s+(?:условиях|обстоятельствах)|under\s+no\s+circumstances)"
)
_MARKED = re.compile(rf"(?<!\w){_MARK}(?!\w)", re.IGNORECASE)
_LEADING_MARK = re.compile(rf"^{_MARK},?\s+", re.IGNORECASE)
_PLEASE = r"(?:(?:please|pls|plz|kindly|пожалуйста|пжл|плиз),?\s+)?"
_EN_ASK = (  # "cc me on …", "loop me in on …", "tag me on any …"
    rf"{_PLEASE}(?:always\s+)?(?:cc|tag|loop|ping|add|include|notify|mention|invite|copy)"
    r"\s+me(?:\s+in)?\s+(?:on|in|to|about|for|when(?:ever)?)\s+\w"
)
_RU_INFINITIVE = (
    r"(?:ставить|записывать|назначать|звать|приглашать|добавлять|звонить|писать|тегать"
    r"|отмечать|присылать|направлять|переводить|отправлять|дёргать|дергать|беспокоить)"
)
# «(через бот) ко мне (новых) (клиентов) не записывать»; «мне» + an infinitive is "I am
# to …" («мне звонить клиенту»), so with «мне» only «мне не звонить» is about the speaker
_RU_ASK = (
    rf"(?:[\w-]+\s+){{0,3}}?(?:(?:ко\s+мне|меня|со\s+мной)\s+(?:[\w-]+\s+){{0,4}}?"
    rf"(?:не\s+)?|мне\s+не\s+){_RU_INFINITIVE}(?!\w)"
)
_RU_TELL = (  # «всегда ставьте меня с утра»: an imperfective plural, a standing request
    r"(?:не\s+)?(?:ставьте|записывайте|назначайте|зовите|пишите|звоните|присылайте|тегайте"
    r"|отмечайте|добавляйте|шлите|кидайте)\s+(?:ко\s+мне|мне|меня)(?!\w)"
)
_ASK = re.compile(rf"(?:{_EN_ASK}|{_RU_ASK}|{_RU_TELL})", re.IGNORECASE)
# «с 13 до 14 я пациентов не принимаю»: hours kept free, said as a habit
_CLOSED = re.compile(
    r"(?P<hours>(?:с|после|до)\s+\d{1,2}(?::\d{2})?(?:\s+до\s+\d{1,2}(?::\d{2})?)?\s+)"
    r"(?:я\s+)?(?:[\w-]+\s+)?не\s+(?:принимаю|отвечаю|беру\s+трубку|беру|читаю|созваниваюсь"
    r"|провожу\s+встречи)(?!\w)",
    re.IGNORECASE,
)
_POLITE = re.compile(r"(?<!\w)(?:please|pls|plz|пожалуйста|пжл|плиз),?\s+|\s+(?:pls|plz)$")
_HABIT_WORDS = re.compile(  # a time or a kind of case that makes it a rule without a mark
    r"(?<!\w)(?:по\s+(?:утрам|вечерам|выходным|будням|понедельникам|вторникам|средам"
    r"|четвергам|пятницам)|(?:до|после|с)\s+\d{1,2}(?::\d{2})?|в\s+выходные|только"
    r"|any|every|each|любы\w+|все\w*|кажд\w+)(?!\w)",  # "add me to all …" is a one-off
    re.IGNORECASE,
)
_OWN = re.compile(  # «я работаю только со своим пультом», "I only use my own laptop"
    r"(?:я\s+|i\s+)?(?P<said>(?:работаю|пользуюсь|пишу|снимаю|езжу|играю)\s+только\s+(?:на\s+"
    r"|со?\s+|в\s+)?(?:сво\w+|собственн\w+)\s+\w+|(?:only|always)\s+(?:work|use|code|edit"
    r"|shoot|record|bring|travel)\s+(?:with\s+|on\s+|in\s+)?my\s+own\s+\w+)",
    re.IGNORECASE,
)
_EASIER = re.compile(  # «мне вообще вечерние созвоны удобнее»
    r"мне\s+(?:(?:вообще|обычно|всегда|лично)\s+)?(?P<what>(?!(?:так|это|тут|здесь|там"
    r"|сейчас|сегодня|завтра|было|будет|бы|не|тоже|также|и|вообще|лично|точно|явно|наверно"
    r"|правда|реально|очень|куда|гораздо|намного|перв\w+|втор\w+|трет\w+|эт\w+|т[оае]т?"
    r"|таки?\w*|об[ае]|последн\w+|завтрашн\w+|сегодняшн\w+|\w*\d\w*)(?!\w))"
    r"(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?:удобнее|удобней|комфортнее|привычнее)(?!\w)",
    re.IGNORECASE,
)
_CONTRAST = re.compile(
    r"^,\s+(?:а\s+не|но\s+не|и\s+не|не|только|лишь|not|only|rather\s+than|instead\s+of"
    r"|never)\s+[^,;.!?—–]+",
    re.IGNORECASE,
)
_REFERS_BACK = re.compile(  # «ко мне в это время не ставить»: the time is the last sentence's
    r"(?<!\w)(?:в\s+это\s+(?:время|окно)|в\s+эти\s+часы|at\s+that\s+time|during\s+that\s+time"
    r"|during\s+those\s+hours)(?!\w)",
    re.IGNORECASE,
)


def standing(text: str, sender: str) -> Statement | None:
    """A standing rule or own habit the text opens with (see the module docstring)."""
    own = _OWN.match(text)
    if own is not None:
        said_own = with_contrast(text, own.end("said"))[own.start("said") :]
        return Statement("preference", sender, clean(said_own))
    easier = _EASIER.match(first_clause(text))
    if easier is not None:
        return Statement("preference", sender, clean(f"Удобнее {easier.group('what')}"))
    closed = _CLOSED.match(text)
    if closed is not None:
        return Statement("preference", sender, clean(with_contrast(text)))
    said = _LEADING_MARK.sub("", text)
    ask = _ASK.match(said)
    if ask is None:
        return None
    clause = with_contrast(text, len(text) - len(said) + ask.end())
    if not (_MARKED.search(text) or _HABIT_WORDS.search(clause)):
        return None
    return Statement("preference", sender, clean(" ".join(_POLITE.sub(" ", clause).split())))


def with_contrast(text: str, start: int = 0) -> str:
    """The first clause from `start` on, with what it is set against after a comma."""
    clause = first_clause(text[start:])
    end = start + len(clause)
    against = _CONTRAST.match(text[end:])
    return text[: end + (against.end() if against else 0)]


def refers_back(text: str) -> bool:
    return _REFERS_BACK.search(text) is not None
