"""Shared helpers for the build scripts: messages carry their own labels.

A chat is a list of `msg(...)` records, written in order. Each record holds the
sender key, the Moscow local time ("MM-DD HH:MM", year 2026), the text, and the
labels that belong to that very message (C, D, P, X, PR, CX, F below). The build
scripts turn the records into one export format and work out each label's `msg`.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

YEAR = 2026
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def when(stamp: str, second: int = 0) -> datetime:
    """'11-16 08:02' -> aware datetime in Moscow time (UTC+3, no DST)."""
    day, clock = stamp.split()
    month, dom = (int(x) for x in day.split("-"))
    hour, minute = (int(x) for x in clock.split(":"))
    return datetime(YEAR, month, dom, hour, minute, second, tzinfo=MSK)


def _label(kind: str, person: str, words: list[str], due: str | None = None) -> dict:
    entry: dict = {"kind": kind, "person": person, "words": list(words)}
    if due:
        entry["due"] = due
    return entry


def C(person: str, words: list[str], due: str | None = None) -> dict:
    """A promise (commitment)."""
    return _label("commitment", person, words, due)


def D(person: str, words: list[str]) -> dict:
    """A promise reported done (words from the original promise)."""
    return _label("done", person, words)


def P(person: str, words: list[str], due: str) -> dict:
    """A promise moved to a new date (`due` is the NEW date)."""
    return _label("postponed", person, words, due)


def X(person: str, words: list[str]) -> dict:
    """A promise called off."""
    return _label("cancelled", person, words)


def PR(person: str, words: list[str]) -> dict:
    """A preference."""
    return _label("preference", person, words)


def CX(person: str, words: list[str], until: str) -> dict:
    """A temporary state; `until` (= `due`) is the last day it holds."""
    entry = _label("context", person, words, until)
    entry["until"] = until
    return entry


def F(person: str, words: list[str]) -> dict:
    """A stable fact about a person."""
    return _label("fact", person, words)


def msg(stamp: str, who: str, text: str = "", *labels: dict, **extra) -> dict:
    """One message with its labels. extra: key, reply, media, second, edited,
    kind ('system' / 'deleted' for WhatsApp lines that are no message)."""
    record = {"time": when(stamp, extra.pop("second", 0)), "who": who, "text": text,
              "labels": list(labels)}
    record.update(extra)
    return record
