"""Command-line commands for the review inbox (issue 26): `review` lists the detector's
suggestions, `review accept|reject` decides them, `train` retrains the detector on the
decisions. Parse, call the service, print."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.memory.suggestions import Suggestion
    from vaultmind.service.review import Reviewed


def add_commands(command: Command) -> None:
    review = command("review", cmd_review, "suggested memories: list, accept, reject")
    review.add_argument("action", nargs="?", choices=["list", "accept", "reject"], default="list")
    review.add_argument("id", nargs="?", help="a suggestion's id (or the start of it)")
    review.add_argument("--json", action="store_true", help="list as JSON")
    review.add_argument("--text", help="accept with this text instead")
    review.add_argument("--due", help="accept with this date (a context: the day it ends)")
    review.add_argument("--person", help="accept into this person's note instead")
    review.add_argument("--kind", choices=["commitment", "context", "preference", "fact", "trait"],
                        help="accept as this kind instead (a new memory only)")  # fmt: skip
    review.add_argument(
        "--all-above", type=float, metavar="P", help="accept all open ones this likely (0..1)"
    )
    review.add_argument("--today", help="the day to record (default: today)")
    command("train", cmd_train, "retrain the memory detector on your review decisions")


def cmd_review(args: argparse.Namespace) -> int:
    from vaultmind.errors import UsageError

    service = open_service(args)
    if args.action == "list":
        return _list(service.review_open(), args.json)
    today = service.today(args.today)
    if args.action == "accept" and args.all_above is not None:
        for done in service.review_accept_above(args.all_above, today):
            _said(done)
        return 0
    if not args.id:
        raise UsageError(f"review {args.action} needs a suggestion id (see `vaultmind review`)")
    if args.action == "reject":
        _said(service.review_reject(args.id, today))
        return 0
    _said(service.review_accept(args.id, today, _edit(args, service, today)))
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    done = open_service(args).train_detector()
    print(f"detector retrained on {done.examples} examples ({done.decisions} of your "
          f"decisions) in {done.seconds:.1f} s")  # fmt: skip
    return 0


def _edit(args: argparse.Namespace, service: Any, today: Any) -> Any:
    from vaultmind.service.review import Edit
    from vaultmind.vault.dates import parse_due, slash_dates

    with slash_dates(service.vault_settings.month_first):
        due = parse_due(args.due, today, "--due") if args.due else None
    return Edit(args.text, due, args.person, args.kind)


def _list(open_: list[Suggestion], as_json: bool) -> int:
    from vaultmind.cli.render.common import print_json
    from vaultmind.memory.suggestions import ACCEPTING

    if as_json:
        print_json([_row(s) for s in open_])
        return 0
    if not open_:
        print("nothing to review")
    for s in open_:
        when = f" (due {s.due})" if s.due else f" (until {s.valid_until})" if s.valid_until else ""
        change = f" ({ACCEPTING[s.op]})" if s.op in ACCEPTING else ""
        print(f"{s.id}  {s.probability:.2f}  {_whose(s)}  {s.kind}{change}: {s.shown}{when}")
        print(f"          {s.day} «{s.message}»  {s.source}")
    return 0


def _row(s: Suggestion) -> dict[str, Any]:
    return {"id": s.id, "person": _person(s.person), "kind": s.kind, "text": s.text,
            "due": s.due or s.valid_until, "probability": s.probability, "source": s.source,
            "message": s.message, "day": s.day, "op": s.op,
            "asked_as": s.asked_as or None}  # fmt: skip


def _said(done: Reviewed) -> None:
    s = done.suggestion
    print(f"{done.decision} {s.id}: {_person(s.person)} {s.kind}: {s.shown}")


def _whose(s: Suggestion) -> str:
    """The person; when the sender only may be them, the name they wrote as, asked."""
    person = _person(s.person)
    return f"{person} (as «{s.asked_as}»?)" if s.asked_as else person


def _person(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md")
