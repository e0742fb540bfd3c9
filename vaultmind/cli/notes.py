"""Command-line commands over the notes themselves: `init`, `index`, `search`, `links`,
`doctor` and `watch`."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service


def add_commands(command: Command) -> None:
    init = command("init", cmd_init, "create a new, empty vault (--demo: the demo vault)")
    init.add_argument("path", help="folder for the new vault (created if missing)")
    init.add_argument("--me", metavar="NAME", help="your name: your person note, and `me`")
    init.add_argument("--demo", action="store_true", help="the demo vault of fictional people")
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
    doctor.add_argument(
        "--strict",
        action="store_true",
        help="also list project tasks with a due date that nobody owns; exit 1 if anything "
        "is found",
    )
    command("watch", cmd_watch, "keep the index current while files change (Ctrl-C stops)")


def cmd_init(args: argparse.Namespace) -> int:
    from vaultmind.errors import UsageError
    from vaultmind.service import init_vault

    if not args.path.strip():  # Path("") is the current folder: never what was meant
        raise UsageError("init needs the folder for the new vault, not an empty name")
    me = args.me
    if me is None and not args.demo and sys.stdin.isatty():
        me = input("Your name, for your own person note (Enter to skip): ").strip() or None
    target = Path(args.path)
    created = init_vault(target, demo=args.demo, me=me)
    kind = "the demo vault" if args.demo else "a new vault"
    print(f"created {kind} in {target} ({len(created)} files)")
    return 0


def cmd_index(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.common import ProgressBar, render_update

    service = open_service(args)
    report = service.build_index(rebuild=args.rebuild, progress=ProgressBar("indexing"))
    print(render_update(report), file=sys.stderr)
    vectors = service.update_vectors(ProgressBar("embedding"))  # None: no vector pass set
    if vectors is not None:
        print(f"vectors: {vectors.embedded} units embedded ({vectors.notes} notes), "
              f"{vectors.removed} notes removed", file=sys.stderr)  # fmt: skip
    return 0


def cmd_search(args: argparse.Namespace) -> int:

    service = open_service(args)
    hits = service.search(" ".join(args.query), args.limit, args.type_, args.folder)
    note = service.search_warning()
    if note:
        print(f"vaultmind: note: {note}", file=sys.stderr)
    from vaultmind.cli.render import common, notes

    if args.json:
        common.print_json(hits)
    else:
        notes.print_hits(hits)
    return 0


def cmd_links(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import common, notes

    report = open_service(args).links(args.note)
    if args.json:
        common.print_json(notes.links_json(report))
    else:
        print(notes.render_links(report))
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import common, notes

    health = open_service(args).doctor(strict=args.strict)
    if args.json:
        common.print_json({"notes": health.notes, "findings": health.findings})
    else:
        print(notes.render_findings(health.findings, health.notes))
    return 1 if args.strict and health.findings else 0


def cmd_watch(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.common import render_update
    from vaultmind.index.report import UpdateReport
    from vaultmind.index.watch import WatchBatch

    service = open_service(args)

    def report(batch: WatchBatch) -> None:
        if batch.error:
            print(f"vaultmind: {batch.error}", file=sys.stderr)
        elif batch.report and batch.report.changed:
            print(render_update(batch.report), file=sys.stderr, flush=True)

    def ready(initial: UpdateReport) -> None:
        print(render_update(initial), file=sys.stderr)
        answers = "; answering `ask --no-llm` for other processes" if server.listening else ""
        print(f"watching {service.vault}{answers} (Ctrl-C to stop)", file=sys.stderr, flush=True)

    import signal
    import threading

    from vaultmind.cli.ask_server import serving

    stop = threading.Event()  # SIGTERM (a service manager's stop) ends it as Ctrl-C does
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with serving(service.vault) as server, contextlib.suppress(KeyboardInterrupt):
        service.watch(report, stop, on_ready=ready)
    if server.answered:
        print(f"answered {server.answered} `ask` question(s) for other processes",
              file=sys.stderr)  # fmt: skip
    return 0
