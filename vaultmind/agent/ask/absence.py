"""No claim of absence that a retrieved source contradicts (issue 27).

A structural "nothing recorded" (no role, no preferences, no open commitments, nothing
overdue) is built from the vault's structure: fields, relations, tasks. A newcomer
writes the same facts as prose ("Backend engineer, joined in October.", "Sam will fix
the rounding bug by December 3."). So before the answer says that nothing is recorded,
the retrieved units are read for one about its subject that says the kind of fact
asked, or a word of the question's topic (by stem too: «испытаниям» meets
«испытания»); when one does, it leads the answer instead of the claim.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

from vaultmind.agent.ask.glossary import translations
from vaultmind.agent.ask.owed_days import OWED, PROMISES, days, in_period, owed_before, period_of
from vaultmind.agent.ask.words import STOP, stem, stem_set

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.timeframe import TimeRange

RELEVANT = 8  # the units read: a default retrieval's (k = 8); a promise in a Daily
# note ranks below the person's own lines
TITLE_WORDS = 4  # "QA lead.", «Офис-менеджер.»: a sentence that is a role
OPENING_WORDS = 6  # «Главный бухгалтер с 2019 года.»: the first clause of a note's opening

_DUTIES = (
    "responsib", "owns", "owner", "in charge", "runs ", "leads ", "lead ", "handles",
    "manages", "looks after", "takes care", "отвеча", "ведёт", "ведет", "занимается",
    "курирует", "руковод", "следит",
)  # fmt: skip
_CUES = {  # words a unit says the intent's kind of fact with
    "prefers": ("prefer", "like", "want", "rather", "предпоч", "любит", "нрав", "удобн", "проси",
                "хочет", "лучше"),
    "responsible_of": _DUTIES,
    "responsible": _DUTIES,
    "promised": PROMISES,
    "due": OWED,  # "nothing is due for Sam": "Sam will fix the rounding bug by …" says one
    "role": ("role", "роль", "работает", "lead", "руковод"),
    "when_due": ("due", "deadline", "until", "срок", "дедлайн", "monday", "tuesday", "wednesday",
                 "thursday", "friday", "понедельн", "вторник", "сред", "четверг", "пятниц"),
}  # fmt: skip
_ASKING = frozenset(  # the question words of the intents: not its topic
    [
        "what", "who", "whom", "which", "does", "have", "has", "any", "about", "prefer",
        "prefers", "preferences", "like", "likes", "responsible", "owns", "promised", "promise",
        "role", "is", "are", "the", "for", "что", "кто", "какие", "какая", "какой", "есть", "ли",
        "любит", "предпочитает", "предпочтения", "отвечает", "обещал", "обещала", "обещали",
        "роль", "за", "про",
    ]
)  # fmt: skip
_DATED = frozenset(["when_due"])  # "no due date recorded": a unit on it naming a day says one
_CLAUSE_END = re.compile(r"[,;:—–(]|(?<=[.!?…])\s")
_LIST_MARK = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[.\]\s+)?")


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold().replace("ё", "е"))


def _start(word: str) -> str:
    return word[: max(4, len(word) - 2)]


def contradiction(
    answer: StructuralAnswer,
    question: str,
    sources: list[Source],
    today: date | None = None,
    asked: TimeRange | None = None,
    aka: tuple[str, ...] = (),
) -> int | None:
    """The index of the retrieved unit that contradicts an empty structural answer: a
    unit of the subject's note or naming it (by its title, or `aka`: the alias the
    question called it by, "Sasha" for Alexander Reed), which says the intent's kind of
    fact or shares a word of the question's topic. None: the absence stands. `asked`:
    the question's period; an empty due / overdue / promised answer gives way only to
    a unit whose own day is in it (`owed_days`)."""
    if not answer.empty or not sources:
        return None
    subject = [_start(w) for name in (answer.subject, *aka) for w in _words(name) if len(w) > 2]
    topic = [
        w for w in _words(question)
        if len(w) > 3 and w not in _ASKING and w not in STOP
        and not any(w.startswith(s) for s in subject)
    ]  # fmt: skip
    starts, stems = [_start(w) for w in topic], frozenset(stem(w) for w in topic)
    stems |= {stem(t) for w in topic for t in translations(w)}  # «по диспетчеру»: "dispatcher"
    cues = () if answer.topical else _CUES.get(answer.intent, ())
    openings = _openings(sources)
    period = period_of(answer.intent, asked, today)
    for n, source in enumerate(sources[:RELEVANT]):
        text = " ".join(_words(source.text))
        if subject and not any(s in f"{' '.join(_words(source.title))} {text}" for s in subject):
            continue
        if period is not None and not in_period(source, answer.intent, period, today):
            continue  # "nothing due this week": a line owed in another week is no answer
        on_topic = any(t in text for t in starts) or stems & stem_set(source.text)
        if on_topic and (answer.intent not in _DATED or days(source.text)):
            return n  # "no due date recorded": only a unit that gives a day says one
        if any(c in source.text.casefold() for c in cues):
            return n
        if _says_the_fact(answer, source, (source.path, source.line) in openings, today):
            return n
        if answer.intent == "promised" and _assigned(source.text, subject):
            return n  # `Oleg: send the estimate by Friday`, a task without its checkbox
    return None


def _assigned(text: str, subject: list[str]) -> bool:
    from vaultmind.agent.ask.extractive import plain
    from vaultmind.agent.ask.said_promises import assigned

    return assigned(_LIST_MARK.sub("", plain(text)), subject)


def _says_the_fact(answer: StructuralAnswer, source: Source, opening: bool,
                   today: date | None) -> bool:  # fmt: skip
    """The unit says the kind of fact asked without its words: a day for "no due date",
    a title for "no role", a past day it was owed by for "nothing overdue"."""
    if answer.intent in _DATED:
        return bool(days(source.text))
    if answer.intent == "role":
        return _a_title(source, answer.subject, opening)
    if answer.intent == "overdue" and today is not None:
        return owed_before(source.text, today)
    return False


def _openings(sources: list[Source]) -> set[tuple[str, int]]:
    """The first retrieved unit of each note: where a person note says who they are."""
    first: dict[str, int] = {}
    for source in sources:
        if source.kind == "note":
            first[source.path] = min(source.line, first.get(source.path, source.line))
    return set(first.items())


def _a_title(source: Source, subject: str, opening: bool) -> bool:
    """A line of the subject's own note that is a role: a sentence of a few words
    ("QA lead."), or the note's opening whose first clause is short ("Backend
    engineer, joined in October.")."""
    from vaultmind.agent.ask.extractive import plain

    if source.kind != "note" or source.title.casefold() != subject.casefold():
        return False
    text = _LIST_MARK.sub("", plain(source.text))
    sentence = re.split(r"(?<=[.!?…])\s+", text, maxsplit=1)[0]
    said = _words(sentence)
    if 0 < len(said) <= TITLE_WORDS and sentence.rstrip().endswith(".") and "[[" not in sentence:
        return True
    clause = _words(_CLAUSE_END.split(text, maxsplit=1)[0])
    return opening and 0 < len(clause) <= OPENING_WORDS


def contradicted(answer: StructuralAnswer, question: str, sources: list[Source]) -> bool:
    return contradiction(answer, question, sources) is not None
