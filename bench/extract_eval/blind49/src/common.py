"""Shared helpers for the chat builders: messages carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

MSK = timezone(timedelta(hours=3))


@dataclass
class Msg:
    when: str  # "2026-11-16 08:41" or "2026-11-16 08:41:12", Moscow time
    sender: str
    text: str
    labels: list[dict[str, Any]] = field(default_factory=list)
    key: str | None = None  # a name other messages can reply to
    reply: str | None = None  # key of the message replied to
    media: dict[str, Any] | None = None  # format-specific media description
    edited: str | None = None  # Telegram: edit time
    system: bool = False  # WhatsApp: a system line (no sender)
    deleted: bool = False  # WhatsApp: a deleted-message stub

    @property
    def dt(self) -> datetime:
        fmt = "%Y-%m-%d %H:%M:%S" if self.when.count(":") == 2 else "%Y-%m-%d %H:%M"
        return datetime.strptime(self.when, fmt).replace(tzinfo=MSK)


def M(when: str, sender: str, text: str, *labels: dict[str, Any], **kw: Any) -> Msg:
    return Msg(when, sender, text, list(labels), **kw)


def _label(kind: str, person: str, words: list[str], due: str | None = None,
           **extra: Any) -> dict[str, Any]:
    item: dict[str, Any] = {"kind": kind, "person": person, "words": list(words)}
    if due:
        item["due"] = due
    item.update(extra)
    return item


def C(person: str, words: list[str], due: str | None = None) -> dict[str, Any]:
    """A commitment (a promise as first said)."""
    return _label("commitment", person, words, due)


def D(person: str, words: list[str], unpromised: bool = False) -> dict[str, Any]:
    """Done: words from the original promise. `unpromised`: no promise on record."""
    item = _label("done", person, words)
    if unpromised:
        item["_unpromised"] = True
    return item


def P(person: str, words: list[str], due: str) -> dict[str, Any]:
    """Postponed: words from the original promise, due = the NEW date."""
    return _label("postponed", person, words, due)


def X(person: str, words: list[str]) -> dict[str, Any]:
    """Cancelled: words from the original promise."""
    return _label("cancelled", person, words)


def PR(person: str, words: list[str]) -> dict[str, Any]:
    return _label("preference", person, words)


def CX(person: str, words: list[str], until: str) -> dict[str, Any]:
    """A temporary context: due = until = its last day."""
    return _label("context", person, words, until, until=until)


def F(person: str, words: list[str]) -> dict[str, Any]:
    return _label("fact", person, words)
