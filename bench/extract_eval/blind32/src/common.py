"""Shared pieces of the build: a message with its labels, written together."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))


@dataclass
class Label:
    kind: str
    who: str  # a person key of the chat
    words: list[str]
    due: str | None = None
    until: str | None = None


@dataclass
class Msg:
    when: str  # "2026-11-16 09:02" Moscow time (seconds optional)
    who: str  # a person key, or a raw sender string for unsaved numbers
    text: str = ""
    labels: list[Label] = field(default_factory=list)
    media: str | None = None  # voice | photo | sticker:EMOJI | file:NAME | deleted | system
    reply: int | None = None  # relative offset to the replied-to message (-1 = previous)
    edited: str | None = None  # "2026-11-16 09:10"

    @property
    def time(self) -> datetime:
        fmt = "%Y-%m-%d %H:%M:%S" if self.when.count(":") == 2 else "%Y-%m-%d %H:%M"
        return datetime.strptime(self.when, fmt).replace(tzinfo=MSK)


def L(kind: str, who: str, words: list[str] | str, due: str | None = None,
      until: str | None = None) -> Label:  # fmt: skip
    if isinstance(words, str):
        words = [words]
    return Label(kind, who, list(words), due, until)


def label_json(label: Label, msg_id: object, people: dict[str, str]) -> dict[str, object]:
    entry: dict[str, object] = {"msg": msg_id, "kind": label.kind,
                                "person": people[label.who], "words": label.words}  # fmt: skip
    if label.due:
        entry["due"] = label.due
    if label.until:
        entry["until"] = label.until
    return entry
