"""`ingest` as one operation: import the exports, extract commitments by rule, extract
with the model if there is one, write the days' sections — inside one undo job.

Every face calls this one pipeline (the CLI, the TUI, the benchmarks, the tests): it
reports progress stage by stage and stops between units of work when its cancel
token is set. What was written before a stop is kept; running the same ingest again
continues the same job, so one `undo` reverts both runs.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.cancel import CancelToken, check, watched
from vaultmind.errors import Cancelled
from vaultmind.service.ingest_steps import IngestSteps
from vaultmind.service.models import ModelCommands
from vaultmind.vault.memory_line import lines_remembered

if TYPE_CHECKING:
    from vaultmind.agent.ingest import ChatReport, ModelReport, RulesReport
    from vaultmind.agent.language_model import LanguageModel

StageProgress = Callable[[str, int, int], None]  # (stage, done, total)
STAGES = ("import", "rules", "model", "days")


@dataclass(frozen=True, slots=True)
class IngestRequest:
    files: tuple[Path, ...] = ()  # none: the files the user dropped into Sources/
    dry_run: bool = False  # say what the import would change; write nothing
    chat: str | None = None  # only the chat with this title or id
    since: date | None = None  # only messages from this day on
    model: str | None = None  # a GGUF path, or "none"; None: the extraction setting
    today: date | None = None  # the day dates are resolved against (None: today)
    remember: bool = False  # a user named the files (CLI, TUI): offer them again later;
    # scripts, benchmarks and tests leave the machine's recent-files list alone

    @property
    def job_name(self) -> str:
        """The same for a re-run of the same command, which continues its job."""
        return "ingest " + (" ".join(str(f) for f in self.files) or "Sources/")


@dataclass
class IngestReport:
    files: list[Path]
    dropped: bool  # the files came from Sources/, not the command line
    skipped: list[str] = field(default_factory=list)  # broken dropped files, why
    chats: list[ChatReport] = field(default_factory=list)
    rules: RulesReport | None = None  # None: a dry run
    model: ModelReport | None = None  # None: no model (or a dry run)
    days: dict[str, str] = field(default_factory=dict)  # day → its section's outcome

    @property
    def failed_chunks(self) -> int:
        """Chunks the model failed on: running the same ingest again retries them."""
        return self.model.chunks_failed if self.model else 0


class IngestCommands(IngestSteps, ModelCommands):
    """The ingest pipeline; part of `VaultService`."""

    def ingest(
        self,
        request: IngestRequest,
        progress: StageProgress | None = None,
        cancel: CancelToken | None = None,
        model: LanguageModel | None = None,
    ) -> IngestReport:
        """The whole ingest. `model` replaces the configured one (a scripted model in
        tests and benchmarks); raises `Cancelled` when `cancel` is set — at once, also
        from the export's parse and the index updates between the steps (`watched`)."""
        report = IngestReport(list(request.files), dropped=not request.files)
        if report.dropped:
            report.files = self.dropped_sources()
        if not report.files:
            return report
        with watched(cancel) if cancel is not None else nullcontext():
            return self._ingest(request, report, progress, cancel, model)

    def _ingest(
        self,
        request: IngestRequest,
        report: IngestReport,
        progress: StageProgress | None,
        cancel: CancelToken | None,
        model: LanguageModel | None,
    ) -> IngestReport:
        if request.dry_run:
            self._import_stage(request, report, progress, cancel)
            return report
        from vaultmind.vault.dates import slash_dates

        try:
            with self.job(request.job_name), slash_dates(self.vault_settings.month_first):
                self._run(request, report, progress, cancel, model)
        except Cancelled:
            self._remember(request)  # begun, so worth offering again
            raise
        self._remember(request)
        return report

    def _remember(self, request: IngestRequest) -> None:
        """The files named on this machine, for the Ingest screen's recent list; a
        settings dir that cannot be written is told, never the ingest's failure."""
        from vaultmind.errors import FileAccessError
        from vaultmind.recent_paths import remember_paths

        if not request.remember or not request.files:
            return  # the drop folder is listed by itself
        try:
            remember_paths(str(file.expanduser().absolute()) for file in request.files)
        except FileAccessError as exc:
            if self.on_notice is not None:
                self.on_notice(exc.message)

    def _run(
        self,
        request: IngestRequest,
        report: IngestReport,
        progress: StageProgress | None,
        cancel: CancelToken | None,
        model: LanguageModel | None,
    ) -> None:
        today = request.today or self.today()
        paths = self._import_stage(request, report, progress, cancel)
        before = _fingerprints(self.vault, paths)
        model = model or self.model_for("extraction", request.model)
        _tell(progress, "rules", 0, len(paths))
        senders = {k: v for chat in report.chats for k, v in chat.senders.items()}
        with lines_remembered():  # the person notes are re-read after every group
            report.rules = self.extract_with_rules(paths, today, cancel, model, senders)
        _tell(progress, "rules", len(paths), len(paths))
        check(cancel)
        if model is not None:
            _tell(progress, "model", 0, 1)
            stage = _stage(progress, "model")
            report.model = self.extract_with_model(paths, model, today, stage, cancel, senders)
            read = report.model.chunks_ok + report.model.chunks_failed
            _tell(progress, "model", read, read)  # 0/0 when nothing was new: not "0/1"
        from vaultmind.agent.ingest import days_to_write

        written = {path for chat in report.chats for path in chat.files}
        after = _fingerprints(self.vault, paths)
        changed = written | {path for path in paths if after[path] != before[path]}
        self.link_sources(paths, senders)  # after `after`: a link alone is no news for a day
        days = days_to_write(self.vault, paths, changed)  # a past day's record stays as it is
        _tell(progress, "days", 0, len(days))
        report.days = self.summarise_days(days, cancel)
        _tell(progress, "days", len(days), len(days))

    def _import_stage(
        self,
        request: IngestRequest,
        report: IngestReport,
        progress: StageProgress | None,
        cancel: CancelToken | None,
    ) -> list[str]:
        """Every Sources file of the chats imported (new, edited or already there)."""
        _tell(progress, "import", 0, len(report.files))
        skip = report.skipped.append if report.dropped else None
        report.chats = self.import_exports(
            report.files, request.dry_run, request.chat, request.since, skip, cancel
        )
        _tell(progress, "import", len(report.files), len(report.files))
        return sorted({path for chat in report.chats for path in chat.all_files})


def _fingerprints(vault: Path, paths: list[str]) -> dict[str, str]:
    """Each Sources file's content hash: which ones the extraction steps changed."""
    found = {}
    for path in paths:
        try:
            found[path] = hashlib.sha1((vault / path).read_bytes()).hexdigest()
        except OSError:
            found[path] = ""
    return found


def _tell(progress: StageProgress | None, stage: str, done: int, total: int) -> None:
    if progress is not None:
        progress(stage, done, total)


def _stage(progress: StageProgress | None, stage: str) -> Callable[[int, int], None] | None:
    if progress is None:
        return None
    return lambda done, total: progress(stage, done, total)
