"""`vaultmind chat` as operations: a turn answered through `ask` (the same retrieval,
structural answers and checked model answers), journalled; and the compaction that
keeps the journal within the model's context — distil, summarise, archive — as one
undo job."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING

from vaultmind.service.ask import AskCommands, AskResult
from vaultmind.service.models import ModelCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.answer import ModelAnswer
    from vaultmind.agent.chat.archive import Count
    from vaultmind.agent.chat.journal import Journal, Turn
    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.memory.store import MemoryChange

CONFIDENCE, AUTHOR = 0.6, "agent:conversation"
HISTORY_SHARE = 0.25  # of the context, for the earlier turns in the model's prompt


@dataclass(frozen=True, slots=True)
class ChatReply:
    question: str
    asked: str  # what retrieval was asked: the question, with a follow-up's names
    result: AskResult
    answered: ModelAnswer | None
    text: str  # the answer as the journal keeps it


@dataclass
class Compaction:
    transcript: str  # the archived journal, a vault path
    daily: str  # the Daily note with the summary
    heading: str
    outcome: str  # of the summary section: written | unchanged | edited by the user
    memories: list[MemoryChange] = field(default_factory=list)
    dropped: int = 0  # the model's items the turns did not support
    kept: int = 0  # turns the live journal keeps besides the summary
    summary_text: str = ""  # the continued session's first message

    def notice(self) -> str:
        added = sum(1 for m in self.memories if m.action == "added")
        return (f"(conversation compacted: summary in {self.daily}, transcript "
                f"{self.transcript}, {added} new memories)")  # fmt: skip


class ChatCommands(AskCommands, ModelCommands):
    """A conversation with the vault; part of `VaultService`."""

    def chat_journal(self, resume: bool = False) -> Journal:
        """The last session (`resume`), or a new one."""
        from vaultmind.agent.chat.journal import Journal
        from vaultmind.index.paths import DataPaths

        root = DataPaths.for_vault(self.vault).root
        return Journal.latest(root) if resume else Journal.new(root, self.chat_now())

    def chat_now(self) -> datetime:
        from zoneinfo import ZoneInfo

        self.today()  # a bad timezone is one line
        return datetime.now(ZoneInfo(self.vault_settings.timezone)).replace(microsecond=0)

    def chat_turn(
        self,
        journal: Journal,
        question: str,
        model: LanguageModel | None,
        today: date,
        asker: str | None = None,
        out: Callable[[str], None] | None = None,
    ) -> ChatReply:
        """One question answered as `ask` answers it, earlier turns as context; both
        turns appended to the journal."""
        from vaultmind.agent.chat.context import follow_up_paths, with_names
        from vaultmind.agent.chat.journal import Turn

        result = self.ask(question, today, asker=asker)
        question = asked = result.question  # a long one is journalled as it was answered
        named = result.retrieval.question.entity_paths
        titles = self._chat_names(question, follow_up_paths(question, journal.turns) if not named
                                  else [])  # fmt: skip
        if titles:  # the follow-up rule (agent/chat/context.py)
            asked = with_names(question, titles)
            bounded = self._ask_bounded(asked, today, asker=asker)
            result = replace(bounded, shortened=result.shortened)
            named = result.retrieval.question.entity_paths
        answered = self._chat_model_answer(journal, question, result, model, out)
        text, cited = _plain(result, answered, model is not None)
        now = self.chat_now().isoformat()
        journal.append(Turn("user", question, now, names=list(dict.fromkeys(named))))
        journal.append(Turn("assistant", text, now, sources=list(dict.fromkeys(cited))))
        return ChatReply(question, asked, result, answered, text)

    def _chat_names(self, question: str, paths: list[str]) -> list[str]:
        """Each note's title or alias in the question's script."""
        from vaultmind.agent.chat.context import in_script_of

        found = []
        with self._cache() as cache:
            for note in cache.notes_at(paths):
                found.append(in_script_of(question, list(note.names)))
        return found

    def _chat_model_answer(
        self,
        journal: Journal,
        question: str,
        result: AskResult,
        model: LanguageModel | None,
        out: Callable[[str], None] | None,
    ) -> ModelAnswer | None:
        if model is None or (result.structural is None and not result.retrieval.found):
            return None
        from vaultmind.agent.ask.answer import ask_model
        from vaultmind.agent.chat.context import history, model_question

        budget = int(model.context_size * HISTORY_SHARE)
        earlier = history(journal.turns, model.count_tokens, budget)
        prompt = model_question(question, earlier)
        return ask_model(model, prompt, result.retrieval.sources, result.structural, out)

    def chat_threshold(self, model: LanguageModel | None) -> tuple[int, Count]:
        """Tokens past which the journal is compacted, and how they are counted."""
        from vaultmind.agent.chat.archive import estimate_tokens
        from vaultmind.settings import DEFAULT_CHAT_COMPACT_SHARE, DEFAULT_CONTEXT_CAP

        settings = self.machine_settings()  # None: nothing customised, the defaults
        share = settings.chat_compact_share if settings else DEFAULT_CHAT_COMPACT_SHARE
        if model is not None:
            return int(model.context_size * share), model.count_tokens
        cap = settings.model_context_cap if settings else DEFAULT_CONTEXT_CAP
        return int(cap * share), estimate_tokens

    def chat_compact_if_due(
        self, journal: Journal, model: LanguageModel | None, today: date
    ) -> Compaction | None:
        from vaultmind.agent.chat.archive import journal_tokens

        limit, count = self.chat_threshold(model)
        if journal_tokens(journal.turns, count) <= limit:
            return None
        return self.compact_chat(journal, model, today)

    def compact_chat(
        self, journal: Journal, model: LanguageModel | None, today: date
    ) -> Compaction:
        """Distil (with a model), summarise into the Daily note, archive the journal
        under `Sources/chat/`; the journal restarts with the summary and its tail.
        A conversation that drew on private notes is archived and summarised in
        private notes (`… (private).md`) and distils no memory."""
        from vaultmind.agent.chat.archive import tail
        from vaultmind.service.chat_compact import (
            archive_journal,
            distil,
            summarise,
            used_private,
        )

        now = self.chat_now()
        turns = list(journal.turns)
        private = used_private(turns, self.hidden_paths(self.public_view()))
        with self.job(f"chat compact {journal.session}"):
            with self._write_lock():
                stem = archive_journal(self.vault, journal.session, turns, private)
            result = summarise(self, turns, model, today, now, stem, private)
            if model is not None and not private:  # no memory of a private talk in
                distil(self, result, turns, model, today, stem)  # notes anyone reads
            self.update_paths(sorted({result.transcript, result.daily,
                                      *(m.path for m in result.memories)}))  # fmt: skip
        limit, count = self.chat_threshold(model)
        result.summary_text = _within(result.summary_text, count, limit // 2)
        summary = _summary_turn(result, now)
        kept = tail(turns, count, max(0, limit // 2 - count(summary.text)))
        journal.restart([summary, *kept])
        result.kept = len(kept)
        return result


def _summary_turn(result: Compaction, now: datetime) -> Turn:
    from vaultmind.agent.chat.journal import Turn

    return Turn("summary", result.summary_text, now.isoformat())


def _within(text: str, count: Count, budget: int) -> str:
    """The summary cut to half the threshold: a long one would compact every turn."""
    while len(text) > 80 and count(text) > budget:
        text = text[: len(text) * 9 // 10].rstrip() + "…"
    return text


def _plain(
    result: AskResult, answered: ModelAnswer | None, with_model: bool
) -> tuple[str, list[str]]:
    """The answer as the journal keeps it, and the refs it cites."""
    from vaultmind.agent.ask.answer import NOT_FOUND

    if answered is not None and answered.withdrawn is not None:  # `ask`'s own check
        text, refs = _plain(result, None, False)
        return f"{answered.withdrawn}\n{text}", refs
    if answered is not None:
        refs = [f"[[{c.source.ref}]]" for c in answered.citations if c.source is not None]
        return answered.text, refs
    plain = result.without_model
    if plain is None:
        return NOT_FOUND, []
    return plain.text, [f"[[{s.ref}]]" for s in plain.sources]
