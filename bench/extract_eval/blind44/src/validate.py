"""Validate OUT/labels.json against the three exports, parsed with the real parser.

Run: cd /work/main && PYTHONPATH=/work/main .venv/bin/python /work/sets/extract_blind44/src/validate.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
RANGES = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
          "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}
DAY = re.compile(r"\d{4}-\d{2}-\d{2}\Z")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)

errors: list[str] = []


def check(ok: bool, problem: str) -> None:
    if not ok:
        errors.append(problem)


def ids_of(chat: dict, messages) -> dict[str, object]:
    """The label `msg` value -> parsed message, as score/run count them per format."""
    if chat["file"].endswith(".txt"):  # WhatsApp: 1-based position of a parsed message
        return {str(i): m for i, m in enumerate(messages, start=1)}
    return {m.message_id: m for m in messages}


def main() -> None:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    expected = json.loads((HERE / "expected_counts.json").read_text("utf-8"))
    check(data.get("today") == "2026-12-04", "today is not 2026-12-04")
    check(len(data["chats"]) == 3, "not three chats")
    for chat in data["chats"]:
        name = chat["file"]
        parsed = parse_export(OUT / name, "Europe/Moscow")
        check(len(parsed.chats) == 1, f"{name}: {len(parsed.chats)} chats")
        messages = parsed.chats[0].messages
        n = len(messages)
        check(n == expected[name], f"{name}: parsed {n}, built {expected[name]}")
        check(110 <= n <= 130, f"{name}: {n} messages, outside 110-130")
        for a, b in zip(messages, messages[1:]):
            check(b.time >= a.time, f"{name}: time goes back at {b.message_id} ({a.time} -> {b.time})")
        check(messages[0].time.date() >= FIRST and messages[-1].time.date() <= LAST,
              f"{name}: messages outside 16 Nov - 4 Dec")
        check(all(str(m.time.utcoffset()) == "3:00:00" for m in messages), f"{name}: not Moscow time")
        owner, people = chat["owner"], chat["people"]
        check(owner not in people, f"{name}: owner listed in people")
        check(chat["language"] in ("ru", "en", "mixed"), f"{name}: language")
        known = {owner} | {a for aliases in people.values() for a in aliases} | set(people)
        senders = Counter(m.sender for m in messages)
        for sender in senders:
            if sender not in known:
                print(f"  note {name}: sender {sender!r} is no alias ({senders[sender]} messages)")
        by_id = ids_of(chat, messages)
        counts = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label.get('msg')}"
            kind = label.get("kind")
            counts[kind] += 1
            check(kind in KINDS, f"{where}: kind {kind!r}")
            check(str(label.get("msg")) in by_id, f"{where}: no such message")
            check(label.get("person") in people, f"{where}: person {label.get('person')!r} not in people")
            check(label.get("person") != owner, f"{where}: labelled on the owner")
            words = label.get("words")
            check(isinstance(words, list) and 1 <= len(words) <= 3 and all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
                for w in words), f"{where}: words {words!r}")
            due = label.get("due")
            if due is not None:
                check(bool(DAY.fullmatch(str(due))), f"{where}: due {due!r}")
            if kind in ("postponed", "context"):
                check(due is not None, f"{where}: {kind} without due")
            if kind in ("done", "cancelled", "preference", "fact"):
                check(due is None, f"{where}: {kind} with a due")
            if kind == "context":
                check(label.get("until") == due, f"{where}: context until != due")
            else:
                check("until" not in label, f"{where}: until on a {kind}")
            message = by_id.get(str(label.get("msg")))
            if message is not None and due and DAY.fullmatch(str(due)):
                check(date.fromisoformat(due) >= message.time.date(),
                      f"{where}: due {due} before the message ({message.time.date()})")
        for kind in KINDS:
            low, high = RANGES[kind]
            check(low <= counts[kind] <= high, f"{name}: {counts[kind]} {kind} labels, aim {low}-{high}")
        print(f"{name}: {n} messages, {sum(counts.values())} labels "
              + ", ".join(f"{k} {counts[k]}" for k in KINDS))
    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nvalidation passed")


if __name__ == "__main__":
    main()
