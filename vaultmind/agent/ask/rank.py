"""Scoring units against a question, and the ranked, de-duplicated sources.

A unit counts only when something in the question reaches it: its own words, a note
the question names, or (for a question about a time and nothing else) its day. So a
question the vault cannot answer retrieves nothing, rather than the least bad note.
Words meet in any form (`words.shared`: a near form counts half); a chat message is
also reached through its neighbours (`neighbours`), and, for a question about a time,
through the days it names (`mentioned`). Then active beats superseded, confident
beats doubtful, recent beats old.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ask.fusion import Semantic, fuse
from vaultmind.agent.ask.generic import names_a_topic
from vaultmind.agent.ask.mentioned import names_a_day_in
from vaultmind.agent.ask.neighbours import with_neighbours
from vaultmind.agent.ask.owed_days import owes, promises
from vaultmind.agent.ask.question import Question, is_hint
from vaultmind.agent.ask.units import Unit
from vaultmind.agent.ask.words import fold, shared, stem, stem_set, stems

NOT_FOUND = "Not found in the vault."  # what `ask` says when nothing relevant is retrieved
NOT_FOUND_RU = "В хранилище этого нет."
STATUS_WEIGHT = {"active": 1.0, "done": 0.7, "archived": 0.4, "superseded": 0.3}
RELATION_WORDS = ("responsible_for", "owns", "owner")


@dataclass(frozen=True, slots=True)
class Source:
    """One piece of evidence as `ask` shows and cites it."""

    text: str
    path: str
    ref: str  # `People/X#^m-3f9c`: the note and block, as a link names it
    kind: str  # memory, message, note, task
    confidence: float
    date: str | None  # ISO, the unit's own latest content date
    source_ids: tuple[str, ...]
    status: str
    title: str
    line: int
    score: float  # this unit's score for the question
    note_score: float  # the raw full-text score of its note (0: reached otherwise)
    similarity: float | None = None  # the vector pass's `sem` (None: no vector pass)


def score(unit: Unit, question: Question, note_scores: dict[str, float], today: date) -> float:
    """0 for a unit nothing in the question reaches (or outside the asked days)."""
    unit_stems = stem_set(unit.text)
    lexical = shared(question.wider, unit_stems)  # a translation: the word in the unit's language
    named = 0.0
    for path, names in question.names.items():
        if unit.path == path:
            named = 2.0  # the named note itself: its own memories first
        elif _mentions(unit, names, unit_stems):
            named = max(named, 1.5)
    hinted = _hinted(unit, question)
    reached = lexical + named
    period = question.range is not None and not question.focus  # "what's due on Friday?"
    if not _in_range(unit, question) and not (
        (reached or (period and hinted)) and _speaks_of_range(unit, question, today)
    ):
        return 0.0
    if reached == 0 and not (question.range is not None and (not question.stems or hinted)):
        return 0.0
    if question.range is not None:
        reached += 0.5
    total = reached + hinted
    total *= STATUS_WEIGHT.get(unit.status, 0.5) * (0.6 + 0.4 * unit.confidence)
    day = unit.day
    if day is not None:
        total += 0.3 / (1 + abs((today - day).days) / 30)
    return round(total + min(note_scores.get(unit.path, 0.0), 20.0) / 100, 4)


def answers(
    sources: list[Source], question: Question, conversations: Mapping[str, str] | None = None
) -> bool:
    """Whether a retrieved unit can answer the question, not just share its names: it
    says one of the question's focus words (with a named note: and is about that
    note), or half of them when nothing is named. "What is Marta's phone number?"
    retrieves Marta's note, which says no number: nothing answers it. A message says
    what its `conversations` (`neighbours.conversations`) say too: the answer to a
    question asked in a chat is the next message, which repeats none of its words."""
    named = _strong(question)
    groups = {stem(w): {stem(w), *(stem(t) for t in question.others(w))}
              for w in question.focus}  # fmt: skip
    weak = {e.path: stem(e.name) for e in question.entities if e.path not in named}
    groups.update({name: {name} for name in weak.values()})
    focus = set(groups)
    if not focus:
        return True
    asked = {stem(w) for w in question.keywords if is_hint(w)}  # "prefers", «отвечает»
    wanted = 1 if named else (len(focus) + 1) // 2
    script = cyrillic(question.text)
    # a unit in the other language is judged by the focus words' translations when
    # every one has some ("sick": «болел») that are more than a dictionary's one-word
    # sense; else its words cannot be told from ours
    told = question.translated
    untold = any(not told.get(w) or w in question.approximate for w in question.focus)
    amount = asks_an_amount(question.text)
    kinds = bool(question.hints) and not any(names_a_topic(w) for w in question.focus)
    for source in sources:
        said = stem_set(source.text) | ({weak[source.path]} if source.path in weak else set())
        if amount and not any(c.isdigit() for c in source.text):
            continue  # "how much is the repair?": a unit with no number is no answer
        other = named and untold and cyrillic(source.text) != script  # its words: not ours
        kind = kinds and (source.kind in ("memory", "task") or _said(asked, said))
        heard = said | stem_set((conversations or {}).get(source.ref, ""))
        says = sum(_said(group, heard) > 0 for group in groups.values())
        if says < wanted and not (other or kind or _says_away(focus, source.text)):
            continue
        if not named or _about(source, named, said):
            return True
    return False


_AMOUNT = re.compile(r"\bhow (?:much|many)\b|\bсколько\b", re.IGNORECASE)


def asks_an_amount(question: str) -> bool:
    """ "How much…", «сколько…»: only a number answers it."""
    return bool(_AMOUNT.search(question))


def _strong(question: Question) -> dict[str, list[tuple[str, ...]]]:
    """The named notes an answer must be about: a person, or a name of several words
    or written with a capital; "budget" in "where is the budget garage?" is a word."""
    from vaultmind.agent.ask.words import WORD

    said = [m.group(0) for m in WORD.finditer(question.text)]
    weak = {
        e.path
        for e in question.entities
        if not e.path.startswith("People/") and e.end - e.start == 1
        and 0 <= e.start < len(said) and said[e.start].islower()
    }  # fmt: skip
    return {path: names for path, names in question.names.items() if path not in weak}


def _said(focus: set[str], said: frozenset[str]) -> int:
    """How many focus stems the unit says: the same stem, or one a prefix of the other
    of five letters or more (the stemmer gives «гранул» for «гранулят» but «гранулят»
    for «гранулята»)."""
    return sum(
        f in said or any(len(s) >= 5 and len(f) >= 5 and (s.startswith(f) or f.startswith(s))
                         for s in said)
        for f in focus
    )  # fmt: skip


def cyrillic(text: str) -> bool:
    """Whether most of the text's letters are Cyrillic (a question and a unit in two
    languages share no words, so a unit in the other one cannot be ruled out)."""
    letters = [c for c in text if c.isalpha()]
    return sum("\u0400" <= c <= "\u04ff" for c in letters) * 2 > len(letters)


def says_all(wanted: set[str], source: Source) -> bool:
    """The source says every one of the `wanted` stems (in any form, `_said`)."""
    return _said(wanted, stem_set(source.text)) == len(wanted)


def about(source: Source, named: dict[str, list[tuple[str, ...]]]) -> bool:
    """The source is a named note's own, or names it."""
    return _about(source, named, stem_set(source.text))


