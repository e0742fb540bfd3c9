"""Label helpers shared by the three chat builders.

Each message in a builder carries its labels; a label names the person by the chat's
short key, which the builder maps to the full name used in labels.json.
"""

from __future__ import annotations


def C(p, words, due=None):
    """commitment (a promise)"""
    return _l("commitment", p, words, due)


def D(p, words):
    """done: words from the original promise, person = the promiser"""
    return _l("done", p, words)


def P(p, words, due):
    """postponed: due = the NEW date"""
    return _l("postponed", p, words, due)


def X(p, words):
    """cancelled"""
    return _l("cancelled", p, words)


def PR(p, words):
    """preference"""
    return _l("preference", p, words)


def CX(p, words, until):
    """context: a temporary state; due = until = its last day"""
    label = _l("context", p, words, until)
    label["until"] = until
    return label


def F(p, words):
    """fact: a stable fact"""
    return _l("fact", p, words)


def _l(kind, p, words, due=None):
    label = {"kind": kind, "person": p, "words": list(words)}
    if due:
        label["due"] = due
    return label


def resolve(labels, msg, people_keys):
    """Fill in `msg` and turn person keys into full names."""
    out = []
    for label in labels:
        item = {"msg": msg, "kind": label["kind"], "person": people_keys[label["person"]],
                "words": label["words"]}
        if "due" in label:
            item["due"] = label["due"]
        if "until" in label:
            item["until"] = label["until"]
        out.append(item)
    return out
