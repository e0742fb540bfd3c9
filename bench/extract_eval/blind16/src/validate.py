"""Validate the blind16 set with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py [--review]

Checks, per chat: the file parses with `parse_export` (Europe/Moscow); the message
count equals the build manifest's and lies in 110-130; times never go backwards and
lie in 16 Nov - 4 Dec 2026; every label's msg exists (Telegram/JSONL: the message id;
WhatsApp: the 1-based position of a parsed message); kinds are known; words are 1-3
non-empty strings; every person is in `people` and is not the owner; commitments'
dues are ISO dates; postponements and contexts have a due; contexts have `until` equal
to `due`; done/cancelled carry no due; every label on a message; the owner writes in
the chat. `--review` prints every label beside its message for re-reading.
"""

from __future__ import annotations

import json
import sys
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def check_chat(chat: dict, expected: int, review: bool) -> list[str]:
    errors: list[str] = []
    name = chat["file"]
    export = parse_export(OUT / name, "Europe/Moscow")
    if len(export.chats) != 1:
        errors.append(f"{name}: {len(export.chats)} chats")
    messages = export.chats[0].messages
    if len(messages) != expected:
        errors.append(f"{name}: {len(messages)} messages, manifest says {expected}")
    if not 110 <= len(messages) <= 130:
        errors.append(f"{name}: {len(messages)} messages, outside 110-130")
    if name.endswith(".txt"):
        by_id = {str(i): msg for i, msg in enumerate(messages, start=1)}
    else:
        by_id = {msg.message_id: msg for msg in messages}
    previous = None
    for msg in messages:
        if previous is not None and msg.time < previous:
            errors.append(f"{name}: time goes backwards at {msg.message_id}")
        previous = msg.time
        if not FIRST <= msg.time.date() <= LAST:
            errors.append(f"{name}: {msg.time} outside the period")
        if msg.time.utcoffset() is None or msg.time.utcoffset().total_seconds() != 3 * 3600:
            errors.append(f"{name}: {msg.time} not Moscow time")
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        errors.append(f"{name}: the owner is in people")
    if not any(msg.sender == owner for msg in messages):
        errors.append(f"{name}: the owner never writes")
    if chat["language"] not in {"ru", "en", "mixed"}:
        errors.append(f"{name}: language {chat['language']!r}")
    known_senders = {owner, *people, *(a for aliases in people.values() for a in aliases)}
    strangers = {msg.sender for msg in messages} - known_senders
    for stranger in strangers:
        print(f"  note: {name}: sender {stranger!r} is in no alias list (unsaved number)")
    for label in chat["labels"]:
        where = f"{name} msg {label.get('msg')} {label.get('kind')} {label.get('person')}"
        if str(label.get("msg")) not in by_id:
            errors.append(f"{where}: no such message")
        kind = label.get("kind")
        if kind not in KINDS:
            errors.append(f"{where}: unknown kind")
        if label.get("person") not in people:
            errors.append(f"{where}: person not in people")
        if label.get("person") == owner:
            errors.append(f"{where}: the owner's own item")
        words = label.get("words")
        if not (isinstance(words, list) and 1 <= len(words) <= 3
                and all(isinstance(w, str) and w.strip() for w in words)
                and all(all(p.strip() for p in w.split("|")) for w in words)):
            errors.append(f"{where}: bad words {words!r}")
        due = label.get("due")
        if due is not None:
            try:
                date.fromisoformat(due)
            except ValueError:
                errors.append(f"{where}: bad due {due!r}")
        if kind in {"postponed", "context"} and not due:
            errors.append(f"{where}: needs a due")
        if kind == "context" and label.get("until") != due:
            errors.append(f"{where}: until {label.get('until')!r} != due {due!r}")
        if kind in {"done", "cancelled", "preference", "fact"} and due:
            errors.append(f"{where}: a {kind} carries no due")
        extra = set(label) - {"msg", "kind", "person", "words", "due", "until"}
        if extra:
            errors.append(f"{where}: unknown fields {extra}")
    if review:
        print(f"\n===== {name} ({len(messages)} messages)")
        by_msg: dict[str, list[dict]] = {}
        for label in chat["labels"]:
            by_msg.setdefault(str(label["msg"]), []).append(label)
        for key, msg in by_id.items():
            media = f" [{msg.media}]" if msg.media else ""
            print(f"{key:>4} {msg.time:%m-%d %H:%M} {msg.sender}:{media} {msg.text!r}")
            for label in by_msg.get(key, []):
                due = f" due {label['due']}" if label.get("due") else ""
                print(f"       -> {label['kind']:10} {label['person']}: {label['words']}{due}")
    return errors


def main() -> int:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    manifest = json.loads((OUT / "build_manifest.json").read_text("utf-8"))["messages"]
    errors: list[str] = []
    if data.get("today") != "2026-12-04":
        errors.append("today is not 2026-12-04")
    if len(data["chats"]) != 3:
        errors.append("not three chats")
    for chat in data["chats"]:
        errors += check_chat(chat, manifest[chat["file"]], review)
    for chat in data["chats"]:
        kinds: dict[str, int] = {}
        for label in chat["labels"]:
            kinds[label["kind"]] = kinds.get(label["kind"], 0) + 1
        print(f"{chat['file']}: {manifest[chat['file']]} messages, {len(chat['labels'])} labels, "
              + ", ".join(f"{k} {kinds.get(k, 0)}" for k in sorted(KINDS)))
    for error in errors:
        print("ERROR", error)
    print("validation", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
