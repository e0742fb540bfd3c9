"""Shared helpers: label constructors and message records for the chat builders.

Every message is written together with its labels (one tuple per message), so a
label can never drift away from the message it describes.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026


def C(person, words, due=None):
    """commitment: a promise (due when a date can be worked out)."""
    return _label("commitment", person, words, due)


def D(person, words):
    """done: the promiser's promise was kept (words from the promise)."""
    return _label("done", person, words)


def P(person, words, due):
    """postponed: the promise moved; due is the NEW date."""
    return _label("postponed", person, words, due)


def X(person, words):
    """cancelled: the promise is off."""
    return _label("cancelled", person, words)


def PR(person, words):
    return _label("preference", person, words)


def CT(person, words, until):
    """context: a temporary state; due = until = its last day."""
    label = _label("context", person, words, until)
    label["until"] = until
    return label


def F(person, words):
    return _label("fact", person, words)


def _label(kind, person, words, due=None):
    assert 1 <= len(words) <= 3, words
    label = {"kind": kind, "person": person, "words": list(words)}
    if due:
        datetime.strptime(due, "%Y-%m-%d")
        label["due"] = due
    return label


def when(stamp: str) -> datetime:
    """'11-16 08:12' or '11-16 08:12:33' → aware Moscow datetime in 2026."""
    day, clock = stamp.split()
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    hour, minute = parts[0], parts[1]
    second = parts[2] if len(parts) > 2 else (hash_seconds(stamp))
    return datetime(YEAR, month, dom, hour, minute, second, tzinfo=MSK)


def hash_seconds(stamp: str) -> int:
    """Deterministic pseudo-random seconds so exports don't all land on :00."""
    return sum(ord(c) * (i + 7) for i, c in enumerate(stamp)) % 60


def entries(raw):
    """Normalise (stamp, sender, text, labels[, extra]) tuples into dicts."""
    out = []
    for item in raw:
        stamp, sender, text, labels = item[:4]
        extra = dict(item[4]) if len(item) > 4 else {}
        out.append({"t": when(stamp), "who": sender, "text": text, "labels": list(labels), **extra})
    return out


def monotone(items):
    """Seconds are invented; keep them strictly increasing inside one minute."""
    prev = None
    for item in items:
        if prev is not None and item["t"] <= prev:
            if item["t"].replace(second=0) < prev.replace(second=0):
                raise ValueError(f"time goes backwards at {item['t']} ({item['text'][:40]!r})")
            item["t"] = prev.replace(second=min(59, prev.second + 7))
            if item["t"] <= prev:
                raise ValueError(f"no room for seconds at {item['t']}")
        prev = item["t"]
    return items
