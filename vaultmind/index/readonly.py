"""Queries on a vault whose `.vaultmind/` cannot be written: a read-only mount, a
shared folder, `chmod -R a-w`.

The derived data is copied to a private temporary folder, brought up to date there
from the notes as they are, answered from, and removed when the process ends, so
`doctor`, `links`, `context`, `commitments`, `search` and `status` answer as on any
other vault. Commands that write refuse with one line (see `ServiceCore`): the job
log could not record their changes, and undo would lose them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from vaultmind.index.paths import DataPaths, data_elsewhere, keep_data_in

_DATA_FILES = ("cache.sqlite", "cache.sqlite-wal", "state.sqlite", "state.sqlite-wal",
               "vectors.sqlite", "vectors.sqlite-wal")  # fmt: skip


def unwritable_data(vault: Path) -> Path | None:
    """The first of the vault's data paths this process may not write, or None."""
    paths = DataPaths.in_vault(vault)
    if not paths.root.exists():
        return None if os.access(vault, os.W_OK | os.X_OK) else vault
    if not os.access(paths.root, os.W_OK | os.X_OK):
        return paths.root
    for name in (*_DATA_FILES, "index", "index.lock", "write.lock"):
        path = paths.root / name
        if path.exists() and not os.access(path, os.W_OK):
            return path
    return None


def use_private_copy(vault: Path) -> Path:
    """Copy what can be read of `.vaultmind/` to a temporary folder and use that
    (once per process and vault: every later service on the vault shares it)."""
    import atexit
    import shutil
    import tempfile

    known = data_elsewhere(vault)
    if known is not None:
        return known
    folder = Path(tempfile.mkdtemp(prefix="vaultmind-read-only-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    source = DataPaths.in_vault(vault)
    for name in _DATA_FILES:
        _copy(source.root / name, folder / name, shutil.copyfile)
    _copy(source.index_dir, folder / "index", _copy_folder)
    keep_data_in(vault, folder)
    return folder


def _copy_folder(source: Path, target: Path) -> None:
    """A copy this process may write and remove, whatever the original's modes."""
    import shutil

    shutil.copytree(source, target, copy_function=shutil.copyfile)
    for folder, _, _ in os.walk(target):
        Path(folder).chmod(0o700)


def _copy(source: Path, target: Path, how: Callable[[Path, Path], object]) -> None:
    """A copy, or nothing at all: what cannot be copied whole is rebuilt from the notes."""
    if not source.exists():
        return
    try:
        how(source, target)
    except OSError:
        import shutil

        if target.is_dir():
            shutil.rmtree(target, ignore_errors=True)
        else:
            target.unlink(missing_ok=True)
