"""Temporary context: a state of the sender, or of a named person, with the day it ends.

«В отпуске до 10 декабря», "OOO until Monday", "out sick today", «со следующей недели
на удалёнке до 20-го», "travelling till Thursday", "off sick, back on Monday" (it ends
the day before), "Anna is off sick today", «Паша на больничном». The end is the last
date said after the state in its clause; with no end, a start said before it («с
понедельника в отпуске»), else the message's day. A state in passing («я в отпуске, но
посмотрела до пятницы») ends at its own clause: the other date is not its end.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from vaultmind.agent.ingest.extract.sentences import chat_sentences
from vaultmind.agent.ingest.extract.statement_away import (
    ABSENT,
    ABSENT_WORDS,
    BOOKED,
    EXTENDED,
    NEEDS_DATE,
    SELF,
    TRANSIT,
    TRANSIT_WORDS,
    TRIP,
    TRIP_WORDS,
    reason,
)
from vaultmind.agent.ingest.extract.statement_common import Statement, clean, first_clause
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.memory.date_ranges import find_range
from vaultmind.vault.dates import find_date, without_dates

# states a person is in for a while (the sender's and a named person's)
_AWAY = (
    r"out sick|off sick|ooo|out of (?:the )?office|working from home|wfh|working remotely"
    r"|working from (?-i:[A-Z])[\w-]+|working from (?:my|our|the|a|his|her|their)\s+(?:[\w'’-]+"
    r"\s+){0,2}?(?:place|house|home|flat|apartment|cabin|cottage|hometown|village)"
    r"|on (?:vacation|holiday|leave|sick leave|parental leave"
    r"|pto|a business trip|a work trip)|в отпуске|на больничном|в командировке|в декрете"
    r"|на удал[её]нке|в отгуле|не на связи|вне\s+доступа|офлайн|оффлайн"
    r"|без\s+связи(?!\s+со?\s+(?!(?:понедельник|вторник|сред|четверг|пятниц|суббот"
    r"|воскресень|завтра|утра|обеда|\d)))"
    r"|из\s+дома(?:\s+работаю)?|в отъезде|работа(?:ю|ет) (?:из дома|удал[её]нно"
    r"|из (?-i:[А-ЯЁ])[\w-]+)|(?:буду |будет )?удал[её]нно(?=\s+(?:сегодня|завтра|до|с|со"
    r"|всю|на\s+(?:этой|следующей)|в\s+(?:понедельник|вторник|среду|четверг|пятницу))(?!\w)"
    r"|\s*(?:$|[.,;!—-]))"
)
_NOT_NAME = (
    r"(?!(?:the|this|that|our|my|your|their|his|her|every|each|all|no|a|an|it|who|what"
    r"|это|этот|наш|наша|мой|моя|весь|вся|все|кто|что|на|в|во|с|со|до|по|за|из|к|и|а|но|я|мы"
    r"|он|она|они|next|last|on|in|at|from|until|i|we|he|she|they|and|but|also|then)(?!\w))"
)
_WEEKDAY_EN = (  # "Mon", "tues", "Wednesday"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday)"
)
# after a state only its time, place or the clause's end: "the OOO calendar" is no state
_STATE_ENDS = (
    r"(?=\s*(?:$|[^\w\s]|(?:today|tomorrow|tmrw|tmr|tmw|tonight|until|till|through|this|next"
    r"|for|from|on|in|at|after|and|but|back|all|the whole|до|с|со|сегодня|завтра|на|в|во|за"
    rf"|после|всю|весь|пока|и|но|по|{_WEEKDAY_EN})(?!\w)|\d{{1,2}}\s*[-–—./]\s*\d"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[-–—]"
    r"|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d"  # "… wed-fri", "Dec 8-19"
    r"|\d{1,2}\s+(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр"
    r"|декабр)\w*))"  # «в отпуске 22 декабря — 9 января»
)
# "I'm out today", "I'm off tmrw", "I'm out Monday", "I'm off Mon-Wed next week"
_SOON = (
    r"(?=\s+(?:today|tomorrow|tmrw|tmr|tmw|until|till|this|next|from|on|for"
    rf"|{_WEEKDAY_EN})(?!\w))"
)
_CONTEXT = re.compile(
    r"(?P<since>(?:с|со|from|starting)\s+(?:(?:next|следующ\w+|this|эт\w+|the)\s+)?"
    r"[\w-]+,?\s+)?"  # «с понедельника я в отпуске…», "from next Monday …"
    r"(?:(?:i'm|i’m|i am)\s+sick(?!\s+(?:of|and)(?!\w))"
    r"|(?:(?:i'm|i’m|i am|i'll be|i’ll be|i will be|(?:i'm|i’m|i am\s+)?going\s+to\s+be)\s+"
    rf"(?:off|out|away|remote){_SOON})"
    rf"|(?:sick|remote|pto){_SOON}"  # "Sick today, slow replies", "Remote tomorrow"
    r"|(?:out|away|off)(?=\s+(?:until|till|through)\s)"  # "away until Monday"
    # "taking Friday off", "I'm taking tomorrow off"
    rf"|(?:(?:i'm|i’m|i am|i'll be|i’ll be)\s+)?taking\s+(?:{_WEEKDAY_EN}|tomorrow|tmrw)\s+off"
    rf"|travell?ing{_SOON}|(?:i'm|i’m|i am)\s+travell?ing{_SOON}"
    r"|(?:i'm|i’m|i am|i'll be|i’ll be|i will be)\s+offline"
    r"|i\s+(?:won't|won’t|will not)\s+be\s+(?:around|available|online|in|reachable)"
    r"|(?:я\s+)?буду\s+(?:офлайн|оффлайн|без\s+связи|вне\s+доступа|недоступ\w+)"
    r"|(?:(?:i'm|i’m|i am|i'll be|i’ll be|i will be|i've|i’ve|i have|i|я|работаю|сижу|буду)\s+"
    r"(?P<when>(?:с|со|from|starting)\s+"
    r"(?:(?!(?:не|not|был|была|was)\s)[\w-]+\s+){1,4}?|(?:(?!(?:не|not|вчера"
    r"|yesterday|был|была|was)\s)[\w-]+\s+){0,2}?))?"  # «я со следующей недели в отпуске»
    rf"(?:{_AWAY}|{TRIP}|{TRANSIT}|{BOOKED}|{EXTENDED}|{ABSENT}|болею|(?:за|при)болел(?:а)?"
    r"|работаю из дома|у врача|у стоматолога"
    r"|на при[её]ме у врача|на конференции|(?:у меня|беру|взял[аи]?)\s+(?:отгул|отпуск|больничный)"
    r"|(?:ухожу|иду|уезжаю|ушла|уш[её]л|уйду|уеду)\s+(?:в\s+(?:отпуск|командировку|декрет)"
    r"|на\s+(?:больничный|удал[её]нку))|at the doctor'?s?|at the dentist'?s?"
    r"|at (?:a|the) conference|taking (?:a|the) day off|(?:going|heading)\s+on\s+(?:vacation"
    r"|holiday|leave)))(?!\w)"
    rf"{_STATE_ENDS}",
    re.IGNORECASE,
)
_NAMED = re.compile(
    rf"{_NOT_NAME}(?-i:(?P<name>[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?))(?:'s|’s)?\s+"
    r"(?:(?:is|will be|будет)\s+)?(?P<when>(?:(?!(?:не|not|isn't|was|wasn't|был|была"
    r"|were|said|says|сказал\w*)\s)[\w-]+\s+){0,2}?)"
    rf"(?P<state>{_AWAY}|sick|болеет|заболел(?:а)?|(?:off|out|away)(?=\s+(?:today|tomorrow"
    r"|until|till)(?!\w))|travell?ing(?=\s+(?:today|until|till|this|next)(?!\w)))(?!\w)"
    rf"{_STATE_ENDS}",
    re.IGNORECASE,
)
_PRONOUN = r"(?:я|i'm|i’m|i am|i'll be|i’ll be|i will be|i)\s+"
_BACK = re.compile(  # "back on Monday", «вернусь в понедельник», "returning Monday"
    r"^(?:(?:and|и|but|но)\s+)?(?:(?:i'll be|i’ll be|will be|i'm|i’m)\s+)?(?:back|returning"
    r"|return|вернусь|вернется|вернётся|выйду|выйдет|выхожу|буду на связи)\s",
    re.IGNORECASE,
)
_MEETING = re.compile(
    r"(?<![\w-])(?:meeting|call|sync|standup|stand-up|demo|retro|встреч\w*|созвон\w*"
    r"|стендап\w*|план[её]рк\w*|демо|ретро)(?!\w)",
    re.IGNORECASE,
)
_IN_PASSING = re.compile(r"\s(?:but|though|however|но|однако|хотя|зато)\s", re.IGNORECASE)


def context(text: str, message: RawMessage) -> Statement | None:
    """The sender's state, or a named person's (`named`: a known note only); «меня не
    будет на созвоне» is one meeting missed, not a state."""
    if _MEETING.search(first_clause(text)):
        return None
    match = _CONTEXT.match(text)
    if match is not None:
        if _undated(match, text, message.time.date()):
            return None  # "I'm in Porto", "booked my holiday": a trip or leave says when
        return _ending(text, match, message.sender, message.time.date())
    named = _NAMED.match(text)
    if named is not None and find_date(named.group("name"), message.time.date()) is None:
        found = _ending(text, named, named.group("name"), message.time.date(), named.start("when"))
        return Statement("context", found.person, found.text, found.valid_until, named=True)
    return _dated_context(text, message)


def _undated(match: re.Match[str], text: str, day: date) -> bool:
    if _no_reason(match, text) or _nobody_there(match, match.group(0)):
        return True
    if not any(match.group(name) for name in NEEDS_DATE):
        return False
    return find_date(text, day) is None and find_range(text, day) is None


def _nobody_there(match: re.Match[str], said_before: str) -> bool:
    """A city with no activity and no «я» / "I'm" before it is no trip of the sender's."""
    if not match.groupdict().get("trip") or match.group("activity"):
        return False
    return SELF.search(said_before) is None


