"""Shared helpers for the build scripts: a message with its labels attached."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Msg:
    when: str  # "MM-DD HH:MM" (2026, Moscow time)
    sender: str | None  # None = system / service line
    text: str
    labels: list[dict] = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    @property
    def stamp(self) -> str:
        month_day, hm = self.when.split()
        return f"2026-{month_day}T{hm}"


def M(when: str, sender: str | None, text: str, *labels: dict, **extra: object) -> Msg:
    return Msg(when, sender, text, list(labels), dict(extra))


def L(kind: str, person: str, words: list[str] | str, due: str | None = None) -> dict:
    label: dict = {"kind": kind, "person": person,
                   "words": [words] if isinstance(words, str) else list(words)}
    if due:
        label["due"] = due
    if kind == "context":
        label["until"] = due
    return label


def C(person: str, words: list[str] | str, due: str | None = None) -> dict:
    return L("commitment", person, words, due)


def DONE(person: str, words: list[str] | str) -> dict:
    return L("done", person, words)


def POST(person: str, words: list[str] | str, due: str) -> dict:
    return L("postponed", person, words, due)


def CANC(person: str, words: list[str] | str) -> dict:
    return L("cancelled", person, words)


def PREF(person: str, words: list[str] | str) -> dict:
    return L("preference", person, words)


def CTX(person: str, words: list[str] | str, until: str) -> dict:
    return L("context", person, words, until)


def FACT(person: str, words: list[str] | str) -> dict:
    return L("fact", person, words)
