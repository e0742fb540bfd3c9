"""Where a number is a version or a ticket, not a date (split from `dates`).

«обновлю схемы 2.4» is version 2.4, not 2 April. Never a date: a number glued to letters
("v2.0", "OPS-12", "TCK-7"), three dotted parts that are no day.month.year ("1.2.3",
"2.4.1"), or a day.month right after a version word ("release 3.10", «версия 2.4»,
"build 5.1", «к релизу 2.4»; «релиз 5 декабря» stays a day). A bare day.month with dots
("2.4") is a date only right after a date word («к 2.12», «до 5.12», "due 2.4") or
written as a date, two digits each or a leading zero ("30.11", "04.12"); with a year
("2.4.2026") or a slash ("12/3") it is a date as before: versions have no slash.
"""

from __future__ import annotations

import re

# a number with its dotted, slashed or dashed parts: "2.4", "1.2.3", "12/3", "2026-12-04"
_NUMBER = re.compile(r"\d+(?:[./-]\d+)*")
# letters glued to the number, maybe with a dash: "v2.0", "OPS-12", "TCK-7"
_GLUED = re.compile(r"[^\W\d_]-?$")
_VERSION_WORD = re.compile(
    r"(?<!\w)(?:versions?|ver|releases?|build|patch|rev|версия|версии|версию|версией"
    r"|релиз[а-яё]*|сборк[а-яё]*|билд[а-яё]*|патч[а-яё]*)\.?\s+$",
    re.IGNORECASE,
)
_DATE_WORD = re.compile(
    r"(?<!\w)(?:к|ко|до|от|с|со|по|на|by|on|until|till|before|due)\s+$", re.IGNORECASE
)
_ANY_DATE = re.compile(r"\d{1,2}[./]\d{1,2}")


def numbers_fit(text: str, start: int, end: int) -> bool:
    """Whether every number in text[start:end] can be a date where it stands."""
    for number in _NUMBER.finditer(text):
        overlaps = number.end() > start and number.start() < end
        if overlaps and not _number_fits(text[: number.start()], number.group(0)):
            return False
    return True


def _number_fits(before: str, number: str) -> bool:
    if _GLUED.search(before):
        return False
    if "-" in number:
        return True  # an ISO date or a range of days ("14-23") is read elsewhere
    parts = re.split(r"[./]", number)
    if len(parts) == 2 and "." in number and _VERSION_WORD.search(before):
        return False  # «релиз 5 декабря» is a day, «релиз 2.4» a version
    if len(parts) >= 3:  # "30.11.2026", "1.12.26" are dates; "1.2.3", "2.4.1" versions
        return (
            len(parts) == 3
            and _ANY_DATE.fullmatch(".".join(parts[:2])) is not None
            and (len(parts[2]) in (2, 4))
        )
    if len(parts) == 1 or "/" in number:
        return True
    written_as_date = all(len(p) == 2 for p in parts) or any(p.startswith("0") for p in parts)
    return written_as_date or _DATE_WORD.search(before) is not None


def only_as_version(text: str, phrase: str) -> bool:
    """Whether a due phrase with a number ("2.4") stands in the text only as a version or
    ticket: a model's due read from «обновлю схемы 2.4» is no date either."""
    spots = [m.start() for m in re.finditer(re.escape(phrase.strip()), text)]
    if not spots or not any(c.isdigit() for c in phrase):
        return False
    return not any(numbers_fit(text, spot, spot + len(phrase.strip())) for spot in spots)