def _no_reason(match: re.Match[str], text: str) -> bool:
    """«Меня не будет до понедельника» alone is no state (session 6); with its reason
    after it («…, у меня отгул») it is one."""
    absent = match.groupdict().get("absent") or ""
    return absent.lower().startswith("меня") and reason(text[len(first_clause(text)) :]) is None


def _ending(
    text: str, match: re.Match[str], person: str, day: date, said_from: int = 0
) -> Statement:
    """The state until the last date said after it in its clause, or the day before a
    "back on …"; else a start or a day said before it; else the message's day."""
    clause = _IN_PASSING.split(first_clause(text), maxsplit=1)[0]
    rest = clause[match.end() :]
    begins, skip = _start_after(rest, day)  # «в отпуске с понедельника до пятницы»
    when = match.group("when") or ""
    begins = begins or (_start(when, day) if _FROM.match(when) else None) or _since(match, day)
    before = begins or _last_day(when, day)  # «я завтра на больничном»: a day, not a start
    # an end is counted from a later start: «с понедельника до пятницы» is next week's Friday
    after = _last_date(rest[skip:], begins if begins and begins > day else day)
    back = later_end(text[len(clause) :].lstrip(" ,—-"), day)
    spread = find_range(clause[said_from:], day)  # «я с 7 по 18 декабря в отпуске»
    why = reason(text[len(clause) :]) if match.groupdict().get("absent") else None
    why = why or said_after(text[len(clause) :], day)
    if spread is not None and spread[1] >= day:
        ends = said_from + spread[2][1]  # the clause to the range, or all of it after one
        until, said = spread[1], clause[said_from : ends if ends > match.end() else None]
    elif after is not None and after[0] >= day:  # "off today and tomorrow": tomorrow
        until, said = after[0], clause[said_from : match.end() + skip + after[1]]
    elif back is not None:
        until, said = back[0], f"{clause[said_from:]}, {back[1]}"
    else:
        before = before or _inside(match, day)  # "taking Friday off": its day is in it
        until, said = (before if before and before >= day else day), clause[said_from:]
    said = f"{said}, {why}" if why else said  # «сегодня не выйду, заболела»
    state = re.sub(rf"^{_PRONOUN}", "", said, flags=re.IGNORECASE)
    return Statement("context", person, clean(state), until)


