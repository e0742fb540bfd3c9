"""The one safe way to write a file in the vault.

Atomic (temporary file in the same folder, fsync, rename), refuses files that hold
git conflict markers or that could not be decoded losslessly, and detects a file
changed on disk since it was read so the caller can re-read and re-apply instead of
overwriting the user's edit.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from glob import escape as glob_escape
from pathlib import Path

from vaultmind.errors import UnsafeWriteError
from vaultmind.vault.syntax import has_conflict_markers
from vaultmind.vault.text import NoteText, decode

MAX_RETRIES = 10
RETRY_PAUSE = 0.02  # seconds, growing with each attempt: let the editor finish saving


Observer = Callable[[Path, "bytes | None", bytes], None]  # (path, before or None, after)
_OBSERVER: ContextVar[Observer | None] = ContextVar("vaultmind_write_observer", default=None)


@contextmanager
def observed(observer: Observer) -> Iterator[None]:
    """Every write made inside is reported to `observer` (the job log records them)."""
    token = _OBSERVER.set(observer)
    try:
        yield
    finally:
        _OBSERVER.reset(token)


def _report(path: Path, before: bytes | None, after: bytes) -> None:
    observer = _OBSERVER.get()
    if observer is not None:
        observer(path, before, after)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so readers see the old or the new file, never half."""
    before = path.read_bytes() if path.is_file() else None
    tmp = _write_temp(path, data)
    try:
        tmp.replace(path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _report(path, before, data)


def _write_temp(path: Path, data: bytes) -> Path:
    """`data` in a synced temporary file beside `path`, with `path`'s mode (or the default)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(path)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        mode = path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~_umask()
        tmp.chmod(mode)  # mkstemp creates 0600; keep the file's mode, or the default
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _remove_stale_temps(path: Path) -> None:
    """Temp files a killed VaultMind left beside `path`. Every VaultMind writer holds the
    vault's write lock, so any such file found now belongs to a process that is gone."""
    for stale in path.parent.glob(f".{glob_escape(path.name)}.*.tmp"):
        stale.unlink(missing_ok=True)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def update_note(path: Path, change: Callable[[NoteText], NoteText]) -> bool:
    """Apply `change` to the note's current text and write it back safely.

    If the file changes between our read and our rename (the user saving in
    Obsidian), the change is re-applied to the new text. Returns False when
    `change` left the text as it was (nothing is written then).
    """
    for attempt in range(MAX_RETRIES):
        existed = path.exists()
        data = path.read_bytes() if existed else b""
        current = decode(data)
        _refuse_unsafe(path, current)
        updated = change(current)
        if updated == current:
            return False
        tmp = _write_temp(path, updated.encode())  # the slow part happens before the check
        if _digest(path) != hashlib.sha1(data).hexdigest():
            tmp.unlink(missing_ok=True)  # edited under us: start again from the new text
            time.sleep(RETRY_PAUSE * (attempt + 1))
            continue
        try:
            tmp.replace(path)  # microseconds after the check: the window for a lost save
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        _report(path, data if existed else None, updated.encode())
        return True
    raise UnsafeWriteError(f"{path}: kept changing while VaultMind tried to write it; try again")


def _refuse_unsafe(path: Path, text: NoteText) -> None:
    if has_conflict_markers(text.text):
        raise UnsafeWriteError(f"{path}: holds git conflict markers; resolve them first")
    if text.lossy:
        raise UnsafeWriteError(f"{path}: is not valid UTF-8; VaultMind will not rewrite it")


def _digest(path: Path) -> str:
    try:
        return hashlib.sha1(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return hashlib.sha1(b"").hexdigest()
