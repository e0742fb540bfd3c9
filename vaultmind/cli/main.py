"""The `vaultmind` command line: parse arguments, call the service, print.

Only argparse and the service facade are imported up front; each command imports
what it needs, so `vaultmind search` stays a fast process.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from vaultmind import __version__
from vaultmind.cli.commands import (
    ALL_COMMANDS,
    ASK_COMMANDS,
    GIT_COMMANDS,
    INGEST_COMMANDS,
    JOB_COMMANDS,
    MCP_COMMANDS,
    MEMORY_COMMANDS,
    REFLECT_COMMANDS,
    REVIEW_COMMANDS,
    TUI_COMMANDS,
    Handler,
)
from vaultmind.cli.streams import visible_output
from vaultmind.errors import VaultMindError


def _vault_option(parser: argparse.ArgumentParser, default: object) -> None:
    """--vault, and whose view of it (--as, --include-private): every command takes them."""
    parser.add_argument(
        "--vault", metavar="PATH", default=default,
        help="the vault (default: $VAULTMIND_VAULT, else the current folder or a parent)",
    )  # fmt: skip
    parser.add_argument(
        "--as", dest="asker", metavar="PERSON", default=default,
        help="see the vault as this person: private notes hidden unless they are the owner",
    )  # fmt: skip
    parser.add_argument(
        "--include-private", action="store_true",
        default=False if default is None else default,
        help="with --as: private notes too",
    )  # fmt: skip


class _Unused:
    """The parser of a command this run does not need: it takes every call and keeps
    nothing, so building the parser for `vaultmind search` skips the other thirty."""

    def __getattr__(self, name: str) -> Callable[..., _Unused]:
        return lambda *args, **kwargs: self


def build_parser(wanted: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with `wanted` only that command's arguments (~20 ms less)."""
    parser = argparse.ArgumentParser(
        prog="vaultmind", description="Offline memory over an Obsidian-compatible vault."
    )
    parser.add_argument("--version", action="version", version=f"vaultmind {__version__}")
    _vault_option(parser, None)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(name: str, handler: Handler, help_: str) -> argparse.ArgumentParser:
        if wanted is not None and name != wanted:
            return _Unused()  # type: ignore[return-value]
        sub = commands.add_parser(name, help=help_, description=help_)
        _vault_option(sub, argparse.SUPPRESS)
        sub.set_defaults(handler=handler)
        return sub

    from vaultmind.cli import notes

    notes.add_commands(command)
    if wanted is None or wanted in MEMORY_COMMANDS:
        from vaultmind.cli import memory

        memory.add_commands(command, lambda sub: _vault_option(sub, argparse.SUPPRESS))
    if wanted is None or wanted in REVIEW_COMMANDS:
        from vaultmind.cli import review

        review.add_commands(command)
    if wanted is None or wanted in INGEST_COMMANDS:
        from vaultmind.cli import ingest

        ingest.add_commands(command)
    if wanted is None or wanted in JOB_COMMANDS:
        from vaultmind.cli import jobs

        jobs.add_commands(command)
    if wanted is None or wanted in ASK_COMMANDS:
        from vaultmind.cli import ask

        ask.add_commands(command)
        from vaultmind.cli import chat

        chat.add_commands(command)
    if wanted is None or wanted in REFLECT_COMMANDS:
        from vaultmind.cli import reflect

        reflect.add_commands(command)
        from vaultmind.cli import daemon

        daemon.add_commands(command)
    if wanted is None or wanted in GIT_COMMANDS:
        from vaultmind.cli import git

        git.add_commands(command)
    if wanted is None or wanted in TUI_COMMANDS:
        from vaultmind.cli import tui

        tui.add_commands(command)
    if wanted is None or wanted in MCP_COMMANDS:
        from vaultmind.cli import mcp

        mcp.add_commands(command)
    completion = command("completion", cmd_completion, "print a shell completion script")
    completion.add_argument("shell", choices=["bash", "zsh"])  # last in the help: least used
    return parser


def cmd_completion(args: argparse.Namespace) -> int:
    from vaultmind.cli.completion import completion_script

    print(completion_script(build_parser(), args.shell))
    return 0


def _command_in(argv: Sequence[str]) -> str | None:
    """The command named on the line, if it can be told without the full parser."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--vault":
            skip = True
        elif not arg.startswith("--vault="):
            known = arg in ALL_COMMANDS
            return arg if known else None  # an option or a typo: the full parser says
    return None


def _all_text(argv: list[str]) -> None:
    """Bytes that are not UTF-8 arrive as lone surrogates, which no file or terminal
    takes: one line now instead of a failure halfway through a write."""
    from vaultmind.errors import UsageError

    for arg in argv:
        if "\x00" in arg:  # no shell passes one; a caller of main() might
            raise UsageError(f"argument {arg!r} holds a NUL character")
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            shown = arg.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
            raise UsageError(f"argument '{shown}' is not valid UTF-8 text") from None


def main(argv: Sequence[str] | None = None) -> int:
    from vaultmind.cli.pipes import pipe_safe_output

    with pipe_safe_output():
        return _run(sys.argv[1:] if argv is None else list(argv))


@visible_output
def _run(argv: list[str]) -> int:
    if argv[:1] == ["merge-driver"]:  # git's call during a merge: no vault, no parser
        from vaultmind.cli.git import run_merge_driver

        return run_merge_driver(argv[1:])
    from vaultmind.cli.tui import bare_vault, wants_tui

    bare, vault = bare_vault(argv)
    if bare and wants_tui(vault):
        argv = [*argv, "tui"]
    elif bare:  # no command, and no terminal or no vault: the help, as a usage error
        build_parser().print_help(sys.stderr)
        return 2
    args = build_parser(_command_in(argv)).parse_args(argv)
    try:
        _all_text(argv)
        return int(args.handler(args))
    except VaultMindError as exc:
        print(f"vaultmind: error: {exc.message}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # the disk refused (permissions, read-only, too long): say where
        from vaultmind.errors import describe_os_error

        print(f"vaultmind: error: {describe_os_error(exc)}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug, not bad input: one line, and the traceback on request
        if os.environ.get("VAULTMIND_DEBUG"):
            raise
        print(f"vaultmind: internal error: {type(exc).__name__}: {exc} "
              "(set VAULTMIND_DEBUG=1 for the traceback)", file=sys.stderr)  # fmt: skip
        return 70
