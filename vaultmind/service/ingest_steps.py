"""The steps of an ingest, each a whole operation of its own: importing exports into
`Sources/`, rule extraction, model extraction, the days' sections. `service.ingest`
runs them in order as one job."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.cancel import CancelToken, check, checking
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from collections.abc import Callable

    from vaultmind.agent.ingest import (
        ChatReport,
        ModelReport,
        NoteFinder,
        ParsedExport,
        RulesReport,
    )
    from vaultmind.agent.ingest.extract.task_promises import TaskPromises
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.index.cache import NoteCache
    from vaultmind.index.report import Progress
    from vaultmind.vault.model import Note


class IngestSteps(ServiceCore):
    """The ingest steps one by one; part of `VaultService`."""

    def dropped_sources(self) -> list[Path]:
        """Files the user dropped into `Sources/` (what `ingest` with no FILE takes)."""
        from vaultmind.agent.ingest import dropped_files

        return dropped_files(self.vault)

    def import_exports(
        self,
        files: list[Path],
        dry_run: bool,
        chat: str | None,
        since: date | None,
        skip_broken: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
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
        return self._import(parsed, dry_run, chat, since, cancel)

    def _import(
        self,
        parsed: list[ParsedExport],
        dry_run: bool,
        chat: str | None,
        since: date | None,
        cancel: CancelToken | None,
    ) -> list[ChatReport]:
        from vaultmind.agent.ingest import import_export

        reports: list[ChatReport] = []
        if dry_run:  # nothing is written: which notes the senders link to does not matter
            for export in parsed:
                check(cancel)
                reports += import_export(self.vault, export, dry_run, chat, since)
            return reports
        self.update_index()  # the senders' notes as they are now, for their links
        with self._people() as people, self._write_lock():
            for export in parsed:
                check(cancel)
                stop = partial(check, cancel)  # between day files, too
                reports += import_export(
                    self.vault, export, dry_run, chat, since, people.find, stop
                )
        self.update_paths(sorted({path for r in reports for path in r.files}))
        return reports

    @contextmanager
    def _people(self, senders: dict[str, str] | None = None) -> Iterator[NoteFinder]:
        """Person notes by a sender's name, as extraction finds them (none is created).
        Public notes only: a Sources file anyone may read must not tell that a private
        note exists (its sender stays plain text there)."""
        from vaultmind.agent.ingest import NoteFinder

        with self._cache(self.public_view()) as cache:
            yield NoteFinder(self.vault, cache, self.today(), identities=dict(senders or {}))

    def link_sources(self, paths: list[str], senders: dict[str, str]) -> list[str]:
        """Senders and replies in these Sources files linked to the person notes and
        messages now known (extraction may have created the notes); the files changed."""
        from vaultmind.agent.ingest import relink_files

        with self._people(senders) as people, self._write_lock():
            changed = relink_files(self.vault, paths, people.find)
        self.update_paths(changed)
        return changed

    def extract_with_rules(
        self,
        paths: list[str],
        today: date,
        cancel: CancelToken | None = None,
        model: LanguageModel | None = None,
        senders: dict[str, str] | None = None,
    ) -> RulesReport:
        """Promises in these Sources files become commitments (no model needed); a
        model of 1B parameters and more reads the messages the rules miss, in the
        prompts of its tier (`extract.tiers`).
        `senders` (name key → chat id, from the import) links each sender's note to
        their chat id, and finds a renamed sender by it."""
        from vaultmind.agent.ingest import NoteFinder, RuleExtraction, RulesReport, mark_processed
        from vaultmind.agent.ingest.extract.detector_step import load_detector
        from vaultmind.agent.ingest.extract.suggesting_store import SuggestingStore
        from vaultmind.agent.ingest.extract.tiers import readers_for
        from vaultmind.memory.suggestions import add_suggestions
        from vaultmind.service.asker import owner_note

        report = RulesReport()
        store = SuggestingStore(self.vault, self.lock_timeout)
        timezone = self.vault_settings.timezone
        reader, capable, key = readers_for(model, _tier_setting(model))
        with self._cache() as cache:
            people = NoteFinder(self.vault, cache, today, identities=dict(senders or {}),
                                ask_when_unsure=True)  # fmt: skip
            store.tasks = _task_promises(self.vault, cache, today)
            owner = owner_note(self)
            detector = (
                load_detector(DataPaths.for_vault(self.vault).root, owner.path if owner else None)
                if self.vault_settings.detector
                else None
            )
            with self._write_lock():
                extraction = RuleExtraction(
                    self.vault, timezone, people, store, report, reader, key, detector, capable
                )
                extraction.run(paths, partial(mark_processed, self.vault), partial(check, cancel))
                people.record_chat_ids()
                report.suggested = add_suggestions(self.vault, store.made)
        report.people_created, report.near_misses = people.created, people.near_misses
        report.unsure = dict(people.unsure)
        report.task_evidence = store.tasks.matched
        self.update_index()
        return report

    def extract_with_model(
        self,
        paths: list[str],
        model: LanguageModel,
        today: date,
        progress: Progress | None,
        cancel: CancelToken | None = None,
        senders: dict[str, str] | None = None,
    ) -> ModelReport:
        """People's facts, preferences and commitments, grounded in the messages."""
        from vaultmind.agent.ingest import NoteFinder, extract_with_model
        from vaultmind.agent.ingest.extract.task_promises import TaskAwareStore
        from vaultmind.agent.ingest.extract.tiers import tier_of

        store = TaskAwareStore(self.vault, self.lock_timeout)
        with self._cache() as cache:
            people = NoteFinder(self.vault, cache, today, identities=dict(senders or {}),
                                ask_when_unsure=True)  # fmt: skip
            store.tasks = tasks = _task_promises(self.vault, cache, today)
            with self._write_lock():
                report = extract_with_model(
                    self.vault,
                    paths,
                    self.vault_settings.timezone,
                    model,
                    people,
                    store,
                    checking(progress, cancel),
                    tier_of(model, _tier_setting(model)),
                )
                people.record_chat_ids()
        report.task_evidence = tasks.matched
        report.people_created = people.created
        report.near_misses += people.near_misses
        self.update_index()
        return report

    def summarise_days(self, days: list[str], cancel: CancelToken | None = None) -> dict[str, str]:
        """Write each day's `## Ingested` section; day → what happened to it."""
        from vaultmind.agent.ingest import ingested_lines, update_daily

        self.update_index()
        outcomes: dict[str, str] = {}
        timezone = self.vault_settings.timezone  # read vaultmind.toml once, not per day
        memo: dict[str, Note] = {}
        with self._cache() as cache, self._write_lock():
            for day in sorted(set(days)):
                check(cancel)
                lines = ingested_lines(self.vault, day, cache, timezone, memo)
                outcomes[day] = update_daily(self.vault, day, lines).value
        self.update_index()
        return outcomes


def _tier_setting(model: LanguageModel | None) -> str:
    """`model_tier`, read only when there is a model to give prompts to."""
    from vaultmind.settings import customised, load_machine_settings

    return load_machine_settings().model_tier if model is not None and customised() else "auto"


def _task_promises(vault: Path, cache: NoteCache, today: date) -> TaskPromises:
    """Promises sent to their owner's open tasks, which are read from `cache`."""
    from vaultmind.agent.ingest.extract.task_promises import TaskPromises
    from vaultmind.memory.commitments import owned_tasks

    return TaskPromises(vault, lambda person: owned_tasks(cache, person, today))
