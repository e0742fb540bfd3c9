"""Shared helpers for the three chat builders: messages carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026


def when(stamp: str) -> datetime:
    """'16.11 09:05' -> aware Moscow datetime in 2026."""
    day, clock = stamp.split()
    d, m = (int(x) for x in day.split("."))
    hh, mm = (int(x) for x in clock.split(":"))
    return datetime(YEAR, m, d, hh, mm, tzinfo=MSK)


def _label(kind: str, person: str, words: str, **extra: str) -> dict:
    entry = {"kind": kind, "person": person, "words": [w.strip() for w in words.split(";")]}
    entry.update({k: v for k, v in extra.items() if v})
    return entry


def C(person: str, words: str, due: str | None = None) -> dict:
    return _label("commitment", person, words, due=due)


def D(person: str, words: str) -> dict:
    return _label("done", person, words)


def P(person: str, words: str, due: str) -> dict:
    return _label("postponed", person, words, due=due)


def X(person: str, words: str) -> dict:
    return _label("cancelled", person, words)


def PR(person: str, words: str) -> dict:
    return _label("preference", person, words)


def CX(person: str, words: str, until: str) -> dict:
    # score.py compares a label's `due` with a context's valid_until: give both
    return _label("context", person, words, until=until, due=until)


def F(person: str, words: str) -> dict:
    return _label("fact", person, words)


@dataclass
class Msg:
    time: datetime
    sender: str
    text: str
    labels: list[dict] = field(default_factory=list)
    reply: str | None = None  # tag of the message replied to
    tag: str | None = None
    media: str | None = None  # format-specific media marker
    kind: str = "message"  # message | service | system | deleted
    edited: str | None = None


def m(stamp: str, sender: str, text: str, *labels: dict, reply: str | None = None,
      tag: str | None = None, media: str | None = None, kind: str = "message",
      edited: str | None = None) -> Msg:
    return Msg(when(stamp), sender, text, list(labels), reply, tag, media, kind,
               when(edited) if edited else None)
