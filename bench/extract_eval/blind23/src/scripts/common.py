"""Shared helpers for the blind23 build: messages that carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field

YEAR = 2026


def C(p, words, due=None):
    return {"kind": "commitment", "person": p, "words": words, "due": due}


def D(p, words):
    return {"kind": "done", "person": p, "words": words}


def P(p, words, due):
    return {"kind": "postponed", "person": p, "words": words, "due": due}


def X(p, words):
    return {"kind": "cancelled", "person": p, "words": words}


def PR(p, words):
    return {"kind": "preference", "person": p, "words": words}


def CX(p, words, until):
    return {"kind": "context", "person": p, "words": words, "due": until, "until": until}


def F(p, words):
    return {"kind": "fact", "person": p, "words": words}


@dataclass
class Msg:
    when: str  # "MM-DD HH:MM" (year 2026 unless "YYYY-" given), Moscow time
    sender: str  # a key of the chat's SENDERS
    text: str = ""
    labels: list = field(default_factory=list)
    kind: str = "msg"  # msg | service | deleted | system
    media: str | None = None  # voice | photo | sticker | file:<name> | omitted
    key: str | None = None
    reply: str | None = None
    action: str | None = None  # telegram service action / whatsapp system line text

    def stamp(self):
        day, clock = self.when.split(" ")
        month, dd = day.split("-")
        hh, mm = clock.split(":")
        return YEAR, int(month), int(dd), int(hh), int(mm)


def M(when, sender, text="", *labels, **extra):
    return Msg(when, sender, text, list(labels), **extra)


def expand(label, people_by_key):
    """A label dict with the person's full name and `due` dropped when absent."""
    out = dict(label)
    out["person"] = people_by_key[label["person"]]
    if out.get("due") is None:
        out.pop("due", None)
    return out
