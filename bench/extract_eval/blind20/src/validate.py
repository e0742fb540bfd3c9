"""Check the set with the real parsers:
`PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--review]`.

Checks: message counts; every label's msg exists; times never go backwards; every label's
person is in `people` and is not the owner; kinds and fields are valid; commitments,
postponements and contexts carry dates where required (postponed and context always),
a context's due equals its until; done/cancelled/preference/fact carry no due.
`--review` prints every label beside its message, for reading.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

import build_jsonl
import build_telegram
import build_whatsapp

OUT = Path(__file__).resolve().parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
EXPECTED = {
    build_telegram.FILE: build_telegram.build()[2],
    build_whatsapp.FILE: build_whatsapp.build()[2],
    build_jsonl.FILE: build_jsonl.build()[2],
}
LO, HI = date(2026, 11, 16), date(2026, 12, 4)


def main() -> int:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    problems: list[str] = []
    assert data["today"] == "2026-12-04"
    for chat in data["chats"]:
        name = chat["file"]
        path = OUT / name
        target = path.parent if path.name == "result.json" else path
        export = parse_export(target, "Europe/Moscow")
        if len(export.chats) != 1:
            problems.append(f"{name}: {len(export.chats)} chats")
        messages = export.chats[0].messages
        if len(messages) != EXPECTED[name]:
            problems.append(f"{name}: parsed {len(messages)} messages, expected {EXPECTED[name]}")
        if not 110 <= len(messages) <= 130:
            problems.append(f"{name}: {len(messages)} messages, outside 110-130")
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                problems.append(f"{name}: time goes backwards at {b.message_id}")
        for m in messages:
            if not LO <= m.time.date() <= HI:
                problems.append(f"{name}: message {m.message_id} on {m.time.date()}")
            if str(m.time.utcoffset()) != "3:00:00":
                problems.append(f"{name}: message {m.message_id} not Moscow time")
        if name.endswith(".txt"):
            by_msg = {i: m for i, m in enumerate(messages, start=1)}
        else:
            by_msg = {m.message_id: m for m in messages}
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            problems.append(f"{name}: owner listed in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            problems.append(f"{name}: language {chat['language']}")
        senders = Counter(m.sender for m in messages)
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']} {label['kind']} {label['person']} {label['words']}"
            key = label["msg"] if name.endswith(".txt") else str(label["msg"])
            if key not in by_msg:
                problems.append(f"{where}: no such message")
                continue
            if label["kind"] not in KINDS:
                problems.append(f"{where}: bad kind")
            if label["person"] not in people or label["person"] == owner:
                problems.append(f"{where}: person not in people or is the owner")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                problems.append(f"{where}: words must be 1-3 non-empty strings")
            due = label.get("due")
            if label["kind"] in ("postponed", "context") and not due:
                problems.append(f"{where}: needs a due")
            if label["kind"] in ("done", "cancelled", "preference", "fact") and due:
                problems.append(f"{where}: must not have a due")
            if label["kind"] == "context" and label.get("until") != due:
                problems.append(f"{where}: context until != due")
            if label["kind"] != "context" and "until" in label:
                problems.append(f"{where}: until on a non-context")
            if due:
                if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", due):
                    problems.append(f"{where}: bad due {due}")
                elif date.fromisoformat(due) < by_msg[key].time.date() and label["kind"] != "context":
                    problems.append(f"{where}: due {due} before the message")
        if review:
            print(f"\n===== {name} ({len(messages)} messages; senders: {dict(senders)})")
            labelled: dict[object, list[dict]] = {}
            for label in chat["labels"]:
                labelled.setdefault(label["msg"], []).append(label)
            for key, m in by_msg.items():
                lid = key if name.endswith(".txt") else (int(key) if key.isdigit() else key)
                marks = labelled.get(lid, [])
                media = f" [{m.media}]" if m.media else ""
                text = m.text.replace("\n", " / ")
                print(f"{lid} {m.time:%m-%d %H:%M} {m.sender}{media}: {text}")
                for label in marks:
                    extra = f" due {label['due']}" if label.get("due") else ""
                    print(f"      -> {label['kind']:10} {label['person']}: {label['words']}{extra}")
    for chat in data["chats"]:
        counts = Counter(label["kind"] for label in chat["labels"])
        print(chat["file"], {k: counts.get(k, 0) for k in KINDS}, "total", len(chat["labels"]))
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print(" -", p)
        return 1
    print("validation OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