# "sorry", «извините»: a word before the aside that says nothing of the state
_SORRY = re.compile(r"^(?:sorry|sry|извините|сорри|увы|alas)\b[,!.]?\s*", re.IGNORECASE)
_ASIDE_WORDS = 8


def said_after(rest: str, day: date) -> str | None:
    """What the state's sentence says after it, when that is a short aside with no date
    or question of its own: why or where ("…, my brother's wedding in Naples", "…, sorry,
    cousin's wedding in Lagos", «…, у сестры свадьба», "(dentist + a long weekend")."""
    sentences = chat_sentences(rest)
    aside = _SORRY.sub("", sentences[0].strip(" ,—-()") if sentences else "").strip(" ,—-().")
    if not aside or "?" in aside or not 2 <= len(aside.split()) <= _ASIDE_WORDS:
        return None
    return None if find_date(aside, day) or _ELSEWHERE.search(aside) else aside


# an aside about something else: how to reach the person («пишите в личку», "ping me on
# Slack", "slow replies"), who stands in ("Tom covers", «вопросы к Диме»), or what is next
_ELSEWHERE = re.compile(
    r"(?<!\w)(?:but|но|однако|if|если|cover\w*|замен\w*|подмен\w*|дежур\w*|instead|will"
    r"|буду|сделаю|за\s+(?:меня|него|неё|нее)"
    r"|ping|text|call|message|email|slack|phone|mobile|repl(?:y|ies)|urgent|questions?|ask"
    r"|пиш\w*|звон\w*|отвеча\w*|вопрос\w*|срочн\w*|телефон\w*|мобильн\w*|личк\w*|связ\w*"
    r"|(?:к|ко|у)\s+(?:[А-ЯЁ]\w*|мне|вам|вас|нам))(?!\w)",
    re.IGNORECASE,
)


