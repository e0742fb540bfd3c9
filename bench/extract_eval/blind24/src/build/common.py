"""Shared helpers for the build scripts: messages carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")


def when(stamp: str) -> datetime:
    """'11-16 09:05' (or '11-16 09:05:30') as an aware Moscow time in 2026."""
    day, clock = stamp.split()
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    second = parts[2] if len(parts) > 2 else 0
    return datetime(YEAR, month, dom, parts[0], parts[1], second, tzinfo=MSK)


def _date(short: str) -> str:
    return f"{YEAR}-{short}" if len(short) == 5 else short


def label(kind: str, person: str, words: list[str], due: str | None = None) -> dict:
    assert kind in KINDS, kind
    item: dict = {"kind": kind, "person": person, "words": list(words)}
    if due:
        item["due"] = _date(due)
    if kind == "context":
        assert due, "a context needs its last day"
        item["until"] = item["due"]
    return item


def C(person, words, due=None):  # commitment
    return label("commitment", person, words, due)


def D(person, words):  # done
    return label("done", person, words)


def P(person, words, due):  # postponed (the NEW due)
    return label("postponed", person, words, due)


def X(person, words):  # cancelled
    return label("cancelled", person, words)


def PR(person, words):  # preference
    return label("preference", person, words)


def CX(person, words, until):  # context (due = until = last day)
    return label("context", person, words, until)


def F(person, words):  # fact
    return label("fact", person, words)


@dataclass
class Entry:
    time: datetime
    sender: str
    text: str
    labels: list[dict] = field(default_factory=list)
    media: str | None = None  # format-specific marker
    system: bool = False  # a service / system line: not a message
    deleted: bool = False  # a deleted-message stub: not a message
    key: str | None = None
    reply: str | None = None
    extra: dict = field(default_factory=dict)


class Chat:
    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def m(self, stamp, sender, text, *labels, media=None, key=None, reply=None, **extra):
        self.entries.append(
            Entry(when(stamp), sender, text, list(labels), media, key=key, reply=reply,
                  extra=extra)
        )

    def system(self, stamp, text, **extra):
        self.entries.append(Entry(when(stamp), "", text, system=True, extra=extra))

    def deleted(self, stamp, sender):
        self.entries.append(Entry(when(stamp), sender, "", deleted=True))
