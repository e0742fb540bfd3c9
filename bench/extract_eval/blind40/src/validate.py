"""Check OUT/labels.json against the chats as the real parser reads them.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py
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
LIFECYCLE = ("done", "postponed", "cancelled")
START, END = date(2026, 11, 16), date(2026, 12, 4)
errors: list[str] = []


def err(where: str, problem: str) -> None:
    errors.append(f"{where}: {problem}")


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def check_chat(chat: dict) -> tuple[int, Counter]:
    name = chat["file"]
    for key in ("file", "owner", "language", "people", "labels"):
        if key not in chat:
            err(name, f"missing {key!r}")
    if chat["language"] not in ("ru", "en", "mixed"):
        err(name, f"bad language {chat['language']!r}")
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        err(name, f"{len(parsed.chats)} chats parsed")
    messages = parsed.chats[0].messages
    n = len(messages)
    if not 110 <= n <= 130:
        err(name, f"{n} messages, outside 110-130")
    # times: never backwards, inside the window
    for a, b in zip(messages, messages[1:]):
        if b.time < a.time:
            err(name, f"time goes backwards at {b.message_id} ({a.time} -> {b.time})")
    for msg in messages:
        if not START <= msg.time.date() <= END:
            err(name, f"message {msg.message_id} at {msg.time} outside the window")
        if str(msg.time.utcoffset()) != "3:00:00":
            err(name, f"message {msg.message_id} not in Moscow time")
    whatsapp = name.endswith(".txt")
    by_id = {str(i): m for i, m in enumerate(messages, start=1)} if whatsapp \
        else {m.message_id: m for m in messages}
    senders = {m.sender for m in messages}
    if chat["owner"] not in senders:
        err(name, f"owner {chat['owner']!r} never writes")
    people = chat["people"]
    if chat["owner"] in people:
        err(name, "owner listed in people")
    if not 5 <= len(people) <= 7:
        err(name, f"{len(people)} members")
    # every sender but the owner is a person or one of their aliases (or a phone number)
    known = {a for title, al in people.items() for a in (title, *al)}
    for s in senders - {chat["owner"]}:
        if s not in known and not re.fullmatch(r"\+[\d ]+", s):
            err(name, f"sender {s!r} is not among the people's aliases")
    counts: Counter = Counter()
    promises: list[dict] = []
    last_time = None
    for i, lab in enumerate(chat["labels"]):
        where = f"{name} label {i} (msg {lab.get('msg')})"
        kind = lab.get("kind")
        counts[kind] += 1
        if kind not in KINDS:
            err(where, f"bad kind {kind!r}")
        msg = by_id.get(str(lab.get("msg")))
        if msg is None:
            err(where, "msg does not exist")
            continue
        if last_time and msg.time < last_time:
            err(where, "labels not in message order")
        last_time = msg.time
        person = lab.get("person")
        if person not in people:
            err(where, f"person {person!r} not in people")
        if person == chat["owner"]:
            err(where, "labelled on the owner")
        words = lab.get("words")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() for w in words):
            err(where, f"words must be 1-3 non-empty strings: {words!r}")
        due = lab.get("due")
        if due is not None:
            try:
                d = date.fromisoformat(due)
            except ValueError:
                err(where, f"bad due {due!r}")
            else:
                if kind in ("commitment", "postponed") and d < msg.time.date():
                    err(where, f"due {due} before the message")
        if kind in ("postponed", "context") and not due:
            err(where, f"{kind} without due")
        if kind == "context" and lab.get("until") != due:
            err(where, "context until != due")
        if kind in ("preference", "fact") and due:
            err(where, f"{kind} with a due")
        if kind in LIFECYCLE and due and kind != "postponed":
            err(where, f"{kind} with a due")
        if kind == "commitment":
            promises.append(lab)
        if kind in LIFECYCLE:
            earlier = [p for p in promises if p["person"] == person and p["words"] == words]
            if not earlier:
                err(where, f"{kind} with no earlier commitment of {person} with words {words}")
        # words should show in the message itself for items first stated there
        if kind in ("commitment", "preference", "fact", "context"):
            text = norm(msg.text)
            missing = [w for w in words if not any(norm(a) in text for a in w.split("|"))]
            if missing:
                print(f"  note: {where} {kind} {person}: {missing} not in the message text")
    return n, counts


def main() -> int:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        err("labels.json", "today is not 2026-12-04")
    total: Counter = Counter()
    rows = []
    for chat in data["chats"]:
        n, counts = check_chat(chat)
        total += counts
        rows.append((chat["file"], n, counts))
    print("| chat | messages | " + " | ".join(KINDS) + " | all |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for file, n, counts in rows:
        print(f"| {file} | {n} | " + " | ".join(str(counts[k]) for k in KINDS)
              + f" | {sum(counts.values())} |")
    print(f"| total | {sum(r[1] for r in rows)} | " + " | ".join(str(total[k]) for k in KINDS)
          + f" | {sum(total.values())} |")
    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  " + e)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
