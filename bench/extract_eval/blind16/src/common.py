"""Shared helpers for the blind16 build: label constructors and a message record.

Each chat module lists its messages in order; every message carries its own labels,
so a label is written beside the message it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Msg:
    when: str  # "MM-DD HH:MM", Moscow local time, year 2026
    who: str  # sender code of the chat ("" for a system line)
    text: str
    labels: list[dict] = field(default_factory=list)
    opts: dict = field(default_factory=dict)


def m(when: str, who: str, text: str, *labels: dict, **opts: object) -> Msg:
    return Msg(when, who, text, list(labels), dict(opts))


def _label(kind: str, person: str, words: list[str] | str, due: str | None = None) -> dict:
    if isinstance(words, str):
        words = [words]
    item: dict = {"kind": kind, "person": person, "words": list(words)}
    if due:
        item["due"] = "2026-" + due if len(due) == 5 else due
    return item


def c(p: str, w, due: str | None = None) -> dict:
    return _label("commitment", p, w, due)


def done(p: str, w) -> dict:
    return _label("done", p, w)


def post(p: str, w, due: str) -> dict:
    return _label("postponed", p, w, due)


def canc(p: str, w) -> dict:
    return _label("cancelled", p, w)


def pref(p: str, w) -> dict:
    return _label("preference", p, w)


def ctx(p: str, w, until: str) -> dict:
    item = _label("context", p, w, until)
    item["until"] = item["due"]
    return item


def fact(p: str, w) -> dict:
    return _label("fact", p, w)
