"""Nothing the model says is written unless the messages it cites say it.

An item is dropped (and counted) when it cites no message or one that is not in the
chunk, when it shares no content word with what it cites (words compared by stem,
so «обещал» supports «обещала»; the person's own names do not count), or when a
commitment is attributed to someone who did not write any of the cited messages.
Dates resolve against the cited message.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.reply_schema import Extraction, Item
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.errors import UsageError
from vaultmind.index.analysis import bilingual_analyzer
from vaultmind.memory.dates import find_date, parse_due

_STOPWORDS_TEXT = (
    "и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только "
    "ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или "
    "ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они "
    "тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе "
    "the a an and or but of to in on at by for with from is are was were be been it this "
    "that will would can could should i you he she we they them his her our their not"
)
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
_ANALYZER = bilingual_analyzer()


@dataclass(frozen=True, slots=True)
class GroundedItem:
    kind: str  # fact | preference | commitment
    person: str
    text: str
    due: date | None
    cited: tuple[int, ...]  # 1-based message numbers in the chunk


def stems(text: str) -> set[str]:
    words = (token.text for token in _ANALYZER(text))
    return {w for w in words if len(w) >= 3 and w not in STOPWORDS}


def ground(
    extraction: Extraction,
    chunk: Chunk,
    same_person: Callable[[str, str], bool],
    names_of: Callable[[str], str] = lambda name: name,
) -> tuple[list[GroundedItem], Counter[str]]:
    kept: list[GroundedItem] = []
    dropped: Counter[str] = Counter()
    for person in extraction.people:
        groups: list[tuple[str, list[Item]]] = [
            ("fact", list(person.facts)),
            ("preference", list(person.preferences)),
            ("commitment", list(person.commitments)),
        ]
        names = names_of(person.name)
        for kind, items in groups:
            for item in items:
                reason = _why_not(kind, person.name, names, item, chunk, same_person)
                if reason:
                    dropped[reason] += 1
                    continue
                due = resolve_due(item, chunk) if kind == "commitment" else None
                cited = tuple(sorted(set(item.msgs)))
                kept.append(GroundedItem(kind, person.name.strip(), item.text.strip(), due, cited))
    return kept, dropped


def _why_not(
    kind: str,
    name: str,
    names: str,
    item: Item,
    chunk: Chunk,
    same_person: Callable[[str, str], bool],
) -> str | None:
    cited = cited_messages(item.msgs, chunk)
    if cited is None:
        return "cites no message of the chunk"
    if not item.text.strip() or not name.strip():
        return "empty"
    if not supported(item.text, cited, beyond=names):
        return "not supported by the cited messages"
    if kind == "commitment" and not any(same_person(name, m.sender) for m in cited):
        return "a commitment by someone who did not write the cited message"
    return None


def cited_messages(msgs: list[int], chunk: Chunk) -> list[RawMessage] | None:
    """The messages an item cites, or None if it cites none or one outside the chunk."""
    if not msgs or any(not 1 <= n <= len(chunk.messages) for n in msgs):
        return None
    return [chunk.messages[n - 1] for n in sorted(set(msgs))]


def supported(text: str, cited: list[RawMessage], beyond: str = "") -> bool:
    """The text shares a content word (by stem) with what it cites — one that is not
    in `beyond`: a fact about Billing is not supported by the word "Billing" alone."""
    said = set().union(*(stems(m.text) for m in cited))
    return bool((stems(text) - stems(beyond)) & said)


def resolve_due(item: Item, chunk: Chunk) -> date | None:
    """The item's due phrase (or a date in its text), read from the first cited message."""
    sent = chunk.messages[min(item.msgs) - 1].time.date()
    phrase = getattr(item, "due", "").strip()
    if phrase:
        try:
            return parse_due(phrase, sent)
        except UsageError:
            pass
    found = find_date(item.text, sent)
    return found[0] if found else None
