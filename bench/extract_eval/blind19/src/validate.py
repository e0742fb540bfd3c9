"""Validate the set with the real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]

Parses every chat with vaultmind's `parse_export`, and checks: message counts equal
what build.py wrote; every parsed message's text, sender and time are the intended
ones; times never go backwards; every label's `msg` exists (Telegram/JSONL: the
message id; WhatsApp: the 1-based position of the parsed message); every label's
person is in `people` and is not the owner; kinds are known; words are 1–3 non-empty
stems; commitments/postponements/contexts' dates are valid ISO days, postponements
and contexts always have one, and a context's `until` equals its `due`.
`--show` prints every label beside its message, for re-reading.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

import build

OUT = Path(__file__).resolve().parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}


def main() -> int:
    show = "--show" in sys.argv
    results = build.build()  # rebuild, so files and labels are what the chat modules say
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    for (chat, expected) in results:
        loaded = next(c for c in data["chats"] if c["file"] == chat["file"])
        parsed = parse_export(OUT / chat["file"], "Europe/Moscow")
        if len(parsed.chats) != 1:
            errors.append(f"{chat['file']}: {len(parsed.chats)} chats")
            continue
        messages = parsed.chats[0].messages
        fmt = parsed.chats[0].source
        if len(messages) != len(expected):
            errors.append(f"{chat['file']}: parsed {len(messages)} messages, built {len(expected)}")
        if not 110 <= len(messages) <= 130:
            errors.append(f"{chat['file']}: {len(messages)} messages, outside 110–130")
        by_key = {}
        for pos, (msg, (key, when, text, sender)) in enumerate(zip(messages, expected), start=1):
            mkey = str(pos) if fmt == "whatsapp" else msg.message_id
            if mkey != key:
                errors.append(f"{chat['file']}: message key {mkey} != {key}")
            if msg.text != text:
                errors.append(f"{chat['file']} {key}: text differs: {msg.text!r} vs {text!r}")
            if msg.sender != sender:
                errors.append(f"{chat['file']} {key}: sender {msg.sender!r} vs {sender!r}")
            if msg.time != when:
                errors.append(f"{chat['file']} {key}: time {msg.time} vs {when}")
            if not (date(2026, 11, 16) <= msg.time.date() <= date(2026, 12, 4)):
                errors.append(f"{chat['file']} {key}: date {msg.time.date()} out of range")
            by_key[mkey] = msg
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                errors.append(f"{chat['file']}: time goes backwards at {b.message_id or b.text[:30]}")
        owner = loaded["owner"]
        people = loaded["people"]
        if owner in people:
            errors.append(f"{chat['file']}: owner listed in people")
        for label in loaded["labels"]:
            where = f"{chat['file']} msg {label['msg']}"
            if str(label["msg"]) not in by_key:
                errors.append(f"{where}: no such message")
            if label["kind"] not in KINDS:
                errors.append(f"{where}: kind {label['kind']}")
            if label["person"] not in people or label["person"] == owner:
                errors.append(f"{where}: person {label['person']!r}")
            words = label["words"]
            if not 1 <= len(words) <= 3 or any(not w or any(not p for p in w.split("|")) for w in words):
                errors.append(f"{where}: words {words}")
            due = label.get("due")
            if label["kind"] in ("postponed", "context") and not due:
                errors.append(f"{where}: {label['kind']} without due")
            if label["kind"] == "context" and label.get("until") != due:
                errors.append(f"{where}: context until {label.get('until')} != due {due}")
            if due:
                date.fromisoformat(due)
                if label["kind"] in ("done", "cancelled", "preference", "fact"):
                    errors.append(f"{where}: {label['kind']} with a due")
            sender = by_key.get(str(label["msg"]))
            if sender is not None:
                aliases = {label["person"], *people.get(label["person"], [])}
                # the sender is usually the person; a report by someone else is allowed
                if show:
                    pass
        if show:
            print(f"\n===== {chat['file']} ({len(messages)} messages, {len(loaded['labels'])} labels)")
            labels_by = {}
            for label in loaded["labels"]:
                labels_by.setdefault(str(label["msg"]), []).append(label)
            for key, msg in by_key.items():
                head = f"[{key}] {msg.time:%m-%d %H:%M} {msg.sender}: {msg.text!r}"
                if msg.media:
                    head += f" ({msg.media})"
                if msg.reply_to:
                    target = next((m for m in messages if m.message_id == msg.reply_to), None)
                    head += f"\n      ↪ reply to: {target.text[:70]!r}" if target else " ↪ MISSING"
                print(head)
                for label in labels_by.get(key, []):
                    extra = f" due={label['due']}" if label.get("due") else ""
                    print(f"      -> {label['kind']:10} {label['person']}: {label['words']}{extra}")
    for e in errors:
        print("ERROR", e)
    counts = {}
    for chat in data["chats"]:
        per = {}
        for label in chat["labels"]:
            per[label["kind"]] = per.get(label["kind"], 0) + 1
        counts[chat["file"]] = per
    print("\nvalidation", "FAILED" if errors else "passed")
    for (chat, expected) in results:
        print(chat["file"], len(expected), counts[chat["file"]])
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
