"""Command-line commands for the evening and the morning: `due` (reminders),
`reflect`, `digest` and `plan`. Parse, call the service, print (render/reflect)."""

from __future__ import annotations

import argparse

from vaultmind.cli.commands import Command


def add_commands(command: Command) -> None:
    due = command("due", cmd_due, "what is overdue, due today and due tomorrow (reminders)")
    due.add_argument("--person", help="only this person's")
    due.add_argument("--today", help="the day to remind for (default: today in the vault's zone)")
    due.add_argument("--short", action="store_true", help="one line, empty when nothing is due")
    due.add_argument("--json", action="store_true")


def cmd_due(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import reflect as render
    from vaultmind.service import VaultService

    service = VaultService.open(args.vault)
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
