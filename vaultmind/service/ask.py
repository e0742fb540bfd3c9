"""The facade's questions: `ask`'s retrieval and structural answers, read-only."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError
from vaultmind.service.ask_structural import StructuralAnswers
from vaultmind.service.notes import NoteCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.entities import NameTable
    from vaultmind.agent.ask.privacy import Privacy
    from vaultmind.agent.ask.question import Question
    from vaultmind.agent.ask.retrieve import Retrieval
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.vault.model import Note

_NOT_WORD = re.compile(r"[\W_]+")
FIRST_PERSON = frozenset(
    ["i", "me", "my", "mine", "я", "мне", "меня", "мой", "моя", "мои", "моё", "мое", "моих", "моим"]
)


@dataclass(frozen=True, slots=True)
class AskResult:
    retrieval: Retrieval
    structural: StructuralAnswer | None


class AskCommands(NoteCommands, StructuralAnswers):
    """Questions about the vault; part of `VaultService`. Never writes to the vault."""

    def ask(
        self,
        question: str,
        today: date,
        k: int = 8,
        asker: str | None = None,
        include_private: bool = False,
    ) -> AskResult:
        """Everything `ask` answers from, without a model: the structural answer if the
        question is one of those, and the ranked sources (none: nothing relevant)."""
        from vaultmind.agent.ask.retrieve import retrieve

        analysed, privacy = self._analyse(question, today, k, asker, include_private)
        structural = self.structural_answer(analysed, today, privacy)
        with self._cache() as cache:
            found = retrieve(cache, self.vault, analysed, self._search_paths, today,
                             self.half_lives, privacy, k)  # fmt: skip
        return AskResult(found, structural)

    def retrieve(
        self,
        question: str,
        today: date,
        k: int = 8,
        asker: str | None = None,
        include_private: bool = False,
    ) -> Retrieval:
        """The sources that answer `question`, best first (at most `k`); none when
        nothing in the vault is relevant."""
        from vaultmind.agent.ask.retrieve import retrieve

        analysed, privacy = self._analyse(question, today, k, asker, include_private)
        with self._cache() as cache:
            return retrieve(cache, self.vault, analysed, self._search_paths, today,
                            self.half_lives, privacy, k)  # fmt: skip

    def _analyse(
        self, question: str, today: date, k: int, asker: str | None, include_private: bool
    ) -> tuple[Question, Privacy]:
        from vaultmind.agent.ask.entities import Entity
        from vaultmind.agent.ask.question import analyse
        from vaultmind.agent.ask.words import words

        if not question.strip():
            raise UsageError("empty question")
        if k < 1:
            raise UsageError("the number of sources must be at least 1")
        who = self.asker(asker)
        privacy = self.privacy(who, include_private)
        analysed = analyse(question, self._names(), today)
        if who is not None and FIRST_PERSON & set(words(question)):
            analysed.entities.insert(0, Entity(who.path, who.title, -1, -1))
        return analysed, privacy

    def asker(self, name: str | None) -> Note | None:
        """Who asks: `--as`, else the vault's owner (`me`), else nobody in particular."""
        if name is not None:
            return self.find_note(name)
        me = self.vault_settings.me
        if not me:
            self.update_index()
            return None
        return self.find_note(me.strip().removeprefix("[[").removesuffix("]]").split("|")[0])

    def privacy(self, asker: Note | None, include_private: bool) -> Privacy:
        from vaultmind.agent.ask.privacy import Privacy

        settings = self.vault_settings
        owner = self.asker(None) if settings.me else None
        sees = include_private or (
            asker is not None and owner is not None and asker.path == owner.path
        )
        return Privacy(settings.private, sees or (asker is None and owner is None))

    def _names(self) -> NameTable:
        from vaultmind.agent.ask.entities import NameTable

        def build() -> NameTable:
            with self._cache() as cache:
                return NameTable(cache.name_rows())

        return build() if self._readers is None else self._readers.derived("ask-names", build)

    def _search_paths(self, words: str, limit: int) -> list[tuple[str, float]]:
        plain = _NOT_WORD.sub(" ", words).strip()
        if not plain:
            return []
        return [(hit.path, hit.score) for hit in self.search(plain, limit)]
