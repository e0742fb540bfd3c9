"""Shared helpers for writing the train8 chats and their labels together.

Each chat script lists its messages in order with `msg(...)`; the labels of a message
are written right beside it (`C`, `DONE`, `POST`, `CANC`, `PREF`, `CTX`, `FACT`). The
script then writes the export file and returns the chat's labels with the message ids
(JSONL, Telegram) or 1-based positions (WhatsApp) filled in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None
    until: str | None = None  # contexts only: the last day the state holds (not scored)

    def as_json(self, msg: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg, "kind": self.kind, "person": self.person,
                                  "words": self.words}
        if self.due:
            out["due"] = self.due
        if self.until:
            out["until"] = self.until
        return out


def C(person: str, *words: str, due: str | None = None) -> Label:
    return Label("commitment", person, list(words), due)


def DONE(person: str, *words: str) -> Label:
    return Label("done", person, list(words))


def POST(person: str, *words: str, due: str | None = None) -> Label:
    return Label("postponed", person, list(words), due)


def CANC(person: str, *words: str) -> Label:
    return Label("cancelled", person, list(words))


def PREF(person: str, *words: str) -> Label:
    return Label("preference", person, list(words))


def CTX(person: str, *words: str, until: str | None = None) -> Label:
    return Label("context", person, list(words), None, until)


def FACT(person: str, *words: str) -> Label:
    return Label("fact", person, list(words))


@dataclass
class Msg:
    when: datetime
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    kind: str = "message"  # message | service | deleted | media
    media: str | None = None


class Chat:
    def __init__(self) -> None:
        self.items: list[Msg] = []
        self.day = "2026-11-16"

    def on(self, day: str) -> None:
        self.day = day

    def msg(self, hhmm: str, sender: str, text: str, *labels: Label, key: str | None = None,
            reply: str | None = None, kind: str = "message", media: str | None = None) -> None:
        when = datetime.fromisoformat(f"{self.day}T{hhmm}").replace(tzinfo=MSK)
        if self.items and when < self.items[-1].when:
            raise SystemExit(f"time goes backwards at {when}: {text[:40]!r}")
        self.items.append(Msg(when, sender, text, list(labels), key, reply, kind, media))
