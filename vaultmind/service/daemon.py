"""`vaultmind daemon`: one long-running process per vault that keeps the index
current (it is the live watcher one-shot commands trust) and writes the evening
reflections and the weekly digest on schedule, catching up on missed days.

Never the same (person, day) twice: a reflection the Daily note already holds —
written here or on another machine and synced by git — is left as it is. A second
daemon on the same vault refuses to start (an flock the kernel drops when we die)."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING

from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled, UsageError, VaultMindError
from vaultmind.index.paths import DataPaths
from vaultmind.service.reflect import ReflectCommands
from vaultmind.service.review import ReviewCommands

if TYPE_CHECKING:
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.reflect.schedule import Schedule
    from vaultmind.agent.reflect.schedule_keeper import DaemonSchedule, ScheduleKeeper

Log = Callable[[str], None]
Clock = Callable[[], datetime]


class DaemonCommands(ReflectCommands, ReviewCommands):
    """The daemon; part of `VaultService`."""

    _last_problem = ""  # the last failure logged: a note that stays broken is named once
    _keeper: ScheduleKeeper | None = None  # the last good schedule, while the daemon runs

    def daemon(
        self,
        stop: threading.Event,
        log: Log,
        clock: Clock | None = None,
        tick: float = 30.0,
        watch: bool = True,
        model: LanguageModel | None = None,
    ) -> None:
        """Run until `stop` is set: watch the vault, and every `tick` seconds reflect
        on whatever day's evening has come and is not done yet. Setting `stop` also
        stops a model call under way (SIGTERM: out within seconds, not reflections)."""
        now = clock or (lambda: datetime.now(UTC))
        cancel = CancelToken(stop)
        with self.daemon_lock():
            self._schedule(log)  # bad settings at start-up: refused in one line
            watcher = self._watcher(stop, log) if watch else None
            log(f"daemon started for {self.vault} (process {os.getpid()})")
            try:
                while not stop.is_set():
                    self.daemon_tick(now(), log, model, cancel)
                    stop.wait(tick)
            finally:
                stop.set()
                if watcher is not None:
                    watcher.join(timeout=10)
                log("daemon stopped")

    @contextlib.contextmanager
    def daemon_lock(self) -> Iterator[None]:
        """Held for the daemon's life; a second daemon gets a one-line refusal."""
        import fcntl

        path = DataPaths.for_vault(self.vault).root / "daemon.lock"
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            other = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "?"
            os.close(fd)
            raise UsageError(
                f"a vaultmind daemon already runs for this vault (process {other})"
            ) from None
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode("ascii"), 0)
            yield
        finally:
            os.close(fd)  # closing lets go of the lock

    def daemon_tick(
        self,
        now: datetime,
        log: Log,
        model: LanguageModel | None = None,
        cancel: CancelToken | None = None,
    ) -> list[date]:
        """Reflect on every day whose evening has come since the last one; the days done.
        A day `cancel` stops is not recorded: the next run finishes it (`only_new`)."""
        from vaultmind.agent.reflect.schedule import DaemonState, days_due

        kept = self._schedule(log)
        self._learn(log)
        state = DaemonState(DataPaths.for_vault(self.vault).root / "daemon.json")
        days = days_due(now.astimezone(kept.zone), kept.schedule, state.last())
        for day in days:
            try:
                self._one_day(day, kept.schedule, log, model, cancel)
            except Cancelled:
                log(f"{day.isoformat()}: stopped; the next run finishes this day")
                return days[: days.index(day)]
            except VaultMindError as exc:  # a note it cannot write yet: retried next tick
                if exc.message != self._last_problem:
                    log(f"{day.isoformat()}: not reflected, retried later: {exc.message}")
                self._last_problem = exc.message
                return days[: days.index(day)]
            self._last_problem = ""
            state.record(day)
        return days

    def _learn(self, log: Log) -> None:
        """Retrain the detector when review decisions are newer than it (seconds)."""
        if not self.detector_stale():
            return
        done = self.train_detector()
        log(f"detector retrained on {done.examples} examples ({done.decisions} of your "
            f"decisions) in {done.seconds:.1f} s")  # fmt: skip

    def _one_day(
        self,
        day: date,
        schedule: Schedule,
        log: Log,
        model: LanguageModel | None,
        cancel: CancelToken | None,
    ) -> None:
        """The day's reflections, and the week's digest on its day."""
        from vaultmind.agent.reflect.schedule import digest_due

        if cancel is not None:  # reads this machine's settings: a typo there is retried
            model = self._stoppable(model, cancel)
        report = self.reflect(day, None, cancel=cancel, model=model, only_new=True)
        written = [p.person for p in report.people if p.outcome == "written"]
        log(f"{day.isoformat()}: reflected on {len(written)} person(s); "
            f"{len(report.already)} already there, {len(report.quiet)} quiet")  # fmt: skip
        if digest_due(day, schedule):
            self._weekly(day, log, model)

    def _schedule(self, log: Log) -> DaemonSchedule:
        """The schedule vaultmind.toml asks for, or the last good one while it is bad."""
        from vaultmind.agent.reflect.schedule_keeper import ScheduleKeeper

        if self._keeper is None:
            self._keeper = ScheduleKeeper(self.vault, log)
        return self._keeper.current()

    def _stoppable(self, model: LanguageModel | None, cancel: CancelToken) -> LanguageModel | None:
        """The reflection model, its calls stopped at the next token once `cancel` is set."""
        from vaultmind.agent.stoppable import StoppableModel

        model = model or self.model_for("reflection")
        return StoppableModel(model, cancel) if model is not None else None

    def _weekly(self, day: date, log: Log, model: LanguageModel | None) -> None:
        from vaultmind.agent.reflect.digest import week_name

        week = week_name(day)
        if self._has_section(f"Daily/{week}.md", "Weekly digest"):
            log(f"{week}: the digest is already there")
            return
        report = self.digest(week, day, model=model)
        log(f"{week}: weekly digest {report.outcome}")

    def _watcher(self, stop: threading.Event, log: Log) -> threading.Thread:
        """The live watcher, in a thread with a service of its own."""
        from vaultmind.index.watch import WatchBatch

        def on_batch(batch: WatchBatch) -> None:
            if batch.error:
                log(f"index: {batch.error}")

        from vaultmind.service.notes import NoteCommands

        service = type(self)(self.vault)
        if not isinstance(service, NoteCommands):  # the facade composes both
            raise TypeError("the daemon needs a service that can watch")
        thread = threading.Thread(target=service.watch, args=(on_batch, stop), daemon=True)
        thread.start()
        return thread
