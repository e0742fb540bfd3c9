"""Shared helpers for the build: messages that carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field

YEAR = 2026


@dataclass
class Msg:
    when: str  # "MM-DD HH:MM[:SS]" Moscow time
    who: str  # sender code, or "" for a system/service line
    text: object  # str, or a list of parts (str | {"type":..., "text":...}) for Telegram
    labels: list = field(default_factory=list)
    media: str | None = None  # voice | photo | file:<name> | sticker:<emoji> | media
    reply: int | None = None  # how many messages back the replied-to message is
    edited: str | None = None
    system: str | None = None  # service/system line kind
    deleted: bool = False


def M(when, who, text, *labels, **kw):
    return Msg(when, who, text, list(labels), **kw)


def _l(kind, who, words, due=None):
    item = {"kind": kind, "person": who, "words": list(words)}
    if due:
        item["due"] = due
    if kind == "context":
        item["until"] = due
    return item


def C(who, words, due=None):
    return _l("commitment", who, words, due)


def D(who, words):
    return _l("done", who, words)


def P(who, words, due):
    return _l("postponed", who, words, due)


def X(who, words):
    return _l("cancelled", who, words)


def PR(who, words):
    return _l("preference", who, words)


def CX(who, words, until):
    return _l("context", who, words, until)


def F(who, words):
    return _l("fact", who, words)


def plain(text: object) -> str:
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else p["text"] for p in text)
