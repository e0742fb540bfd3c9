"""One line for a worker's failure, as the CLI would say it (never a traceback)."""

from __future__ import annotations

from vaultmind.errors import VaultMindError


def describe(error: BaseException | None) -> str:
    if isinstance(error, VaultMindError):
        return error.message
    if isinstance(error, OSError):
        from vaultmind.errors import describe_os_error

        return describe_os_error(error)
    return f"internal error: {type(error).__name__}: {error}"
