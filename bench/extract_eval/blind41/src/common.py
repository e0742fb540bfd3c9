"""Shared helpers: a message carries its own labels.

M(time, sender, text, *labels, key=..., reply=..., kind=..., media=..., extra=...)
Label helpers: C (commitment), D (done), P (postponed), X (cancelled),
PR (preference), CT (context, until = last day), F (fact).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None

    def as_json(self, msg: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg, "kind": self.kind, "person": self.person,
                                  "words": self.words}
        if self.due:
            out["due"] = self.due
        if self.kind == "context" and self.due:
            out["until"] = self.due
        return out


def C(person: str, words: list[str], due: str | None = None) -> Label:
    return Label("commitment", person, words, due)


def D(person: str, words: list[str]) -> Label:
    return Label("done", person, words)


def P(person: str, words: list[str], due: str) -> Label:
    return Label("postponed", person, words, due)


def X(person: str, words: list[str]) -> Label:
    return Label("cancelled", person, words)


def PR(person: str, words: list[str]) -> Label:
    return Label("preference", person, words)


def CT(person: str, words: list[str], until: str) -> Label:
    return Label("context", person, words, until)


def F(person: str, words: list[str]) -> Label:
    return Label("fact", person, words)


@dataclass
class Msg:
    time: str  # "YYYY-MM-DD HH:MM[:SS]" Moscow time
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    kind: str = "message"  # message | service | system | deleted
    media: str | None = None  # voice | photo | file:<name> | sticker:<emoji> | contact | video
    extra: dict[str, object] = field(default_factory=dict)


def M(time: str, sender: str, text: str, *labels: Label, key: str | None = None,
      reply: str | None = None, kind: str = "message", media: str | None = None,
      **extra: object) -> Msg:
    return Msg(time, sender, text, list(labels), key, reply, kind, media, dict(extra))
