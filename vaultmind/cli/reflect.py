"""Command-line commands for the evening and the morning: `due` (reminders),
`reflect`, `digest` and `plan`. Parse, call the service, print (render/reflect)."""

from __future__ import annotations

import argparse

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service


def add_commands(command: Command) -> None:
    due = command("due", cmd_due, "what is overdue, due today and due tomorrow (reminders)")
    due.add_argument("--person", help="only this person's")
    due.add_argument("--today", help="the day to remind for (default: today in the vault's zone)")
    due.add_argument("--short", action="store_true", help="one line, empty when nothing is due")
    due.add_argument("--json", action="store_true")
    reflect = command("reflect", cmd_reflect, "write the evening reflection on a person's day")
    reflect.add_argument("--day", help="YYYY-MM-DD (default: today in the vault's zone)")
    who = reflect.add_mutually_exclusive_group()
    who.add_argument("--person", help="only this person (default: everyone active that day)")
    who.add_argument("--all", action="store_true", help="everyone active that day (the default)")
    reflect.add_argument(
        "--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`"
    )
    reflect.add_argument("--json", action="store_true")
    digest = command("digest", cmd_digest, "write the week's digest into Daily/YYYY-Www.md")
    digest.add_argument("--week", help="an ISO week like 2026-W49 (default: this week)")
    digest.add_argument("--today", help="the day it is (default: today in the vault's zone)")
    digest.add_argument(
        "--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none` (no prose)"
    )
    plan = command("plan", cmd_plan, "break a goal into steps for a person (## Plan)")
    plan.add_argument("goal", metavar="GOAL")
    plan.add_argument("--for", dest="person", required=True, metavar="PERSON", help="who does it")
    plan.add_argument("--project", help="the project note (default: a new one named after GOAL)")
    plan.add_argument("--dry-run", action="store_true", help="print the plan; write nothing")
    plan.add_argument("--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`")
    plan.add_argument("--today")


def cmd_due(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import reflect as render

    service = open_service(args)
    due = service.due(service.today(args.today), args.person)
    if args.json:
        from vaultmind.cli.render.common import print_json

        print_json({"today": due.today, "overdue": due.overdue, "today_due": due.due_today,
                    "tomorrow": due.tomorrow, "reminders": due.reminders})  # fmt: skip
    elif args.short:
        line = render.render_due_short(due)
        if line:
            print(line)
    else:
        print(render.render_due(due))
    return 0


def cmd_reflect(args: argparse.Namespace) -> int:
    import sys

    from vaultmind.cli.render import reflect as render
    from vaultmind.memory.user_options import parse_user_date

    service = open_service(args)
    day = parse_user_date(args.day, "--day") if args.day else service.today()
    try:
        report = service.reflect(day, args.person, explicit_model=args.model)
    except KeyboardInterrupt:
        print("interrupted: the reflections written are kept; `vaultmind undo` reverts them",
              file=sys.stderr)  # fmt: skip
        return 130
    if args.json:
        from vaultmind.cli.render.common import print_json

        print_json(report)
        return 0
    out, err = render.render_reflection(report)
    for line in err:
        print(line, file=sys.stderr)
    print("\n".join(out))
    return 0


def cmd_digest(args: argparse.Namespace) -> int:
    import sys

    from vaultmind.agent.reflect.digest_text import headline

    service = open_service(args)
    report = service.digest(args.week, service.today(args.today), explicit_model=args.model)
    print(f"{report.path} ## Weekly digest: {report.outcome}")
    print(f"  {headline(report.digest)}")
    if report.outcome.startswith("edited"):
        print(f"the digest in {report.path} was edited by you since VaultMind wrote it; "
              "left as it is", file=sys.stderr)  # fmt: skip
    return 0


def cmd_plan(args: argparse.Namespace) -> int:
    import sys

    service = open_service(args)
    report = service.plan(args.goal, args.person, service.today(args.today), args.project,
                          args.dry_run, explicit_model=args.model)  # fmt: skip
    if report.plan.fallback:
        print(f"one step, the whole goal ({report.plan.fallback})", file=sys.stderr)
    if report.created:
        print(f"created {report.path}", file=sys.stderr)
    verb = "would write" if args.dry_run else report.outcome
    print(f"{report.path} ## Plan: {verb}")
    print("\n".join(report.lines))
    if report.outcome.startswith("edited"):
        print(f"the plan in {report.path} was edited by you since VaultMind wrote it; "
              "left as it is", file=sys.stderr)  # fmt: skip
    return 0
