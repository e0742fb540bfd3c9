"""A tiny DSL: each chat is a list of messages, each message carries its own labels.

    day("2026-11-16")
    msg("09:05", "D", "text", L("commitment", "Full Name", ["stem"], due="2026-11-18"))

Options on msg: re=N (a reply to the message N real messages back), media=...,
service=True (a system line: Telegram service message / WhatsApp system line),
stub=True (a WhatsApp deleted-message stub), edited=True (WhatsApp "edited" suffix).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None
    until: str | None = None

    def as_json(self, msg_id: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg_id, "kind": self.kind, "person": self.person,
                                  "words": self.words}
        if self.due:
            out["due"] = self.due
        if self.until:
            out["until"] = self.until
        return out


def L(kind: str, person: str, words: list[str], due: str | None = None) -> Label:
    """A label; a context's `until` is its `due` (the last day it holds)."""
    return Label(kind, person, words, due, due if kind == "context" else None)


@dataclass
class Msg:
    date: str
    time: str
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    re: int | None = None
    media: str | None = None
    service: bool = False
    stub: bool = False
    edited: bool = False
    extra: dict[str, object] = field(default_factory=dict)


class Chat:
    def __init__(self) -> None:
        self.messages: list[Msg] = []
        self._day = ""

    def day(self, date: str) -> None:
        self._day = date

    def msg(self, time: str, sender: str, text: str, *labels: Label, **opts: object) -> None:
        self.messages.append(Msg(self._day, time, sender, text, list(labels), **opts))  # type: ignore[arg-type]
