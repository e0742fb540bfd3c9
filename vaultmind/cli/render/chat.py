"""How `chat` shows a session: a one-line start notice, then each answer as `ask`
shows it (streamed text, checked citation footer), a blank line between answers."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from vaultmind.cli.render import ask

if TYPE_CHECKING:
    from vaultmind.agent.chat.journal import Journal
    from vaultmind.service.chat import ChatReply


def say_start(journal: Journal, resumed: bool, with_model: bool) -> None:
    if resumed:
        print(f"resumed chat {journal.session} ({len(journal.turns)} turns kept)",
              file=sys.stderr)  # fmt: skip
    if not with_model:
        print("no model: answers as `ask --no-llm` gives them (see `vaultmind models`)",
              file=sys.stderr)  # fmt: skip
    sys.stderr.flush()


def answer(reply: ChatReply, with_model: bool, shown: bool) -> str:
    return ask.as_text(reply.result, reply.answered, with_model, shown) + "\n"
