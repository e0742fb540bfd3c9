"""Shared helpers: each message is written together with its labels."""
from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

MSK = ZoneInfo("Europe/Moscow")
YEAR = 2026


class Msg:
    def __init__(self, when, who, text, *labels, key=None, reply=None, media=None,
                 kind="message", extra=None):
        self.when = when          # "MM-DD HH:MM[:SS]"
        self.who = who            # sender key
        self.text = text
        self.labels = list(labels)
        self.key = key
        self.reply = reply        # key of an earlier message
        self.media = media        # format-specific media description
        self.kind = kind          # message | service | deleted | system
        self.extra = extra or {}

    def dt(self) -> datetime:
        date, time = self.when.split(" ")
        month, day = (int(x) for x in date.split("-"))
        parts = [int(x) for x in time.split(":")]
        if len(parts) == 2:
            parts.append(0)
        return datetime(YEAR, month, day, parts[0], parts[1], parts[2], tzinfo=MSK)


def m(when, who, text, *labels, **kw):
    return Msg(when, who, text, *labels, **kw)


def _words(words):
    if isinstance(words, str):
        return [w.strip() for w in words.split(",") if w.strip()]
    return list(words)


def _day(d):
    return None if d is None else f"{YEAR}-{d}"


def C(p, words, due=None):
    return {"kind": "commitment", "person": p, "words": _words(words), "due": _day(due)}


def D(p, words):
    return {"kind": "done", "person": p, "words": _words(words)}


def P(p, words, due):
    return {"kind": "postponed", "person": p, "words": _words(words), "due": _day(due)}


def X(p, words):
    return {"kind": "cancelled", "person": p, "words": _words(words)}


def PR(p, words):
    return {"kind": "preference", "person": p, "words": _words(words)}


def CX(p, words, until):
    return {"kind": "context", "person": p, "words": _words(words), "until": _day(until)}


def F(p, words):
    return {"kind": "fact", "person": p, "words": _words(words)}


def finish_labels(raw_labels, msg_id, people_by_key):
    out = []
    for lab in raw_labels:
        entry = {"msg": msg_id, "kind": lab["kind"], "person": people_by_key[lab["person"]],
                 "words": lab["words"]}
        if lab.get("due"):
            entry["due"] = lab["due"]
        if lab.get("until"):
            entry["until"] = lab["until"]
        out.append(entry)
    return out


def dump_json(path, data, indent=1):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=indent)
        fh.write("\n")
