"""The daemon's schedule while it runs. vaultmind.toml is read again every tick, so an
edited `reflection_time` is picked up; but a typo, a half-saved file or a `git pull`
rewriting it must never stop the daemon: the problem is named once and the last good
schedule kept. Only a bad file at start-up is refused (there is nothing to keep)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.agent.reflect.schedule import WEEKDAYS, Schedule, load_schedule
from vaultmind.errors import VaultMindError
from vaultmind.vault.settings import SETTINGS_FILE, load_vault_settings, vault_zone

if TYPE_CHECKING:
    from zoneinfo import ZoneInfo

SETTLE_SECONDS = 1.0  # a file changed this recently may be half-written: read it later


@dataclass(frozen=True, slots=True)
class DaemonSchedule:
    schedule: Schedule
    zone: ZoneInfo
    from_file: bool = True  # False: no vaultmind.toml, the defaults

    def describe(self) -> str:
        day = WEEKDAYS[self.schedule.digest_weekday]
        return f"reflections at {self.schedule.evening:%H:%M} {self.zone.key}, digest on {day}"


def read_daemon_schedule(vault: Path) -> DaemonSchedule:
    """The schedule vaultmind.toml asks for now; a `VaultMindError` naming a bad value."""
    present = (vault / SETTINGS_FILE).exists()
    settings = load_vault_settings(vault)  # names a broken file first
    return DaemonSchedule(load_schedule(vault), vault_zone(settings.timezone), present)


class ScheduleKeeper:
    """The last good schedule, refreshed from the file when it reads well."""

    def __init__(self, vault: Path, log: Callable[[str], None]) -> None:
        self.vault, self.log = vault, log
        self.kept = read_daemon_schedule(vault)  # bad at start-up: the caller refuses
        self.problem = ""

    def current(self) -> DaemonSchedule:
        """The schedule for this tick; says once what is wrong and what is kept."""
        try:
            if self._settling():
                return self.kept
            found = read_daemon_schedule(self.vault)
            if self.kept.from_file and not found.from_file:  # gone mid-rewrite, or deleted
                raise VaultMindError(f"{self.vault / SETTINGS_FILE}: missing")
        except VaultMindError as exc:
            if exc.message != self.problem:
                self.log(f"{exc.message}; the daemon keeps {self.kept.describe()}")
            self.problem = exc.message
            return self.kept
        if self.problem or found != self.kept:
            self.log(f"{SETTINGS_FILE} read: {found.describe()}")
        self.kept, self.problem = found, ""
        return found

    def _settling(self) -> bool:
        try:
            age = time.time() - (self.vault / SETTINGS_FILE).stat().st_mtime
        except OSError:
            return False  # missing: said by the read
        return 0 <= age < SETTLE_SECONDS
