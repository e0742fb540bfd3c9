"""Shared helpers for the three chat builders: label constructors and message records.

Each message is written together with its labels (a `M(...)` record); the builders turn
the records into an export file and into `labels.json` entries with the right `msg` id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

YEAR = 2026
MSK = timezone(timedelta(hours=3))


def day(md: str) -> str:
    """'11-16' -> '2026-11-16'."""
    return f"{YEAR}-{md}"


def _label(kind: str, person: str, words: list[str] | str, due: str | None = None) -> dict:
    if isinstance(words, str):
        words = [words]
    entry = {"kind": kind, "person": person, "words": list(words)}
    if due:
        entry["due"] = day(due)
    return entry


def C(person, words, due=None):  # commitment
    return _label("commitment", person, words, due)


def D(person, words):  # done
    return _label("done", person, words)


def P(person, words, due):  # postponed: due = the NEW date
    return _label("postponed", person, words, due)


def X(person, words):  # cancelled
    return _label("cancelled", person, words)


def PR(person, words):  # preference
    return _label("preference", person, words)


def CX(person, words, until):  # context: due = until = last day it holds
    entry = _label("context", person, words, until)
    entry["until"] = day(until)
    return entry


def F(person, words):  # fact
    return _label("fact", person, words)


@dataclass
class M:
    """One message (or a system line) with the labels it carries."""

    when: str  # 'MM-DD HH:MM' Moscow time
    who: str  # a sender key of the chat, or '' for system lines
    text: str = ""
    labels: list[dict] = field(default_factory=list)
    key: str | None = None  # a name other messages can reply to
    reply: str | None = None  # the key of the message this answers
    media: str | None = None  # photo | voice:<secs> | file:<name> | omitted
    kind: str = "msg"  # msg | system | deleted
    edited: str | None = None  # 'MM-DD HH:MM'

    @property
    def time(self) -> datetime:
        md, hm = self.when.split()
        month, dd = (int(x) for x in md.split("-"))
        hour, minute = (int(x) for x in hm.split(":"))
        # seconds: a stable pseudo-random value so exports look real
        second = (hash_text(self.text + self.when) % 50) + 3
        return datetime(YEAR, month, dd, hour, minute, second, tzinfo=MSK)


def hash_text(text: str) -> int:
    total = 0
    for ch in text:
        total = (total * 131 + ord(ch)) % 1_000_003
    return total


def L(*labels: dict) -> list[dict]:
    return list(labels)
