"""Shared helpers: a message is written together with its labels.

M(when, who, text, *labels, ...) — `when` is "MM-DD HH:MM" (Moscow time, year 2026),
`who` a sender key of the chat. Labels: C (commitment), D (done), P (postponed),
X (cancelled), PR (preference), CX (context), F (fact); `p` is a person key.
Dates are "MM-DD" (2026; January means 2027) or full ISO.
"""

from __future__ import annotations

from dataclasses import dataclass, field

YEAR = 2026


def iso(day: str | None) -> str | None:
    if day is None:
        return None
    if len(day) == 10:
        return day
    month = int(day[:2])
    return f"{YEAR + (1 if month < 6 else 0)}-{day}"


def _label(kind: str, p: str, words: tuple[str, ...], due: str | None = None,
           until: str | None = None) -> dict:
    assert 1 <= len(words) <= 3, (kind, p, words)
    out = {"kind": kind, "p": p, "words": list(words)}
    if due:
        out["due"] = iso(due)
    if until:
        out["until"] = iso(until)
    return out


def C(p, *w, due=None):
    return _label("commitment", p, w, due=due)


def D(p, *w):
    return _label("done", p, w)


def P(p, *w, due):
    return _label("postponed", p, w, due=due)


def X(p, *w):
    return _label("cancelled", p, w)


def PR(p, *w):
    return _label("preference", p, w)


def CX(p, *w, until):
    return _label("context", p, w, until=until)


def F(p, *w):
    return _label("fact", p, w)


@dataclass
class Msg:
    when: str
    who: str
    text: str
    labels: list = field(default_factory=list)
    key: str | None = None
    reply: str | None = None
    media: str | None = None  # chat-specific media description
    edited: str | None = None  # "MM-DD HH:MM"
    kind: str = "message"  # message | service | system | deleted
    extra: dict = field(default_factory=dict)

    @property
    def stamp(self) -> str:
        month_day, hm = self.when.split(" ")
        return f"{YEAR}-{month_day}T{hm}"


def M(when, who, text, *labels, key=None, reply=None, media=None, edited=None, **extra):
    return Msg(when, who, text, list(labels), key, reply, media, edited, "message", extra)


def SVC(when, who, action, **extra):
    """A Telegram service message or a WhatsApp system line (no labels)."""
    return Msg(when, who, action, [], None, None, None, None, "service", extra)


def DELETED(when, who):
    """A WhatsApp deleted-message stub (skipped by the parser)."""
    return Msg(when, who, "This message was deleted", [], None, None, None, None, "deleted")
