"""`vaultmind ask "QUESTION"`: a short answer that cites the vault, read-only.

Without a model (or with --no-llm) the structural answer, if the question is one,
else the best source's own sentences and the next two, with the cited footer; with
one, the model's answer, grounded and with a checked citation footer.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import TYPE_CHECKING

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.agent.ask.answer import ModelAnswer


def add_commands(command: Command) -> None:
    ask = command("ask", cmd_ask, "answer a question from the vault, citing its sources")
    ask.add_argument("question", metavar="QUESTION")
    ask.add_argument("--json", action="store_true", help="print {question, answer, sources}")
    ask.add_argument("-k", type=int, default=8, metavar="N", help="at most N sources (8)")
    ask.add_argument("--no-llm", action="store_true", help="no model: answer from the sources")
    ask.add_argument("--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`")
    ask.add_argument("--today", help="answer as of this date (YYYY-MM-DD)")


def cmd_ask(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import ask as render
    from vaultmind.cli.render.common import ProgressBar

    with open_service(args) as service:
        today = service.today(args.today)
        result = service.ask(args.question, today, args.k, None, False,
                             ProgressBar("embedding for the vector pass"))  # fmt: skip
        render.say_shortened(result.shortened)
        render.say_vectors_waiting(service.vector_report)
        answered: ModelAnswer | None = None
        model = None if args.no_llm else service.model_for("answers", args.model)
        streamed: list[str] = []
        if model is not None and result.worth_asking:
            from vaultmind.agent.ask.answer import ask_model

            out = None if args.json else partial(_show, streamed)
            answered = ask_model(
                model, result.question, result.retrieval.sources, result.structural, out
            )
    if args.json:
        render.print_json(render.as_json(result.question, result, answered, args.no_llm))
        return 0
    if model is None and not args.no_llm:
        render.say_no_model()
    print(render.as_text(result, answered, model is not None, shown=bool(streamed)))
    return 0


def _show(streamed: list[str], piece: str) -> None:
    """The answer as the model writes it: to the terminal at once."""
    streamed.append(piece)
    sys.stdout.write(piece)
    sys.stdout.flush()
