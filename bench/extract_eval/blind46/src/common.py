"""Shared pieces of the build scripts: a message with its labels, label constructors."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026


@dataclass
class Msg:
    time: datetime
    sender: str
    text: str
    labels: list[dict] = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    media: str | None = None  # "voice", "photo", "sticker:👍", "deleted", "system"
    edited: datetime | None = None
    extra: dict = field(default_factory=dict)


def when(stamp: str) -> datetime:
    """'11-16 07:42' -> aware datetime in Moscow time, 2026."""
    day, clock = stamp.split()
    month, dom = (int(x) for x in day.split("-"))
    hour, minute = (int(x) for x in clock.split(":"))
    return datetime(YEAR, month, dom, hour, minute, tzinfo=MSK)


def m(stamp: str, sender: str, text: str, *labels: dict, **kw) -> Msg:
    edited = kw.pop("edited", None)
    return Msg(when(stamp), sender, text, list(labels),
               edited=when(edited) if edited else None, **kw)


def _label(kind: str, person: str, words: list[str], due: str | None = None, **more) -> dict:
    label = {"kind": kind, "person": person, "words": list(words)}
    if due:
        label["due"] = due
    label.update(more)
    return label


def C(person, words, due=None):  # commitment
    return _label("commitment", person, words, due)


def D(person, words):  # done
    return _label("done", person, words)


def P(person, words, due):  # postponed, due = the NEW date
    return _label("postponed", person, words, due)


def X(person, words):  # cancelled
    return _label("cancelled", person, words)


def PR(person, words):  # preference
    return _label("preference", person, words)


def CT(person, words, until):  # context, due = until = last day it holds
    return _label("context", person, words, until, until=until)


def F(person, words):  # fact
    return _label("fact", person, words)
