"""Checks the set with the real parsers; `--show` prints every label beside its message.

    PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]
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
sys.path.insert(0, str(HERE))

import chat_garage  # noqa: E402
import chat_pharmacy  # noqa: E402
import chat_travel  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MODULES = {"telegram": chat_garage, "whatsapp": chat_travel, "jsonl": chat_pharmacy}


def expected_messages(mod):
    """The module's messages a parser should return: no service lines, no deleted stubs."""
    return [msg for msg in mod.MESSAGES
            if msg.s is not None and not msg.opts.get("deleted") and not msg.opts.get("service")]


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    today = date.fromisoformat(data["today"])
    table = []
    for chat in data["chats"]:
        file = chat["file"]
        path = HERE / file
        target = path.parent if path.name == "result.json" else path
        export = parse_export(target, "Europe/Moscow")
        if len(export.chats) != 1:
            errors.append(f"{file}: {len(export.chats)} chats")
            continue
        parsed = export.chats[0]
        mod = MODULES[parsed.source]
        wanted = expected_messages(mod)
        messages = parsed.messages
        if len(messages) != len(wanted):
            errors.append(f"{file}: parsed {len(messages)} messages, expected {len(wanted)}")
        if not 110 <= len(messages) <= 130:
            errors.append(f"{file}: {len(messages)} messages, outside 110-130")
        # sender and text of each parsed message match what was written
        names = {k: (v[0] if isinstance(v, tuple) else v) for k, v in mod.SENDERS.items()}
        for got, msg in zip(messages, wanted):
            text = "" if msg.x == "<Media omitted>" else msg.x
            if got.sender != names[msg.s] or got.text != text:
                errors.append(f"{file}: message mismatch at {got.message_id}: {got.text[:40]!r}")
        # times never go backwards, all inside 16 Nov - 4 Dec 2026, Moscow
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                errors.append(f"{file}: time goes back at {after.message_id}")
        for msg in messages:
            if str(msg.time.tzinfo) != "Europe/Moscow":
                errors.append(f"{file}: {msg.message_id} not in Moscow time")
            if not date(2026, 11, 16) <= msg.time.date() <= today:
                errors.append(f"{file}: {msg.message_id} outside the span: {msg.time}")
        # how a label's msg points at a message
        if parsed.source == "whatsapp":
            by_msg = {i + 1: m for i, m in enumerate(messages)}
        else:
            by_msg = {int(m.message_id): m for m in messages}
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{file}: owner listed in people")
        if not 5 <= len(people) <= 7:
            errors.append(f"{file}: {len(people)} team members")
        counts = Counter()
        for label in chat["labels"]:
            where = f"{file} msg {label.get('msg')}"
            message = by_msg.get(label.get("msg"))
            if message is None:
                errors.append(f"{where}: no such message")
                continue
            kind = label.get("kind")
            counts[kind] += 1
            if kind not in KINDS:
                errors.append(f"{where}: kind {kind!r}")
            person = label.get("person")
            if person not in people:
                errors.append(f"{where}: person {person!r} not in people")
            if person == owner:
                errors.append(f"{where}: labelled on the owner")
            words = label.get("words")
            if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
                for w in words
            ):
                errors.append(f"{where}: bad words {words!r}")
            elif any("ё" in w for w in words):
                errors.append(f"{where}: write е for ё in words")
            due = label.get("due")
            if due is not None:
                if not DATE.match(str(due)):
                    errors.append(f"{where}: bad due {due!r}")
                elif date.fromisoformat(due) < message.time.date():
                    errors.append(f"{where}: due {due} before the message")
                elif kind not in ("commitment", "postponed", "context"):
                    errors.append(f"{where}: due on a {kind}")
            if kind == "postponed" and not due:
                errors.append(f"{where}: postponement without due")
            if kind == "context":
                until = label.get("until")
                if not until or not DATE.match(until) or until != due:
                    errors.append(f"{where}: context needs until (= due)")
            elif "until" in label:
                errors.append(f"{where}: until on a {kind}")
            if kind in ("done", "postponed", "cancelled"):
                earlier = [
                    x for x in chat["labels"]
                    if x["kind"] == "commitment" and x["person"] == person
                    and x["words"] == words and by_msg.get(x["msg"]) is not None
                    and by_msg[x["msg"]].time <= message.time
                ]
                if not earlier:
                    errors.append(f"{where}: {kind} without an earlier commitment of {person}")
            if show:
                extra = f" due {due}" if due else ""
                print(f"[{file} #{label['msg']}] {message.sender}: {message.text or '<' + str(message.media) + '>'}")
                print(f"    -> {kind:10} {person}: {words}{extra}\n")
        table.append((file, len(messages), parsed.skipped, counts, len(chat["labels"])))
    print(f"{'file':42} msgs skip " + " ".join(f"{k[:6]:>6}" for k in KINDS) + "  total")
    for file, n, skipped, counts, total in table:
        print(f"{file:42} {n:4} {skipped:4} " + " ".join(f"{counts[k]:6}" for k in KINDS) + f"  {total:5}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for error in errors:
            print("  " + error)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
