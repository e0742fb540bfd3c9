"""Keeps `.vaultmind/` in step with the vault: incremental, idempotent, one writer.

An update compares the vault's files against the cache's manifest: only files whose
size or mtime changed are read, only those whose content hash changed are parsed
and re-indexed, and files that disappeared (deleted or renamed) leave the index.
The whoosh commit comes first and the cache second, so a crash in between only
makes the next update redo some work.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vaultmind.index import fulltext
from vaultmind.index.cache import CACHE_VERSION, Entry, NoteCache
from vaultmind.index.lock import writer_lock
from vaultmind.vault.files import FileStat, read_note, scan, stat_file
from vaultmind.vault.model import Note
from vaultmind.vault.obsidian import excluded_folders, is_excluded
from vaultmind.vault.parse import parse_note

Progress = Callable[[int, int], None]  # (done, total)
FULL_BUILD_PROCS = 2
PARALLEL_FROM = 500  # documents; below this the worker processes cost more than they save
SMALL_UPDATE = 50  # up to this many changed documents: commit without merging segments
MAX_UNMERGED_SEGMENTS = 10  # then a normal commit merges the small ones


@dataclass(frozen=True, slots=True)
class DataPaths:
    """Where the derived data of one vault lives."""

    root: Path

    @property
    def index_dir(self) -> Path:
        return self.root / "index"

    @property
    def cache_file(self) -> Path:
        return self.root / "cache.sqlite"

    @property
    def lock_file(self) -> Path:
        return self.root / "index.lock"

    @classmethod
    def for_vault(cls, vault: Path) -> DataPaths:
        return cls(vault / ".vaultmind")


@dataclass
class UpdateReport:
    added: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    rebuilt: bool = False
    problems: int = 0
    seconds: float = 0.0
    changed_paths: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.deleted)


@dataclass
class _Plan:
    parsed: list[tuple[FileStat, str, Note, str]] = field(default_factory=list)  # new content
    attachments: list[FileStat] = field(default_factory=list)
    touched: list[FileStat] = field(default_factory=list)  # same content, new mtime
    deleted: list[str] = field(default_factory=list)


class Indexer:
    def __init__(self, vault: Path, lock_timeout: float = 10.0) -> None:
        self.vault = vault
        self.paths = DataPaths.for_vault(vault)
        self.lock_timeout = lock_timeout

    def update(self, rebuild: bool = False, progress: Progress | None = None) -> UpdateReport:
        """Bring the index and cache up to date with every file in the vault."""
        started = time.perf_counter()
        with writer_lock(self.paths.lock_file, self.lock_timeout):
            report = self._update_locked(rebuild, None, progress)
        report.seconds = time.perf_counter() - started
        return report

    def update_paths(self, rel_paths: Iterable[str]) -> UpdateReport:
        """Re-check only these files (the watcher knows what changed; no full scan)."""
        started = time.perf_counter()
        with writer_lock(self.paths.lock_file, self.lock_timeout):
            report = self._update_locked(False, sorted(set(rel_paths)), None)
        report.seconds = time.perf_counter() - started
        return report

    def _update_locked(
        self, rebuild: bool, only: list[str] | None, progress: Progress | None
    ) -> UpdateReport:
        usable = self._usable()
        if not usable:
            self._clear()  # missing, or written by another version: start from nothing
        rebuild = rebuild or not usable
        if rebuild or (only is not None and any((self.vault / p).is_dir() for p in only)):
            only = None  # a folder moved: only a full scan sees everything inside it
        cache = NoteCache(self.paths.cache_file)
        try:
            return self._apply(cache, rebuild, only, progress)
        finally:
            cache.close()

    def _usable(self) -> bool:
        if not fulltext.exists(self.paths.index_dir) or not self.paths.cache_file.exists():
            return False
        cache = NoteCache(self.paths.cache_file)
        try:
            return cache.version() == CACHE_VERSION
        finally:
            cache.close()

    def _clear(self) -> None:
        shutil.rmtree(self.paths.index_dir, ignore_errors=True)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{self.paths.cache_file}{suffix}").unlink(missing_ok=True)

    def _apply(
        self, cache: NoteCache, rebuild: bool, only: list[str] | None, progress: Progress | None
    ) -> UpdateReport:
        manifest = {} if rebuild else cache.manifest()
        plan = self._plan(manifest, only, progress)
        report = UpdateReport(rebuilt=rebuild)
        report.deleted = len(plan.deleted)
        report.added = sum(1 for stat, *_ in plan.parsed if stat.path not in manifest)
        report.added += sum(1 for stat in plan.attachments if stat.path not in manifest)
        report.updated = len(plan.parsed) - sum(
            1 for s, *_ in plan.parsed if s.path not in manifest
        )
        report.unchanged = len(manifest) - report.deleted - report.updated
        report.problems = sum(len(note.problems) for _, _, note, _ in plan.parsed)
        report.changed_paths = sorted([s.path for s, *_ in plan.parsed] + plan.deleted)
        if plan.parsed or plan.deleted or rebuild:
            self._write_index(plan, fresh=not manifest)
        with cache.transaction() as tx:
            if rebuild:
                tx.clear()
            tx.set_version()
            tx.delete(plan.deleted)
            for stat, sha1, note, _ in plan.parsed:
                tx.put(stat, sha1, note)
            for stat in plan.attachments:
                tx.put(stat, None, None)
            for stat in plan.touched:
                tx.touch(stat)
        return report

    def _plan(
        self, manifest: dict[str, Entry], only: list[str] | None, progress: Progress | None
    ) -> _Plan:
        plan = _Plan()
        excluded = excluded_folders(self.vault)
        if only is None:
            current = scan(self.vault, excluded)
            present = {stat.path for stat in current}
            plan.deleted = sorted(path for path in manifest if path not in present)
        else:
            wanted = [path for path in only if not is_excluded(path, excluded)]
            stats = [(path, stat_file(self.vault, path)) for path in wanted]
            current = [stat for _, stat in stats if stat is not None]
            plan.deleted = [path for path, stat in stats if stat is None and path in manifest]
        changed = [s for s in current if not (s.path in manifest and manifest[s.path].matches(s))]
        for done, stat in enumerate(changed, start=1):
            self._plan_file(stat, manifest.get(stat.path), plan)
            if progress:
                progress(done, len(changed))
        return plan

    def _plan_file(self, stat: FileStat, known: Entry | None, plan: _Plan) -> None:
        if not stat.is_note:
            plan.attachments.append(stat)
            return
        read = read_note(self.vault, stat)
        if read is None:  # vanished between the scan and the read
            if known is not None:
                plan.deleted.append(stat.path)
            return
        if known is not None and known.sha1 == read.sha1:
            plan.touched.append(read.stat)
            return
        note = parse_note(stat.path, read.text, read.problems)
        plan.parsed.append((read.stat, read.sha1, note, read.text[note.body_offset :]))

    def _write_index(self, plan: _Plan, fresh: bool) -> None:
        """Fresh: one new generation replaces whatever was there (readers keep the old)."""
        from vaultmind.index.schema import note_document

        directory = self.paths.index_dir
        exists = fulltext.exists(directory)
        ix = fulltext.open_index(directory) if exists else fulltext.create(directory)
        procs = FULL_BUILD_PROCS if len(plan.parsed) > PARALLEL_FROM else 1
        with fulltext.writer(ix, self.lock_timeout, procs) as w:
            for path in plan.deleted:
                w.delete_by_term("path", path)
            add = w.add_document if fresh else w.update_document
            for _, _, note, body in plan.parsed:
                add(**note_document(note, body))
            small = len(plan.parsed) + len(plan.deleted) <= SMALL_UPDATE
            _commit(w, fresh, small=small and len(w.segments) < MAX_UNMERGED_SEGMENTS)


def _commit(w: Any, fresh: bool, small: bool) -> None:
    from whoosh.writing import CLEAR

    if fresh:
        w.commit(mergetype=CLEAR)
    elif small:
        w.commit(merge=False)  # ~10 ms instead of rewriting segments on every save
    else:
        w.commit()


def load_notes(vault: Path) -> list[Note]:
    """All parsed notes from the cache (call `Indexer.update` first for fresh data)."""
    cache = NoteCache(DataPaths.for_vault(vault).cache_file)
    try:
        return cache.notes()
    finally:
        cache.close()


def load_file_paths(vault: Path) -> list[str]:
    cache = NoteCache(DataPaths.for_vault(vault).cache_file)
    try:
        return cache.file_paths()
    finally:
        cache.close()
