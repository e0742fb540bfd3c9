"""Shared helpers: each message is written together with its labels."""
from __future__ import annotations


def C(person, words, due=None):
    """commitment"""
    return _label("commitment", person, words, due=due)


def D(person, words):
    """done (words from the original promise)"""
    return _label("done", person, words)


def P(person, words, due):
    """postponed (due = the NEW date)"""
    return _label("postponed", person, words, due=due)


def X(person, words):
    """cancelled"""
    return _label("cancelled", person, words)


def PR(person, words):
    return _label("preference", person, words)


def CT(person, words, until):
    return _label("context", person, words, until=until)


def F(person, words):
    return _label("fact", person, words)


def _label(kind, person, words, due=None, until=None):
    if isinstance(words, str):
        words = [words]
    out = {"kind": kind, "person": person, "words": list(words)}
    if due:
        out["due"] = due
    if until:
        out["until"] = until
    return out


def M(day, hhmm, sender, text="", *labels, reply=None, media=None, fwd=None, edited=None,
      system=False, deleted=False, k=None):
    """One message (or a system line / deleted stub) with its labels.

    day: "11-16" (2026), hhmm: "07:42" or "07:42:10".
    media: for Telegram "voice:42" | "photo" | "file:name.pdf" | "sticker:👍";
           for WhatsApp "media" | "file:name" ; for JSONL the text itself says it.
    """
    return {
        "day": day, "time": hhmm, "sender": sender, "text": text, "labels": list(labels),
        "reply": reply, "media": media, "fwd": fwd, "edited": edited,
        "system": system, "deleted": deleted, "k": k,
    }
