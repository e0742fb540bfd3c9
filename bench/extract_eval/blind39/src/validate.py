"""Validate OUT/labels.json against the chats, parsed with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py [--review]
--review prints every label beside its message, for re-reading.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
MSK = ZoneInfo("Europe/Moscow")
FIRST, LAST = datetime(2026, 11, 16, tzinfo=MSK), datetime(2026, 12, 5, tzinfo=MSK)


def main() -> int:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    for chat in data["chats"]:
        name = chat["file"]
        export = parse_export(OUT / name, "Europe/Moscow")
        if len(export.chats) != 1:
            errors.append(f"{name}: {len(export.chats)} chats")
        messages = export.chats[0].messages
        source = export.chats[0].source
        n = len(messages)
        if not 110 <= n <= 130:
            errors.append(f"{name}: {n} messages, expected 110-130")
        # msg ids
        if source == "whatsapp":
            by_msg = {i: msg for i, msg in enumerate(messages, start=1)}
        else:
            by_msg = {msg.message_id: msg for msg in messages}
        # times never go backwards, and lie within the window
        for earlier, later in zip(messages, messages[1:]):
            if later.time < earlier.time:
                errors.append(f"{name}: time goes backwards at {later.message_id or later.text[:30]}")
        for msg in messages:
            if not FIRST <= msg.time < LAST:
                errors.append(f"{name}: {msg.time} outside 16 Nov - 4 Dec")
        senders = {msg.sender for msg in messages}
        owner = chat["owner"]
        people = chat["people"]
        if owner not in senders:
            errors.append(f"{name}: owner {owner!r} never writes")
        if owner in people:
            errors.append(f"{name}: owner is in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{name}: bad language")
        counts = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']} {label['kind']}"
            key = label["msg"] if source == "whatsapp" else str(label["msg"])
            msg = by_msg.get(key)
            if msg is None:
                errors.append(f"{where}: no such message")
                continue
            kind = label["kind"]
            counts[kind] += 1
            if kind not in KINDS:
                errors.append(f"{where}: unknown kind")
            if label["person"] not in people:
                errors.append(f"{where}: person {label['person']!r} not in people")
            if label["person"] == owner:
                errors.append(f"{where}: labelled on the owner")
            words = label["words"]
            if not (1 <= len(words) <= 3) or not all(isinstance(w, str) and w.strip() for w in words):
                errors.append(f"{where}: words must be 1-3 non-empty strings")
            if any("" in w.split("|") for w in words):
                errors.append(f"{where}: empty alternative in words")
            if kind in ("postponed", "context") and not label.get("due"):
                errors.append(f"{where}: needs a due")
            if kind == "context" and label.get("until") != label.get("due"):
                errors.append(f"{where}: context until must equal due")
            if kind in ("done", "cancelled", "preference", "fact") and "due" in label:
                errors.append(f"{where}: {kind} takes no due")
            if "due" in label:
                due = date.fromisoformat(label["due"])
                if kind in ("postponed", "commitment") and due < msg.time.date():
                    errors.append(f"{where}: due {due} before the message")
            if review:
                print(f"[{name[:12]} #{label['msg']}] {msg.sender}: {msg.text[:150]!r}{' +' + msg.media if msg.media else ''}")
                print(f"      -> {kind} {label['person']} {words} {label.get('due', '')}")
        # every promise-lifecycle label follows a promise on the same person and words
        promised = set()
        for label in chat["labels"]:
            sig = (label["person"], tuple(label["words"]))
            if label["kind"] == "commitment":
                promised.add(sig)
            elif label["kind"] in ("done", "postponed", "cancelled") and sig not in promised:
                errors.append(f"{name} msg {label['msg']}: {label['kind']} without an earlier commitment "
                              f"with the same person and words")
        table.append((name, n, counts, len(chat["labels"])))
    for name, n, counts, total in table:
        shown = ", ".join(f"{k} {counts.get(k, 0)}" for k in KINDS)
        print(f"{name}: {n} messages; {total} labels: {shown}")
    if errors:
        print("\nERRORS:")
        for error in errors:
            print(" ", error)
        return 1
    print("validation passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
