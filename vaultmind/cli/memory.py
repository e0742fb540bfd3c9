"""Command-line commands for typed memory and the organisation graph.

`remember`, `memory add|done|archive|supersede|list|show`, `context`, `commitments`
and `node add`: parse, call the service, print. Rendering lives in render/memory.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.memory.store import NewMemory
    from vaultmind.service import VaultService


def add_commands(command: Command, vault_option: Callable[[argparse.ArgumentParser], None]) -> None:
    """Register the commands; `command` makes a top-level one, `vault_option` adds --vault."""
    remember = command("remember", cmd_remember, "remember something about a person (memory add)")
    remember.add_argument("note", metavar="PERSON", help="title, alias, path or slug")
    _memory_options(remember)

    memory = command(
        "memory", _no_subcommand, "typed memory: add, done, archive, supersede, list, show"
    )
    sub = _Sub(
        memory.add_subparsers(dest="memory_command", metavar="ACTION", required=True), vault_option
    )
    add = sub.add_parser("add", help="add a memory to a note")
    add.add_argument("note", metavar="NOTE")
    _memory_options(add)
    add.set_defaults(handler=cmd_remember)
    for action, help_ in (("done", "mark a commitment done"), ("archive", "archive a memory")):
        status = sub.add_parser(action, help=help_)
        status.add_argument("memory_id", metavar="ID", help="e.g. m-a3fecq")
        status.add_argument("--today", help="the date to record (default: today)")
        status.set_defaults(handler=cmd_status, status="done" if action == "done" else "archived")
    supersede = sub.add_parser(
        "supersede", help="replace a memory by a newer one (same kind and due date unless given)"
    )
    supersede.add_argument("memory_id", metavar="ID")
    _memory_options(supersede, kind=None)
    supersede.add_argument("--no-due", action="store_true", help="the new one has no due date")
    supersede.set_defaults(handler=cmd_supersede)
    listing = sub.add_parser("list", help="a note's memories")
    listing.add_argument("note", metavar="NOTE")
    listing.add_argument(
        "--all", action="store_true", help="also done, archived, superseded, outdated"
    )
    listing.add_argument("--kind", help="only this kind")
    listing.add_argument("--json", action="store_true")
    listing.add_argument("--today")
    listing.set_defaults(handler=cmd_list)
    show = sub.add_parser("show", help="one memory with its fields and evidence")
    show.add_argument("memory_id", metavar="ID")
    show.add_argument("--json", action="store_true")
    show.add_argument("--today")
    show.set_defaults(handler=cmd_show)

    context = command("context", cmd_context, "everything known about a person (no model)")
    context.add_argument("note", metavar="PERSON")
    context.add_argument("--json", action="store_true")
    context.add_argument("--today")

    commitments = command("commitments", cmd_commitments, "open commitments across the vault")
    commitments.add_argument("--person", help="only this person's")
    commitments.add_argument("--overdue", action="store_true", help="only overdue ones")
    commitments.add_argument("--due-within", metavar="3d", help="due within N days (or 2w)")
    commitments.add_argument("--json", action="store_true")
    commitments.add_argument("--today")

    connect = command("connect", cmd_connect, "find unlinked mentions of notes; --apply links them")
    connect.add_argument("--apply", action="store_true", help="turn the first mentions into links")
    connect.add_argument("--json", action="store_true")
    tidy = command("tidy", cmd_tidy, "propose merging duplicate memories and people (a patch)")
    tidy.add_argument("--apply", action="store_true", help="write the patch (nothing is lost)")
    tidy.add_argument("--today")
    migrate = command("migrate", cmd_migrate, "write commitments as Tasks-plugin tasks (format 2)")
    migrate.add_argument("--apply", action="store_true", help="write it (one undo job)")

    node = command("node", _no_subcommand, "typed nodes of the organisation graph")
    node_sub = _Sub(
        node.add_subparsers(dest="node_command", metavar="ACTION", required=True), vault_option
    )
    node_add = node_sub.add_parser("add", help="create a typed node from the template")
    node_add.add_argument("type", metavar="TYPE", help="person, project, product, process, …")
    node_add.add_argument("title", metavar="TITLE")
    node_add.add_argument("--owner", help="the person responsible (written as owner:)")
    node_add.add_argument(
        "--rel",
        action="append",
        default=[],
        metavar="RELATION:TARGET",
        help="a typed relation, e.g. depends_on:Internal CRM (repeatable)",
    )
    node_add.add_argument(
        "--alias", action="append", default=[], metavar="NAME",
        help="another name of the person (repeatable): a nickname, the name in another script",
    )  # fmt: skip
    node_add.add_argument("--position", help="the person's position (written as position:)")
    node_add.add_argument("--today")
    node_add.set_defaults(handler=cmd_node_add)
    node_alias = node_sub.add_parser("alias", help="add a name to a note's aliases")
    node_alias.add_argument("note", metavar="NOTE", help="title, alias, path or slug")
    node_alias.add_argument("alias", metavar="NAME", help="the other name, e.g. from a chat")
    node_alias.set_defaults(handler=cmd_node_alias)


class _Sub:
    """Second-level subcommands that also accept --vault after the action."""

    def __init__(self, parsers: Any, vault_option: Callable[[argparse.ArgumentParser], None]):
        self._parsers = parsers
        self._vault_option = vault_option

    def add_parser(self, name: str, help: str) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = self._parsers.add_parser(
            name, help=help, description=help
        )
        self._vault_option(parser)
        return parser


def _memory_options(parser: argparse.ArgumentParser, kind: str | None = "fact") -> None:
    parser.add_argument("text", help="what to remember (2–2000 characters)")
    parser.add_argument(
        "--kind",
        default=kind,
        help=f"fact, trait, commitment, context, preference ({kind or 'the old one'})",
    )
    parser.add_argument("--due", help="a date: 2026-12-04, friday, «до пятницы», next week")
    parser.add_argument("--confidence", type=float, default=0.7, help="0..1 (0.7)")
    parser.add_argument("--by", default="user", help="user, agent:…, or a [[Person]]")
    parser.add_argument("--src", action="append", default=[], metavar="LINK", help="evidence")
    parser.add_argument("--tag", action="append", default=[], metavar="TAG")
    parser.add_argument("--valid-until", help="after this date the memory is outdated")
    parser.add_argument("--today", help="resolve dates against this day (default: today)")


def _no_subcommand(args: argparse.Namespace) -> int:
    return 2


def _service(args: argparse.Namespace) -> VaultService:

    return open_service(args)


def _new_memory(args: argparse.Namespace, service: VaultService) -> NewMemory:
    from vaultmind.memory.store import NewMemory
    from vaultmind.vault.dates import parse_due, slash_dates

    today = service.today(args.today)
    sources = tuple(s if s.startswith("[[") else f"[[{s}]]" for s in args.src)
    with slash_dates(service.vault_settings.month_first):  # "12/5" as the vault writes it
        due = parse_due(args.due, today, "--due") if args.due else None
        until = parse_due(args.valid_until, today, "--valid-until") if args.valid_until else None
    return NewMemory(
        kind=args.kind.lower(),
        text=args.text,
        confidence=args.confidence,
        by=args.by,
        sources=sources,
        due=due,
        valid_until=until,
        tags=tuple(args.tag),
    )


def cmd_remember(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.memory import render_change

    service = _service(args)
    change = service.remember(args.note, _new_memory(args, service), service.today(args.today))
    print(render_change(change))
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.memory import render_change

    service = _service(args)
    change = service.set_memory_status(args.memory_id, args.status, service.today(args.today))
    print(render_change(change))
    return 0


def cmd_supersede(args: argparse.Namespace) -> int:
    from vaultmind.cli.render.memory import render_change
    from vaultmind.errors import UsageError

    if args.no_due and args.due:
        raise UsageError("--due and --no-due contradict each other; give one")
    service = _service(args)
    inherit = tuple(
        name for name, given in (("kind", args.kind), ("due", args.due or args.no_due)) if not given
    )
    args.kind = args.kind or "fact"  # replaced by the old one's kind when inherited
    new = _new_memory(args, service)
    change = service.supersede_memory(args.memory_id, new, service.today(args.today), inherit)
    print(render_change(change))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import memory as render

    service = _service(args)
    today = service.today(args.today)
    note, rows = service.memories(args.note, today, args.all, args.kind)
    if args.json:
        render.print_json(rows)
    else:
        print(render.render_memory_rows(note, rows))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import memory as render

    service = _service(args)
    row = service.memory(args.memory_id, service.today(args.today))
    if args.json:
        render.print_json(row)
    else:
        print(render.render_memory_detail(row))
    return 0


def cmd_context(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import memory as render
    from vaultmind.memory.context_text import render_context

    service = _service(args)
    context = service.context(args.note, service.today(args.today))
    if args.json:
        render.print_json(context)
    else:
        print(render_context(context))
    return 0


def cmd_commitments(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import memory as render
    from vaultmind.memory.user_options import parse_days

    within = parse_days(args.due_within, "--due-within") if args.due_within else None
    service = _service(args)
    today = service.today(args.today)
    found = service.commitments(today, args.person, args.overdue, within)
    if args.json:
        render.print_json(found)
    else:
        print(render.render_commitments(found))
    return 0


def cmd_node_add(args: argparse.Namespace) -> int:
    from vaultmind.errors import UsageError
    from vaultmind.memory.nodes import NodeSpec

    relations = []
    for item in args.rel:
        relation, colon, target = item.partition(":")
        if not colon or not target.strip():
            raise UsageError(
                f"--rel wants RELATION:TARGET, e.g. depends_on:Internal CRM, not '{item}'"
            )
        relations.append((relation.strip(), target.strip().strip("[]")))
    service = _service(args)
    spec = NodeSpec(args.type, args.title, args.owner, tuple(relations),
                    aliases=tuple(args.alias), position=args.position)  # fmt: skip
    path = service.add_node(spec, service.today(args.today))
    print(f"created {path}")
    return 0


def cmd_node_alias(args: argparse.Namespace) -> int:
    path, added = _service(args).add_alias(args.note, args.alias)
    print(f"{path}: alias '{args.alias}' {'added' if added else 'was already there'}")
    if added:
        print("run `vaultmind tidy` to see what it merges")
    return 0


def cmd_connect(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import memory as render

    service = _service(args)
    mentions = service.unlinked_mentions()
    if args.json and not args.apply:
        render.print_json(mentions)
        return 0
    if not args.apply:
        print(render.render_mentions(mentions))
        if mentions:
            print(
                f"\n{len(mentions)} unlinked mention(s); `vaultmind connect --apply` links them",
                file=sys.stderr,
            )
        return 0
    applied, skipped = service.link_mentions(mentions)
    print(f"linked {len(applied)} mention(s) in {len({m.path for m in applied})} note(s)")
    for mention in skipped:
        print(
            f"skipped {mention.path}:{mention.line}: the line changed since it was read",
            file=sys.stderr,
        )
    return 0


def cmd_tidy(args: argparse.Namespace) -> int:
    from vaultmind.memory.tidy import render_patch

    service = _service(args)
    plan = service.tidy_plan(service.today(args.today))
    if not plan.after:
        print("nothing to tidy")
        return 0
    for action in plan.actions:
        print(action, file=sys.stderr)
    if not args.apply:
        print(render_patch(plan), end="")
        print("review the patch above; `vaultmind tidy --apply` writes it", file=sys.stderr)
        return 0
    written = service.apply_tidy(plan)
    print(f"tidied {len(written)} file(s): {', '.join(written)}")
    return 0


def cmd_migrate(args: argparse.Namespace) -> int:
    """A patch first, as `tidy` shows one: the lines are the user's to check."""
    from vaultmind.memory.tidy import render_patch
    from vaultmind.vault.settings import FORMAT_VERSION

    service = _service(args)
    plan = service.migration_plan()
    if not plan.after and service.vault_settings.format >= FORMAT_VERSION:
        print("nothing to migrate: commitments are already tasks")
        return 0
    if not args.apply:
        print(render_patch(plan), end="")
        print("review the patch above; `vaultmind migrate --apply` writes it", file=sys.stderr)
        return 0
    written = service.apply_migration(plan)
    print(
        f"migrated {len(written)} file(s) to format {FORMAT_VERSION}; `vaultmind undo` reverts it"
    )
    return 0
