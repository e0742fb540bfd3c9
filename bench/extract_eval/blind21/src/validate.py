"""Check the set with the real parser:
PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py (from this folder)."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
LIFECYCLE = ("done", "postponed", "cancelled")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def main() -> int:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    problems: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    for chat in data["chats"]:
        name = chat["file"]
        parsed = parse_export(OUT / name, "Europe/Moscow")
        assert len(parsed.chats) == 1, name
        messages = parsed.chats[0].messages
        if not 110 <= len(messages) <= 130:
            problems.append(f"{name}: {len(messages)} messages")
        if chat["language"] not in ("ru", "en", "mixed"):
            problems.append(f"{name}: language {chat['language']}")
        # times never go backwards, all inside 16 Nov – 4 Dec 2026 (Moscow)
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                problems.append(f"{name}: time goes back at {after.message_id}")
        for message in messages:
            if not date(2026, 11, 16) <= message.time.date() <= date(2026, 12, 4):
                problems.append(f"{name}: {message.message_id} outside the period")
            if message.time.utcoffset().total_seconds() != 3 * 3600:
                problems.append(f"{name}: {message.message_id} not Moscow time")
        if "whatsapp" in name.lower():
            by_msg = {i: m for i, m in enumerate(messages, start=1)}
        else:
            by_msg = {m.message_id: m for m in messages}
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            problems.append(f"{name}: owner listed in people")
        known = {owner} | set(people) | {a for aliases in people.values() for a in aliases}
        senders = {m.sender for m in messages}
        strangers = {s for s in senders if s not in known}
        for stranger in strangers:  # only a number not saved in the contacts
            ids = {m.sender_id for m in messages if m.sender == stranger}
            if not all(i and i.startswith("whatsapp:+") for i in ids):
                problems.append(f"{name}: unknown sender {stranger!r}")
        promises: list[dict] = []
        counts = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']}"
            key = label["msg"] if "whatsapp" in name.lower() else str(label["msg"])
            message = by_msg.get(key)
            if message is None:
                problems.append(f"{where}: no such message")
                continue
            kind = label["kind"]
            counts[kind] += 1
            if kind not in KINDS:
                problems.append(f"{where}: kind {kind}")
            if label["person"] not in people or label["person"] == owner:
                problems.append(f"{where}: person {label['person']}")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(w and all(words) for w in words):
                problems.append(f"{where}: words {words}")
            due = label.get("due")
            if kind in ("postponed", "context") and not due:
                problems.append(f"{where}: {kind} without due")
            if kind in ("done", "cancelled", "preference", "fact") and due:
                problems.append(f"{where}: {kind} with a due")
            if due and not ISO.match(due):
                problems.append(f"{where}: due {due}")
            if kind == "context" and label.get("until") != due:
                problems.append(f"{where}: context until != due")
            if due and date.fromisoformat(due) < message.time.date():
                problems.append(f"{where}: due {due} before the message")
            if kind == "commitment":
                promises.append(label)
            if kind in LIFECYCLE:
                earlier = [p for p in promises
                           if p["person"] == label["person"] and p["words"] == words]
                if not earlier:
                    problems.append(f"{where}: {kind} with no earlier promise {words}")
        table.append((name, len(messages), counts, len(chat["labels"])))
    print("| chat | messages | " + " | ".join(KINDS) + " | labels |")
    print("|---|---|" + "---|" * len(KINDS) + "---|")
    for name, n, counts, total in table:
        print(f"| {name} | {n} | " + " | ".join(str(counts[k]) for k in KINDS) + f" | {total} |")
    for problem in problems:
        print("PROBLEM:", problem)
    print("validation:", "FAILED" if problems else "passed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
