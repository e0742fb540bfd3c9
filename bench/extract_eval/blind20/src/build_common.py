"""Shared helpers for the build scripts: message records and label constructors."""

from __future__ import annotations

TODAY = "2026-12-04"


def C(person, words, due=None):
    return {"kind": "commitment", "person": person, "words": list(words), "due": due}


def D(person, words):
    return {"kind": "done", "person": person, "words": list(words)}


def P(person, words, due):
    return {"kind": "postponed", "person": person, "words": list(words), "due": due}


def X(person, words):
    return {"kind": "cancelled", "person": person, "words": list(words)}


def PR(person, words):
    return {"kind": "preference", "person": person, "words": list(words)}


def CT(person, words, until):
    return {"kind": "context", "person": person, "words": list(words), "due": until, "until": until}


def F(person, words):
    return {"kind": "fact", "person": person, "words": list(words)}


def clean(label: dict, msg) -> dict:
    """A label as written in labels.json: msg first, no empty due."""
    out = {"msg": msg, "kind": label["kind"], "person": label["person"], "words": label["words"]}
    if label.get("due"):
        out["due"] = label["due"]
    if label.get("until"):
        out["until"] = label["until"]
    return out
