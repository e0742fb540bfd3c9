"""Validate OUT with the real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py [--show]
Checks: each file parses; message counts match the build data; every label's msg
exists; times never go backwards; labels' persons are in `people` and are not the
owner; kinds are known; postponements and contexts carry `due` (contexts: until == due);
dates are ISO; senders are known people, the owner, or (WhatsApp) the unsaved number.
--show prints every label beside its message for re-reading.
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
sys.path.insert(0, str(HERE))

import chat_lang  # noqa: E402
import chat_rail  # noqa: E402
import chat_trout  # noqa: E402

KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
EXPECTED = {
    "telegram_park_b/result.json": sum(1 for m in chat_rail.MESSAGES if m.kind == "message"),
    chat_lang.FILE: sum(1 for m in chat_lang.MESSAGES if m.kind == "message"),
    chat_trout.FILE: sum(1 for m in chat_trout.MESSAGES if m.kind == "message"),
}


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    for chat in data["chats"]:
        name = chat["file"]
        parsed = parse_export(OUT / name, "Europe/Moscow")
        assert len(parsed.chats) == 1, name
        messages = parsed.chats[0].messages
        if len(messages) != EXPECTED[name]:
            errors.append(f"{name}: {len(messages)} parsed, {EXPECTED[name]} built")
        whatsapp = name.endswith(".txt")
        by_id = {}
        for pos, m in enumerate(messages, start=1):
            by_id[str(pos) if whatsapp else m.message_id] = m
        # times
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                errors.append(f"{name}: time goes back at {b.message_id}")
        first, last = messages[0].time.date(), messages[-1].time.date()
        if first < date(2026, 11, 16) or last > date(2026, 12, 4):
            errors.append(f"{name}: dates out of range {first}..{last}")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{name}: owner listed in people")
        known = {owner, *people}
        for aliases in people.values():
            known.update(aliases)
        for m in messages:
            if m.sender not in known and not (whatsapp and m.sender_id):
                errors.append(f"{name}: unknown sender {m.sender!r}")
        kinds: Counter[str] = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']}"
            msg = by_id.get(str(label["msg"]))
            if msg is None:
                errors.append(f"{where}: no such message")
            if label["kind"] not in KINDS:
                errors.append(f"{where}: bad kind {label['kind']}")
            if label["person"] not in people or label["person"] == owner:
                errors.append(f"{where}: bad person {label['person']}")
            if not 1 <= len(label["words"]) <= 3 or not all(isinstance(w, str) and w for w in label["words"]):
                errors.append(f"{where}: words {label['words']}")
            due = label.get("due")
            if label["kind"] in ("postponed", "context") and not due:
                errors.append(f"{where}: {label['kind']} without due")
            if label["kind"] in ("done", "cancelled", "preference", "fact") and due:
                errors.append(f"{where}: {label['kind']} with due")
            if label["kind"] == "context" and label.get("until") != due:
                errors.append(f"{where}: context until != due")
            if due:
                try:
                    date.fromisoformat(due)
                except ValueError:
                    errors.append(f"{where}: bad due {due}")
            if due and msg is not None and label["kind"] in ("postponed",) and date.fromisoformat(due) < msg.time.date():
                errors.append(f"{where}: postponed to the past")
            kinds[label["kind"]] += 1
            if show and msg is not None:
                text = (msg.text or f"<{msg.media}>").replace("\n", " / ")
                print(f"[{label['msg']}] {msg.time:%m-%d %H:%M} {msg.sender}: {text}")
                print(f"     -> {label['kind']:10} {label['person']} {label['words']} {due or ''}")
        table.append((name, len(messages), kinds))
    for name, count, kinds in table:
        summary = ", ".join(f"{k} {kinds.get(k, 0)}" for k in
                            ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact"))
        print(f"{name}: {count} messages; {sum(kinds.values())} labels ({summary})")
    if errors:
        print("\n".join(errors))
        print("VALIDATION FAILED")
        return 1
    print("VALIDATION OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
