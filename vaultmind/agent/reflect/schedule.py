"""When the daemon reflects: each evening at the vault's `reflection_time` (default
19:00 local), catching up on the days it missed while the machine was off, and the
weekly digest on `digest_weekday` (default Friday). Pure: the clock is an argument."""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path

from vaultmind.errors import UsageError
from vaultmind.vault.settings import SETTINGS_FILE

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
CATCH_UP_DAYS = 7  # a machine off for a month does not write a month of reflections at once


@dataclass(frozen=True, slots=True)
class Schedule:
    evening: time = time(19, 0)
    digest_weekday: int = 4  # Friday


def load_schedule(vault: Path) -> Schedule:
    """`reflection_time = "19:00"` and `digest_weekday = "friday"` in vaultmind.toml."""
    try:
        raw = tomllib.loads((vault / SETTINGS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Schedule()
    except (tomllib.TOMLDecodeError, UnicodeDecodeError):
        raw = {}  # load_vault_settings names the broken file; defaults here
    text = str(raw.get("reflection_time", "19:00"))
    try:
        evening = time.fromisoformat(text)
    except ValueError:
        raise UsageError(f"vaultmind.toml: reflection_time wants HH:MM, not '{text}'") from None
    weekday = str(raw.get("digest_weekday", "friday")).strip().lower()
    if weekday not in WEEKDAYS:
        raise UsageError(f"vaultmind.toml: digest_weekday wants a weekday name, not '{weekday}'")
    return Schedule(evening, WEEKDAYS.index(weekday))


def days_due(now: datetime, schedule: Schedule, last: date | None) -> list[date]:
    """The days to reflect on at local time `now`: every day after `last` whose
    evening has come, at most `CATCH_UP_DAYS` back; with no `last`, only the most
    recent evening (a first start does not rewrite history)."""
    latest = now.date() if now.time() >= schedule.evening else now.date() - timedelta(days=1)
    first = latest - timedelta(days=CATCH_UP_DAYS - 1)
    if last is None:
        first = latest
    elif last >= first:
        first = last + timedelta(days=1)
    return [first + timedelta(days=n) for n in range((latest - first).days + 1)]


def digest_due(day: date, schedule: Schedule) -> bool:
    return day.weekday() == schedule.digest_weekday


class DaemonState:
    """The last day this machine reflected on, in `.vaultmind/daemon.json` (derived:
    losing it costs at most a re-check, as the Daily notes say what is done)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def last(self) -> date | None:
        try:
            return date.fromisoformat(json.loads(self.path.read_text(encoding="utf-8"))["last"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def record(self, day: date) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps({"last": day.isoformat()}), encoding="utf-8")
        temporary.replace(self.path)
