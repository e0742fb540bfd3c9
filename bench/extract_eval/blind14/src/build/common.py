"""Shared pieces of the build: one entry per message, each carrying its labels."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Label:
    kind: str
    person: str  # a key of the chat's PEOPLE map (short code), resolved at build time
    words: list[str]
    due: str | None = None
    until: str | None = None


def C(person, words, due=None):
    return Label("commitment", person, words, due)


def D(person, words):
    return Label("done", person, words)


def P(person, words, due):
    return Label("postponed", person, words, due)


def X(person, words):
    return Label("cancelled", person, words)


def PR(person, words):
    return Label("preference", person, words)


def CX(person, words, until):
    return Label("context", person, words, None, until)


def F(person, words):
    return Label("fact", person, words)


@dataclass
class Entry:
    when: str  # "YYYY-MM-DD HH:MM" Moscow time
    who: str | None  # a sender code, or None for a system/service line
    text: str
    labels: list[Label] = field(default_factory=list)
    opts: dict = field(default_factory=dict)


def E(when, who, text, *labels, **opts):
    return Entry(when, who, text, list(labels), opts)
