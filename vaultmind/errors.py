"""One error hierarchy: every failure a user can cause carries a one-line message.

The CLI prints `error.message` to stderr and exits with `error.exit_code`; the UI
shows it as a notification. Nothing else should reach the user as a traceback.
"""

from __future__ import annotations


class VaultMindError(Exception):
    """A failure the user can understand and act on."""

    exit_code = 1

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UsageError(VaultMindError):
    """The command was called wrongly (bad argument, missing path)."""

    exit_code = 2


class VaultNotFoundError(UsageError):
    """No vault at the given path, or none found from the current directory."""


class NoteNotFoundError(VaultMindError):
    """A note named on the command line does not exist in the vault."""


class IndexBusyError(VaultMindError):
    """Another process held the index writer lock for longer than we waited."""


class IndexMissingError(VaultMindError):
    """The derived data could not be opened and must be rebuilt."""


class UnsafeWriteError(VaultMindError):
    """A write was refused to protect the user's text (conflict markers, lossy decode)."""


class AmbiguousNameError(UsageError):
    """A name given on the command line belongs to several notes; the user picks one."""

    def __init__(self, name: str, candidates: list[tuple[str, str]]) -> None:
        """`candidates`: (path, slug) of every note the name could mean."""
        shown = ", ".join(f"{path} ({slug})" for path, slug in candidates)
        super().__init__(
            f"'{name}' names {len(candidates)} notes: {shown}; "
            "give the path or slug of the one you mean"
        )
        self.candidates = [path for path, _ in candidates]


class FileAccessError(VaultMindError):
    """The disk refused: a file or folder cannot be read or written (permissions,
    a read-only mount, a path too long for the system)."""


def describe_os_error(exc: OSError) -> str:
    """`PATH: cause` in one line. VaultMind's hidden temporary files (`.Note.md.x.tmp`)
    are never what the user should look at: their folder is named instead."""
    import os
    from pathlib import Path

    cause = (exc.strerror or str(exc) or type(exc).__name__).lower()
    if not isinstance(exc.filename, str | bytes | os.PathLike):
        return cause
    path = Path(os.fsdecode(exc.filename))
    if path.name.startswith(".") and path.name.endswith(".tmp"):
        return f"cannot write in {path.parent}: {cause}"
    return f"{path}: {cause}"


class Cancelled(VaultMindError):
    """The user stopped a long operation (Ctrl-C, a TUI's cancel): what was written
    before the stop is kept, and running the same operation again continues it."""

    exit_code = 130

    def __init__(self, message: str = "cancelled: what was written is kept") -> None:
        super().__init__(message)


class GitSyncError(VaultMindError):
    """`vaultmind sync` stopped: not a git work tree, a conflict, a refused push."""
