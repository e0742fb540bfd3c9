"""Validate OUT/labels.json against the exports, parsed with the project's real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py   (from OUT)
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
errors: list[str] = []
warnings: list[str] = []


def err(where: str, problem: str) -> None:
    errors.append(f"{where}: {problem}")


def check_chat(chat: dict, exp: dict, today: date) -> Counter:
    name = chat["file"]
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        err(name, f"{len(parsed.chats)} chats parsed, expected 1")
    messages = parsed.chats[0].messages
    want = exp["messages"]
    if len(messages) != len(want):
        err(name, f"{len(messages)} messages parsed, {len(want)} expected")
    if not 110 <= len(messages) <= 130:
        err(name, f"{len(messages)} messages, outside 110-130")
    whatsapp = name.endswith(".txt")
    by_id = {}
    for n, msg in enumerate(messages, start=1):
        by_id[str(n) if whatsapp else msg.message_id] = msg
    # every message as written, in order, times never going backwards
    previous = None
    for msg, w in zip(messages, want):
        key = str(messages.index(msg) + 1) if whatsapp else msg.message_id
        if key != w["msg"]:
            err(name, f"message {key}: expected id {w['msg']}")
        if msg.text != w["text"] or msg.sender != w["sender"]:
            err(name, f"message {key}: parsed {msg.sender!r} {msg.text[:40]!r} differs from the build")
        if msg.time.isoformat() != w["time"]:
            err(name, f"message {key}: time {msg.time.isoformat()} != {w['time']}")
        if previous is not None and msg.time < previous:
            err(name, f"message {key}: time goes backwards")
        previous = msg.time
        if not FIRST <= msg.time.date() <= LAST:
            err(name, f"message {key}: {msg.time.date()} outside 16 Nov - 4 Dec")
        if msg.time.utcoffset().total_seconds() != 3 * 3600:
            err(name, f"message {key}: not Moscow time")
    people = chat["people"]
    owner = chat.get("owner")
    if owner in people:
        err(name, "owner listed among people")
    if not 5 <= len(people) <= 7:
        err(name, f"{len(people)} team members")
    if chat["language"] not in ("ru", "en", "mixed"):
        err(name, "bad language")
    promises: dict[tuple[str, tuple[str, ...]], list[str | None]] = {}
    unpromised = set(exp["unpromised"])
    counts: Counter = Counter()
    for i, label in enumerate(chat["labels"]):
        where = f"{name} label {i} (msg {label.get('msg')})"
        kind, person, words = label.get("kind"), label.get("person"), label.get("words")
        due = label.get("due")
        counts[kind] += 1
        msg = by_id.get(str(label.get("msg")))
        if msg is None:
            err(where, "msg not found")
            continue
        if kind not in KINDS:
            err(where, f"bad kind {kind!r}")
        if person not in people:
            err(where, f"person {person!r} not in people")
        if person == owner:
            err(where, "labelled on the owner")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
                for w in words):
            err(where, f"bad words {words!r}")
        if due is not None:
            try:
                due_day = date.fromisoformat(due)
            except ValueError:
                err(where, f"bad due {due!r}")
                continue
            if due_day < msg.time.date():
                err(where, f"due {due} before the message's day")
        if kind in ("postponed", "context") and not due:
            err(where, f"{kind} without due")
        if kind == "context" and label.get("until") != due:
            err(where, "context's until differs from its due")
        if kind in ("done", "cancelled", "preference", "fact") and due:
            err(where, f"{kind} carries a due")
        if kind != "context" and "until" in label:
            err(where, "until on a non-context")
        extra = set(label) - {"msg", "kind", "person", "words", "due", "until"}
        if extra:
            err(where, f"unknown fields {sorted(extra)}")
        text = msg.text.lower().replace("ё", "е")
        for word in words or ():
            if not any(p.lower().replace("ё", "е") in text for p in word.split("|")):
                warnings.append(f"{where} {kind} {person}: {word!r} not in the message text")
        key = (person, tuple(words or ()))
        tag = f"{label.get('msg')}:{person}:{'/'.join(words or ())}"
        if kind == "commitment":
            promises.setdefault(key, []).append(due)
        elif kind in ("done", "postponed", "cancelled"):
            if key not in promises and tag not in unpromised:
                err(where, f"{kind} with no earlier commitment of {person} with these words")
            if kind == "postponed" and key in promises and due in promises[key][-1:]:
                err(where, "postponed to the same date it had")
            if kind == "postponed" and key in promises:
                promises[key].append(due)
    return counts


def main() -> int:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    expected = json.loads((HERE / "expected.json").read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    if data["today"] != "2026-12-04":
        err("labels.json", "today is not 2026-12-04")
    table = []
    for chat, exp in zip(data["chats"], expected, strict=True):
        if chat["file"] != exp["file"]:
            err(chat["file"], "chat order differs from expected.json")
        counts = check_chat(chat, exp, today)
        table.append((chat["file"], len(exp["messages"]), counts))
    print(f"{'chat':48} msgs " + " ".join(f"{k[:6]:>6}" for k in KINDS) + "  total")
    for file, n, counts in table:
        print(f"{file:48} {n:4} " + " ".join(f"{counts[k]:6}" for k in KINDS)
              + f"  {sum(counts.values()):5}")
    if warnings and "-v" in sys.argv:
        print(f"\n{len(warnings)} note(s) (a label word absent from its own message; "
              "expected for lifecycle labels):")
        for line in warnings:
            print("  " + line)
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for line in errors:
            print("  " + line)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
