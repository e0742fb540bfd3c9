"""`vaultmind ask "QUESTION"`: a short answer that cites the vault, read-only.

Without a model (or with --no-llm) the structural answer, if the question is one,
else the best source's own sentences and the next two, with the cited footer; with
one, the model's answer, grounded and with a checked citation footer. While a
`vaultmind watch` (or `daemon`) runs, it gives the `--no-llm` answer, the same one,
without this process loading VaultMind (`ask_served`).
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import TYPE_CHECKING, Any

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.index.report import Progress
    from vaultmind.service import VaultService

_EMBEDDING = "embedding for the vector pass"


def add_commands(command: Command) -> None:
    ask = command("ask", cmd_ask, "answer a question from the vault, citing its sources")
    ask.add_argument("question", metavar="QUESTION")
    ask.add_argument("--json", action="store_true", help="print {question, answer, sources}")
    ask.add_argument("-k", type=int, default=8, metavar="N", help="at most N sources (8)")
    ask.add_argument("--no-llm", action="store_true", help="no model: answer from the sources")
    ask.add_argument("--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`")
    ask.add_argument("--today", help="answer as of this date (YYYY-MM-DD)")


def cmd_ask(args: argparse.Namespace) -> int:
    fields = asked(args)
    if args.no_llm:
        from vaultmind.cli.ask_served import answered_by_watcher

        served = answered_by_watcher(args.vault, fields)
        if served is not None:
            return served
        from vaultmind.cli.render.common import ProgressBar

        with open_service(args) as service:
            notices, out = reply_without_model(service, fields, ProgressBar(_EMBEDDING))
        for notice in notices:
            print(notice, file=sys.stderr)
        sys.stdout.write(out)
        return 0
    return _ask_with_model(args)


def asked(args: argparse.Namespace) -> dict[str, Any]:
    """The question and how to answer it, as the watcher receives it (`ask_served`)."""
    return {"question": args.question, "json": bool(args.json), "k": args.k,
            "today": args.today, "asker": getattr(args, "asker", None),
            "include_private": bool(getattr(args, "include_private", False))}  # fmt: skip


def reply_without_model(
    service: VaultService, fields: dict[str, Any], progress: Progress | None = None
) -> tuple[list[str], str]:
    """`ask --no-llm`'s notices (stderr) and answer (stdout), the same whether this
    process answers or the watcher does (`ask_server`)."""
    from vaultmind.cli.render import ask as render
    from vaultmind.vault.escape import json_default, json_text

    today = service.today(fields["today"])
    result = service.ask(fields["question"], today, fields["k"], None, False, progress)
    notices = [result.shortened, render.vectors_waiting(service.vector_report)]
    if fields["json"]:
        shown = render.as_json(result.question, result, None, True)
        out = json_text(shown, indent=2, default=json_default)
    else:
        out = render.as_text(result, None, False)
    return [n for n in notices if n is not None], out + "\n"


def _ask_with_model(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import ask as render
    from vaultmind.cli.render.common import ProgressBar

    with open_service(args) as service:
        today = service.today(args.today)
        result = service.ask(args.question, today, args.k, None, False, ProgressBar(_EMBEDDING))
        render.say_shortened(result.shortened)
        render.say_vectors_waiting(service.vector_report)
        answered: ModelAnswer | None = None
        model = service.model_for("answers", args.model)
        streamed: list[str] = []
        if model is not None and result.worth_asking:
            from vaultmind.agent.ask.answer import ask_model

            out = None if args.json else partial(_show, streamed)
            answered = ask_model(
                model, result.question, result.retrieval.sources, result.structural, out
            )
    if args.json:
        render.print_json(render.as_json(result.question, result, answered, False))
        return 0
    if model is None:
        render.say_no_model()
    print(render.as_text(result, answered, model is not None, shown=bool(streamed)))
    return 0


def _show(streamed: list[str], piece: str) -> None:
    """The answer as the model writes it: to the terminal at once."""
    streamed.append(piece)
    sys.stdout.write(piece)
    sys.stdout.flush()