def _inside(match: re.Match[str], day: date) -> date | None:
    found = _last_date(match.group(0), day)
    return found[0] if found else None


def _since(match: re.Match[str], day: date) -> date | None:
    since = match.groupdict().get("since")
    return _start(since, day) if since else None


_FROM = re.compile(r"(?:с|со|from|starting)\s+", re.IGNORECASE)
_FROM_NEXT_WEEK = re.compile(
    r"^(?:с|со|from|starting)\s+(?:следующей\s+недели|next\s+week)$", re.IGNORECASE
)


def _start(said: str, day: date) -> date | None:
    """The day a phrase before the state names: «со следующей недели» / "from next week"
    is next Monday (the date table reads «недели» alone as a week from now)."""
    said = said.strip(" ,")
    if _FROM_NEXT_WEEK.match(said):
        return day + timedelta(days=7 - day.weekday())
    found = find_date(said, day)
    return found[0] if found else None


def _last_day(said: str, day: date) -> date | None:
    """The days before the state, by their last: «я 30-го и 1-го на курсах» is on courses
    until the 1st."""
    first = _start(said, day)
    last = _last_date(said.strip(" ,"), day) if first else None
    return last[0] if last and first and last[0] > first else first


def _start_after(rest: str, day: date) -> tuple[date | None, int]:
    """A start said right after the state («… с понедельника», "from Monday") and where
    it ends: it is no end date itself."""
    found = find_date(rest, day)
    if found is None or not _FROM.fullmatch(rest[: found[1][0]].lstrip()):
        return None, 0
    return found[0], found[1][1]


_ONLY_END = re.compile(  # «…, до 10 декабря», "… — till Friday", «…, на неделю»: the end
    r"^(?:(?:и|and)\s+)?(?:(?:пока|минимум|как минимум|at least)\s+)?"  # «…, пока до 25-го»
    r"(?:до|по|until|till|through|thru|на|for)\s",
    re.IGNORECASE,
)
_END_WORDS = re.compile(
    r"(?<!\w)(?:включительно|inclusive|точно|как минимум|минимум|at least)(?!\w)", re.IGNORECASE
)


def later_end(rest: str, day: date) -> tuple[date, str] | None:
    """An end said in the next clause or sentence, and nothing else: «…, до 10 декабря»,
    "Back on Monday" (the day before). «…, до пятницы посмотрю PR» is a promise's date."""
    said = first_clause(rest).rstrip(" .!")
    spread = find_range(said, day)  # "booked my holiday, Dec 8-19": the clause is a range
    if spread is not None and spread[1] >= day:
        left = said[: spread[2][0]] + said[spread[2][1] :]
        if not re.sub(r"[^\w]+", "", _END_WORDS.sub(" ", left)):
            return spread[1], said[: spread[2][1]]
    found = find_date(said, day) if _ONLY_END.match(said) else None
    if found is not None and found[0] >= day:
        left = _END_WORDS.sub(" ", said[: found[1][0]] + said[found[1][1] :])
        left = re.sub(r"(?<!\w)пока(?!\w)", " ", left, flags=re.IGNORECASE)
        if not re.sub(
            r"(?<!\w)(?:и|and|до|по|until|till|through|thru|на|for)(?!\w)", " ", left
        ).strip():
            return found[0], said
    return _back(rest, day)


