"""Which file a change to a note really writes, decided before `vault.write` replaces it.

Writes replace a file by renaming a new one over it. Over a symlink that would turn
the link into a copy, and a read-only note (mode 0444) would be replaced like any
other; so a linked note is written through to the note it points to, when that one
is in the vault, and everything else here is refused with one line.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from vaultmind.errors import UnsafeWriteError
from vaultmind.vault.files import is_hidden
from vaultmind.vault.text import utf16_codec


def write_target(vault: Path, path: Path) -> Path:
    """`path`, or the vault note its symlink points to; UnsafeWriteError if it must not
    be written (read-only, a link out of the vault, UTF-16 text)."""
    if path.is_symlink():
        path = _linked_note(vault, path)
    try:
        with path.open("rb") as handle:  # unreadable: the OSError names the file
            head = handle.read(8192)
    except FileNotFoundError:
        return path  # a new note: nothing of the user's to protect
    writable = path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    if not writable or not os.access(path, os.W_OK):  # root's access() ignores the mode
        raise UnsafeWriteError(f"{path}: is read-only; VaultMind will not change it")
    if utf16_codec(head):  # without a BOM it would pass as valid UTF-8, and be mangled
        raise UnsafeWriteError(f"{path}: is UTF-16 text; VaultMind will not rewrite it")
    return path


def _linked_note(vault: Path, link: Path) -> Path:
    """The note a symlinked note stands for, as a path inside the vault."""
    try:
        real = link.resolve(strict=True)
    except (OSError, RuntimeError):  # dangling, or a loop
        raise UnsafeWriteError(
            f"{link}: is a symlink that leads nowhere; VaultMind will not replace it"
        ) from None
    root = vault.resolve()
    inside = real.is_relative_to(root) and not any(
        is_hidden(part) for part in real.relative_to(root).parts
    )
    if not inside or not real.is_file():
        raise UnsafeWriteError(
            f"{link}: is a symlink to {real}, outside the vault's notes; "
            "VaultMind will not change it"
        )
    return vault / real.relative_to(root)
