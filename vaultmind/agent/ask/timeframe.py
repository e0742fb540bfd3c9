"""Time expressions in a question, as a range of days to filter content dates on.

"last week", «на прошлой неделе», "in March", «в марте», «вчера», "on 2026-11-30",
«30 ноября» … A question looks back, so a day or month without a year is its latest
occurrence not after today (the month of March asked in December is this year's).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from vaultmind.agent.ask.words import fold
from vaultmind.vault.dates import MONTH

_MONTH_IN = {"январе": 1, "феврале": 2, "марте": 3, "апреле": 4, "мае": 5, "июне": 6,
             "июле": 7, "августе": 8, "сентябре": 9, "октябре": 10, "ноябре": 11,
             "декабре": 12}  # fmt: skip
MONTHS = {**MONTH, **_MONTH_IN}
_MONTH_WORDS = "|".join(sorted((m for m in MONTHS if len(m) > 3), key=len, reverse=True))
# beside a day's number a short month is one too ("Nov 20", "may 5"); alone it is a word
_DAY_MONTH_WORDS = "|".join(sorted(MONTHS, key=len, reverse=True))
_DAY_MONTH = re.compile(
    rf"(?<!\w)(?:(\d{{1,2}})\s+({_DAY_MONTH_WORDS})|({_DAY_MONTH_WORDS})\.?\s+(\d{{1,2}}))"
    r"(?:st|nd|rd|th)?(?!\w)"
)
_NUMERIC = re.compile(r"(?<![\w.,])(\d{1,2})\.(\d{2})(?![\w,]|\.\d)")  # «19.11»; not "1.5"
_FROM_ORDINAL = re.compile(  # "since the 16th", «с 16-го»: a day of the latest such month
    r"(?<!\w)(?:since|after|from|с|со|после|начиная с)\s+(?:the\s+)?(\d{1,2})"
    r"(?:st|nd|rd|th|-?го)(?!\w)"
)


_WEEKDAYS = {"monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4,
             "saturday": 5, "sunday": 6, "понедельника": 0, "вторника": 1, "среды": 2,
             "четверга": 3, "пятницы": 4, "субботы": 5, "воскресенья": 6}  # fmt: skip


@dataclass(frozen=True, slots=True)
class TimeRange:
    start: date
    end: date  # inclusive
    phrase: str

    def holds(self, day: date) -> bool:
        return self.start <= day <= self.end

    def days(self) -> list[date]:
        count = (self.end - self.start).days + 1
        return [self.start + timedelta(days=n) for n in range(min(count, 62))]


def _week(day: date, weeks: int = 0) -> tuple[date, date]:
    monday = day - timedelta(days=day.weekday()) + timedelta(weeks=weeks)
    return monday, monday + timedelta(days=6)


def _month(year: int, month: int) -> tuple[date, date]:
    first = date(year, month, 1)
    following = date(year + month // 12, month % 12 + 1, 1)
    return first, following - timedelta(days=1)


def _relative(text: str, today: date) -> tuple[date, date] | None:
    days = {"today": 0, "сегодня": 0, "yesterday": -1, "вчера": -1, "позавчера": -2,
            "day after tomorrow": 2, "послезавтра": 2, "tomorrow": 1, "завтра": 1}  # fmt: skip
    for word, offset in days.items():
        if re.search(rf"(?<!\w){word}(?!\w)", text):
            day = today + timedelta(days=offset)
            return day, day
    weeks = ((r"last week|прошл\w+ недел\w*", -1), (r"this week|эт\w+ недел\w*", 0),
             (r"next week|следующ\w+ недел\w*", 1))  # fmt: skip
    for pattern, offset in weeks:
        if re.search(pattern, text):
            return _week(today, offset)
    if re.search(r"last month|прошл\w+ месяц\w*", text):
        year, month = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
        return _month(year, month)
    if re.search(r"this month|эт\w+ месяц\w*", text):
        return _month(today.year, today.month)
    if re.search(r"next month|следующ\w+ месяц\w*", text):
        year, month = (today.year, today.month + 1) if today.month < 12 else (today.year + 1, 1)
        return _month(year, month)
    return _ahead(text, today)


_BY_DAY = re.compile(rf"(?<!\w)(?:by|к)\s+(?:the\s+)?({'|'.join(_WEEKDAYS)}|"
                     r"пятниц\w*|понедельник\w*|вторник\w*|сред\w*|четверг\w*|суббот\w*|"
                     r"воскресень\w*)(?!\w)")  # fmt: skip
_ON_DAY = re.compile(rf"(?<!\w)(?:on|this|next|last|в|во)\s+({'|'.join(_WEEKDAYS)}|"
                     r"пятниц\w*|понедельник\w*|вторник\w*|сред\w*|четверг\w*|суббот\w*|"
                     r"воскресень\w*)(?!\w)")  # fmt: skip
_PAST = re.compile(r"(?<!\w)(?:was|were|did|last|had|прошл\w*|был\w*)(?!\w)")
_RU_DAY = {"понедельник": 0, "вторник": 1, "сред": 2, "четверг": 3, "пятниц": 4, "суббот": 5,
           "воскресень": 6}  # fmt: skip


def _ahead(text: str, today: date) -> tuple[date, date] | None:
    """Days ahead: "in the next 3 days", «в ближайшие дни», "by Friday", «до конца недели»."""
    coming = re.search(r"(?:next|coming|ближайш\w+)\s+(\d+\s+)?(?:days?|дн\w*)", text)
    if coming:
        return today, today + timedelta(days=int(coming[1] or 7))
    if re.search(r"end of (?:the |this )?week|конц\w* недел\w*", text):
        return today, _week(today)[1]
    by = _BY_DAY.search(text)
    if by:
        word = by[1]
        number = _WEEKDAYS.get(word)
        if number is None:
            number = next(n for stem, n in _RU_DAY.items() if word.startswith(stem))
        return today, today + timedelta(days=(number - today.weekday()) % 7)
    return _on_day(text, today)


def _on_day(text: str, today: date) -> tuple[date, date] | None:
    """ "On Friday", «в пятницу»: that one day, the coming one (today's, if it is that
    day), or the one before when the question is in the past ("what was due on Friday")."""
    on = _ON_DAY.search(text)
    if on is None:
        return None
    number = _day_number(on[1])
    if _PAST.search(text):
        day = today - timedelta(days=(today.weekday() - number) % 7 or 7)
    else:
        day = today + timedelta(days=(number - today.weekday()) % 7)
    return day, day


def _day_number(word: str) -> int:
    number = _WEEKDAYS.get(word)
    if number is None:
        number = next(n for stem, n in _RU_DAY.items() if word.startswith(stem))
    return number


def _named_day(text: str, today: date) -> tuple[date, date] | None:
    iso = re.search(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)", text)
    if iso:
        try:
            day = date(int(iso[1]), int(iso[2]), int(iso[3]))
        except ValueError:
            return None
        return day, day
    named = _DAY_MONTH.search(text)
    if named:
        number = int(named[1] or named[4])
        month = MONTHS[named[2] or named[3]]
        return _latest(today, month, number)
    numeric = _NUMERIC.search(text)
    if numeric and 1 <= int(numeric[2]) <= 12:
        return _latest(today, int(numeric[2]), int(numeric[1]))
    ordinal = _FROM_ORDINAL.search(text)
    if ordinal:
        month = today.month if int(ordinal[1]) <= today.day else (today.month - 2) % 12 + 1
        return _latest(today, month, int(ordinal[1]))
    month_only = re.search(rf"(?:\bin|\bв|\bво)\s+({_MONTH_WORDS})(?!\w)", text)
    if month_only:
        month = MONTHS[month_only[1]]
        year = today.year if month <= today.month else today.year - 1
        return _month(year, month)
    return None


def _latest(today: date, month: int, number: int) -> tuple[date, date] | None:
    for year in (today.year, today.year - 1):
        try:
            day = date(year, month, number)
        except ValueError:
            return None
        if day <= today + timedelta(days=31):  # "due on December 8" asked on the 3rd
            return day, day
    return None


_SINCE = re.compile(
    r"(?<!\w)(?:since|after|starting|from|с|со|после|начиная с)\s+(?:the\s+|last\s+|прошл\w+\s+)?$"
)

_SINCE_DAY = re.compile(
    rf"(?<!\w)(?:since|с|со)\s+(?:last\s+|прошл\w+\s+)?({'|'.join(_WEEKDAYS)})(?!\w)"
)


def find_range(question: str, today: date) -> TimeRange | None:
    """The days the question asks about, or None when it names no time. "Since" a day
    («с 3 декабря», "since Monday") runs from that day to today."""
    text = fold(question)
    weekday = _SINCE_DAY.search(text)
    if weekday is not None:
        back = (today.weekday() - _WEEKDAYS[weekday[1]]) % 7 or 7
        return TimeRange(today - timedelta(days=back), today, question)
    found = (part_of_month(text, today) or _new_year(text, today) or _relative(text, today)
             or _named_day(text, today))  # fmt: skip
    if found is None:
        return None
    start, end = found
    if end < today and _since(text, start, today):
        end = today
    return TimeRange(start, end, question)


_PART_OF_MONTH = re.compile(
    rf"(?<!\w)(?:(?:the\s+)?(first|last|final)\s+week\s+of|(?:the\s+)?(start|beginning|end)\s+of"
    rf"|(перв|последн)\w*\s+недел\w*|(начал|конц|конец)\w*)\s+({_MONTH_WORDS})(?!\w)"
)
_FIRST = ("first", "start", "beginning", "перв", "начал")


def part_of_month(text: str, today: date) -> tuple[date, date] | None:
    """ "The last week of December", «первая неделя января», "end of March": that
    month's last or first seven days, in the occurrence of the month nearest today
    (asked in December, January is the coming one; it is a plan as often as a past)."""
    said = _PART_OF_MONTH.search(text)
    if said is None:
        return None
    part = next(group for group in said.groups()[:4] if group)
    month = MONTHS[said[5]]
    years = (today.year - 1, today.year, today.year + 1)
    year = min(years, key=lambda y: abs((date(y, month, 15) - today).days))
    first, last = _month(year, month)
    if part in _FIRST:
        first, last = first, first + timedelta(days=6)
    else:
        first = last - timedelta(days=6)
    if re.search(r"(?<!\w)(?:by|до|к)\s+$", text[: said.start()]):  # "by the end of …"
        first = min(first, today)
    return first, last


_NEW_YEAR = re.compile(
    r"(?<!\w)(?:over|during|on|at|for|around|through|across|after|before)\s+(?:the\s+)?"
    r"new\s+year(?:'?s)?(?!\w)|(?<!\w)(?:на|в|под|после|перед)\s+новый\s+год(?!\w)|"
    r"новогодн\w*\s+(?:праздник|каникул|выходн)\w*"
)


def _new_year(text: str, today: date) -> tuple[date, date] | None:
    """ "Over new year", «на новый год», «новогодние каникулы»: December 31 to January 1
    nearest today (asked in early January, the one just gone)."""
    if _NEW_YEAR.search(text) is None:
        return None
    year = today.year if today.month >= 7 else today.year - 1
    return date(year, 12, 31), date(year + 1, 1, 1)


def _since(text: str, start: date, today: date) -> bool:
    """The date is said after "since", «с», «после»: the days from it to today."""
    if re.search(r"(?<!\w)(?:since|с|со)\s+(?:last|прошл\w*)\s", text):
        return True
    for phrase in (start.isoformat(), *_day_phrases(text)):
        at = text.find(phrase)
        if at > 0 and _SINCE.search(text[:at]):
            return True
    return False


def _day_phrases(text: str) -> list[str]:
    found = [*_DAY_MONTH.finditer(text), *_NUMERIC.finditer(text)]
    return [m.group(0) for m in found] + [m.group(1) for m in _FROM_ORDINAL.finditer(text)]
