"""Shared helpers for the three chat builders: each message carries its own labels."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))


def C(person: str, words: list[str], due: str | None = None) -> dict:
    """A commitment (a promise)."""
    return _label("commitment", person, words, due)


def DONE(person: str, words: list[str]) -> dict:
    return _label("done", person, words, None)


def POST(person: str, words: list[str], due: str) -> dict:
    """A postponement: `due` is the NEW date."""
    return _label("postponed", person, words, due)


def CANC(person: str, words: list[str]) -> dict:
    return _label("cancelled", person, words, None)


def PREF(person: str, words: list[str]) -> dict:
    return _label("preference", person, words, None)


def CTX(person: str, words: list[str], until: str) -> dict:
    """A temporary context: `due` and `until` are its last day."""
    label = _label("context", person, words, until)
    label["until"] = until
    return label


def FACT(person: str, words: list[str]) -> dict:
    return _label("fact", person, words, None)


def _label(kind: str, person: str, words: list[str], due: str | None) -> dict:
    label: dict = {"kind": kind, "person": person, "words": list(words)}
    if due:
        label["due"] = due
    return label


@dataclass
class Msg:
    when: datetime
    sender: str  # a key into the chat's SENDERS
    text: str
    labels: list[dict] = field(default_factory=list)
    tag: str | None = None
    reply: str | None = None
    media: str | None = None  # voice | photo | sticker:<emoji> | video | file:<name>
    edited: datetime | None = None
    deleted: bool = False  # a deleted-message stub (WhatsApp): never labelled


def when(stamp: str) -> datetime:
    """'16 09:02' → 2026-11-16 09:02 MSK (days 16–30 are November, 1–4 December).
    Seconds come from a hash of the stamp so they look natural and stay fixed."""
    day_s, hm = stamp.split()
    day = int(day_s)
    month = 11 if day >= 16 else 12
    hour, minute = (int(x) for x in hm.split(":"))
    second = int(hashlib.sha1(stamp.encode()).hexdigest(), 16) % 60
    return datetime(2026, month, day, hour, minute, second, tzinfo=MSK)


def m(stamp: str, sender: str, text: str, *labels: dict, tag: str | None = None,
      reply: str | None = None, media: str | None = None, edited: str | None = None,
      deleted: bool = False) -> Msg:
    return Msg(when(stamp), sender, text, list(labels), tag, reply, media,
               when(edited) if edited else None, deleted)


def resolve_people(labels: list[dict], keys: dict[str, str]) -> list[dict]:
    """Labels name people by key; labels.json names them by full name."""
    out = []
    for label in labels:
        label = dict(label)
        label["person"] = keys[label["person"]]
        out.append(label)
    return out