def _back(rest: str, day: date) -> tuple[date, str] | None:
    """ "back on Monday" after the state: it ends the day before (today at the earliest).
    One undated clause may come between, and is kept: "out from Friday, flying to Lagos
    for a wedding, back Wed Dec 2"."""
    said = first_clause(rest)
    if not _BACK.match(said):
        between = said
        said = first_clause(rest[len(between) :].lstrip(" ,—-"))
        if not _BACK.match(said) or find_date(between, day) is not None:
            return None
        later = _back(rest[len(between) :].lstrip(" ,—-"), day)
        return (later[0], f"{between.strip()}, {later[1]}") if later else None
    found = _last_date(said, day)  # "back at work Wed Dec 2": the date, by its last word
    if found is None or found[0] <= day:
        return None
    return max(day, found[0] - timedelta(days=1)), said[: found[1]]


_LEAD = re.compile(  # «завтра у врача», «завтра на удалёнке», "tomorrow I'm OOO"
    r"^(?P<lead>(?:[\w'’-]+\s+){1,7}?)(?=(?:у врача|у стоматолога|на конференции"
    r"|у меня отгул|(?:беру|взял[аи]?)\s+(?:отгул|отпуск|больничный)|at the doctor"
    rf"|at the dentist|at (?:a|the) conference|{_AWAY}|{TRIP_WORDS}|{TRANSIT_WORDS}"
    rf"|{ABSENT_WORDS})(?!\w))",
    re.IGNORECASE,
)
# «и», "and", and a part of the day («до обеда», "this afternoon") add no other subject
_PART_OF_DAY = re.compile(
    r"(?<!\w)(?:и|and|(?:до|после|с)\s+(?:обеда|утра|вечера)|утром|днем|днём|вечером"
    r"|(?:весь|целый)\s+день|all\s+day|the\s+whole\s+day"
    r"|(?:this\s+)?(?:morning|afternoon|evening)|until noon|till noon)(?!\w)",
    re.IGNORECASE,
)


def _dated_context(text: str, message: RawMessage) -> Statement | None:
    """«Завтра у врача», "tomorrow at the doctor's": a state after date words only (and
    «я»): «Петя у врача» is someone else's errand, not recorded."""
    lead = _LEAD.match(text)
    if lead is None:
        return None
    words = re.sub(rf"(?<!\w){_PRONOUN}", "", lead.group("lead"), flags=re.IGNORECASE)
    day = message.time.date()
    spread = find_range(words, day)  # «с 30 ноября по 4 декабря я в отпуске»
    bare = words[: spread[2][0]] + words[spread[2][1] :] if spread else words
    bare = re.sub(r"(?<!\w)буду(?!\w)", " ", bare, flags=re.IGNORECASE)  # «до среды буду в …»
    left = _PART_OF_DAY.sub(" ", without_dates(_PART_OF_DAY.sub(" ", bare))).strip(" ,")
    dated = find_date(words, day) is not None or _PART_OF_DAY.search(words) is not None
    if words.strip() and (not dated or left):
        return None
    rest = text[lead.end() :]
    inner = _CONTEXT.match(rest)
    if inner is None or _no_reason(inner, rest) or _nobody_there(inner, text[: lead.end()]):
        return None
    found = _ending(rest, inner, message.sender, day)
    if not words.strip():
        return found
    led = _last_date(_PART_OF_DAY.sub(" ", words), day)  # «весь день» is no date
    own = _last_date(first_clause(rest)[inner.end() :], _week_before(led, day))
    if own is not None and own[0] >= day:  # its own end is surer than the lead's
        until = own[0]  # "next week I'm OOO on Wednesday": that week's Wednesday
    else:
        until = max(found.valid_until or day, led[0] if led else day)
    first = found.text.split()[0] if found.text.split() else ""
    shout = len(first) > 1 and first.isupper()  # "OOO" stays as written
    state = found.text if shout else found.text[:1].lower() + found.text[1:]
    said = f"{words.strip()} {state}"
    return Statement("context", found.person, clean(said), until)


def _week_before(led: tuple[date, int] | None, day: date) -> date:
    """The day a weekday after a lead is counted from: the eve of the lead's week when it
    is a later week than the message's («на следующей неделе … до среды»)."""
    if led is None or led[0] - timedelta(days=led[0].weekday()) <= day:
        return day
    return led[0] - timedelta(days=led[0].weekday() + 1)


def _last_date(text: str, day: date) -> tuple[date, int] | None:
    """The last date phrase in the text and where it ends (a range's last day)."""
    last, start = None, 0
    while (found := find_date(text[start:], day)) is not None:
        last, start = (found[0], start + found[1][1]), start + found[1][1]
    spread = find_range(text, day)
    if spread is not None and (last is None or spread[2][1] >= last[1]):
        return spread[1], spread[2][1]
    return last
