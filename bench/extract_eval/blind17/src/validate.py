"""Validate the blind chats against the real parsers and labels.json.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]

Checks: each file parses with the real `parse_export` into one chat; the message count and
every message's sender and text match what build.py wrote; times never go backwards and stay
within 16 Nov – 4 Dec 2026 (Moscow); every label's msg exists; every label's person is in
`people` and is not the owner; kinds are known; 1–3 words; due on postponed and context (and
`until` equal to it on contexts), no due on done/cancelled/preference/fact; every
done/postponed/cancelled follows a commitment of the same person with the same words.
`--show` prints every label beside its message, for reading.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402
from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def expected_messages(entries):
    """(msg id, sender, text) of every message build.py wrote, in order."""
    return [e for e in entries if e.kind == "message"]


def plain(text):
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else p["text"] for p in text)


def norm(text):
    return text.lower().replace("ё", "е")


def main() -> int:
    show = "--show" in sys.argv
    build.build()  # regenerate, so ids in build's entries are filled in
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    warnings: list[str] = []
    assert data["today"] == "2026-12-04"
    totals = Counter()
    for chat, (file, owner, language, people, entries, senders) in zip(
        data["chats"],
        [(f, o, lang, p, e, s) for (f, o, lang, p, e), s in
         zip(build.CHATS, (build.TG_SENDERS, build.WA_SENDERS, build.JL_SENDERS))],
    ):
        name = chat["file"]
        assert name == file
        parsed = parse_export(HERE / name, "Europe/Moscow")
        if len(parsed.chats) != 1:
            errors.append(f"{name}: {len(parsed.chats)} chats parsed")
            continue
        messages = parsed.chats[0].messages
        wanted = expected_messages(entries)
        if len(messages) != len(wanted):
            errors.append(f"{name}: parsed {len(messages)} messages, built {len(wanted)}")
        by_id = {}
        for position, (got, want) in enumerate(zip(messages, wanted), start=1):
            key = position if name.endswith(".txt") else int(got.message_id)
            by_id[key] = got
            if key != want.msg_id:
                errors.append(f"{name}: message {position} has id {key}, built {want.msg_id}")
            sender = senders[want.sender]
            sender = sender[0] if isinstance(sender, tuple) else sender
            if got.sender != sender:
                errors.append(f"{name}: msg {key} sender {got.sender!r} != {sender!r}")
            if got.text != plain(want.text):
                errors.append(f"{name}: msg {key} text differs: {got.text!r}")
        times = [m.time for m in messages]
        for before, after in zip(times, times[1:]):
            if after < before:
                errors.append(f"{name}: time goes backwards at {after}")
        for t in times:
            if not FIRST <= t.date() <= LAST or t.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{name}: time {t} outside 16 Nov – 4 Dec 2026 MSK")
        if owner in chat["people"] or chat["owner"] != owner:
            errors.append(f"{name}: owner misplaced")
        if not 5 <= len(chat["people"]) <= 7:
            errors.append(f"{name}: {len(chat['people'])} people")
        promised: dict[tuple, int] = {}
        counts = Counter()
        replies = {e.msg_id: e.reply for e in entries if e.kind == "message"}
        for label in chat["labels"]:
            kind, person, words = label["kind"], label["person"], label["words"]
            counts[kind] += 1
            where = f"{name} msg {label['msg']} {kind}"
            if label["msg"] not in by_id:
                errors.append(f"{where}: msg not found")
                continue
            message = by_id[label["msg"]]
            if kind not in KINDS:
                errors.append(f"{where}: unknown kind")
            if person not in chat["people"] or person == owner:
                errors.append(f"{where}: person {person!r} not in people or is the owner")
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                errors.append(f"{where}: words {words!r}")
            due = label.get("due")
            if kind in ("postponed", "context") and not due:
                errors.append(f"{where}: needs a due")
            if kind in ("done", "cancelled", "preference", "fact") and due:
                errors.append(f"{where}: must not have a due")
            if due and not DATE.match(due):
                errors.append(f"{where}: bad due {due!r}")
            if due and date.fromisoformat(due) < message.time.date():
                errors.append(f"{where}: due {due} before the message")
            if kind == "context" and label.get("until") != due:
                errors.append(f"{where}: until must equal due")
            if kind != "context" and "until" in label:
                errors.append(f"{where}: until only on contexts")
            key = (person, tuple(words))
            if kind == "commitment":
                promised[key] = label["msg"]
            elif kind in ("done", "postponed", "cancelled") and key not in promised:
                errors.append(f"{where}: no earlier commitment of {person} with words {words}")
            # soft check: the words should be in the message, the one it answers, or the 4 before it
            if kind in ("commitment", "preference", "context", "fact"):
                context_text = message.text
                target = replies.get(label["msg"])
                if target is not None:
                    context_text += " " + plain(target.text)
                keys = list(by_id)
                at = keys.index(label["msg"])
                for earlier in keys[max(0, at - 4):at]:  # WhatsApp has no reply links
                    context_text += " " + by_id[earlier].text
                for word in words:
                    if not any(norm(w) in norm(context_text) for w in word.split("|")):
                        warnings.append(f"{where}: word {word!r} not in the message: {message.text[:70]!r}")
            if show:
                print(f"[{name[:14]}] {label['msg']:>5} {kind:10} {person:18} {words} {due or ''}")
                print(f"        {message.sender}: {message.text}")
        totals.update(counts)
        summary = ", ".join(f"{k} {counts[k]}" for k in KINDS)
        print(f"{name}: {len(messages)} messages; labels {sum(counts.values())}: {summary}")
    print(f"total labels {sum(totals.values())}: " + ", ".join(f"{k} {totals[k]}" for k in KINDS))
    for warning in warnings:
        print("note:", warning)
    for error in errors:
        print("ERROR:", error)
    print("validation", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
