"""Shared helpers: a message carries its own labels; builders turn them into files."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

YEAR = 2026


def C(person, words, due=None):
    """commitment"""
    return {"kind": "commitment", "person": person, "words": list(words), "due": due}


def D(person, words):
    """done (words from the original promise)"""
    return {"kind": "done", "person": person, "words": list(words)}


def P(person, words, due):
    """postponed (due = the NEW date)"""
    return {"kind": "postponed", "person": person, "words": list(words), "due": due}


def X(person, words):
    """cancelled"""
    return {"kind": "cancelled", "person": person, "words": list(words)}


def PR(person, words):
    return {"kind": "preference", "person": person, "words": list(words)}


def CX(person, words, until):
    """context: due = until = the last day it holds"""
    return {"kind": "context", "person": person, "words": list(words), "due": until, "until": until}


def F(person, words):
    return {"kind": "fact", "person": person, "words": list(words)}


@dataclass
class Msg:
    when: str  # "2026-11-16 08:12:05"
    sender: str
    text: str
    labels: list = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    media: str | None = None  # voice | photo | file:<name> | sticker:<emoji>
    edited: str | None = None  # "MM-DD HH:MM"
    kind: str = "message"  # or "service" / "system" / "deleted"
    extra: dict = field(default_factory=dict)


class Chat:
    def __init__(self):
        self.items: list[Msg] = []

    def add(self, stamp, sender, text, *labels, key=None, reply=None, media=None,
            edited=None, kind="message", **extra):
        """stamp: 'MM-DD HH:MM'; seconds are made up deterministically."""
        md, hm = stamp.split()
        n = len(self.items)
        sec = int(hashlib.md5(f"{stamp}{sender}{n}".encode()).hexdigest(), 16) % 60
        when = f"{YEAR}-{md} {hm}:{sec:02d}"
        ed = None
        if edited:
            emd, ehm = edited.split()
            ed = f"{YEAR}-{emd} {ehm}:{(sec + 17) % 60:02d}"
        self.items.append(Msg(when, sender, text, list(labels), key, reply, media, ed, kind, extra))
        return self


def clean_label(label: dict, msg_id) -> dict:
    out = {"msg": msg_id, "kind": label["kind"], "person": label["person"], "words": label["words"]}
    if label.get("due"):
        out["due"] = label["due"]
    if label.get("until"):
        out["until"] = label["until"]
    return out