def _about(source: Source, named: dict[str, list[tuple[str, ...]]], said: frozenset[str]) -> bool:
    """The source is a named note's own, or names it."""
    return any(
        source.path == path or any(n and all(s in said for s in n) for n in names)
        for path, names in named.items()
    )


def _says_away(focus: set[str], text: str) -> bool:
    """ "away", "off", «отпуск»… asked, and the unit says someone is away in other words."""
    from vaultmind.memory.away import AWAY

    return bool(AWAY.search(" ".join(focus))) and bool(AWAY.search(text))


def _in_range(unit: Unit, question: Question) -> bool:
    return question.range is None or any(question.range.holds(d) for d in unit.dates)


def _speaks_of_range(unit: Unit, question: Question, today: date) -> bool:
    """A message outside the asked days that names a day within them; or a note's
    undated line that names a part of the asked month ("No releases in the last week
    of December": a rule, not an event of some day)."""
    asked = question.range
    if asked is None:
        return False
    if unit.kind == "message" or (unit.kind == "note" and unit.day is not None):
        return names_a_day_in(unit.text, unit.day, asked)  # "by Friday", said on Monday
    if unit.kind != "note" or unit.dates:
        return False
    from vaultmind.agent.ask.timeframe import part_of_month

    said = part_of_month(fold(unit.text), today)
    return said is not None and said[0] <= asked.end and asked.start <= said[1]


