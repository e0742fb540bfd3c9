"""The values a user types for date, week and duration options, read by one rule.

Every day an option names — `--today`, `--day`, `--since`, `--due`, `--valid-until`,
and both ends of a `--week` — lies within `dates.EARLIEST`..`dates.LATEST` (years
1900–2999: a wider year is a typo, and week and due arithmetic near the calendar's
ends overflows). A span is whole days from 0 to `MAX_DAYS`; an interval is finite
seconds from `MIN_SECONDS` to `MAX_SECONDS`. Anything else is one line naming the
option and the value.
"""

from __future__ import annotations

import math
import re
from datetime import date, timedelta

from vaultmind.errors import UsageError
from vaultmind.memory.decay import parse_iso
from vaultmind.vault.dates import EARLIEST, LATEST, out_of_range

MAX_DAYS = 3650  # `--due-within`: ten years ahead is as far as anyone plans
MIN_SECONDS, MAX_SECONDS = 0.1, 86_400.0  # `--tick`: faster spins a core, slower is a day
_WEEK = re.compile(r"^(\d{4})-W(\d{2})$")


def in_range(found: date) -> bool:
    return EARLIEST <= found <= LATEST


def parse_user_date(text: str, option: str) -> date:
    """A day the user typed for an option (`--since`, `--today`): ISO only, so a script's
    date is never misread; anything else is one clear error naming the option."""
    found = parse_iso(text)
    if found is None:
        raise UsageError(f"{option} wants a date like 2026-11-01, not '{text}'")
    if not in_range(found):
        raise UsageError(out_of_range("date", text, option))
    return found


def parse_user_week(text: str, option: str) -> tuple[date, date]:
    """(Monday, Sunday) of the ISO week the user typed (`--week 2026-W49`)."""
    found = _WEEK.match(text.strip())
    try:
        monday = date.fromisocalendar(int(found[1]), int(found[2]), 1) if found else None
    except ValueError:  # week 54, week 00
        monday = None
    if monday is None:
        raise UsageError(f"{option} wants an ISO week like 2026-W49, not '{text}'")
    if not (in_range(monday) and monday <= LATEST - timedelta(days=6)):
        raise UsageError(out_of_range("week", text, option))
    return monday, monday + timedelta(days=6)


def parse_days(text: str, option: str) -> int:
    """A span the user typed (`3d`, `2w`, `10`) in days."""
    match = re.fullmatch(r"\s*(\d{1,6})\s*([dw]?)\s*", text.lower())
    days = int(match.group(1)) * (7 if match.group(2) == "w" else 1) if match else -1
    if not 0 <= days <= MAX_DAYS:
        raise UsageError(
            f"{option} wants a number of days like 3d or 2w (at most {MAX_DAYS}d), not '{text}'"
        )
    return days


def parse_seconds(text: str, option: str) -> float:
    """An interval the user typed (`--tick 30`, `0.5`) in seconds."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not MIN_SECONDS <= seconds <= MAX_SECONDS:  # nan and inf fail here too
        raise UsageError(
            f"{option} wants a number of seconds from {MIN_SECONDS:g} to {MAX_SECONDS:g}, "
            f"not '{text}'"
        )
    return seconds
