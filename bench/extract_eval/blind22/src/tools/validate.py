"""Check labels.json against the chats as the real parser reads them.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python tools/validate.py
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
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
NEED_DUE = ("postponed", "context")
NO_DUE = ("done", "cancelled", "preference", "fact")  # a due here could never match
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
MODULES = {m.OWNER: m for m in (chat_telegram, chat_whatsapp, chat_jsonl)}
ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def expected_texts(module):
    """What the builder wrote for each message someone sent (in parse order)."""
    texts = []
    for message in module.MESSAGES:
        extra = message.extra
        if extra.get("service") or extra.get("system") or extra.get("deleted"):
            continue
        text = message.text
        if isinstance(text, list):
            text = "".join(p if isinstance(p, str) else p["text"] for p in text)
        if module is chat_whatsapp and text in ("<Media omitted>",) or text.endswith("(file attached)"):
            text = ""
        texts.append((message.sender, text, [dict(label) for label in message.labels]))
    return texts


def main() -> int:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    for chat in data["chats"]:
        name = chat["file"]
        path = OUT / name
        parsed = parse_export(path, "Europe/Moscow")
        if len(parsed.chats) != 1:
            errors.append(f"{name}: {len(parsed.chats)} chats")
        messages = parsed.chats[0].messages
        count = len(messages)
        if not 110 <= count <= 130:
            errors.append(f"{name}: {count} messages, outside 110-130")
        # ids as labels count them
        if name.endswith(".txt"):
            by_id = {i: m for i, m in enumerate(messages, start=1)}
        else:
            by_id = {int(m.message_id): m for m in messages}
        # times
        for earlier, later in zip(messages, messages[1:]):
            if later.time < earlier.time:
                errors.append(f"{name}: time goes backwards at {later.message_id}")
        for m in messages:
            if not FIRST <= m.time.date() <= LAST:
                errors.append(f"{name}: message {m.message_id} dated {m.time}")
            if m.time.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{name}: message {m.message_id} not in Moscow time")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{name}: owner is in people")
        known_senders = {owner, *people}
        for aliases in people.values():
            known_senders.update(aliases)
        # parsed messages line up with what the builder wrote
        module = MODULES[owner]
        wanted = expected_texts(module)
        if len(wanted) != count:
            errors.append(f"{name}: builder has {len(wanted)} messages, parser {count}")
        for (sender, text, _), m in zip(wanted, messages):
            if sender != m.sender or (text and text != m.text):
                errors.append(f"{name}: mismatch at {m.message_id}: {m.sender!r} {m.text[:40]!r}")
        # labels
        label_keys = Counter()
        positions = sorted(by_id)
        wanted_by_msg = {}
        for (sender, text, labels), msg_id in zip(wanted, positions):
            if labels:
                wanted_by_msg[msg_id] = labels
        seen_in_file = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']}"
            if label["msg"] not in by_id:
                errors.append(f"{where}: no such message")
                continue
            message = by_id[label["msg"]]
            seen_in_file[label["msg"]] += 1
            kind, person = label["kind"], label["person"]
            if kind not in KINDS:
                errors.append(f"{where}: bad kind {kind}")
            if person not in people:
                errors.append(f"{where}: person {person} not in people")
            if person == owner:
                errors.append(f"{where}: labelled on the owner")
            if message.sender == owner:
                errors.append(f"{where}: label on an owner's message")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(w and w.strip() == w for w in words):
                errors.append(f"{where}: words {words}")
            for w in words:
                if any(not alt for alt in w.split("|")):
                    errors.append(f"{where}: empty alternative in {w!r}")
            due = label.get("due")
            if kind in NEED_DUE and not due:
                errors.append(f"{where}: {kind} without due")
            if kind in NO_DUE and due:
                errors.append(f"{where}: {kind} with a due")
            if due and not ISO.fullmatch(due):
                errors.append(f"{where}: bad due {due}")
            if due and date.fromisoformat(due) < message.time.date() and kind != "done":
                errors.append(f"{where}: due {due} before the message")
            if kind == "context" and label.get("until") != due:
                errors.append(f"{where}: context until != due")
            if kind != "context" and "until" in label:
                errors.append(f"{where}: until on a {kind}")
            label_keys[kind] += 1
            # the label sits on the message the builder attached it to
            if label["msg"] not in wanted_by_msg:
                errors.append(f"{where}: builder attached no label here")
        for msg_id, labels in wanted_by_msg.items():
            if seen_in_file[msg_id] != len(labels):
                errors.append(f"{name} msg {msg_id}: label count differs from builder")
        # lifecycle labels follow an earlier commitment with the same words (unless closed when made)
        commitments = {}
        for label in chat["labels"]:
            key = (label["person"], tuple(label["words"]))
            if label["kind"] == "commitment":
                commitments.setdefault(key, label["msg"])
            elif label["kind"] in ("postponed", "cancelled"):
                if key not in commitments or positions.index(commitments[key]) > positions.index(label["msg"]):
                    errors.append(f"{name} msg {label['msg']}: {label['kind']} without an earlier commitment")
        senders = Counter(m.sender for m in messages)
        for sender in senders:
            if sender not in known_senders and not sender.startswith("+"):
                errors.append(f"{name}: unknown sender {sender!r}")
        media = sum(1 for m in messages if m.media or not m.text or m.text.startswith("["))
        table.append((name, count, parsed.chats[0].skipped, media, dict(label_keys), len(people)))
    for name, count, skipped, media, kinds, n_people in table:
        line = ", ".join(f"{k} {kinds.get(k, 0)}" for k in KINDS)
        print(f"{name}: {count} messages ({skipped} skipped, {media} media/stub), "
              f"{n_people} people; {sum(kinds.values())} labels: {line}")
    if errors:
        print("\nERRORS:")
        for error in errors:
            print(" ", error)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
