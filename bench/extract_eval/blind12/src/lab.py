"""Label helpers: each message carries its labels (see build.py)."""

PEOPLE = {}  # short key -> full name, set per chat by the chat module


def _p(who):
    return PEOPLE.get(who, who)


def C(who, words, due=None):
    d = {"kind": "commitment", "person": _p(who), "words": list(words)}
    if due:
        d["due"] = due
    return d


def D(who, words):
    return {"kind": "done", "person": _p(who), "words": list(words)}


def P(who, words, due):
    return {"kind": "postponed", "person": _p(who), "words": list(words), "due": due}


def X(who, words):
    return {"kind": "cancelled", "person": _p(who), "words": list(words)}


def PR(who, words):
    return {"kind": "preference", "person": _p(who), "words": list(words)}


def CX(who, words, until):
    return {"kind": "context", "person": _p(who), "words": list(words), "until": until}


def F(who, words):
    return {"kind": "fact", "person": _p(who), "words": list(words)}


def M(when, sender, text="", *labels, **extra):
    """One message: 'MM-DD HH:MM' (2026, Moscow), sender, text, labels, format extras."""
    return {"when": when, "sender": sender, "text": text, "labels": list(labels), **extra}
