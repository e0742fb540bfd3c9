"""Shared helpers: a message carries its own labels; the chat modules list messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
TODAY = "2026-12-04"


@dataclass
class Msg:
    time: str  # "2026-11-16 08:05" or with seconds, Moscow local time
    who: str  # sender key of the chat (or a literal sender string)
    text: str = ""
    labels: list[dict] = field(default_factory=list)
    kind: str = "message"  # message | service | system | deleted
    media: str | None = None  # voice | photo | sticker:<emoji> | file:<name> | media
    reply: int | None = None  # relative index (-1 = previous message) for reply_to
    edited: str | None = None
    forwarded: str | None = None
    action: str | None = None  # Telegram service action / WhatsApp system line text

    def moment(self) -> datetime:
        fmt = "%Y-%m-%d %H:%M:%S" if self.time.count(":") == 2 else "%Y-%m-%d %H:%M"
        return datetime.strptime(self.time, fmt).replace(tzinfo=MSK)


def m(time: str, who: str, text: str = "", *labels: dict, **extra) -> Msg:
    return Msg(time, who, text, list(labels), **extra)


def _label(kind: str, person: str, words: list[str], due: str | None = None,
           until: str | None = None) -> dict:
    entry: dict = {"kind": kind, "person": person, "words": words}
    if due:
        entry["due"] = due
    if until:
        entry["until"] = until
    return entry


def c(person: str, words: list[str], due: str | None = None) -> dict:
    return _label("commitment", person, words, due)


def d(person: str, words: list[str]) -> dict:
    return _label("done", person, words)


def p(person: str, words: list[str], due: str) -> dict:
    return _label("postponed", person, words, due)


def x(person: str, words: list[str]) -> dict:
    return _label("cancelled", person, words)


def pr(person: str, words: list[str]) -> dict:
    return _label("preference", person, words)


def cx(person: str, words: list[str], until: str) -> dict:
    return _label("context", person, words, until=until)


def f(person: str, words: list[str]) -> dict:
    return _label("fact", person, words)
