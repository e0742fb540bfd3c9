"""Shared helpers for build.py: messages that carry their own labels.

A message is written with `msg(when, sender, text, *labels, **extra)`; each label is made
with one of the short helpers below. A promise message may carry `key="..."`, and the
done / postponed / cancelled label that closes it names it with `ref="..."` (used only by
validate.py to read the label beside the promise; it is not written to labels.json).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None
    ref: str | None = None

    def as_json(self, msg_id: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg_id, "kind": self.kind, "person": self.person,
                                  "words": list(self.words)}
        if self.due:
            out["due"] = self.due
        if self.kind == "context" and self.due:
            out["until"] = self.due
        return out


@dataclass
class Msg:
    when: datetime
    sender: str | None  # None: a system / service line
    text: str
    labels: list[Label] = field(default_factory=list)
    extra: dict[str, object] = field(default_factory=dict)


def at(stamp: str) -> datetime:
    """'11-16 09:05' or '11-16 09:05:33' in Moscow time, year 2026."""
    day, clock = stamp.split()
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    while len(parts) < 3:
        parts.append(0)
    return datetime(YEAR, month, dom, parts[0], parts[1], parts[2], tzinfo=MSK)


def msg(when: str, sender: str | None, text: str, *labels: Label, **extra: object) -> Msg:
    return Msg(at(when), sender, text, list(labels), dict(extra))


def _d(day: str | None) -> str | None:
    if day is None:
        return None
    if len(day) == 5:  # 'MM-DD'
        return f"{YEAR}-{day}"
    return day


def C(person: str, words: list[str], due: str | None = None) -> Label:
    return Label("commitment", person, words, _d(due))


def D(person: str, words: list[str], ref: str | None = None) -> Label:
    return Label("done", person, words, None, ref)


def P(person: str, words: list[str], due: str, ref: str | None = None) -> Label:
    return Label("postponed", person, words, _d(due), ref)


def X(person: str, words: list[str], ref: str | None = None) -> Label:
    return Label("cancelled", person, words, None, ref)


def PR(person: str, words: list[str]) -> Label:
    return Label("preference", person, words)


def CX(person: str, words: list[str], until: str) -> Label:
    return Label("context", person, words, _d(until))


def F(person: str, words: list[str]) -> Label:
    return Label("fact", person, words)
