"""Shared helpers: a chat is a list of messages, each carrying its own labels."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))
YEAR = 2026


def L(kind: str, who: str, words: list[str], due: str | None = None) -> dict:
    """A label; `who` is a person key of the chat, `due` is MM-DD (2026) or None."""
    return {"kind": kind, "who": who, "words": words, "due": due}


@dataclass
class Msg:
    when: datetime
    who: str  # sender key
    text: str
    labels: list[dict] = field(default_factory=list)
    opts: dict = field(default_factory=dict)


class Chat:
    def __init__(self, senders: dict[str, str], people: dict[str, list[str]]):
        self.senders = senders  # key -> display name as exported
        self.people = people  # full name -> aliases (non-owner members)
        self.full = {}  # key -> full name, set by caller
        self.msgs: list[Msg] = []
        self._sec = 0

    def m(self, stamp: str, who: str, text: str, *labels: dict, **opts) -> Msg:
        """stamp 'MM-DD HH:MM'."""
        day, hm = stamp.split()
        month, d = (int(x) for x in day.split("-"))
        h, mi = (int(x) for x in hm.split(":"))
        self._sec = (self._sec * 7 + 13) % 60
        when = datetime(YEAR, month, d, h, mi, self._sec, tzinfo=MSK)
        msg = Msg(when, who, text, list(labels), opts)
        self.msgs.append(msg)
        return msg

    def label_dicts(self, msg_id, msg: Msg) -> list[dict]:
        out = []
        for lab in msg.labels:
            d = {"msg": msg_id, "kind": lab["kind"], "person": self.full[lab["who"]],
                 "words": lab["words"]}
            if lab["due"]:
                d["due"] = f"{YEAR}-{lab['due']}"
                if lab["kind"] == "context":
                    d["until"] = d["due"]
            out.append(d)
        return out
