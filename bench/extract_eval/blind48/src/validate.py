"""Validate OUT with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py [--review]
Checks per chat: it parses; message count 110–130; dates within 16 Nov – 4 Dec 2026
(Moscow); times never go backwards; every label's msg exists; person is in `people` and
is not the owner; kinds are known; 1–3 words; postponements and contexts carry a `due`
(a context's `until` equals its `due`); done/cancelled/preference/fact carry none.
--review prints every label beside its message.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
TZ = "Europe/Moscow"


def messages_by_msg(path: Path, fmt: str):
    export = parse_export(path, TZ)
    assert len(export.chats) == 1, f"{path}: {len(export.chats)} chats"
    msgs = export.chats[0].messages
    if fmt == "whatsapp":
        return {i: m for i, m in enumerate(msgs, start=1)}, msgs, export.chats[0]
    return {int(m.message_id): m for m in msgs}, msgs, export.chats[0]


def main() -> int:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    assert data["today"] == "2026-12-04"
    errors: list[str] = []
    table = []
    for chat in data["chats"]:
        path = OUT / chat["file"]
        fmt = ("telegram" if path.name == "result.json" else
               "whatsapp" if path.suffix == ".txt" else "jsonl")
        by_msg, msgs, parsed = messages_by_msg(path, fmt)
        name = chat["file"]
        if not 110 <= len(msgs) <= 130:
            errors.append(f"{name}: {len(msgs)} messages")
        prev = None
        for m in msgs:
            if str(m.time.tzinfo) != TZ:
                errors.append(f"{name}: tz {m.time.tzinfo}")
            if not date(2026, 11, 16) <= m.time.date() <= date(2026, 12, 4):
                errors.append(f"{name}: date out of range {m.time}")
            if prev and m.time < prev:
                errors.append(f"{name}: time goes backwards at {m.message_id} {m.time} < {prev}")
            prev = m.time
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            errors.append(f"{name}: owner listed in people")
        for lab in chat["labels"]:
            where = f"{name} msg {lab['msg']} {lab['kind']} {lab['person']}"
            if lab["msg"] not in by_msg:
                errors.append(f"{where}: msg not found")
                continue
            if lab["kind"] not in KINDS:
                errors.append(f"{where}: kind")
            if lab["person"] not in people or lab["person"] == owner:
                errors.append(f"{where}: person not in people / is owner")
            words = lab["words"]
            if not 1 <= len(words) <= 3 or any(not w.strip() for w in words):
                errors.append(f"{where}: words {words}")
            due = lab.get("due")
            if due and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", due):
                errors.append(f"{where}: due format")
            if lab["kind"] in ("postponed", "context") and not due:
                errors.append(f"{where}: missing due")
            if lab["kind"] == "context" and lab.get("until") != due:
                errors.append(f"{where}: until != due")
            if lab["kind"] in ("done", "cancelled", "preference", "fact") and due:
                errors.append(f"{where}: due on {lab['kind']}")
            if "until" in lab and lab["kind"] != "context":
                errors.append(f"{where}: until on non-context")
        # every person with a label appears; labels sorted by msg order
        order = list(by_msg)
        idx = [order.index(lab["msg"]) for lab in chat["labels"] if lab["msg"] in by_msg]
        if idx != sorted(idx):
            errors.append(f"{name}: labels not in message order")
        counts = Counter(lab["kind"] for lab in chat["labels"])
        table.append((name, len(msgs), parsed.skipped, counts))
        if review:
            print(f"\n===== {name} (owner {owner})")
            labelled: dict = {}
            for lab in chat["labels"]:
                labelled.setdefault(lab["msg"], []).append(lab)
            for key, m in by_msg.items():
                text = m.text.replace("\n", " / ")
                media = f" [{m.media}]" if m.media else ""
                print(f"{key:>6} {m.time:%m-%d %H:%M} {m.sender}:{media} {text}")
                for lab in labelled.get(key, []):
                    extra = f" due={lab['due']}" if lab.get("due") else ""
                    print(f"{'':>8}-> {lab['kind']:10} {lab['person']}: {lab['words']}{extra}")
    print("\n| chat | messages | skipped | " + " | ".join(KINDS) + " | total |")
    print("|---|---|---|" + "---|" * (len(KINDS) + 1))
    for name, n, skipped, counts in table:
        cells = " | ".join(str(counts.get(k, 0)) for k in KINDS)
        print(f"| {name} | {n} | {skipped} | {cells} | {sum(counts.values())} |")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" -", e)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
