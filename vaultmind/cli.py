"""The `vaultmind` command line: parse arguments, call the service, print.

Only argparse and the service facade are imported up front; each command imports
what it needs, so `vaultmind search` stays a fast process.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from vaultmind import __version__
from vaultmind.cli_streams import visible_output
from vaultmind.errors import VaultMindError

Handler = Callable[[argparse.Namespace], int]


def _vault_option(parser: argparse.ArgumentParser, default: object) -> None:
    parser.add_argument(
        "--vault", metavar="PATH", default=default,
        help="the vault (default: $VAULTMIND_VAULT, else the current folder or a parent)",
    )  # fmt: skip


CORE_COMMANDS = ("init", "index", "search", "links", "doctor", "watch", "completion")
MEMORY_COMMANDS = ("remember", "memory", "context", "commitments", "node", "connect", "tidy")
AGENT_COMMANDS = ("models", "status", "ingest", "log", "undo")


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

    init = command("init", cmd_init, "create a new vault from the template")
    init.add_argument("path", help="folder for the new vault (created if missing)")
    index = command("index", cmd_index, "build or update the search index and link graph")
    index.add_argument("--rebuild", action="store_true", help="start from nothing")
    search = command("search", cmd_search, "full-text search (title:, tag:, type: work too)")
    search.add_argument("query", nargs="+", help="words; «обещал» finds «обещала»")
    search.add_argument("-n", "--limit", type=int, default=10, help="number of hits (10)")
    search.add_argument("--type", dest="type_", metavar="TYPE", help="only notes of this type")
    search.add_argument("--folder", help="only notes in this top-level folder")
    search.add_argument("--json", action="store_true", help="machine-readable output")
    links = command("links", cmd_links, "outgoing links, backlinks and 2-hop neighbours")
    links.add_argument("note", help="title, alias, path or slug")
    links.add_argument("--json", action="store_true", help="machine-readable output")
    doctor = command("doctor", cmd_doctor, "check the vault's health")
    doctor.add_argument("--json", action="store_true", help="machine-readable output")
    doctor.add_argument("--strict", action="store_true", help="exit 1 if anything is found")
    command("watch", cmd_watch, "keep the index current while files change (Ctrl-C stops)")
    if wanted is None or wanted in MEMORY_COMMANDS:
        from vaultmind.cli_memory import add_commands

        add_commands(command, lambda sub: _vault_option(sub, argparse.SUPPRESS))
    if wanted is None or wanted in AGENT_COMMANDS:
        from vaultmind import cli_agent

        cli_agent.add_commands(command)
    completion = command("completion", cmd_completion, "print a shell completion script")
    completion.add_argument("shell", choices=["bash", "zsh"])
    return parser


def cmd_init(args: argparse.Namespace) -> int:
    from vaultmind.errors import UsageError
    from vaultmind.service import init_vault

    if not args.path.strip():  # Path("") is the current folder: never what was meant
        raise UsageError("init needs the folder for the new vault, not an empty name")
    target = Path(args.path)
    created = init_vault(target)
    print(f"created a vault in {target} ({len(created)} files)")
    return 0


def cmd_index(args: argparse.Namespace) -> int:
    from vaultmind.cli_output import ProgressBar, render_update
    from vaultmind.service import VaultService

    service = VaultService.open(args.vault)
    report = service.build_index(rebuild=args.rebuild, progress=ProgressBar("indexing"))
    print(render_update(report), file=sys.stderr)
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    from vaultmind.service import VaultService

    service = VaultService.open(args.vault)
    hits = service.search(" ".join(args.query), args.limit, args.type_, args.folder)
    from vaultmind import cli_output
    from vaultmind.index.whoosh_compat import take_note

    note = take_note()  # this whoosh lacks what a speed-up needs: said once, not an error
    if note:
        print(f"vaultmind: note: {note}", file=sys.stderr)

    if args.json:
        cli_output.print_json(hits)
    else:
        cli_output.print_hits(hits)
    return 0


def cmd_links(args: argparse.Namespace) -> int:
    from vaultmind import cli_output
    from vaultmind.service import VaultService

    report = VaultService.open(args.vault).links(args.note)
    if args.json:
        cli_output.print_json(cli_output.links_json(report))
    else:
        print(cli_output.render_links(report))
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    from vaultmind import cli_output
    from vaultmind.service import VaultService

    health = VaultService.open(args.vault).doctor()
    if args.json:
        cli_output.print_json({"notes": health.notes, "findings": health.findings})
    else:
        print(cli_output.render_findings(health.findings, health.notes))
    return 1 if args.strict and health.findings else 0


def cmd_watch(args: argparse.Namespace) -> int:
    from vaultmind.cli_output import render_update
    from vaultmind.index.indexer import UpdateReport
    from vaultmind.index.watch import WatchBatch
    from vaultmind.service import VaultService

    service = VaultService.open(args.vault)

    def report(batch: WatchBatch) -> None:
        if batch.error:
            print(f"vaultmind: {batch.error}", file=sys.stderr)
        elif batch.report and batch.report.changed:
            print(render_update(batch.report), file=sys.stderr, flush=True)

    def ready(initial: UpdateReport) -> None:
        print(render_update(initial), file=sys.stderr)
        print(f"watching {service.vault} (Ctrl-C to stop)", file=sys.stderr, flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        service.watch(report, on_ready=ready)
    return 0


def cmd_completion(args: argparse.Namespace) -> int:
    from vaultmind.completion import completion_script

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
            known = arg in CORE_COMMANDS + MEMORY_COMMANDS + AGENT_COMMANDS
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
    from vaultmind.cli_pipes import pipe_safe_output

    with pipe_safe_output():
        return _run(sys.argv[1:] if argv is None else list(argv))


@visible_output
def _run(argv: list[str]) -> int:
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
