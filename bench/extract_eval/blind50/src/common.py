"""Shared helpers: a chat is a list of entries; each message carries its own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None
    until: str | None = None

    def as_json(self, msg: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg, "kind": self.kind, "person": self.person,
                                  "words": list(self.words)}
        if self.due:
            out["due"] = self.due
        if self.until:
            out["until"] = self.until
        return out


@dataclass
class Entry:
    """One line of the export: a message (kind "msg"), or a service/system/deleted line."""

    time: datetime
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    kind: str = "msg"  # msg | service | deleted
    media: str | None = None  # photo | voice | file:<name> | sticker:<emoji> | media
    reply: str | None = None  # key of the message replied to
    key: str | None = None
    edited: datetime | None = None
    extra: dict[str, object] = field(default_factory=dict)


def t(stamp: str) -> datetime:
    return datetime.strptime(stamp, "%Y-%m-%d %H:%M")


def W(*words: str) -> list[str]:
    return list(words)


def com(person: str, words: list[str], due: str | None = None) -> Label:
    return Label("commitment", person, words, due)


def done(person: str, words: list[str]) -> Label:
    return Label("done", person, words)


def post(person: str, words: list[str], due: str | None) -> Label:
    return Label("postponed", person, words, due)


def canc(person: str, words: list[str]) -> Label:
    return Label("cancelled", person, words)


def pref(person: str, words: list[str]) -> Label:
    return Label("preference", person, words)


def ctx(person: str, words: list[str], until: str) -> Label:
    return Label("context", person, words, until, until)


def fact(person: str, words: list[str]) -> Label:
    return Label("fact", person, words)


class Chat:
    """Collects entries in order; `m(...)` adds a message with its labels."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def m(self, stamp: str, sender: str, text: str, *labels: Label, **kw: object) -> Entry:
        entry = Entry(t(stamp), sender, text, list(labels), **kw)  # type: ignore[arg-type]
        self.entries.append(entry)
        return entry

    def svc(self, stamp: str, actor: str, text: str, **kw: object) -> Entry:
        entry = Entry(t(stamp), actor, text, [], kind="service", **kw)  # type: ignore[arg-type]
        self.entries.append(entry)
        return entry

    def deleted(self, stamp: str, sender: str) -> Entry:
        entry = Entry(t(stamp), sender, "", [], kind="deleted")
        self.entries.append(entry)
        return entry

    def by_key(self, key: str) -> Entry:
        return next(e for e in self.entries if e.key == key)


TODAY = date(2026, 12, 4)
