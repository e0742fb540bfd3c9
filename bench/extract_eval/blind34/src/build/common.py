"""Shared helpers: a chat is a list of messages, each carrying its own labels."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Msg:
    time: str  # "2026-11-16 09:05" (Moscow local time)
    sender: str  # display name as the export shows it
    text: str = ""
    labels: list[dict] = field(default_factory=list)
    tag: str | None = None  # a name other messages can reply to
    reply: str | None = None  # tag of the message replied to
    media: str | None = None  # "photo", "voice", "media", "sticker:👍" ...
    system: bool = False  # a service/system line (no sender message)
    deleted: bool = False  # a deleted-message stub (WhatsApp)
    edited: bool = False


def L(kind: str, person: str, words: list[str], due: str | None = None,
      until: str | None = None) -> dict:
    label: dict = {"kind": kind, "person": person, "words": words}
    if due:
        label["due"] = due
    if until:
        label["until"] = until
    return label


class Chat:
    def __init__(self) -> None:
        self.msgs: list[Msg] = []

    def m(self, time: str, sender: str, text: str = "", *labels: dict, **kw) -> Msg:
        msg = Msg(time, sender, text, list(labels), **kw)
        self.msgs.append(msg)
        return msg