def _mentions(unit: Unit, names: list[tuple[str, ...]], unit_stems: frozenset[str]) -> bool:
    """The unit names the note (any of its names, in any form), or is its message."""
    return any(wanted and all(s in unit_stems for s in wanted) for wanted in names) or (
        unit.person is not None and tuple(stems(unit.person)) in names
    )


def _hinted(unit: Unit, question: Question) -> float:
    """A memory of the kind asked about — the named person's own, if one is named."""
    if question.names and unit.person is not None:
        owner = tuple(stems(unit.person))
        if not any(owner in names for names in question.names.values()):
            return 0.0
    if "commitment" in question.hints and (unit.memory_kind == "commitment" or unit.kind == "task"):
        return 1.0
    dated = question.range is not None  # asked of a period, a deadline's cue too ("by", «до»)
    if "commitment" in question.hints and (owes if dated else promises)(unit.text):
        return 0.75  # «Ира обещала…», a promise in prose; not «звонить до 16:00» undated
    if "preference" in question.hints and unit.memory_kind == "preference":
        return 1.0
    if "responsible" in question.hints and unit.text.lstrip("-*+ ").startswith(RELATION_WORDS):
        return 1.0
    return 0.0


def rank(
    units: list[Unit],
    question: Question,
    note_scores: dict[str, float],
    today: date,
    k: int,
    semantic: Semantic | None = None,
    reach: bool = True,
) -> list[Source]:
    """The best `k` units as sources; a memory and the message it rests on count once.
    `semantic`: the vector pass's similarities, fused by score (see `fusion`);
    `reach=False`: nothing in the question reaches any unit, only similarity may."""
    sems = {id(u): _sem(u, question, semantic, reach) for u in units}
    scored = [(score(u, question, note_scores, today) if reach else 0.0, u) for u in units]
    if reach:
        scored = with_neighbours(scored, lambda u: shared(question.wider, stem_set(u.text)) > 0)
    alone = semantic.alone if semantic is not None else 0.0
    scored = [(fuse(s, sems[id(u)], STATUS_WEIGHT.get(u.status, 0.5), alone), u) for s, u in scored]
    scored = [(s, u) for s, u in scored if s > 0]
    messages = {u.block: s for s, u in scored if u.kind == "message"}
    carried = {sid for _, u in scored if u.kind == "memory" for sid in u.source_ids}
    scored = [(_carrying(s, u, messages), u) for s, u in scored]
    seen: set[tuple[str, str]] = set()
    kept = []
    for s, unit in sorted(scored, key=_order):
        if unit.kind == "message" and unit.block in carried:
            continue
        key = (unit.path, unit.block or unit.text)  # a line repeated in one note: once
        if key in seen:
            continue
        seen.add(key)
        kept.append(_source(unit, s, note_scores.get(unit.path, 0.0), sems[id(unit)]))
        if len(kept) == k:
            break
    return kept


def _carrying(s: float, unit: Unit, messages: dict[str | None, float]) -> float:
    """A memory stands in for the messages it rests on: it ranks as the best of them."""
    if unit.kind != "memory":
        return s
    return max([s, *(messages.get(sid, 0.0) for sid in unit.source_ids)])


def _order(pair: tuple[float, Unit]) -> tuple[float, int, str, int]:
    s, unit = pair
    day = unit.day
    return -s, -(day.toordinal() if day else 0), unit.path, unit.line


def _sem(unit: Unit, question: Question, semantic: Semantic | None, reach: bool) -> float | None:
    """The unit's similarity; None without a vector pass. Outside the asked days it
    is 0: a time filter filters the vector pass too."""
    if semantic is None:
        return None
    return (semantic.of(unit, reach) or 0.0) if _in_range(unit, question) else 0.0


def _source(unit: Unit, s: float, note_score: float, sem: float | None) -> Source:
    day = unit.day
    return Source(unit.text, unit.path, unit.ref, unit.kind, round(unit.confidence, 4),
                  day.isoformat() if day else None, unit.source_ids, unit.status, unit.title,
                  unit.line, s, round(note_score, 4), sem)  # fmt: skip
