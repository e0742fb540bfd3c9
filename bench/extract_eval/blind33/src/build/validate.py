"""Validate OUT against the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--show]
Checks: every file parses with the real parser (formats.parse_export); message counts in
range; each label's msg exists (Telegram id / WhatsApp 1-based parsed position / JSONL id);
times never go backwards; persons are in `people` and are not the owner; every
postponement and commitment-with-date has a valid ISO `due`; contexts have `until`
(= `due`); words are 1-3 non-empty stems; kinds are known. --show prints every label next
to its message for re-reading.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
START, END = date(2026, 11, 16), date(2026, 12, 4)


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    for chat in data["chats"]:
        name = chat["file"]
        parsed = parse_export(OUT / name, "Europe/Moscow")
        if len(parsed.chats) != 1:
            errors.append(f"{name}: {len(parsed.chats)} chats")
        messages = parsed.chats[0].messages
        source = parsed.chats[0].source
        if source == "whatsapp":
            by_id = {str(i): msg for i, msg in enumerate(messages, start=1)}
        else:
            by_id = {msg.message_id: msg for msg in messages}
        n = len(messages)
        if not 110 <= n <= 130:
            errors.append(f"{name}: {n} messages, outside 110-130")
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                errors.append(f"{name}: time goes backwards at {b.time}")
        for msg in messages:
            if not START <= msg.time.date() <= END:
                errors.append(f"{name}: message outside the period {msg.time}")
            if msg.time.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{name}: not Moscow time {msg.time}")
        people = chat["people"]
        owner = chat["owner"]
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{name}: language {chat['language']}")
        senders = {msg.sender for msg in messages}
        known = {owner} | set(people) | {a for al in people.values() for a in al}
        for sender in senders:
            if sender not in known:
                errors.append(f"{name}: sender {sender!r} not the owner nor an alias")
        counts: dict[str, int] = {}
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']}"
            kind = label["kind"]
            counts[kind] = counts.get(kind, 0) + 1
            msg = by_id.get(str(label["msg"]))
            if msg is None:
                errors.append(f"{where}: no such message")
                continue
            if kind not in KINDS:
                errors.append(f"{where}: kind {kind}")
            if label["person"] not in people:
                errors.append(f"{where}: person {label['person']!r} not in people")
            if label["person"] == owner:
                errors.append(f"{where}: labels the owner")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(w.strip() for w in words):
                errors.append(f"{where}: words {words}")
            for key in ("due", "until"):
                if key in label:
                    date.fromisoformat(label[key])
            if kind == "postponed" and "due" not in label:
                errors.append(f"{where}: postponed without due")
            if kind == "context" and ("until" not in label or label.get("due") != label["until"]):
                errors.append(f"{where}: context without until/due")
            if kind in ("done", "cancelled", "preference", "fact") and "due" in label:
                errors.append(f"{where}: {kind} must not carry a due")
            if kind in ("commitment", "postponed") and "due" in label:
                if date.fromisoformat(label["due"]) < msg.time.date():
                    errors.append(f"{where}: due before the message")
            if show:
                extra = label.get("due", "")
                print(f"[{label['msg']}] {msg.sender}: {msg.text[:150]!r}\n"
                      f"      -> {kind} {label['person']} {words} {extra}")
        # lifecycle labels should follow a promise of the same person with the same words,
        # except a done that closes an assignment or needs none (reported once, closed when made)
        promised = {(l["person"], tuple(l["words"])) for l in chat["labels"]
                    if l["kind"] == "commitment"}
        for label in chat["labels"]:
            if label["kind"] in ("done", "postponed", "cancelled"):
                if (label["person"], tuple(label["words"])) not in promised:
                    errors.append(f"{name} msg {label['msg']}: {label['kind']} with no "
                                  f"matching commitment words {label['words']}")
        print(f"{name}: {n} messages; labels {dict(sorted(counts.items()))}")
    for error in errors:
        print("ERROR", error)
    print("validation passes" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
