"""Recognising the first line of a WhatsApp message and reading its local time.

iOS writes `[30.11.26, 10:05:12] Name: text`, Android `30/11/2026, 10:05 - Name: text`;
locales vary the date separator, the year length and add AM/PM. Whether `03/04` is
day-first is decided once per chat from the dates that cannot be anything else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, tzinfo

from vaultmind.agent.ingest.sources.formats.records import fail

_MARKS = "\ufeff\u200e\u200f"
_DATE = r"(?P<a>\d{1,4})[./-](?P<b>\d{1,2})[./-](?P<c>\d{1,4})"
_TIME = (
    r"(?P<hour>\d{1,2})[:.](?P<minute>\d{2})(?:[:.](?P<second>\d{2}))?"
    r"(?:\s?(?P<ampm>[AaPp])\.?\s?[Mm]\.?)?"
)
_HEADERS = (
    re.compile(rf"\[{_DATE},?\s{_TIME}\]\s(?P<rest>.*)"),
    re.compile(rf"{_DATE},?\s{_TIME}\s[-–]\s(?P<rest>.*)"),
)


@dataclass(frozen=True, slots=True)
class Header:
    """The parts of a message's first line, before the date order is known."""

    lineno: int
    a: int
    b: int
    c: int
    hour: int
    minute: int
    second: int
    pm: bool | None
    rest: str
    stamp: str


def match_header(line: str, lineno: int) -> Header | None:
    """The header of a line that starts a message (or a system line), else None."""
    stripped = line.lstrip(_MARKS)
    for pattern in _HEADERS:
        found = pattern.fullmatch(stripped)
        if found:
            ampm = found["ampm"]
            return Header(
                lineno=lineno,
                a=int(found["a"]),
                b=int(found["b"]),
                c=int(found["c"]),
                hour=int(found["hour"]),
                minute=int(found["minute"]),
                second=int(found["second"] or 0),
                pm=None if ampm is None else ampm in "Pp",
                rest=found["rest"],
                stamp=stripped[: found.start("rest")].strip(" -–[]"),
            )
    return None


def is_header(line: str) -> bool:
    """Whether a file looks like a WhatsApp export, judged by one line."""
    return match_header(line, 0) is not None


def day_first(headers: Iterable[Header]) -> bool:
    """Day-first unless some date proves the month comes first (`12/31/26`)."""
    month_first = False
    for header in headers:
        if header.a > 31:  # year-first: ISO order, says nothing about the others
            continue
        if header.a > 12:
            return True
        month_first = month_first or header.b > 12
    return not month_first


def moment(header: Header, is_day_first: bool, name: str, tz: tzinfo) -> datetime:
    """The message's local time in the vault's timezone."""
    if header.a > 31:
        year, month, day = header.a, header.b, header.c
    elif is_day_first:
        day, month, year = header.a, header.b, header.c
    else:
        month, day, year = header.a, header.b, header.c
    hour = header.hour
    if header.pm is not None:
        hour = hour % 12 + (12 if header.pm else 0)
    try:
        return datetime(
            year + 2000 if year < 100 else year,
            month,
            day,
            hour,
            header.minute,
            header.second,
            tzinfo=tz,
        )
    except ValueError as error:
        raise fail(name, f"line {header.lineno}: invalid date {header.stamp!r}") from error
