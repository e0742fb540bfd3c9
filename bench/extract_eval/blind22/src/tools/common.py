"""Shared helpers: a message carries its own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))


def C(person, words, due=None):
    return _label("commitment", person, words, due)


def D(person, words):
    return _label("done", person, words)


def P(person, words, due):
    return _label("postponed", person, words, due)


def X(person, words):
    return _label("cancelled", person, words)


def PR(person, words):
    return _label("preference", person, words)


def CX(person, words, until):
    label = _label("context", person, words, until)
    label["until"] = until
    return label


def F(person, words):
    return _label("fact", person, words)


def _label(kind, person, words, due=None):
    label = {"kind": kind, "person": person, "words": list(words)}
    if due:
        label["due"] = due
    return label


@dataclass
class Msg:
    when: datetime
    sender: str
    text: str
    labels: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)


def M(stamp, sender, text, *labels, **extra):
    """stamp 'MM-DD HH:MM' in 2026, Moscow time."""
    when = datetime.strptime("2026-" + stamp, "%Y-%m-%d %H:%M").replace(tzinfo=MSK)
    return Msg(when, sender, text, list(labels), extra)
