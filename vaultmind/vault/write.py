"""The one safe way to write a file in the vault.

Atomic (temporary file in the same folder, fsync, swap), refuses files that hold
git conflict markers or that could not be decoded losslessly, re-applies the change
to a file edited since it was read, and carries over a save that races the swap
itself (vault/swap.py says how that window is closed).
"""

from __future__ import annotations

import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from glob import escape as glob_escape
from pathlib import Path
from typing import NoReturn

from vaultmind.errors import UnsafeWriteError
from vaultmind.vault import swap
from vaultmind.vault.late_edit import replay
from vaultmind.vault.swap import settled_read
from vaultmind.vault.syntax import has_conflict_markers
from vaultmind.vault.text import NoteText, decode, utf16_codec

MAX_RETRIES = 10
MAX_CARRIES = 100  # swaps in a row, each racing a save, before VaultMind gives up
RETRY_PAUSE = 0.02  # seconds, growing with each attempt: let the editor finish saving


Forget = Callable[[], None]
# Told (path, before or None, after) just before a write, so a job that is killed in
# the middle of it still knows what it may have written; returns how to forget it if
# the write does not happen after all. `after` is None for a file removed (`remove_note`).
Observer = Callable[[Path, "bytes | None", "bytes | None"], Forget]
_OBSERVER: ContextVar[Observer | None] = ContextVar("vaultmind_write_observer", default=None)


@contextmanager
def observed(observer: Observer | None) -> Iterator[None]:
    """Every write made inside is reported to `observer` (the job log records them),
    after any observer already listening outside (a test's, a face's)."""
    outer = _OBSERVER.get()
    if outer is not None and observer is not None:
        observer = _both(outer, observer)
    token = _OBSERVER.set(observer)
    try:
        yield
    finally:
        _OBSERVER.reset(token)


def _both(first: Observer, second: Observer) -> Observer:
    def report(path: Path, before: bytes | None, after: bytes | None) -> Forget:
        forget_first = first(path, before, after)
        forget_second = second(path, before, after)

        def forget() -> None:
            forget_second()
            forget_first()

        return forget

    return report


def _report(path: Path, before: bytes | None, after: bytes | None) -> Forget:
    observer = _OBSERVER.get()
    return observer(path, before, after) if observer is not None else _nothing


def _nothing() -> None:
    return None


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so readers see the old or the new file, never half.
    A file that did not exist is created only if nothing appeared there meanwhile."""
    before = path.read_bytes() if path.is_file() else None
    _refuse_unsafe_file(path)
    forget = _report(path, before, data)
    if before is None:
        if not _create(path, data):
            forget()
            raise UnsafeWriteError(f"{path}: appeared while VaultMind created it; try again")
        return
    tmp = _write_temp(path, data)
    try:
        tmp.replace(path)
    except BaseException:
        forget()
        raise
    finally:
        tmp.unlink(missing_ok=True)


def remove_note(path: Path, expected: str) -> None:
    """Remove a note VaultMind emptied into another (`tidy`), only if it still holds
    exactly `expected`; the job log keeps its bytes, so `undo` puts it back."""
    _refuse_unsafe_file(path)
    data = path.read_bytes()
    if decode(data).text != expected:
        raise UnsafeWriteError(f"{path} changed since the plan was made; run tidy again")
    forget = _report(path, data, None)
    try:
        path.unlink()
    except BaseException:
        forget()
        raise


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
    Obsidian), the change is re-applied to the new text; a save that lands in the old
    file during the rename itself is carried over into the new one. Returns False when
    `change` left the text as it was (nothing is written then).
    """
    _remove_stale_temps(path)  # a killed run's, even when nothing is written now
    for attempt in range(MAX_RETRIES):
        written = _try_update(path, change)
        if written is not None:
            return written
        time.sleep(RETRY_PAUSE * (attempt + 1))  # let the editor finish saving
    raise UnsafeWriteError(f"{path}: kept changing while VaultMind tried to write it; try again")


def _try_update(path: Path, change: Callable[[NoteText], NoteText]) -> bool | None:
    """True or False as `update_note` says, None when the file changed under us."""
    fd = _open_existing(path)  # an unreadable note: the error names it and the cause
    try:
        _refuse_unsafe_file(path)
        data = settled_read(fd) if fd is not None else b""
        current = decode(data)
        _refuse_unsafe(path, data, current)
        updated = change(current)
        if updated == current:
            return False
        new = updated.encode()
        if fd is not None and not _still_fits(path, data, new):
            return None  # edited under us where we write: start again from the new text
        forget = _report(path, data if fd is not None else None, new)
        placed = _create(path, new) if fd is None else _put_in_place(path, fd, data, new)
        if not placed:
            forget()
        return True if placed else None
    finally:
        if fd is not None:
            os.close(fd)


