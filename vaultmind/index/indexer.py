"""Keeps `.vaultmind/` in step with the vault: incremental, idempotent, one writer.

An update compares the vault's files with the cache's manifest: only files whose
size or mtime changed are read, only those whose content hash changed are parsed
and re-indexed, and files that disappeared (deleted or renamed) leave the index.
Parsing streams into the whoosh writer, whose worker processes analyse text while
the next files are parsed. The whoosh commit comes first and the cache second, so
a crash in between only makes the next update redo some work.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vaultmind.cancel import check_watched
from vaultmind.index.cache import CACHE_VERSION, Entry, NoteCache
from vaultmind.index.cache_writer import CacheWriter
from vaultmind.index.lock import writer_lock
from vaultmind.index.paths import DataPaths, has_index
from vaultmind.index.report import Progress, UpdateReport
from vaultmind.vault.files import FileStat, Unreadable, on_disk, read_note, scan, stat_file
from vaultmind.vault.obsidian import excluded_folders, is_excluded

__all__ = ["Indexer", "Progress", "UpdateReport", "load_file_paths", "load_notes"]

FULL_BUILD_PROCS = 2
PARALLEL_FROM = 500  # documents; below this the worker processes cost more than they save
SMALL_UPDATE = 50  # up to this many changed documents: commit without merging segments
MAX_UNMERGED_SEGMENTS = 4  # then a normal commit merges the small ones
MANY = 500  # changed files from which the whole manifest is read rather than row by row


@dataclass
class _Diff:
    """Files to look at (size/mtime differ or new) and files gone since the last update."""

    candidates: list[FileStat]
    deleted: list[str]
    unreadable: list[Unreadable] = field(default_factory=list)
    known: int = 0  # files the cache knew before


class Indexer:
    def __init__(self, vault: Path, lock_timeout: float = 10.0) -> None:
        self.vault = vault
        self.paths = DataPaths.for_vault(vault)
        self.lock_timeout = lock_timeout

    def update(self, rebuild: bool = False, progress: Progress | None = None) -> UpdateReport:
        """Bring the index and cache up to date with every file in the vault."""
        return self._locked(rebuild, None, progress)

    def update_paths(self, rel_paths: Iterable[str]) -> UpdateReport:
        """Re-check only these files (the watcher knows what changed; no full scan)."""
        return self._locked(False, sorted(set(rel_paths)), None)

    def _locked(
        self, rebuild: bool, only: list[str] | None, progress: Progress | None
    ) -> UpdateReport:
        started = time.perf_counter()
        with writer_lock(self.paths.lock_file, self.lock_timeout):
            usable = self._usable()
            if not usable:
                self._clear()  # missing, or written by another version: start from nothing
            rebuild = rebuild or not usable
            if rebuild or (only is not None and any(on_disk(self.vault, p).is_dir() for p in only)):
                only = None  # a folder moved: only a full scan sees everything inside it
            with NoteCache(self.paths.cache_file) as cache:
                report = self._apply(cache, rebuild, only, progress)
        report.seconds = time.perf_counter() - started
        return report

    def _usable(self) -> bool:
        if not has_index(self.paths.index_dir) or not self.paths.cache_file.exists():
            return False
        with NoteCache(self.paths.cache_file) as cache:
            return cache.version() == CACHE_VERSION

    def _clear(self) -> None:
        shutil.rmtree(self.paths.index_dir, ignore_errors=True)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{self.paths.cache_file}{suffix}").unlink(missing_ok=True)

    def _apply(
        self, cache: NoteCache, rebuild: bool, only: list[str] | None, progress: Progress | None
    ) -> UpdateReport:
        if rebuild:  # (never with `only`: see `_locked`)
            manifest: dict[str, Entry] = {}
            diff = self._everything()
        elif only is None:
            diff, manifest = self._walk_diff(cache)
        else:
            manifest = cache.entries(only)
            diff = self._paths_diff(manifest, only)
        known = diff.known if only is None else cache.count()
        report = UpdateReport(rebuilt=rebuild, unchanged=known - len(diff.deleted))
        report.unreadable, report.problems = diff.unreadable, len(diff.unreadable)
        if not (diff.candidates or diff.deleted or rebuild):
            return report
        with cache.transaction() as tx:
            if rebuild:
                tx.clear()
            tx.set_version()
            batch = _Batch(self.vault, manifest, tx, report, progress)
            self._write_index(diff, batch, fresh=rebuild)
            tx.delete(diff.deleted + batch.vanished)
        report.deleted = len(diff.deleted) + len(batch.vanished)
        report.changed_paths = sorted(report.changed_paths + diff.deleted + batch.vanished)
        return report

    def _walk_diff(self, cache: NoteCache) -> tuple[_Diff, dict[str, Entry]]:
        """The usual check, kept lean: one walk against the cache's settled stamps
        (size and mtime, looked up in dicts SQLite builds), manifest entries only
        for the files that differ."""
        unreadable: list[Unreadable] = []
        sizes, mtimes = cache.stamps()
        current = scan(self.vault, excluded_folders(self.vault), unreadable)
        candidates = [
            stat
            for stat in current
            if mtimes.get(stat.path) != stat.mtime_ns or sizes.get(stat.path) != stat.size
        ]
        present = {stat.path for stat in current}
        deleted = sorted(path for path in sizes if path not in present)
        wanted = [stat.path for stat in candidates]
        manifest = cache.manifest() if len(wanted) > MANY else cache.entries(wanted)
        return _Diff(candidates, deleted, unreadable, known=len(sizes)), manifest

    def _everything(self) -> _Diff:
        """A rebuild: every file in the vault is a candidate."""
        unreadable: list[Unreadable] = []
        return _Diff(scan(self.vault, excluded_folders(self.vault), unreadable), [], unreadable)

    def _paths_diff(self, manifest: dict[str, Entry], only: list[str]) -> _Diff:
        """Just these files (the watcher's case): no walk."""
        excluded = excluded_folders(self.vault)
        wanted = [path for path in only if not is_excluded(path, excluded)]
        stats = [(path, stat_file(self.vault, path)) for path in wanted]
        current = [stat for _, stat in stats if stat is not None]
        deleted = [path for path, stat in stats if stat is None and path in manifest]
        candidates = [
            stat
            for stat in current
            if stat.path not in manifest or not manifest[stat.path].matches(stat)
        ]
        return _Diff(candidates, deleted)

    def _write_index(self, diff: _Diff, batch: _Batch, fresh: bool) -> None:
        """Fresh: one new generation replaces whatever was there (readers keep the old)."""
        from vaultmind.index import fulltext

        directory = self.paths.index_dir
        exists = fulltext.exists(directory)
        ix = fulltext.open_index(directory) if exists else fulltext.create(directory)
        procs = FULL_BUILD_PROCS if len(diff.candidates) > PARALLEL_FROM else 1
        with fulltext.writer(ix, self.lock_timeout, procs) as w:
            for path in diff.deleted:
                w.delete_by_term("path", path)
            batch.run(diff.candidates, w, fresh)
            for path in batch.vanished:
                w.delete_by_term("path", path)
            small = len(batch.report.changed_paths) + len(diff.deleted) <= SMALL_UPDATE
            _commit(w, fresh, small=small and len(w.segments) < MAX_UNMERGED_SEGMENTS)


class _Batch:
    """Reads, parses and indexes the candidate files, recording each in the cache."""

    def __init__(
        self,
        vault: Path,
        manifest: dict[str, Entry],
        tx: CacheWriter,
        report: UpdateReport,
        progress: Progress | None,
    ) -> None:
        self.vault, self.manifest, self.tx = vault, manifest, tx
        self.report, self.progress = report, progress
        self.vanished: list[str] = []
        self.checked_ns = time.time_ns()  # taken before reading: later edits stay "racy"

    def run(self, candidates: list[FileStat], w: Any, fresh: bool) -> None:
        from vaultmind.index.schema import note_document

        add = w.add_document if fresh else w.update_document
        for done, stat in enumerate(candidates, start=1):
            check_watched()  # an ingest cancelled: nothing of this update is committed
            indexed = self._one(stat)
            if indexed is not None:
                add(**note_document(*indexed))
            if self.progress:
                self.progress(done, len(candidates))

    def _one(self, stat: FileStat) -> tuple[Any, str] | None:
        known = self.manifest.get(stat.path)
        if not stat.is_note:  # attachments are listed, not read: size and mtime decide
            if known is not None and (known.size, known.mtime_ns) == (stat.size, stat.mtime_ns):
                self.tx.touch(stat, self.checked_ns)
                return None
            self.tx.put(stat, None, None, self.checked_ns)
            self._count(known is None)
            return None
        read = read_note(self.vault, stat)
        if read is None:  # vanished between the scan and the read
            if known is not None:
                self.vanished.append(stat.path)
            return None
        if known is not None and known.sha1 == read.sha1:
            self.tx.touch(read.stat, self.checked_ns)  # same content, new mtime
            return None
        from vaultmind.vault.parse import parse_note  # only when a note changed

        note = parse_note(stat.path, read.text, read.problems)
        self.tx.put(read.stat, read.sha1, note, self.checked_ns)
        self._count(known is None)
        self.report.problems += len(note.problems)
        self.report.changed_paths.append(stat.path)
        return note, read.text[note.body_offset :]

    def _count(self, new: bool) -> None:
        if new:
            self.report.added += 1
        else:
            self.report.updated += 1
            self.report.unchanged -= 1


def _commit(w: Any, fresh: bool, small: bool) -> None:
    from whoosh.writing import CLEAR

    if fresh:
        w.commit(mergetype=CLEAR)
    elif small:
        w.commit(merge=False)  # ~10 ms instead of rewriting segments on every save
    else:
        w.commit()


def load_notes(vault: Path) -> list[Any]:
    """All parsed notes from the cache (call `Indexer.update` first for fresh data)."""
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        return cache.notes()


def load_file_paths(vault: Path) -> list[str]:
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        return cache.file_paths()
