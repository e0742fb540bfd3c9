"""The facade's model and ingest operations: models, ingest, rule extraction, status."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.index.paths import DataPaths
from vaultmind.service_core import ServiceCore

if TYPE_CHECKING:
    from collections.abc import Callable

    from vaultmind.agent.ingest import ChatReport, ModelReport, ParsedExport, RulesReport
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.agent.registry import ModelFile
    from vaultmind.agent.stats import ModelUsage
    from vaultmind.index.indexer import Progress
    from vaultmind.vault.model import Note


class AgentCommands(ServiceCore):
    """The local model, chat ingest and the vault's state; part of `VaultService`."""

    def models(self, explicit: str | None = None) -> list[ModelFile]:
        """Every GGUF VaultMind can see, the active one first."""
        from vaultmind.agent.registry import candidates
        from vaultmind.settings import load_machine_settings

        return candidates(explicit, load_machine_settings().model)

    def dropped_sources(self) -> list[Path]:
        """Files the user dropped into `Sources/` (what `ingest` with no FILE takes)."""
        from vaultmind.agent.ingest import dropped_files

        return dropped_files(self.vault)

    def ingest(
        self,
        files: list[Path],
        dry_run: bool,
        chat: str | None,
        since: date | None,
        skip_broken: Callable[[str], None] | None = None,
    ) -> list[ChatReport]:
        """Import chat exports into `Sources/`; extraction is `extract_with_rules`/`_model`.

        Every file is parsed before anything is written, so one broken file stops the
        run — unless `skip_broken` is given: it is told each broken file's problem."""
        from vaultmind.agent.ingest import first_import_time, parse_export
        from vaultmind.errors import UsageError

        timezone = self.vault_settings.timezone
        parsed: list[ParsedExport] = []

        def first_import(chat_id: str) -> datetime | None:
            return first_import_time(self.vault, "notes", chat_id, timezone)

        for path in files:
            try:
                parsed.append(parse_export(path, timezone, first_import))
            except UsageError as exc:
                if skip_broken is None:
                    raise
                skip_broken(exc.message)
        return self._import(parsed, dry_run, chat, since)

    def _import(
        self, parsed: list[ParsedExport], dry_run: bool, chat: str | None, since: date | None
    ) -> list[ChatReport]:
        from vaultmind.agent.ingest import import_export

        reports: list[ChatReport] = []
        with self._write_lock():
            for export in parsed:
                reports += import_export(self.vault, export, dry_run, chat, since)
        if not dry_run:
            self.update_paths(sorted({path for r in reports for path in r.files}))
        return reports

    def extract_with_rules(self, paths: list[str], today: date) -> RulesReport:
        """Promises in these Sources files become commitments (no model needed)."""
        from vaultmind.agent.ingest import NoteFinder, RuleExtraction, RulesReport, mark_processed

        report = RulesReport()
        store = self._memory_store()
        timezone = self.vault_settings.timezone
        with self._cache() as cache:
            people = NoteFinder(self.vault, cache, today)
            with self._write_lock():
                extraction = RuleExtraction(self.vault, timezone, people, store, report)
                extraction.run(paths, partial(mark_processed, self.vault))
        report.people_created, report.near_misses = people.created, people.near_misses
        self.update_index()
        return report

    def extraction_model(self, explicit: str | None = None) -> LanguageModel | None:
        """The model for extraction (per-task setting first), loaded; None: no model."""
        from vaultmind.agent.llama import load
        from vaultmind.agent.registry import active_model
        from vaultmind.agent.stats import RecordingModel
        from vaultmind.settings import load_machine_settings

        settings = load_machine_settings()
        found = active_model(explicit, settings.models_by_task.get("extraction") or settings.model)
        if found is None:
            return None
        model = load(found.path, settings.model_context_cap, settings.model_threads)
        state = DataPaths.for_vault(self.vault).state_file
        return RecordingModel(model, state, task="extraction")

    def extract_with_model(
        self, paths: list[str], model: LanguageModel, today: date, progress: Progress | None
    ) -> ModelReport:
        """People's facts, preferences and commitments, grounded in the messages."""
        from vaultmind.agent.ingest import NoteFinder, extract_with_model

        with self._cache() as cache:
            people = NoteFinder(self.vault, cache, today)
            with self._write_lock():
                report = extract_with_model(
                    self.vault,
                    paths,
                    self.vault_settings.timezone,
                    model,
                    people,
                    self._memory_store(),
                    progress,
                )
        report.people_created = people.created
        report.near_misses += people.near_misses
        self.update_index()
        return report

    def summarise_days(self, days: list[str]) -> dict[str, str]:
        """Write each day's `## Ingested` section; day → what happened to it."""
        from vaultmind.agent.ingest import ingested_lines, update_daily

        self.update_index()
        outcomes: dict[str, str] = {}
        timezone = self.vault_settings.timezone  # read vaultmind.toml once, not per day
        memo: dict[str, Note] = {}
        with self._cache() as cache, self._write_lock():
            for day in sorted(set(days)):
                lines = ingested_lines(self.vault, day, cache, timezone, memo)
                outcomes[day] = update_daily(self.vault, day, lines).value
        self.update_index()
        return outcomes

    def status(self) -> VaultStatus:
        from vaultmind.agent.ingest import backlog
        from vaultmind.agent.stats import usage

        paths = DataPaths.for_vault(self.vault)
        indexed = paths.cache_file.exists()
        files = notes = size = 0
        if indexed:
            with self._cache() as cache:
                manifest = cache.manifest()
            files = len(manifest)
            notes = sum(1 for path in manifest if path.lower().endswith(".md"))
            size = sum(entry.size for entry in manifest.values())
        index_time = paths.index_dir.stat().st_mtime if paths.index_dir.exists() else None
        return VaultStatus(
            str(self.vault),
            files,
            notes,
            size,
            index_time,
            usage(paths.state_file),
            backlog(self.vault),
        )


@dataclass(frozen=True, slots=True)
class VaultStatus:
    vault: str
    files: int
    notes: int
    bytes: int
    index_updated: float | None  # seconds since the epoch; None: never indexed
    model_usage: list[ModelUsage]
    backlog: list[tuple[str, str, int, int]]  # (source, chat, pending, failed)
