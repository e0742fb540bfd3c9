"""Validate the built set with the real parser.

PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--show]
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
START, END = date(2026, 11, 16), date(2026, 12, 4)
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    expected = json.loads((HERE / "expected.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    for chat in data["chats"]:
        file = chat["file"]
        parsed = parse_export(OUT / file, "Europe/Moscow")
        if len(parsed.chats) != 1:
            errors.append(f"{file}: {len(parsed.chats)} chats")
        messages = parsed.chats[0].messages
        exp = expected[file]
        if len(messages) != len(exp):
            errors.append(f"{file}: parsed {len(messages)} messages, built {len(exp)}")
        if not 110 <= len(messages) <= 130:
            errors.append(f"{file}: {len(messages)} messages, outside 110-130")
        source = messages[0].source
        by_id = {}
        for pos, msg in enumerate(messages, start=1):
            key = str(pos) if source == "whatsapp" else msg.message_id
            by_id[key] = msg
        for (mid, sender, text), msg, pos in zip(exp, messages, range(1, len(messages) + 1)):
            key = str(pos) if source == "whatsapp" else msg.message_id
            if str(mid) != key or sender != msg.sender or text != msg.text:
                errors.append(f"{file}: message {mid} differs: {msg.sender!r} {msg.text[:40]!r}")
        previous = None
        for msg in messages:
            if previous and msg.time < previous:
                errors.append(f"{file}: time goes backwards at {msg.message_id}")
            previous = msg.time
            if msg.time.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{file}: not Moscow time at {msg.message_id}")
            if not START <= msg.time.date() <= END:
                errors.append(f"{file}: {msg.time} outside 16 Nov - 4 Dec")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{file}: owner listed among people")
        senders = {m.sender for m in messages}
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{file}: bad language")
        counts = Counter()
        for lab in chat["labels"]:
            where = f"{file} msg {lab['msg']}"
            counts[lab["kind"]] += 1
            if str(lab["msg"]) not in by_id:
                errors.append(f"{where}: no such message")
                continue
            if lab["kind"] not in KINDS:
                errors.append(f"{where}: bad kind {lab['kind']}")
            if lab["person"] not in people or lab["person"] == owner:
                errors.append(f"{where}: bad person {lab['person']}")
            words = lab["words"]
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                errors.append(f"{where}: bad words {words}")
            for field in ("due", "until"):
                if field in lab and not (DAY.match(lab[field]) and date.fromisoformat(lab[field])):
                    errors.append(f"{where}: bad {field}")
            if lab["kind"] == "postponed" and not lab.get("due"):
                errors.append(f"{where}: postponement without due")
            if lab["kind"] == "context" and not lab.get("until"):
                errors.append(f"{where}: context without until")
            if lab["kind"] not in ("commitment", "postponed") and lab.get("due"):
                errors.append(f"{where}: due on a {lab['kind']}")
            if lab["kind"] != "context" and lab.get("until"):
                errors.append(f"{where}: until on a {lab['kind']}")
            msg = by_id[str(lab["msg"])]
            if msg.sender == owner and lab["kind"] in ("commitment", "preference", "context", "fact"):
                errors.append(f"{where}: {lab['kind']} on an owner's message")
            if lab.get("due") and date.fromisoformat(lab["due"]) < msg.time.date():
                errors.append(f"{where}: due before the message")
            if show:
                extra = lab.get("due") or lab.get("until") or ""
                print(f"[{lab['msg']}] {msg.sender}: {msg.text[:150]!r}\n"
                      f"      -> {lab['kind']} {lab['person']} {words} {extra}")
        # lifecycle labels follow a promise of the same person whose words match
        promised = []
        for lab in chat["labels"]:
            if lab["kind"] == "commitment":
                promised.append((lab["person"], tuple(lab["words"])))
            elif lab["kind"] in ("done", "postponed", "cancelled"):
                if (lab["person"], tuple(lab["words"])) not in promised:
                    errors.append(f"{file} msg {lab['msg']}: {lab['kind']} with no earlier "
                                  f"promise {lab['person']} {lab['words']}")
        unknown = senders - {owner} - set(people) - {a for al in people.values() for a in al}
        table.append((file, len(messages), counts, sorted(unknown)))
    for file, n, counts, unknown in table:
        row = ", ".join(f"{k} {counts.get(k, 0)}" for k in KINDS)
        print(f"{file}: {n} messages; {row}; total {sum(counts.values())}")
        if unknown:
            print(f"   senders not named in people/aliases: {unknown}")
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problems")
        return 1
    print("validation passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
