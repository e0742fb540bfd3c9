"""A chat session on the Ask screen: the work of one turn, run in the screen's "ask"
worker (one model call at a time), through the same service calls as `vaultmind chat`
— `chat_turn`, then `chat_compact_if_due` — and what the screen shows of a session:
its earlier turns above the answer being written."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.message import Message

from vaultmind.errors import Cancelled, VaultMindError
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from collections.abc import Callable
    from datetime import date

    from vaultmind.agent.chat.journal import Journal, Turn
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.cancel import CancelToken
    from vaultmind.service import VaultService
    from vaultmind.service.chat import ChatReply

NO_MODEL = "no model: answers as `ask --no-llm` gives them (see `vaultmind models`)"
SHOWN_TURNS = 12  # of the journal, above the answer: the rest is in the journal
TURN_CHARS = 400


@dataclass
class ChatOpened(Message):
    journal: Journal | None  # None: it could not be opened (error says why)
    resumed: bool
    with_model: bool
    error: str | None = None


@dataclass
class Chatted(Message):
    reply: ChatReply
    with_model: bool


@dataclass
class Compacting(Message):
    """The journal passed its share of the context: the compaction runs now."""


@dataclass
class Compacted(Message):
    notice: str | None  # the one line `vaultmind chat` prints; None: it failed
    error: str | None = None


def open_session(service: VaultService, resume: bool, model: LanguageModel | None) -> ChatOpened:
    """A new journal, or the last one (`resume`): a missing one is one line."""
    try:
        return ChatOpened(service.chat_journal(resume), resume, model is not None)
    except VaultMindError as exc:
        return ChatOpened(None, resume, model is not None, exc.message)


def chat_turn(
    service: VaultService,
    journal: Journal,
    question: str,
    asker: str | None,
    today: date,
    model: LanguageModel | None,
    token: CancelToken,
    post: Callable[[Message], object],
    piece: Callable[[str], Message],
) -> None:
    """One question of the session answered (streamed through `piece`), then the
    compaction when it is due; `Cancelled` (Esc) goes up to the caller."""
    from vaultmind.agent.stoppable import StoppableModel

    def out(text: str) -> None:
        post(piece(text))

    stoppable = StoppableModel(model, token) if model is not None else None
    reply = service.chat_turn(journal, question, stoppable, today, asker, out)
    post(Chatted(reply, model is not None))
    if not due(service, journal, model):
        return
    post(Compacting())
    try:
        done = service.compact_chat(journal, stoppable, today)
    except Cancelled:
        post(Compacted(None, "compaction stopped: the conversation is kept whole"))
        return
    except VaultMindError as exc:  # the journal is kept whole: tried again next turn
        post(Compacted(None, f"compaction: {exc.message}"))
        return
    post(Compacted(done.notice()))


def due(service: VaultService, journal: Journal, model: LanguageModel | None) -> bool:
    from vaultmind.agent.chat.archive import journal_tokens

    limit, count = service.chat_threshold(model)
    return journal_tokens(journal.turns, count) > limit


def conversation(turns: list[Turn]) -> Text:
    """The session so far, oldest first (a compaction's summary opens it), dim."""
    text = Text(style="dim")
    shown = turns[-SHOWN_TURNS:]
    if len(turns) > len(shown):
        text.append(f"… {len(turns) - len(shown)} earlier turn(s) in the journal\n")
    for turn in shown:
        who = {"user": "You", "assistant": "VaultMind", "summary": "Summary"}[turn.role]
        said = turn.text.strip()
        said = said if len(said) <= TURN_CHARS else said[: TURN_CHARS - 1].rstrip() + "…"
        text.append(f"{who}: ", style="bold")
        text.append(f"{visible(said)}\n")
    return text


def session_line(journal: Journal, leave: str) -> str:
    """Which session follow-ups go to, and the key (`leave`) back to one-shot asks."""
    questions = sum(1 for t in journal.turns if t.role == "user")
    return f"chat {journal.session} · {questions} question(s) kept · {leave} leaves it"
