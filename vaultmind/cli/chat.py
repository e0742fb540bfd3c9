"""`vaultmind chat`: questions one per line on stdin (a terminal or a pipe), each
answered as `ask` answers it, the conversation journalled and compacted as it grows.

`/quit` or end of input ends the session; Ctrl-C ends it too (exit 130 only when it
interrupts an answer). `--resume` continues the last session.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import TYPE_CHECKING

from vaultmind.cli.commands import Command
from vaultmind.cli.open import open_service

if TYPE_CHECKING:
    from vaultmind.agent.chat.journal import Journal
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.service import VaultService

QUIT = frozenset({"/quit", "/exit", "/q"})


def add_commands(command: Command) -> None:
    chat = command("chat", cmd_chat, "a conversation with the vault (questions on stdin)")
    chat.add_argument("--resume", action="store_true", help="continue the last session")
    chat.add_argument("--no-llm", action="store_true", help="no model: answers as ask --no-llm")
    chat.add_argument("--model", metavar="PATH", help="a GGUF file, a server URL#MODEL, or `none`")
    chat.add_argument("--today", help="answer as of this date (YYYY-MM-DD)")


def cmd_chat(args: argparse.Namespace) -> int:
    from vaultmind.cli.render import chat as render

    with open_service(args) as service:
        service.today(args.today)  # a wrong day is one line, before any question
        journal = service.chat_journal(args.resume)
        model = None if args.no_llm else service.model_for("answers", args.model)
        render.say_start(journal, args.resume, model is not None)
        if args.resume:  # a compaction a killed run left undone is finished first
            _compact(service, journal, model, args)
        answering = False
        try:
            while (question := _next_question()) is not None:
                answering = True
                shown = _answer(service, journal, question, model, args)
                answering = False  # before the answer is printed: a Ctrl-C after it is clean
                if shown is not None:
                    print(shown, flush=True)
                    _compact(service, journal, model, args)
        except KeyboardInterrupt:
            print(file=sys.stderr)
            return 130 if answering else 0
    return 0


def _answer(
    service: VaultService, journal: Journal, question: str, model: LanguageModel | None,
    args: argparse.Namespace,
) -> str | None:  # fmt: skip
    """One question answered, its rendered text returned for the caller to print; a
    failed turn is one line on stderr (None), and the session goes on."""
    from vaultmind.cli.render import chat as render
    from vaultmind.cli.render.ask import say_shortened
    from vaultmind.errors import VaultMindError

    try:
        streamed: list[str] = []
        reply = service.chat_turn(journal, question, model, service.today(args.today),
                                  None, partial(_show, streamed))  # fmt: skip
    except VaultMindError as exc:
        print(f"vaultmind: error: {exc.message}", file=sys.stderr, flush=True)
        return None
    say_shortened(reply.result.shortened)
    return render.answer(reply, model is not None, bool(streamed))


def _compact(
    service: VaultService, journal: Journal, model: LanguageModel | None,
    args: argparse.Namespace,
) -> None:  # fmt: skip
    """The compaction, when the journal has grown past its share: one line."""
    from vaultmind.errors import VaultMindError

    try:
        done = service.chat_compact_if_due(journal, model, service.today(args.today))
    except VaultMindError as exc:  # the journal is kept whole: tried again next turn
        print(f"vaultmind: error: compaction: {exc.message}", file=sys.stderr, flush=True)
        return
    if done is not None:
        print(done.notice(), file=sys.stderr, flush=True)


def _next_question() -> str | None:
    """The next non-empty line; None at the end of input or on `/quit`."""
    while True:
        if sys.stdin.isatty():
            sys.stdout.write("> ")
            sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            return None
        question = line.strip()
        if question.casefold() in QUIT:
            return None
        if question:
            return question


def _show(streamed: list[str], piece: str) -> None:
    """The answer as the model writes it: to the terminal at once."""
    streamed.append(piece)
    sys.stdout.write(piece)
    sys.stdout.flush()
