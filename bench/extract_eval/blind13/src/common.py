"""Shared helpers for the chat data files: a message carries its own labels.

Each chat module defines OWNER, PEOPLE ({key: (full name, [aliases])}) and MESSAGES,
a list built with `m(...)`: time "MM-DD HH:MM[:SS]" (2026, Moscow), sender key, text,
then the labels that message carries, then options (reply=tag, tag=..., media=...).
"""

from __future__ import annotations

YEAR = 2026


class Msg:
    def __init__(self, t, s, x, labels, **opts):
        self.t = t
        self.s = s
        self.x = x
        self.labels = list(labels)
        self.opts = opts

    @property
    def iso(self) -> str:
        day, clock = self.t.split(" ")
        if clock.count(":") == 1:
            clock += ":00"
        year = YEAR + 1 if day.startswith("01-") else YEAR
        return f"{year}-{day}T{clock}"


def m(t, s, x, *labels, **opts):
    return Msg(t, s, x, labels, **opts)


def _lab(kind, p, words, due=None, until=None):
    item = {"kind": kind, "person": p, "words": list(words)}
    if due:
        item["due"] = due
    if until:
        item["until"] = until
        item["due"] = until  # score.py reads a context's date from `due` (valid_until)
    return item


def C(p, words, due=None):
    return _lab("commitment", p, words, due)


def D(p, words):
    return _lab("done", p, words)


def P(p, words, due):
    return _lab("postponed", p, words, due)


def X(p, words):
    return _lab("cancelled", p, words)


def PR(p, words):
    return _lab("preference", p, words)


def CT(p, words, until):
    return _lab("context", p, words, until=until)


def F(p, words):
    return _lab("fact", p, words)
