"""Shared pieces of the build: a message with its labels, a label, times in Moscow."""

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
    until: str | None = None

    def as_json(self, msg: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg, "kind": self.kind, "person": self.person,
                                  "words": self.words}
        if self.due:
            out["due"] = self.due
        if self.until:
            out["until"] = self.until
        return out


@dataclass
class Msg:
    when: datetime
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    key: str | None = None  # a name other messages reply to
    reply: str | None = None  # the key of the message replied to
    media: dict[str, object] | None = None  # format-specific media description
    system: bool = False  # service / system line: not a message
    deleted: bool = False  # WhatsApp deleted-message stub
    edited_min: int | None = None  # minutes after sending it was edited


def at(stamp: str, second: int = 0) -> datetime:
    """"11-16 07:41" → 2026-11-16 07:41 Moscow time."""
    day, clock = stamp.split(" ")
    month, dom = (int(x) for x in day.split("-"))
    hour, minute = (int(x) for x in clock.split(":"))
    return datetime(YEAR, month, dom, hour, minute, second, tzinfo=MSK)


def L(kind: str, person: str, words: list[str], due: str | None = None,
      until: str | None = None) -> Label:
    return Label(kind, person, words, due, until)
