"""Check OUT against the real parsers:
PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py

Parses every chat with `parse_export` (the function ingest uses), then checks: message
counts in range, every label's msg exists (Telegram/JSONL: the message id; WhatsApp:
the 1-based position among parsed messages), times never go backwards and stay within
16 Nov - 4 Dec 2026 (Moscow), every label's person is in `people` and is not the owner,
kinds and fields are well-formed, postponements and contexts carry a due (context:
due == until), dates are valid ISO dates. Prints a per-kind table; exits 1 on errors.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
MSK = ZoneInfo("Europe/Moscow")
START, END = datetime(2026, 11, 16, tzinfo=MSK), datetime(2026, 12, 5, tzinfo=MSK)


def main() -> int:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    if data.get("today") != "2026-12-04":
        errors.append("today is not 2026-12-04")
    rows = []
    for chat in data["chats"]:
        name = chat["file"]
        export = parse_export(OUT / name, "Europe/Moscow")
        if len(export.chats) != 1:
            errors.append(f"{name}: {len(export.chats)} chats parsed")
        messages = export.chats[0].messages
        fmt = export.chats[0].source
        if not 110 <= len(messages) <= 130:
            errors.append(f"{name}: {len(messages)} messages (want 110-130)")
        if fmt == "whatsapp":
            by_id = {str(i): m for i, m in enumerate(messages, start=1)}
        else:
            by_id = {m.message_id: m for m in messages}
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                errors.append(f"{name}: time goes backwards at {b.message_id}")
        for m in messages:
            if not START <= m.time < END:
                errors.append(f"{name}: {m.time} outside the window")
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            errors.append(f"{name}: owner listed in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{name}: bad language")
        for label in chat["labels"]:
            where = f"{name} msg {label.get('msg')}"
            if str(label["msg"]) not in by_id:
                errors.append(f"{where}: no such message")
                continue
            if label["kind"] not in KINDS:
                errors.append(f"{where}: bad kind {label['kind']}")
            if label["person"] not in people:
                errors.append(f"{where}: person {label['person']!r} not in people")
            if label["person"] == owner:
                errors.append(f"{where}: owner labelled")
            words = label["words"]
            if not (1 <= len(words) <= 3) or not all(isinstance(w, str) and w for w in words):
                errors.append(f"{where}: words {words!r}")
            if label["kind"] in ("postponed", "context") and not label.get("due"):
                errors.append(f"{where}: {label['kind']} without due")
            if label["kind"] == "context" and label.get("until") != label.get("due"):
                errors.append(f"{where}: context until != due")
            if label["kind"] not in ("commitment", "postponed", "context") and "due" in label:
                errors.append(f"{where}: due on a {label['kind']}")
            for key in ("due", "until"):
                if key in label:
                    try:
                        date.fromisoformat(label[key])
                    except ValueError:
                        errors.append(f"{where}: bad {key} {label[key]!r}")
            message = by_id[str(label["msg"])]
            if not message.text.strip():
                errors.append(f"{where}: label on a message without text")
            if message.sender == owner or message.sender.startswith(owner.split()[0] + " "):
                if label["kind"] not in ("cancelled", "done", "postponed"):
                    errors.append(f"{where}: {label['kind']} label on the owner's message")
        counts = Counter(label["kind"] for label in chat["labels"])
        rows.append((name, len(messages), counts, len(chat["labels"])))
    print("| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for name, n, counts, total in rows:
        print(f"| {name} | {n} | " + " | ".join(str(counts[k]) for k in KINDS) + f" | {total} |")
    for error in errors:
        print("ERROR", error)
    print("validation:", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
