"""Natural due dates in English and Russian, resolved against a given day.

"friday", «до пятницы», "next week", «через 3 дня», «к 30 ноября», "2026-12-04" …
The same rules read `--due` and a chat message (there `today` is the message's day);
docs/decisions.md has the table. A weekday means the next such day strictly after
`today`; "next Tuesday" the Tuesday of next calendar week; "next week" that week's
Friday; "end of the week" this week's Friday (next week's on a weekend); "end of the
month" its last day; a time of day ("утром", "tonight") is the day itself; a day and
month without a year means its next occurrence. "12/5" is day-first unless the vault's
language writes month first (`slash_dates`, set from the vault's settings); "30.11" is
always day-first; in running text a number in a version or ticket shape ("v2.0",
«схемы 2.4», "OPS-12") is no date (`date_versions`). A weekday said as a greeting or
an aside ("Happy Friday!", "Sunday thought: …" on a Sunday) is no date (`date_asides`).
A bare day of the month («к 9му», «9е», "the 8th") is the next such day on or after
`today` (this month's, else the next month that has it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date, timedelta

from vaultmind.errors import UsageError
from vaultmind.vault.date_asides import is_aside
from vaultmind.vault.date_ordinals import ordinal_fits
from vaultmind.vault.date_versions import numbers_fit
from vaultmind.vault.date_weeks import (
    WEEKEND,
    next_week,
    weekday_and_week,
    weekday_of_next_week,
    weekend_day,
)

_WEEKDAYS = {
    # the short forms chats write: «в пн», «к пт», "thurs", "weds"
    0: ("mon", "monday", "понедельник", "понедельника", "понедельнику", "пн"),
    1: ("tue", "tues", "tuesday", "вторник", "вторника", "вторнику", "вт"),
    2: ("wed", "weds", "wednesday", "среда", "среды", "среду", "среде", "ср"),
    3: ("thu", "thur", "thurs", "thursday", "четверг", "четверга", "четвергу", "чт"),
    4: ("fri", "friday", "пятница", "пятницы", "пятницу", "пятнице", "пт"),
    5: ("sat", "saturday", "суббота", "субботы", "субботу", "субботе", "сб"),
    6: ("sun", "sunday", "воскресенье", "воскресенья", "воскресенью", "вс"),
}
WEEKDAY = {name: number for number, names in _WEEKDAYS.items() for name in names}
_MONTHS = (
    ("jan", "january", "январь", "января", "январю"),
    ("feb", "february", "февраль", "февраля", "февралю"),
    ("mar", "march", "март", "марта", "марту"),
    ("apr", "april", "апрель", "апреля", "апрелю"),
    ("may", "май", "мая", "маю"),
    ("jun", "june", "июнь", "июня", "июню"),
    ("jul", "july", "июль", "июля", "июлю"),
    ("aug", "august", "август", "августа", "августу"),
    ("sep", "sept", "september", "сентябрь", "сентября", "сентябрю"),
    ("oct", "october", "октябрь", "октября", "октябрю"),
    ("nov", "november", "ноябрь", "ноября", "ноябрю"),
    ("dec", "december", "декабрь", "декабря", "декабрю"),
)
MONTH = {name: number for number, names in enumerate(_MONTHS, start=1) for name in names}
# weekday and month names as alternations, longest first (for rules' patterns)
MONTH_NAMES = "|".join(sorted(MONTH, key=len, reverse=True))
WEEKDAY_NAMES = "|".join(sorted(WEEKDAY, key=len, reverse=True))
DAY_NAMES = "|".join(sorted({*WEEKDAY, *MONTH}, key=len, reverse=True))
_FILLER = {
    "by", "on", "until", "to", "till", "before", "due", "the",
    "до", "к", "ко", "в", "во", "на", "по",
    "утром", "вечером", "днем", "ночью", "morning", "evening", "afternoon", "night",
}  # fmt: skip  # a time of day adds nothing to a due date: «в понедельник утром» is Monday
_UNITS = {
    "day": 1, "days": 1, "день": 1, "дня": 1, "дней": 1,
    "week": 7, "weeks": 7, "неделю": 7, "недели": 7, "недель": 7,
}  # fmt: skip
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "один": 1, "одну": 1,
                 "два": 2, "две": 2, "три": 3, "пять": 5}  # fmt: skip
EARLIEST, LATEST = date(1900, 1, 1), date(2999, 12, 31)  # see `plausible`
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_DOTTED = re.compile(r"^(\d{1,2})([./])(\d{1,2})(?:[./](\d{2,4}))?$")
_MONTH_FIRST: ContextVar[bool] = ContextVar("month_first", default=False)


@contextmanager
def slash_dates(month_first: bool) -> Iterator[None]:
    """Within the block, "12/5" is 5 December (en-US) rather than 12 May (ru, en-GB)."""
    token = _MONTH_FIRST.set(month_first)
    try:
        yield
    finally:
        _MONTH_FIRST.reset(token)


_WORD = re.compile(r"[\w.\-/]+")


# the rest of the message's day: «после обеда», "this afternoon", "end of day"
_TODAY = re.compile(
    r"^(?:(?:by|until|till|before|до|к)\s+)?(?:the\s+)?(?:end\s+of\s+(?:the\s+)?day"
    r"|конц[уае]\s+дня|после\s+обеда|after\s+lunch|this\s+(?:morning|afternoon|evening))$"
)


def parse_due(phrase: str, today: date, option: str | None = None) -> date:
    """An ISO date for the phrase, or a one-line UsageError naming what was not understood
    (and the `option` it was given for)."""
    if _TODAY.match(" ".join(phrase.lower().split())):
        return today
    if (weekend := WEEKEND.fullmatch(" ".join(phrase.split()))) is not None:
        return weekend_day(weekend, today)  # "over the weekend", «до выходных»
    found_words = (w.rstrip(".,;!?") for w in _WORD.findall(phrase.lower().replace("ё", "е")))
    words = [w for w in found_words if w and w not in _FILLER]
    try:
        found = _resolve(words, today) if words else None
    except OverflowError:  # "friday" after 9999-12-31: a message from a bogus day
        found = None
    if found is None:
        raise UsageError(f"{_named(option)}cannot read the date '{phrase}' (try 2026-12-04, "
                         "friday, «до пятницы»)")  # fmt: skip
    return plausible(found, phrase, option)


def plausible(found: date, phrase: str, option: str | None = None) -> date:
    """A date a person can mean: 0001-01-01 or 9999-12-31 is a typo, and date arithmetic
    near either end of the calendar overflows (the rule of `user_options` too)."""
    if not EARLIEST <= found <= LATEST:
        raise UsageError(out_of_range("date", phrase, option))
    return found


def out_of_range(what: str, value: str, option: str | None = None) -> str:
    """The one wording of a date or week beyond `EARLIEST`..`LATEST`."""
    return (f"{_named(option)}the {what} '{value}' is out of range "
            f"({EARLIEST.year}–{LATEST.year} only)")  # fmt: skip


def _named(option: str | None) -> str:
    return f"{option}: " if option else ""


def _resolve(words: list[str], today: date) -> date | None:
    text = " ".join(words)
    rules = (_absolute, _relative_word, _weekday, _next_weekday, _in_n, next_week, _period_end,
             _day_month, _day_of_month, _adjective_day)  # fmt: skip
    for rule in rules:
        found = rule(words, text, today)
        if found is not None:
            return found
    return weekday_and_week(words, WEEKDAY, today)


def _absolute(words: list[str], text: str, today: date) -> date | None:
    iso = _ISO.match(text)
    if iso:
        return _safe_date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    dotted = _DOTTED.match(text)
    if dotted:
        first, separator, second, year = dotted.groups()
        day, month = int(first), int(second)
        if separator == "/" and (month > 12 or (_MONTH_FIRST.get() and day <= 12)):
            day, month = month, day  # "11/30" can only be month-first; "12/5" by locale
        full_year = (2000 + int(year) if len(year) == 2 else int(year)) if year else None
        return _next_occurrence(day, month, today, full_year)
    return None


def _relative_word(words: list[str], text: str, today: date) -> date | None:
    offsets = {
        "today": 0,
        "сегодня": 0,
        "tonight": 0,
        "eod": 0,
        "tomorrow": 1,
        "завтра": 1,
        "tmrw": 1,  # the short forms chats write
        "tmr": 1,
        "tmw": 1,
        "tmrrw": 1,
        "2moro": 1,
        "2morrow": 1,
        "завтро": 1,
        "послезавтра": 2,
        "вечера": 0,
        "вечеру": 0,
    }  # fmt: skip  «до вечера», «к вечеру»
    return today + timedelta(days=offsets[text]) if text in offsets else None


def _adjective_day(words: list[str], text: str, today: date) -> date | None:
    """«к завтрашнему утру», «до сегодняшнего вечера»: the day the adjective names."""
    if len(words) != 2:
        return None
    for start, offset in (("послезавтрашн", 2), ("завтрашн", 1), ("сегодняшн", 0)):
        if words[0].startswith(start):
            return today + timedelta(days=offset)
    return None


def _weekday(words: list[str], text: str, today: date) -> date | None:
    if len(words) != 1 or words[0] not in WEEKDAY:
        return None
    ahead = (WEEKDAY[words[0]] - today.weekday() - 1) % 7 + 1  # strictly after today
    return today + timedelta(days=ahead)


_NEXT = {"next", "следующий", "следующую", "следующей", "следующего", "следующее"}
_THIS = {"this", "эту", "этот", "это", "этой"}


def _next_weekday(words: list[str], text: str, today: date) -> date | None:
    """ "next Tuesday" / «в следующий вторник»: the Tuesday of next calendar week (so on
    a Monday it is eight days away, never tomorrow); "this Friday" is plain Friday."""
    if len(words) != 2 or words[1] not in WEEKDAY:
        return None
    if words[0] in _THIS:
        return _weekday(words[1:], words[1], today)
    if words[0] not in _NEXT:
        return None
    monday_next = today + timedelta(days=7 - today.weekday())
    return monday_next + timedelta(days=WEEKDAY[words[1]])


_WEEK_END = {"end of week", "end of the week", "eow", "конца недели", "концу недели",
             "this week", "этой неделе", "эту неделю", "эта неделя", "всю неделю", "all week",
             "the whole week", "whole week"}  # fmt: skip
_MONTH_END = {"end of month", "end of the month", "eom", "конца месяца", "концу месяца"}


def _period_end(words: list[str], text: str, today: date) -> date | None:
    """The end of this week (its Friday; on a weekend, next week's), of this month, or of
    a named one ("till the end of December", «до конца января»: its last day, next year
    once this year's has passed)."""
    if text in _WEEK_END:
        friday = today + timedelta(days=4 - today.weekday())
        return friday if friday >= today else friday + timedelta(days=7)
    if text in _MONTH_END:
        return _last_day(today.year, today.month)
    named = _NAMED_MONTH_END.match(text)
    if named is None:
        return None
    month = MONTH[named.group(1)]
    year = today.year + (_last_day(today.year, month) < today)
    return _last_day(year, month)


_NAMED_MONTH_END = re.compile(rf"^(?:end of|конц[уае]) ({MONTH_NAMES})$")


def _last_day(year: int, month: int) -> date:
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


def _in_n(words: list[str], text: str, today: date) -> date | None:
    if words[0] in ("in", "через"):
        words = words[1:]
    if len(words) == 1 and words[0] in _UNITS:
        words = ["1", *words]
    if len(words) != 2 or words[1] not in _UNITS:
        return None
    count = int(words[0]) if words[0].isdigit() else _NUMBER_WORDS.get(words[0])
    return today + timedelta(days=count * _UNITS[words[1]]) if count else None


def _day_month(words: list[str], text: str, today: date) -> date | None:
    if any(w in MONTH for w in words):  # "Dec 7th", "the 7th of December": a day and month
        words = [_ENGLISH_ORDINAL.sub(r"\1", w) for w in words if w != "of"]
    numbers = [w for w in words if w.isdigit()]
    months = [MONTH[w] for w in words if w in MONTH]
    if len(months) != 1 or not 1 <= len(numbers) <= 2 or len(words) != len(numbers) + 1:
        return None
    day = int(next(n for n in numbers if len(n) <= 2)) if any(len(n) <= 2 for n in numbers) else 0
    year = next((int(n) for n in numbers if len(n) == 4), None)
    return _next_occurrence(day, months[0], today, year) if day else None


_ENGLISH_ORDINAL = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)$")
_ORDINAL = re.compile(r"^(\d{1,2})-?(?:е|го|му|ое|ого|ому|ое|th|st|nd|rd)$")


def _day_of_month(words: list[str], text: str, today: date) -> date | None:
    """«к 9му», «9-го», "the 8th": the next 9th on or after today (31st skips short months)."""
    ordinal = _ORDINAL.match(text) if len(words) == 1 else None
    if ordinal is None or not 1 <= (day := int(ordinal.group(1))) <= 31:
        return None
    year, month = today.year, today.month
    for _ in range(13):
        candidate = _safe_date(year, month, day)
        if candidate is not None and candidate >= today:
            return candidate
        year, month = year + month // 12, month % 12 + 1
    return None


def _next_occurrence(day: int, month: int, today: date, year: int | None) -> date | None:
    if year is not None:
        return _safe_date(year, month, day)
    candidate = _safe_date(today.year, month, day)
    if candidate is not None and candidate < today:
        candidate = _safe_date(today.year + 1, month, day)
    return candidate


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


_SUFFIX = r"(?:st|nd|rd|th)?"  # "Dec 7th", "21st Dec", "the 7th of December"
_DATE_SPANS = re.compile(
    r"(?<!\w)(?:(?:до|к|ко|в|во|на|by|on|until|before|in|через)\s+)?(?:the\s+)?"
    r"(?:(?:end\s+of\s+(?:the\s+)?(?:week|month|day)|конц[уае]\s+(?:недели|месяца|дня))"
    rf"|(?:end\s+of|конц[уае])\s+(?:{MONTH_NAMES})"
    r"|(?:после)?(?:завтрашн|сегодняшн)[а-яё]+\s+(?:утр[ау]|вечер[ау]|дн[яю]|обеда|обеду|ночи)"
    r"|после\s+обеда|after\s+lunch|this\s+(?:morning|afternoon|evening)"
    r"|(?:следующ(?:ий|ую|ей|его|ее)|next|this|эт(?:у|от|о|ой))\s+[а-яёa-z]+"
    r"|(?:всю|all|the\s+whole)\s+(?:неделю|week)"
    r"|[а-яёa-z]+\s+(?:утром|вечером|дн[её]м|ночью|morning|evening|afternoon|night)"
    r"|(?:\d+|[а-яёa-z]+)\s+(?:дн[яей]|день|недел[юиь]|days?|weeks?)(?!\w)"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?"
    rf"|\d{{1,2}}{_SUFFIX}\s+(?:of\s+)?(?:{MONTH_NAMES})(?:\s+\d{{4}})?"
    rf"|(?:{MONTH_NAMES})\s+\d{{1,2}}{_SUFFIX}(?:\s+\d{{4}})?"
    r"|\d{1,2}\s+[а-яёa-z]+(?:\s+\d{4})?|[а-яёa-z]+\s+\d{1,2}(?:\s+\d{4})?"
    r"|следующей неделе|next week|\d+\s+(?:дн[яей]|день|недел[юиь]|days?|weeks?)"
    r"|неделю|\d{1,2}-?(?:е|го|му|ое|ого|ому|th|st|nd|rd)|[а-яёa-z]+)(?!\w)",
    re.IGNORECASE,
)
_MONTH_WORD = re.compile(rf"(?<!\w)(?:{MONTH_NAMES})(?!\w)", re.IGNORECASE)  # "Dec 7th"
_ANY_DAY = date(2026, 1, 1)  # only whether a phrase is a date matters when removing


def find_date(text: str, today: date) -> tuple[date, tuple[int, int]] | None:
    """The first date phrase in running text ("… до пятницы …"), resolved, and its span."""
    start, weekend = 0, WEEKEND.search(text)
    while (match := _DATE_SPANS.search(text, start)) is not None:
        if weekend is not None and weekend.start() <= match.start():
            return weekend_day(weekend, today), weekend.span()  # «к выходным»: first said
        words = match.group(0).lower().replace("ё", "е").split()
        if len(words) == 1 and words[0] in _UNITS:
            start = match.end()  # "open day", «полдня»: a unit alone names no date
            continue
        fits = _MONTH_WORD.search(match.group(0)) or ordinal_fits(text, match)
        if not fits or not numbers_fit(text, *match.span()):
            start = match.start() + 1
            continue
        if _aside(text, match, today) or _EVERY.search(text, 0, match.start()):
            start = match.end()  # "Happy Friday!": the message's own day; "every Tuesday"
            continue
        if (dated := _weekday_then_day(text, match, today)) is not None:
            return dated  # "by Fri the 27th": the 27th, whichever weekday it is
        said = [w for w in words if w not in _FILLER]
        if (dated := weekday_of_next_week(text, match, said, WEEKDAY, today)) is not None:
            return dated  # «к среде следующей недели»: next week's Wednesday
        try:
            return parse_due(match.group(0), today), match.span()
        except UsageError:  # "сделаю 30" is no date, but "30.11" after it may be
            start = match.start() + 1
    return (weekend_day(weekend, today), weekend.span()) if weekend is not None else None


# "every Tuesday", "each Monday", «каждый вторник», «каждую пятницу»: a recurrence, no date
_EVERY = re.compile(r"(?<!\w)(?:every|each|кажд[а-яё]*)\s+$", re.IGNORECASE)
# "Fri the 27th", "Friday, 27th", "Fri 27": a weekday then the day of the month
_THEN_DAY = re.compile(r",?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\w.:/-])", re.IGNORECASE)


def _weekday_then_day(
    text: str, match: re.Match[str], today: date
) -> tuple[date, tuple[int, int]] | None:
    words = match.group(0).lower().split()
    day = _THEN_DAY.match(text, match.end())
    if day is None or not words or words[-1] not in WEEKDAY:
        return None
    found = _day_of_month([day.group(1)], f"{day.group(1)}th", today)
    return (found, (match.start(), day.end())) if found is not None else None


def _aside(text: str, match: re.Match[str], today: date) -> bool:
    phrase = match.group(0).lower().replace("ё", "е")
    return is_aside(text[: match.start()], phrase, text[match.end() :], WEEKDAY, today)


def without_dates(text: str) -> str:
    """The text with every date phrase removed: "report by Friday" ~ "report by Monday"."""
    while (found := find_date(text, _ANY_DAY)) is not None:
        start, end = found[1]
        text = text[:start] + " " + text[end:]
    return " ".join(text.split())
