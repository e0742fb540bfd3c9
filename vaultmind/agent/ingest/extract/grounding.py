"""Nothing the model says is written unless the messages it cites say it.

An item is dropped (and counted) when it cites no message or one that is not in the
chunk, when it shares no content word with what it cites (words compared by stem,
so «обещал» supports «обещала»; the person's own names do not count), or when a
commitment is attributed to someone who did not write any of the cited messages.
Dates resolve against the cited message.

The generic half (stems, support by cited text) is `vaultmind.agent.grounding`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.grounding import cited_numbers, stems, supported_by
from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.reply_schema import Extraction, Item
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.errors import UsageError
from vaultmind.vault.date_versions import only_as_version
from vaultmind.vault.dates import find_date, parse_due

__all__ = ["GroundedItem", "cited_messages", "ground", "resolve_due", "stems", "supported"]


@dataclass(frozen=True, slots=True)
class GroundedItem:
    kind: str  # fact | preference | commitment
    person: str
    text: str
    due: date | None
    cited: tuple[int, ...]  # 1-based message numbers in the chunk


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
    found = cited_numbers(msgs, len(chunk.messages))
    return None if found is None else [chunk.messages[n - 1] for n in found]


def supported(text: str, cited: list[RawMessage], beyond: str = "") -> bool:
    """The text shares a content word (by stem) with what it cites — one that is not
    in `beyond`: a fact about Billing is not supported by the word "Billing" alone."""
    return supported_by(text, (m.text for m in cited), beyond)


def resolve_due(item: Item, chunk: Chunk) -> date | None:
    """The item's due phrase (or a date in its text), read from the first cited message."""
    first = chunk.messages[min(item.msgs) - 1]
    sent = first.time.date()
    phrase = getattr(item, "due", "").strip()
    if phrase and not only_as_version(first.text, phrase):
        try:
            return parse_due(phrase, sent)
        except UsageError:
            pass
    found = find_date(item.text, sent)
    return found[0] if found else None
