"""`vaultmind tui`, and `vaultmind` with no command: the Textual TUI in a terminal.

Textual is imported only here, inside the command (import-linter's one allowed
cli → ui import), so no other command pays for it or can break because of it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from vaultmind.cli.commands import Command


def add_commands(command: Command) -> None:
    command("tui", cmd_tui, "the interactive terminal UI (also `vaultmind` alone, in a terminal)")


def cmd_tui(args: argparse.Namespace) -> int:
    from vaultmind.ui.run import run_tui

    return run_tui(args.vault, args.asker, args.include_private)


def bare_vault(argv: Sequence[str]) -> tuple[bool, str | None]:
    """Whether the line names no command (only `--vault PATH`), and that PATH."""
    vault: str | None = None
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--vault" and rest:
            vault = rest.pop(0)
        elif arg.startswith("--vault="):
            vault = arg.partition("=")[2]
        else:
            return False, None
    return True, vault


def wants_tui(vault: str | None) -> bool:
    """`vaultmind` alone opens the TUI when both ends are a terminal and a vault is
    found; otherwise (a pipe, CI, outside a vault) it prints the help."""
    if not (sys.stdout.isatty() and sys.stdin.isatty()):
        return False
    from vaultmind.errors import VaultNotFoundError
    from vaultmind.vault.locate import find_vault

    try:
        find_vault(vault)
    except VaultNotFoundError:
        return False
    return True
