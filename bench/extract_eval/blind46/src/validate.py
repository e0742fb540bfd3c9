"""Validate OUT against the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py  (from OUT)
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
MSK = ZoneInfo("Europe/Moscow")
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)

errors: list[str] = []
warnings: list[str] = []


def err(text: str) -> None:
    errors.append(text)


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def check_chat(chat: dict, expected: list[dict]) -> tuple[int, Counter]:
    name = chat["file"]
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        err(f"{name}: {len(parsed.chats)} chats parsed")
    messages = parsed.chats[0].messages
    count = len(messages)
    if not 110 <= count <= 130:
        err(f"{name}: {count} messages, not 110-130")
    if count != len(expected):
        err(f"{name}: parsed {count}, built {len(expected)}")
    whatsapp = name.endswith(".txt")
    by_id = {}
    for index, message in enumerate(messages, start=1):
        key = index if whatsapp else int(message.message_id)
        by_id[key] = message
    for item in expected:
        got = by_id.get(item["msg"])
        if got is None:
            err(f"{name}: built message {item['msg']} not parsed")
            continue
        if got.text != item["text"] or got.sender != item["sender"]:
            err(f"{name}: msg {item['msg']} differs: {got.sender!r} {got.text[:40]!r}")
    times = [message.time for message in messages]
    for before, after in zip(times, times[1:]):
        if after < before:
            err(f"{name}: time goes backwards at {after}")
    for moment in times:
        local = moment.astimezone(MSK).date()
        if not FIRST <= local <= LAST:
            err(f"{name}: {moment} outside 16 Nov - 4 Dec")
    people, owner = chat["people"], chat["owner"]
    if owner in people:
        err(f"{name}: owner listed in people")
    if chat["language"] not in ("ru", "en", "mixed"):
        err(f"{name}: bad language")
    kinds: Counter = Counter()
    commitments: list[dict] = []
    for label in chat["labels"]:
        where = f"{name} msg {label.get('msg')} {label.get('kind')}"
        kind = label.get("kind")
        kinds[kind] += 1
        if kind not in KINDS:
            err(f"{where}: unknown kind")
        if label.get("msg") not in by_id:
            err(f"{where}: msg does not exist")
            continue
        message = by_id[label["msg"]]
        person = label.get("person")
        if person not in people:
            err(f"{where}: person {person!r} not in people")
        if person == owner:
            err(f"{where}: label on the owner")
        words = label.get("words")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
            isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|")) for w in words
        ):
            err(f"{where}: words must be 1-3 non-empty strings")
            continue
        due = label.get("due")
        if due is not None:
            try:
                date.fromisoformat(due)
            except ValueError:
                err(f"{where}: bad due {due!r}")
        if kind in ("postponed", "context") and not due:
            err(f"{where}: needs a due")
        if kind == "context" and label.get("until") != due:
            err(f"{where}: context until must equal due")
        if kind in ("done", "cancelled", "preference", "fact") and due:
            err(f"{where}: {kind} must not carry a due")
        if kind == "postponed" and due and date.fromisoformat(due) < message.time.date():
            warnings.append(f"{where}: new due before the message")
        text = norm(message.text)
        if kind in ("commitment", "preference", "context", "fact"):
            for word in words:
                if not any(norm(alt) in text for alt in word.split("|")):
                    warnings.append(f"{where}: word {word!r} not in message text")
        if kind == "commitment":
            commitments.append(label)
            if message.sender not in [person] + people[person]:
                warnings.append(f"{where}: promise by {person} in a message from {message.sender}")
        if kind in ("done", "postponed", "cancelled"):
            match = [c for c in commitments if c["person"] == person and c["words"] == words]
            if not match:
                err(f"{where}: no earlier commitment of {person} with words {words}")
    return count, kinds


def main() -> None:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    expected = json.loads((HERE / "expected_messages.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        err("today must be 2026-12-04")
    rows = []
    total: Counter = Counter()
    for chat in data["chats"]:
        count, kinds = check_chat(chat, expected[chat["file"]])
        total.update(kinds)
        rows.append((chat["file"], count, kinds))
    header = "| chat | messages | " + " | ".join(KINDS) + " | all |"
    print(header)
    print("|" + "---|" * (len(KINDS) + 3))
    for file, count, kinds in rows:
        cells = " | ".join(str(kinds.get(k, 0)) for k in KINDS)
        print(f"| {file} | {count} | {cells} | {sum(kinds.values())} |")
    cells = " | ".join(str(total.get(k, 0)) for k in KINDS)
    print(f"| total | {sum(r[1] for r in rows)} | {cells} | {sum(total.values())} |")
    for text in warnings:
        print("warning:", text)
    for text in errors:
        print("ERROR:", text)
    print("validation", "FAILED" if errors else "passed")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
