"""Shared helpers: a message carries its own labels; label constructors per kind."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime

YEAR = 2026
TODAY = "2026-12-04"


@dataclass
class Msg:
    when: str  # "MM-DD HH:MM" Moscow time
    sender: str  # display name as the export shows it ("" for system lines)
    text: str
    labels: list = field(default_factory=list)
    media: str | None = None  # format-specific marker (voice, photo, sticker, file:NAME)
    reply: str | None = None  # key of the message replied to
    key: str | None = None
    kind: str = "message"  # message | service (telegram) | system / deleted (whatsapp)
    edited: str | None = None  # "MM-DD HH:MM"

    def moment(self) -> datetime:
        if getattr(self, "fixed", None) is not None:
            return self.fixed
        md, hm = self.when.split()
        m, d = (int(x) for x in md.split("-"))
        hh, mm = (int(x) for x in hm.split(":"))
        seed = f"{self.when}|{self.sender}|{self.text}".encode()
        sec = int(hashlib.sha1(seed).hexdigest(), 16) % 50 + 3
        return datetime(YEAR, m, d, hh, mm, sec)


def assign_times(messages):
    """Fix each message's time once, nudging seconds so time never goes backwards."""
    from datetime import timedelta
    prev = None
    for m in messages:
        dt = m.moment()
        if prev is not None and dt <= prev:
            dt = prev + timedelta(seconds=7)
        m.fixed = dt
        prev = dt
    return messages


def _lab(kind, person, words, due=None, until=None):
    item = {"kind": kind, "person": person, "words": list(words)}
    if due:
        item["due"] = due
    if until:
        item["until"] = until
    return item


def com(p, *w, due=None):
    return _lab("commitment", p, w, due)


def done(p, *w):
    return _lab("done", p, w)


def post(p, *w, due):
    return _lab("postponed", p, w, due)


def canc(p, *w):
    return _lab("cancelled", p, w)


def pref(p, *w):
    return _lab("preference", p, w)


def ctx(p, *w, until):
    return _lab("context", p, w, until, until)


def fact(p, *w):
    return _lab("fact", p, w)


def resolve(messages, short):
    """Replace short person keys in labels by full names; fix the times."""
    assign_times(messages)
    for m in messages:
        for lab in m.labels:
            lab["person"] = short.get(lab["person"], lab["person"])
    return messages
