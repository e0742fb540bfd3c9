"""Shared helpers for the chat builders: messages carry their own labels."""

from __future__ import annotations

from dataclasses import dataclass, field

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")


@dataclass
class Label:
    kind: str
    person: str
    words: list[str]
    due: str | None = None

    def to_json(self, msg: object) -> dict[str, object]:
        out: dict[str, object] = {"msg": msg, "kind": self.kind, "person": self.person,
                                  "words": list(self.words)}
        if self.due:
            out["due"] = self.due
            if self.kind == "context":
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


def PREF(person: str, words: list[str]) -> Label:
    return Label("preference", person, words)


def CTX(person: str, words: list[str], until: str) -> Label:
    return Label("context", person, words, until)


def FACT(person: str, words: list[str]) -> Label:
    return Label("fact", person, words)


@dataclass
class Msg:
    time: str  # "2026-11-16 08:02" (Moscow local)
    sender: str
    text: str
    labels: list[Label] = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    media: dict[str, object] | None = None
    system: bool = False  # a service / system line (no message)
    deleted: bool = False  # a deleted-message stub (WhatsApp)
    gap: int = 0  # ids skipped before this one (Telegram: deleted messages)
    edited: str | None = None


def m(time: str, sender: str, text: str, *labels: Label, **kw: object) -> Msg:
    return Msg(time, sender, text, list(labels), **kw)  # type: ignore[arg-type]
