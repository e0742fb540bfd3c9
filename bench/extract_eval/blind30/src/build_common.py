"""Shared helpers for the build script: each message is written together with its labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))


@dataclass
class Msg:
    when: datetime
    sender: str
    text: str
    labels: list[dict] = field(default_factory=list)
    reply: int | None = None  # index (in the chat's list) of the message replied to
    kind: str = "message"  # message | service | deleted | system
    media: str | None = None  # photo | voice | video | file:<name>
    extra: dict = field(default_factory=dict)


class Chat:
    def __init__(self) -> None:
        self.items: list[Msg] = []

    def m(self, when: str, sender: str, text: str, *labels: dict, reply: int | None = None,
          media: str | None = None, kind: str = "message", **extra: object) -> int:
        """`when` is 'MM-DD HH:MM[:SS]' in Moscow time, year 2026."""
        self.items.append(Msg(at(when), sender, text, list(labels), reply, kind, media, dict(extra)))
        return len(self.items) - 1


def at(when: str) -> datetime:
    day, clock = when.split()
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    hour, minute = parts[0], parts[1]
    second = parts[2] if len(parts) > 2 else 0
    return datetime(2026, month, dom, hour, minute, second, tzinfo=MSK)


def _label(kind: str, person: str, words: list[str] | str, due: str | None = None,
           until: str | None = None) -> dict:
    if isinstance(words, str):
        words = [words]
    out: dict = {"kind": kind, "person": person, "words": list(words)}
    if due:
        out["due"] = due
    if until:
        out["until"] = until
    return out


def C(person, words, due=None):  # commitment
    return _label("commitment", person, words, due)


def D(person, words):  # done
    return _label("done", person, words)


def P(person, words, due):  # postponed, with the NEW due
    return _label("postponed", person, words, due)


def X(person, words):  # cancelled
    return _label("cancelled", person, words)


def PR(person, words):  # preference
    return _label("preference", person, words)


def CX(person, words, until):  # context, with the last day it holds
    return _label("context", person, words, until=until)


def F(person, words):  # fact
    return _label("fact", person, words)
