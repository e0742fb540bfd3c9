"""Git commands: `sync`, and the hidden `merge-driver` git itself calls during a merge."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

DRIVER = "merge-driver"  # not in the help: git calls it, people do not


def add_commands(command: Command) -> None:
    command("sync", cmd_sync, "commit the vault's changes, pull (rebase) and push with git")


def cmd_sync(args: argparse.Namespace) -> int:

    report = open_service(args).sync()
    for line in report.lines:
        print(line)
    return 0


def run_merge_driver(argv: list[str]) -> int:
    """`vaultmind merge-driver [--marker-size N] BASE OURS THEIRS [PATH]` (git's %O %A %B %P):
    the merge is written into OURS; exit 0 clean, 1 conflicts left in it."""
    from vaultmind.service.git import merge_driver

    parser = argparse.ArgumentParser(prog=f"vaultmind {DRIVER}")
    parser.add_argument("--marker-size", type=int, default=7)
    parser.add_argument("--conflict-exit", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("base", type=Path)
    parser.add_argument("ours", type=Path)
    parser.add_argument("theirs", type=Path)
    parser.add_argument("path", nargs="?")
    args = parser.parse_args(argv)
    try:
        code = merge_driver(args.base, args.ours, args.theirs, args.path, args.marker_size)
    except OSError as exc:
        print(f"vaultmind {DRIVER}: {exc}", file=sys.stderr)
        return 2
    return args.conflict_exit if code == 1 else code
