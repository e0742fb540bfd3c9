"""The facade's questions: `ask`'s retrieval and structural answers, read-only."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError
from vaultmind.index.paths import DataPaths
from vaultmind.service.ask_structural import StructuralAnswers
from vaultmind.service.notes import NoteCommands
from vaultmind.service.vectors import VectorCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.entities import NameTable
    from vaultmind.agent.ask.question import Question
    from vaultmind.agent.ask.retrieve import Retrieval, Search
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.vectors import Progress
    from vaultmind.index.fulltext import Searcher
    from vaultmind.vault.model import Note
    from vaultmind.vault.privacy import Privacy

_NOT_WORD = re.compile(r"[\W_]+")
FIRST_PERSON = frozenset(
    ["i", "me", "my", "mine", "я", "мне", "меня", "мой", "моя", "мои", "моё", "мое", "моих", "моим"]
)


@dataclass(frozen=True, slots=True)
class AskResult:
    retrieval: Retrieval
    structural: StructuralAnswer | None
    shortened: str | None = None  # the one line saying the question was cut to its start
    dropped: str = ""  # the intent of an empty structural answer a retrieved unit contradicted

    @property
    def path(self) -> str:
        """Which way the answer without a model was reached (what the answer evaluation
        counts its misses by): `template <intent>` (` empty`: "nothing recorded"),
        `extractive` (` after <intent>`: its "nothing recorded" was contradicted;
        ` (<intent>)`: the question's intent had no template answer), or `not found:
        <why>` (`Retrieval.why`)."""
        from vaultmind.agent.ask.intent import detect

        structural = self.structural
        if structural is not None:
            return f"template {structural.intent}" + (" empty" if structural.empty else "")
        if not self.retrieval.found:
            return f"not found: {self.retrieval.why or '?'}"
        if self.dropped:
            return f"extractive after {self.dropped}"
        intent = detect(self.question)
        return "extractive" + (f" ({intent.kind})" if intent is not None else "")

    @property
    def question(self) -> str:
        """The question as answered (shortened, if it was): what the model is given."""
        return self.retrieval.question.text

    @property
    def worth_asking(self) -> bool:
        """Whether a model has anything to answer from: with nothing relevant retrieved
        and no structural answer, the answer is "not found", without a model call."""
        return self.structural is not None or self.retrieval.found

    @property
    def without_model(self) -> StructuralAnswer | None:
        """The answer every face shows without a model: the structural one, else the
        best retrieved unit's sentences and the next two (None: nothing relevant)."""
        if self.structural is not None:
            return self.structural
        from vaultmind.agent.ask.extractive import extractive
        from vaultmind.agent.ask.structural import asked_in_russian

        q = self.retrieval.question
        ru = asked_in_russian(q.text, [(e.start, e.end) for e in q.entities])
        return extractive(self.retrieval.sources, ru, q.wider)

    def __post_init__(self) -> None:
        """An open-ended structural answer (the vault's text may say more than its
        structure) shows the retrieved sources after its own."""
        structural = self.structural
        if structural is not None and structural.open_ended:
            cited = {(s.path, s.line) for s in structural.sources}
            structural.sources += [
                s for s in self.retrieval.sources if (s.path, s.line) not in cited
            ]


class AskCommands(NoteCommands, StructuralAnswers, VectorCommands):
    """Questions about the vault; part of `VaultService`. Never writes to the vault."""

    def ask(
        self,
        question: str,
        today: date,
        k: int = 8,
        asker: str | None = None,
        include_private: bool = False,
        progress: Progress | None = None,
    ) -> AskResult:
        """Everything `ask` answers from, without a model: the structural answer if the
        question is one of those, and the ranked sources (none: nothing relevant).
        `progress`: units embedded for the vector pass, if one is set. A long question
        is answered from its start (`question.bounded`), and `shortened` says so."""
        from vaultmind.agent.ask.question import bounded

        question, shortened = bounded(question)
        result = self._ask_bounded(question, today, k, asker, include_private, progress)
        return replace(result, shortened=shortened)

    def _ask_bounded(
        self,
        question: str,
        today: date,
        k: int = 8,
        asker: str | None = None,
        include_private: bool = False,
        progress: Progress | None = None,
    ) -> AskResult:
        """`ask` of a question already bounded (chat's follow-up adds names to one)."""
        with self._asked(question, today, k, asker, include_private) as (analysed, privacy):
            from vaultmind.agent.ask.absence import contradiction
            from vaultmind.agent.ask.decided import asks_decision, decided_first

            structural = self.structural_answer(analysed, today, privacy)
            deciding = structural is None and asks_decision(analysed.text)
            retrieval = self._retrieve(analysed, privacy, today, k * 2 if deciding else k,
                                       progress)  # fmt: skip
            if deciding:  # the decision on the subject may rank below k: looked for in 2k
                sources = decided_first(retrieval.sources, _focus(analysed),
                                        frozenset(analysed.entity_paths))  # fmt: skip
                retrieval = replace(retrieval, sources=sources[:k])
            if structural is None and _asks_who_is_responsible(analysed):
                from vaultmind.agent.ask.unrecorded import duty_first

                sources = duty_first(retrieval.sources, _focus(analysed))
                retrieval = replace(retrieval, sources=sources)
            found, dropped = None, ""
            aka = _called(analysed, structural.subject) if structural is not None else ()
            if structural is not None:
                found = contradiction(structural, question, retrieval.sources, today,
                                      analysed.range, aka)  # fmt: skip
            if found is None and structural is not None and structural.empty:
                wider = self._retrieve(_subject_only(analysed), privacy, today, k, progress)
                found = contradiction(structural, question, wider.sources, today, analysed.range,
                                      aka)  # fmt: skip
                if found is not None:  # the subject's own lines say what its words missed
                    retrieval = replace(wider, question=analysed)
            if found is not None and structural is not None:
                # no "nothing recorded" its own sources contradict: the unit that says
                # otherwise leads the answer
                dropped, structural = structural.intent, None
                sources = retrieval.sources
                retrieval = replace(retrieval, sources=[sources[found], *sources[:found],
                                                        *sources[found + 1 :]])  # fmt: skip
            if structural is not None and structural.intent in ("promised", "due"):
                aliases = self._aliases_of(analysed, structural.subject)
                structural = _with_said_promises(structural, analysed, retrieval, aliases)
            return AskResult(retrieval, structural, dropped=dropped)

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
        from vaultmind.agent.ask.question import bounded

        with self._asked(bounded(question)[0], today, k, asker, include_private) as asked:
            return self._retrieve(*asked, today, k)

    def _retrieve(
        self,
        analysed: Question,
        privacy: Privacy,
        today: date,
        k: int,
        progress: Progress | None = None,
    ) -> Retrieval:
        from vaultmind.agent.ask.retrieve import retrieve

        with self._whole_cache() as whole:
            semantic = self._semantic(whole, analysed.text, progress)
        with self._cache() as cache, self._ranker() as search:
            return retrieve(cache, self.vault, analysed, search, today, self.half_lives,
                            privacy, k, semantic)  # fmt: skip

    def _paths_saying(self, words: str, limit: int) -> list[str]:
        with self._ranker() as search:
            return [path for path, _ in search(words, limit)]

    def default_asker(self) -> Note | None:
        """Who asks when no asker is given: the session's (`--as`), else the vault's
        owner (`me`); None when neither names a note."""
        from vaultmind.service.asker import owner_note

        return self.asker or owner_note(self)

    @contextmanager
    def _asked(
        self, question: str, today: date, k: int, asker: str | None, include_private: bool
    ) -> Iterator[tuple[Question, Privacy]]:
        """The question read against the vault as it now is, and the view it may read
        (the session's, narrowed to `asker`'s: a question never sees more than the
        session it is asked in), which this thread keeps until the block ends."""
        from vaultmind.service.asker import owner_note, view_of

        if not question.strip():
            raise UsageError("empty question")
        if k < 1:
            raise UsageError("the number of sources must be at least 1")
        self.update_index()  # once: every lookup below reads the cache as it now is
        view = self.privacy
        if asker is not None:
            who: Note | None = self._named(asker)
            view = view.narrowed(view_of(self, who, include_private))
        else:
            who = self.asker or owner_note(self)
        with self.viewing(view):
            yield self._analyse(question, today, who), view

    def _analyse(self, question: str, today: date, who: Note | None) -> Question:
        """The question's intent, time and names; `who` asks (a first person)."""
        from vaultmind.agent.ask.entities import Entity
        from vaultmind.agent.ask.question import analyse
        from vaultmind.agent.ask.words import words

        analysed = analyse(question, self._names(question), today)
        self._add_vault_forms(analysed)
        if not analysed.entities and analysed.translated:  # «Переезд склада», asked in English
            said = [t for found in analysed.translated.values() for t in found]
            analysed.entities += self._names(" ".join(said)).in_other_words(said)
        with self._cache() as cache:  # a slug names its note: `dmitriy-kuznetsov`
            slugs = [(w, cache.paths_with_slug(w)) for w in words(question) if "-" in w]
        analysed.entities += [
            Entity(paths[0], word, -1, -1) for word, paths in slugs if len(paths) == 1
        ]
        said = words(question)
        if who is not None and FIRST_PERSON & set(said) and not _seeks_someone(said):
            me = Entity(who.path, who.title, -1, -1)
            at = 0 if _first_person_leads(said) else len(analysed.entities)
            analysed.entities.insert(at, me)
        return analysed

    def _aliases_of(self, question: Question, subject: str) -> tuple[str, ...]:
        """The other names of the person the answer is about (`aliases`, `called`):
        the notes about Ирина Ковалёва call her Ира."""
        from vaultmind.vault.parse import title_of

        paths = {e.path for e in question.entities if title_of(e.path) == subject}
        with self._cache() as cache:
            notes = [cache.note(path) for path in sorted(paths)]
        return tuple(name for note in notes if note is not None for name in note.names[1:])

    def _named(self, name: str) -> Note:
        """A note by name from the cache as it is (the caller brought it up to date)."""
        found = self._find_by_name(name)
        return found if found is not None else self.find_note(name, self._cached_notes())

    def _names(self, question: str) -> NameTable:
        """The names the question's words can start (read by word start from the cache)."""
        from vaultmind.agent.ask.entities import GENERATED, NameTable, word_starts

        with self._cache() as cache:
            return NameTable(cache.names_with_word_starts(word_starts(question), GENERATED))

    @contextmanager
    def _ranker(self) -> Iterator[Search]:
        """Full-text hits as (path, raw score)."""
        with self._searcher() as searcher:
            yield partial(_ranked, searcher)

    @contextmanager
    def _searcher(self) -> Iterator[Searcher]:
        """The session's searcher, or one opened for this call (the index exists:
        `_asked` brought it up to date)."""
        from vaultmind.index import fulltext

        if self._readers is not None:
            with self._readers.reading():
                yield self._readers.searcher()
            return
        searcher = fulltext.Searcher(DataPaths.for_vault(self.vault).index_dir, self.vault)
        try:
            yield searcher
        finally:
            searcher.close()

    def _add_vault_forms(self, analysed: Question) -> None:
        """Each focus word as the vault writes it otherwise: its loan in the other script
        ("plotter": «плоттер»), or another prefix on a Russian verb it lacks («болел»:
        «заболел»); searched and matched as the glossary's translations are."""
        from vaultmind.agent.ask.loanwords import MAX_LOANS, loans
        from vaultmind.agent.ask.prefixed import prefixed_forms
        from vaultmind.agent.ask.words import stem

        with self._searcher() as searcher:
            for word in analysed.focus:
                found = loans(word, searcher.terms_starting)[:MAX_LOANS]
                found += prefixed_forms(stem(word), searcher.terms_starting)
                if found:
                    analysed.loaned[word] = tuple(found)


_OBJECT_ONLY = frozenset(["me", "мне", "меня"])
_WAITING = frozenset(["waiting", "wait", "awaiting", "жду", "ждем", "ждём", "ожидаю"])
_WHO = frozenset(["who", "whom", "кому", "кого", "кто"])
_SEEKING = frozenset(["ask", "talk", "contact", "go", "turn", "speak", "reach", "обратиться",
                      "спросить", "писать", "идти", "обращаться"])  # fmt: skip


def _called(question: Question, subject: str) -> tuple[str, ...]:
    """The names the question gave the answer's subject by, when not its title: an
    alias ("Sasha" of Alexander Reed) is what the notes about them say too."""
    from vaultmind.vault.parse import title_of

    return tuple(e.name for e in question.entities
                 if title_of(e.path) == subject and e.name != subject)  # fmt: skip


def _subject_only(question: Question) -> Question:
    """The question about its named notes alone, its words that ask for a kind of memory
    kept: what an empty structural answer is checked against when the question's own
    words reach nothing ("when do we move the office?" — the day a Daily note gives)."""
    from vaultmind.agent.ask.question import is_hint
    from vaultmind.agent.ask.words import stem

    asking = [w for w in question.keywords if is_hint(w)]
    return replace(question, keywords=asking, stems=frozenset(stem(w) for w in asking),
                   translated={}, names={})  # fmt: skip


def _with_said_promises(
    answer: StructuralAnswer, question: Question, retrieval: Retrieval, aka: tuple[str, ...]
) -> StructuralAnswer:
    """A person's listed commitments, then the promises the retrieved prose says of them."""
    from vaultmind.agent.ask.question import is_hint
    from vaultmind.agent.ask.said_promises import with_said
    from vaultmind.agent.ask.structural import asked_in_russian
    from vaultmind.agent.ask.words import stem

    ru = asked_in_russian(question.text, [(e.start, e.end) for e in question.entities])
    topic = question.wider - {stem(w) for w in question.keywords if is_hint(w)}
    return with_said(answer, retrieval.sources, ru, question.range, aka, topic)


def _focus(question: Question) -> frozenset[str]:
    """The stems of the words that say what the question is about, and of their
    translations."""
    from vaultmind.agent.ask.words import stem

    return frozenset(stem(w) for w in question.focus) | {
        stem(t) for w in question.focus for t in question.others(w)
    }


def _asks_who_is_responsible(question: Question) -> bool:
    from vaultmind.agent.ask.intent import detect

    intent = detect(question.text)
    return intent is not None and intent.kind in ("responsible", "responsible_of")


def _seeks_someone(said: list[str]) -> bool:
    """ "Who should I talk to about X?", «к кому мне обратиться?»: the asker looks for
    someone else, and is not what the question is about."""
    return bool(_WHO & set(said) and _SEEKING & set(said))


def _first_person_leads(said: list[str]) -> bool:
    """Whether the asker is whom the question is about before the people it names:
    not when the asker is only its object ("what does Bob owe me?") or waits on the
    named person ("anything from Bob I'm waiting on?"), unless it says "from me"."""
    pairs = set(pairwise(said))
    if ("from", "me") in pairs or ("от", "меня") in pairs:
        return True
    if _WAITING & set(said):
        return False
    return not (set(said) & FIRST_PERSON) <= _OBJECT_ONLY


def _ranked(searcher: Searcher, words: str, limit: int) -> list[tuple[str, float]]:
    plain = _NOT_WORD.sub(" ", words).strip()
    if " " not in plain:  # one word of the question: its forms Snowball leaves apart too
        return searcher.ranked_alike(plain, limit) if plain else []
    return searcher.ranked(plain, limit)
