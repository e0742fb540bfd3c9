"""Candidate notes for a question, split into units and ranked (see `rank`).

Candidates: the notes the question names and the notes linking to them (a person's
context is assembled from exactly those), one hop of typed relations, full-text hits
for the question's own words (whoosh, raw scores kept), and, when the question names
a time, the Daily and Sources notes of those days. Only the candidates are read.
With the optional vector pass (`fusion`), the notes of the units closest to the
question join them, private ones dropped like any other candidate.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from pathlib import Path

from vaultmind.agent.ask.fusion import Semantic
from vaultmind.agent.ask.neighbours import conversations
from vaultmind.agent.ask.question import Question, is_hint, name_stems
from vaultmind.agent.ask.rank import Source, answers, rank
from vaultmind.agent.ask.units import note_day, split_note
from vaultmind.agent.ask.words import stem, words
from vaultmind.index.cache import NoteCache, file_name_key
from vaultmind.memory.people import LinkTargets, resolver_for
from vaultmind.vault.files import on_disk
from vaultmind.vault.model import Note
from vaultmind.vault.privacy import Privacy
from vaultmind.vault.text import MAX_PARSED_BYTES, decode

Search = Callable[[str, int], list[tuple[str, float]]]  # words, limit → (path, raw score)
SEARCH_LIMIT = 15
MAX_LINKING = 40  # notes linking to one named note: the most recent days first


@dataclass(frozen=True, slots=True)
class Retrieval:
    question: Question
    sources: list[Source]
    candidates: int  # notes read
    why: str = ""  # why nothing was found (one of `EMPTY`), "" when something was

    @property
    def found(self) -> bool:
        return bool(self.sources)


EMPTY = ("unknown words", "unknown name", "no unit answers", "unknown subject")


def retrieve(
    cache: NoteCache,
    vault: Path,
    question: Question,
    search: Search,
    today: date,
    half_lives: dict[str, int],
    privacy: Privacy,
    k: int = 8,
    semantic: Semantic | None = None,
) -> Retrieval:
    question = _respelt(question, search)
    found = _retrieve(cache, vault, question, search, today, half_lives, privacy, k, semantic)
    ahead = question.range is not None and question.range.start > today
    if not found.sources and ahead and question.entities:
        wider = replace(question, range=None)  # "what will Olga send tomorrow", as she said
        return _retrieve(cache, vault, wider, search, today, half_lives, privacy, k, semantic)
    return found


def _retrieve(
    cache: NoteCache,
    vault: Path,
    question: Question,
    search: Search,
    today: date,
    half_lives: dict[str, int],
    privacy: Privacy,
    k: int,
    semantic: Semantic | None,
) -> Retrieval:
    named = [n for n in cache.notes_at(question.entity_paths) if privacy.allows(n)]
    question.names = {n.path: name_stems(n.names) for n in named}
    _add_spoken_names(question)
    paths = dict.fromkeys(n.path for n in named)
    for note in named:
        paths.update(dict.fromkeys(_linked(cache, note)))
        for name in note.names:  # «Ира обещала…», of Ирина, unlinked
            paths.update(dict.fromkeys(path for path, _ in search(name, SEARCH_LIMIT)))
    note_scores: dict[str, float] = {}
    known = 0
    focus = set(question.focus)
    unheard: list[str] = []  # focus words no note has
    for word, times in Counter(question.keywords).items():  # a word said twice: one search
        hits = search(word, SEARCH_LIMIT)
        for other in question.others(word):  # notes in the other language
            hits += search(other, SEARCH_LIMIT)
        known += times * ((word in focus and bool(hits)) or is_hint(word))
        unheard += [word] if word in focus and not hits else []
        for path, raw in hits:
            note_scores[path] = note_scores.get(path, 0.0) + raw * times
    reach = not _unknown(question, known) or _foreign(question, named)
    if not reach and unheard:  # the analyser loads only for a question heading for "not found"
        reach = not _unknown(_without_unheard_verbs(question, unheard), known)
    names = [w for w in unheard if _a_name(w, question.text)]
    close = semantic.alone_paths(reach) if semantic is not None else []
    if not reach and not close:
        return Retrieval(question, [], 0, EMPTY[0])
    if not reach:  # only a genuinely close unit may answer what no word reaches
        paths, note_scores = {}, {}
    paths.update(dict.fromkeys(note_scores))
    paths.update(dict.fromkeys(close))
    if question.range is not None:
        days = [file_name_key(day.isoformat()) for day in _said_days(question)]
        paths.update(dict.fromkeys(cache.paths_by_file_name(days)))
    notes = [n for n in cache.notes_at(paths) if privacy.allows(n)]
    units = [
        u for note in notes for u in split_note(note, note_text(vault, note), today, half_lives)
    ]
    ranked = rank(units, question, note_scores, today, k, semantic, reach)
    why = "" if ranked else EMPTY[2]
    if reach and not close and not _answered(ranked, question, unheard, conversations(units)):
        ranked, why = [], EMPTY[2]
    if names and not close:  # a name no note says: only a unit saying all the rest answers
        ranked = _saying_the_rest(ranked, question, names)
        why = why or EMPTY[1]
    if not close and any(_unknown_subject(w, question) for w in unheard):
        ranked = []  # what it is about no note says in either language (no unit is close)
        why = EMPTY[3]
    return Retrieval(question, ranked, len(notes), "" if ranked else why)


OWED_AHEAD = 7  # "what's due Friday?": a Daily note of the week before says "by Friday"


def _said_days(question: Question) -> list[date]:
    """The days whose Daily notes may answer: the asked ones, the day before one asked
    day (its plan is written then: «завтра Олег на выставке»), and for what is due or
    promised in them, the week before too (a deadline is said ahead of its day)."""
    assert question.range is not None
    days = list(question.range.days())
    if len(days) == 1:
        days.append(days[0] - timedelta(days=1))
    if "commitment" in question.hints:
        start = question.range.start
        days += [start - timedelta(days=n) for n in range(1, OWED_AHEAD + 1)]
    return days


def _saying_the_rest(ranked: list[Source], question: Question, names: list[str]) -> list[Source]:
    """The sources, led by one that says every other focus word of the question — two
    at least, or one in a unit about a note the question names — or none. A name no
    note says ("Phoenix", "Zurich") makes the question unknown, unless the rest of it is
    answered whole: then the name is a detail the notes do not spell ("the ETA on the
    rounding bug fix", "what did Sam say in Slack about the invoice export")."""
    from vaultmind.agent.ask.rank import about, says_all

    rest = {stem(w) for w in question.focus if w not in names}
    wanted = 1 if question.names else 2
    if len(rest) < wanted:
        return []
    for n, source in enumerate(ranked):
        if says_all(rest, source) and (not question.names or about(source, question.names)):
            return [source, *ranked[:n], *ranked[n + 1 :]]
    return []


def _respelt(question: Question, search: Search) -> Question:
    """A name the question writes in Latin and the notes in Russian ("what did Oleg say
    about Metakon?" of «не у Метакона»): the word as the notes spell it, when only that
    spelling is found."""
    from vaultmind.agent.ask.spelled import cyrillic_spellings

    keywords = list(question.keywords)
    for n, word in enumerate(keywords):
        if word in question.focus and _a_name(word, question.text) and not search(word, 1):
            keywords[n] = next((s for s in cyrillic_spellings(word) if search(s, 1)), word)
    if keywords == question.keywords:
        return question
    return replace(question, keywords=keywords, stems=frozenset(stem(w) for w in keywords))


def _add_spoken_names(question: Question) -> None:
    """A person the question calls by part of their name ("Sam" for Sam Whitfield) is
    called so in the notes too: "Sam will fix the rounding bug" mentions them."""
    said = words(question.text)
    for entity in question.entities:
        names = question.names.get(entity.path)
        if names is None or not entity.partial or not 0 <= entity.start < entity.end <= len(said):
            continue
        spoken = tuple(stem(w) for w in said[entity.start : entity.end])
        if spoken not in names:
            names.append(spoken)
        names += _spelt_names(said[entity.start : entity.end], entity.name)


def _spelt_names(spoken: list[str], name: str) -> list[tuple[str, ...]]:
    """ "Sam" for a question's «Сэм»: the words of the name it says in the other script,
    as the notes write them ("Sam will fix the rounding bug")."""
    from vaultmind.agent.ask.spelled import cyrillic, sounds_alike

    if len(spoken) != 1 or cyrillic(spoken[0]) == cyrillic(name):
        return []
    return [(stem(w),) for w in words(name) if sounds_alike(spoken[0], w)]


def _answered(
    ranked: list[Source], question: Question, unheard: list[str], said: dict[str, str]
) -> bool:
    """A unit answers the question, or the question without its unheard verb forms."""
    if answers(ranked, question, said):
        return True
    return bool(unheard) and answers(ranked, _without_unheard_verbs(question, unheard), said)


def _without_unheard_verbs(question: Question, unheard: list[str]) -> Question:
    """The question without the Russian verb forms no note says («выделили», «написана»,
    «идти»): they say how it asks, not what about, and would make «Сколько денег
    выделили на переезд?» unknown to a vault whose note on the move gives its budget.
    An unheard noun stays: «Кто отвечает за уборку?» is about cleaning, and not found."""
    from vaultmind.agent.ask.verbs import russian_verb

    muted = {w for w in unheard if russian_verb(w)}
    if not muted:
        return question
    keywords = [w for w in question.keywords if w not in muted]
    if not any(w in question.focus for w in keywords):  # «Почему уволился Дмитрий?»: only
        return question  # the verb says what about; a vault that never says it has nothing
    return replace(question, keywords=keywords, stems=frozenset(stem(w) for w in keywords))


def _unknown(question: Question, known: int) -> bool:
    """The question is about something the vault never mentions: fewer than half of
    its focus words are in any note (with a named note: none of its words is, nor
    asks for a kind of memory)."""
    focus = question.focus
    if question.entities:
        return any(w in focus or is_hint(w) for w in question.keywords) and known == 0
    if not focus:
        return False
    hints = sum(is_hint(word) for word in question.keywords)
    return (known - hints) * 2 < len(focus)


def _foreign(question: Question, named: list[Note]) -> bool:
    """A named person's name is written in the other script than the question ("what
    did Ирина say about the prepayment?"): what they write likely is too, and its
    words cannot be told unknown from the question's, so their units are read."""
    from vaultmind.agent.ask.rank import cyrillic

    script = cyrillic(question.text)
    return any(n.type == "person" and cyrillic(n.title) != script for n in named)


def _unknown_subject(word: str, question: Question) -> bool:
    """A work word of the glossary ("parking", «маркетинг») no note says in either
    language, that names what the question is about: a subject the vault never has.
    A Russian verb form says how it asks, not what about: «Какие поставщики прислали
    предложения?» is about offers, which a note may hold though none says «прислали»."""
    from vaultmind.agent.ask.generic import names_a_subject
    from vaultmind.agent.ask.glossary import work_word
    from vaultmind.agent.ask.verbs import russian_verb

    return work_word(word) and names_a_subject(word) and not russian_verb(word)


def _a_name(word: str, text: str) -> bool:
    """The word names a thing — written with a capital inside the question, or with a
    digit ("Atlas", "Q3", "X-200") — so a vault that never says it knows nothing of it."""
    if any(c.isdigit() for c in word):
        return True
    for found in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE):
        before = text[: found.start()].rstrip()
        if found.group(0)[:1].isupper() and before and before[-1] not in ".!?":
            return True
    return False


def _linked(cache: NoteCache, note: Note) -> list[str]:
    """One hop: the notes linking to this one (most recent days first, then the rest)
    and the targets of its typed relations."""
    linking = [n for n, _ in LinkTargets(cache, note).linking_notes()]
    linking.sort(key=lambda n: (-(d.toordinal() if (d := note_day(n)) else 10**7), n.path))
    targets = {rel.link.target for rel in note.relations}
    resolver = resolver_for(cache, targets) if targets else None
    related = (
        [resolver.resolve_link(rel.link, note.path).path for rel in note.relations]
        if resolver
        else []
    )
    return [n.path for n in linking[:MAX_LINKING]] + [p for p in related if p]


def note_text(vault: Path, note: Note) -> str:
    """The note's file as read for its units (empty if it vanished meanwhile)."""
    try:
        data = on_disk(vault, note.path).read_bytes()[:MAX_PARSED_BYTES]
    except OSError:
        return ""
    return decode(data).text