def _open_existing(path: Path) -> int | None:
    try:
        return os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None


def _still_fits(path: Path, data: bytes, new: bytes) -> bool:
    """Whether an edit made since we read the file can be carried into `new`: none at
    all, or one away from the lines `change` touched (an append below our section).
    Where both fit the same spot, `change` runs again after the user's edit instead."""
    try:
        now = path.read_bytes()
    except FileNotFoundError:
        return False
    return now == data or replay(new, data, now, unsure=False) is not None


def _create(path: Path, data: bytes) -> bool:
    """Give the new file its name unless one appeared meanwhile (never clobbers it)."""
    tmp = _write_temp(path, data)
    try:
        os.link(tmp, path)
    except FileExistsError:
        return False
    finally:
        tmp.unlink(missing_ok=True)
    return True


def _put_in_place(path: Path, fd: int, data: bytes, new: bytes) -> bool:
    """Swap `new` in; every save that raced a swap is carried into the file in place:
    appended to it when it was an append, else by another swap, until one displaces
    exactly what the previous one put in place."""
    at_path, to_write = data, new
    held: int | None = os.dup(fd)  # the file now at `path`, read back after the swap
    for _ in range(MAX_CARRIES):
        if held is None:
            return True  # deleted right after our write: the user's choice stands
        late, placed = _swap(path, to_write, held)
        if late == at_path:
            return True
        if late.startswith(at_path) and swap.append_to(path, placed, late[len(at_path) :]):
            return True
        merged = replay(to_write, at_path, late)
        if merged is None:
            _keep_copy(path, late, "was saved by another program while VaultMind wrote it")
        held = _open_existing(path)
        at_path, to_write = to_write, merged
    if held is not None:
        os.close(held)
    _keep_copy(path, to_write, "kept changing while VaultMind wrote it")


def _swap(path: Path, data: bytes, held: int) -> tuple[bytes, os.stat_result]:
    """Put `data` at `path`: the final bytes of the file it displaced, and the identity of
    the file put in place. Closes `held`."""
    try:
        tmp = _write_temp(path, data)
        try:
            placed = tmp.stat()
            if swap.exchange(tmp, path):  # `tmp` now names what was at `path` an instant ago
                if not swap.same_file(held, tmp):
                    os.close(held)
                    held = os.open(tmp, os.O_RDONLY)  # another program renamed its file in
            else:
                tmp.replace(path)
        finally:
            tmp.unlink(missing_ok=True)
        return settled_read(held), placed
    finally:
        os.close(held)


def _keep_copy(path: Path, theirs: bytes, what: str) -> NoReturn:
    """The user's version of a save that could not be carried over, kept beside the note."""
    stamp = time.strftime("%Y-%m-%d %H%M%S")
    copy = path.with_name(f"{path.stem} (saved while VaultMind wrote, {stamp}).md")
    atomic_write_bytes(copy, theirs)
    raise UnsafeWriteError(f"{path}: {what}; that version is kept as {copy.name}")


def _refuse_unsafe_file(path: Path) -> None:
    """The swap replaces the name: over a symlink it would leave a copy where the link
    was, and a read-only note (0444) would be replaced like any other. Callers that
    mean to write through a link resolve it first (`vault.target.write_target`)."""
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        return
    if stat.S_ISLNK(mode):
        raise UnsafeWriteError(f"{path}: is a symlink; VaultMind will not replace it")
    writable = mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    if not writable or not os.access(path, os.W_OK):  # root's access() ignores the mode
        raise UnsafeWriteError(f"{path}: is read-only; VaultMind will not change it")


def _refuse_unsafe(path: Path, data: bytes, text: NoteText) -> None:
    if utf16_codec(data[:8192]):  # without a BOM it would pass as UTF-8 and be mangled
        raise UnsafeWriteError(f"{path}: is UTF-16 text; VaultMind will not rewrite it")
    if has_conflict_markers(text.text):
        raise UnsafeWriteError(f"{path}: holds git conflict markers; resolve them first")
    if text.lossy:
        raise UnsafeWriteError(f"{path}: is not valid UTF-8; VaultMind will not rewrite it")
