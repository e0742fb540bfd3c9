"""Shared pieces of the build: a message carries its own labels.

A chat module lists messages in order with `M(...)`; each message may carry labels made
with `C` (commitment), `D` (done), `PP` (postponed), `CA` (cancelled), `P` (preference),
`X` (context, with `until`) and `F` (fact). A label's `who` is a key of the chat's
PEOPLE map; build.py turns keys into full names and message positions into `msg` ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

YEAR = 2026


@dataclass
class Label:
    kind: str
    who: str
    words: list[str]
    due: str | None = None
    until: str | None = None


@dataclass
class Msg:
    when: datetime
    who: str  # sender key ("" for a system line)
    text: str
    labels: list[Label] = field(default_factory=list)
    reply: str | None = None  # tag of the message replied to
    tag: str | None = None
    media: dict | None = None  # format-specific media description
    system: dict | None = None  # a service / system line (not a message)
    deleted: bool = False  # a deleted-message stub (WhatsApp)
    edited: bool = False
    gap: int = 0  # Telegram: ids skipped before this one (deleted messages)


def when(stamp: str, second: int = 0) -> datetime:
    """'11-16 07:05' -> 2026-11-16 07:05 (Moscow local time)."""
    day, clock = stamp.split()
    month, dd = (int(x) for x in day.split("-"))
    hh, mm = (int(x) for x in clock.split(":"))
    return datetime(YEAR, month, dd, hh, mm, second)


def M(stamp: str, who: str, text: str = "", *labels: Label, **kw) -> Msg:
    sec = kw.pop("sec", None)
    if sec is None:
        sec = (sum(map(ord, text)) * 7) % 50  # stable, looks natural
    return Msg(when(stamp, sec), who, text, list(labels), **kw)


def S(stamp: str, system: dict, text: str = "") -> Msg:
    return Msg(when(stamp, 0), "", text, [], system=system)


def _w(words) -> list[str]:
    return [words] if isinstance(words, str) else list(words)


def C(who, words, due=None):
    return Label("commitment", who, _w(words), due=due)


def D(who, words):
    return Label("done", who, _w(words))


def PP(who, words, due):
    return Label("postponed", who, _w(words), due=due)


def CA(who, words):
    return Label("cancelled", who, _w(words))


def P(who, words):
    return Label("preference", who, _w(words))


def X(who, words, until):
    return Label("context", who, _w(words), until=until)


def F(who, words):
    return Label("fact", who, _w(words))
