"""A person's promises said in prose, after the ones the structure holds (issue 27).

"What did Priya promise?" lists her open tasks and commitment lines; "Priya promised
to write the postmortem by December 4", written in a Daily note, is neither, so the
list missed it while it looked complete. The retrieved units that name the person and
say a promise in the same sentence (or the next: «…Дима переносит срок… Обещал до
этого прогнать откат») follow the list, each cited. The cue words are the ones the
absence check reads a promise by (`owed_days.promises`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from vaultmind.agent.ask.absence import RELEVANT, _start, _words
from vaultmind.agent.ask.owed_days import owes, promises
from vaultmind.agent.ask.words import STOP, stem, stem_set
from vaultmind.vault.link_names import with_link_names

if TYPE_CHECKING:
    from vaultmind.agent.ask.rank import Source
    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.agent.ask.timeframe import TimeRange

_SENTENCE_END = re.compile(r"(?<![Сс]м\.)(?<=[.!?…])\s+")  # «см. [[…]]» ends no sentence
_HEAD = ("Also said in notes:", "Ещё сказано в заметках:")
_PROSE = frozenset(["note", "message"])  # tasks and memory lines are the structure's


def with_said(
    answer: StructuralAnswer, sources: list[Source], ru: bool,
    asked: TimeRange | None = None, aka: tuple[str, ...] = (),
    topic: frozenset[str] = frozenset(),
) -> StructuralAnswer:  # fmt: skip
    """`answer` (a person's open commitments, or what is due in a period) followed by
    the promises the retrieved prose says of them (of anyone, for a period's); `asked`:
    the days the question is about (a promise naming or said on one of them); `aka`:
    the subject's other names («Ира обещала…» of Ирина); `topic`: the stems a promise
    must say when the answer is on a topic."""
    if answer.empty or not _lists_promises(answer, asked):
        return answer
    if answer.topical and not topic:
        return answer  # on a topic it cannot tell: the listed items are those on it
    names = (answer.subject, *aka)
    subject = [_start(w) for name in names for w in _words(name) if len(w) > 2]
    cited = {(s.path, s.line) for s in answer.sources}
    listed = [_content(s.text, subject) for s in answer.items]
    blocks = [s.ref.split("#^", 1)[1] for s in answer.items if "#^" in s.ref]
    said: list[tuple[str, Source]] = []
    for source in sources[:RELEVANT]:
        if source.kind not in _PROSE or (source.path, source.line) in cited:
            continue
        new = [
            f"{before} {p}".strip()
            for before, p in _promises_of(source.text, subject)
            if not any(_restates(p, item, subject) for item in listed)
            and not any(f"#^{block}" in p for block in blocks)
        ]  # it links a listed item
        promise = with_link_names(" ".join(new))  # [[Дмитрий Кузнецов|Дима]] reads Дима
        # the topic in the promise or in its paragraph («## Northwind … Maria will send
        # the SLA draft by Dec 10. Оля: закрою акты сверки с Northwind…»)
        off_topic = answer.topical and not topic & (stem_set(promise) | stem_set(source.text))
        if promise and not off_topic and (asked is None or _in(source, asked)):
            said.append((promise, source))
    if not said:
        return answer
    first = len(answer.sources) + 1
    lines = [_HEAD[1 if ru else 0]]
    lines += [f"- {_dated(source)}{text} [{n}]" for n, (text, source) in enumerate(said, first)]
    return replace(answer, text="\n".join([answer.text, *lines]),
                   sources=[*answer.sources, *(source for _, source in said)],
                   prose=answer.prose + len(said))  # fmt: skip


def _lists_promises(answer: StructuralAnswer, asked: TimeRange | None) -> bool:
    """A person's promises, or what is due in a period ("what's due this Friday?": a
    promise said in a Daily note is due then too, «обещал созвон в пятницу»)."""
    if answer.intent == "promised":
        return bool(answer.subject)
    return answer.intent == "due" and asked is not None


def _promises_of(text: str, subject: list[str]) -> list[tuple[str, str]]:
    """The subject's promises in `text` as (the sentence before, the promise): a
    sentence naming them and saying a promise (nothing before it), or one saying it
    right after a sentence naming them (that sentence before it, unless it is a
    promise found already)."""
    from vaultmind.agent.ask.extractive import plain

    sentences = _SENTENCE_END.split(plain(text))
    named = [_names(s, subject) for s in sentences]
    found: list[tuple[str, str]] = []
    for n, sentence in enumerate(sentences):
        if n == 0 and assigned(sentence, subject):
            found.append(("", sentence))
            continue
        if not promises(sentence):
            continue
        if named[n]:
            found.append(("", sentence))
        elif n > 0 and named[n - 1]:
            before = sentences[n - 1]
            found.append(("" if ("", before) in found else before, sentence))
    return found


def assigned(text: str, subject: list[str]) -> bool:
    """A line that gives the subject work with a deadline the way a task does, without
    a checkbox: led by their name (`Oleg: send the estimate by Friday`, `@Ира …`,
    `Ира — …`) and saying when it is owed ("by", «до», "due")."""
    from vaultmind.vault.owner_names import lead

    found = lead(text)
    if found is None or not owes(found[1]):
        return False
    said = _words(found[0])
    return any(w.startswith(s) for w in said for s in subject)


def _content(text: str, subject: list[str]) -> frozenset[str]:
    """The stems of a text's words that say what it is about (not whose it is); a number
    however short («CR-02» is not «CR-04»)."""
    return frozenset(
        stem(w) for w in _words(text)
        if (len(w) > 2 or any(c.isdigit() for c in w)) and w not in STOP
        and not any(w.startswith(s) for s in subject)
    )  # fmt: skip


def _restates(promise: str, item: frozenset[str], subject: list[str]) -> bool:
    """The prose says a listed item again ("Tom promised the pilot plan by Tuesday" of
    "Tom: prepare the pilot plan"): two thirds of the item's words."""
    shared = len(item & _content(promise, subject))
    return bool(item) and shared * 3 >= 2 * len(item)


def _names(sentence: str, subject: list[str]) -> bool:
    """Whether the sentence names the subject (anyone, when there is none)."""
    if not subject:
        return True
    said = _words(sentence)
    return any(word.startswith(s) for word in said for s in subject)


def _in(source: Source, asked: TimeRange) -> bool:
    """Said on one of the asked days, or naming one (the unit's, not only the promise's
    sentence: «…с 28 ноября на 4 декабря… Обещал до этого…»)."""
    from datetime import date

    from vaultmind.agent.ask.mentioned import names_a_day_in

    day = date.fromisoformat(source.date) if source.date else None
    return (day is not None and asked.holds(day)) or names_a_day_in(source.text, day, asked)


def _dated(source: Source) -> str:
    return f"{source.date}: " if source.date else f"{source.title}: "
