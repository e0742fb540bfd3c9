"""Validate the blind23 set with the real parsers.

Run: cd OUT/scripts && PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

import chat_loc
import chat_marina
import chat_taxi

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
LIFECYCLE = ("done", "postponed", "cancelled")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
MODULES = {m.FILE: m for m in (chat_taxi, chat_marina, chat_loc)}

errors: list[str] = []
warnings: list[str] = []


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def err(msg: str) -> None:
    errors.append(msg)


def words_in(words, text) -> bool:
    t = norm(text)
    return all(any(norm(a) in t for a in w.split("|")) for w in words)


def check_chat(chat: dict, show: bool) -> tuple[int, Counter]:
    name = chat["file"]
    module = MODULES[name]
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        err(f"{name}: {len(parsed.chats)} chats parsed")
    messages = parsed.chats[0].messages
    n = len(messages)
    if not 110 <= n <= 130:
        err(f"{name}: {n} messages, outside 110-130")
    # how labels address messages
    if name.endswith(".txt"):
        by_msg = {i: m for i, m in enumerate(messages, start=1)}
    else:
        by_msg = {int(m.message_id): m for m in messages}
    # the builder's own messages, in the same numbering, to cross-check the text
    own = [m for m in module.MESSAGES if m.kind in ("msg",)]
    if len(own) != n:
        err(f"{name}: builder has {len(own)} messages, parser {n}")
    for (k, parsed_m), mine in zip(by_msg.items(), own):
        if parsed_m.text != mine.text:
            err(f"{name}: msg {k} text differs: {parsed_m.text!r} vs {mine.text!r}")
    # times
    previous = None
    for m in messages:
        if previous and m.time < previous:
            err(f"{name}: time goes backwards at {m.message_id} ({m.time})")
        previous = m.time
        d = m.time.date()
        if not FIRST <= d <= LAST:
            err(f"{name}: message {m.message_id} on {d} outside the window")
        if m.time.utcoffset().total_seconds() != 3 * 3600:
            err(f"{name}: message {m.message_id} not in Moscow time")
    people = chat["people"]
    owner = chat["owner"]
    if owner in people:
        err(f"{name}: owner listed in people")
    if chat["language"] not in ("ru", "en", "mixed"):
        err(f"{name}: bad language")
    order = list(by_msg)
    ids = {m.message_id: m for m in messages}

    def context(key) -> str:
        """The message, the three before it and the one it replies to: what a reader has."""
        at = order.index(key)
        parts = [by_msg[k].text for k in order[max(0, at - 3): at + 1]]
        target = ids.get(by_msg[key].reply_to or "")
        if target is not None:
            parts.append(target.text)
        return "\n".join(parts)

    counts: Counter = Counter()
    promises: list[dict] = []
    for label in chat["labels"]:
        kind, person, words, msg = label["kind"], label["person"], label["words"], label["msg"]
        where = f"{name} msg {msg} {kind} {person}"
        counts[kind] += 1
        if kind not in KINDS:
            err(f"{where}: unknown kind")
        if person not in people:
            err(f"{where}: person not in people")
        if person == owner:
            err(f"{where}: owner labelled")
        if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
            err(f"{where}: words must be 1-3 non-empty strings")
        if msg not in by_msg:
            err(f"{where}: no such message")
            continue
        message = by_msg[msg]
        day = message.time.date()
        due = label.get("due")
        if due is not None:
            try:
                due_day = date.fromisoformat(due)
            except ValueError:
                err(f"{where}: bad due {due!r}")
                due_day = None
            if kind not in ("commitment", "postponed", "context"):
                err(f"{where}: due on a {kind}")
            if due_day and due_day < day:
                err(f"{where}: due {due} before the message day {day}")
        if kind in ("postponed", "context") and not due:
            err(f"{where}: {kind} without due")
        if kind == "context" and label.get("until") != due:
            err(f"{where}: context until != due")
        if kind != "context" and "until" in label:
            err(f"{where}: until on a {kind}")
        if kind == "commitment":
            promises.append({**label, "day": day})
        if kind in LIFECYCLE:
            match = [p for p in promises if p["person"] == person and p["words"] == words]
            if not match:
                err(f"{where}: no earlier commitment with the same person and words")
            else:
                origin = by_msg[match[-1]["msg"]]
                if kind == "postponed" and date.fromisoformat(due) <= day:
                    err(f"{where}: new due not after the message day")
                if not words_in(words, context(match[-1]["msg"])):
                    warnings.append(f"{where}: words {words} not in the promise text")
        elif not words_in(words, context(msg)):
            warnings.append(f"{where}: words {words} not in the message text")
        if show:
            sender = message.sender or "?"
            extra = f" due={due}" if due else ""
            print(f"  [{msg}] {kind:10} {person} {words}{extra}\n      <{sender}> {message.text!r}")
    return n, counts


def main() -> None:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        err("today is not 2026-12-04")
    names = [c["file"] for c in data["chats"]]
    if sorted(names) != sorted(MODULES):
        err(f"chats {names}")
    table = []
    for chat in data["chats"]:
        if show:
            print(f"\n== {chat['file']}")
        n, counts = check_chat(chat, show)
        table.append((chat["file"], n, counts))
    print("\n| chat | messages | " + " | ".join(KINDS) + " | total |")
    for name, n, counts in table:
        cells = " | ".join(str(counts[k]) for k in KINDS)
        print(f"| {name} | {n} | {cells} | {sum(counts.values())} |")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("VALIDATION", "FAILED" if errors else "PASSED", f"({len(errors)} errors, {len(warnings)} warnings)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
