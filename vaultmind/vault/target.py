"""Which file a change to a note really writes, decided before `vault.write` replaces it.

Writes replace a file by swapping a new one in, so the safe write refuses a symlink
(it would turn the link into a copy), as it refuses read-only and UTF-16 notes. A
command writing a memory into a linked note means the note the link points to: when
that one is in the vault, the write goes through to it; anything else is refused.
"""

from __future__ import annotations

from pathlib import Path

from vaultmind.errors import UnsafeWriteError
from vaultmind.vault.files import is_hidden


def write_target(vault: Path, path: Path) -> Path:
    """`path`, or the vault note its symlink points to; UnsafeWriteError for a link that
    leads nowhere or out of the vault's notes."""
    return _linked_note(vault, path) if path.is_symlink() else path


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
