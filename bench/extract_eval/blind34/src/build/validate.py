"""Parse each chat with the real parser and check the labels against it.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

import chat_library  # noqa: E402
import chat_mine  # noqa: E402
import chat_shop  # noqa: E402

KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
MODULES = {"ru": chat_library, "en": chat_mine, "mixed": chat_shop}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

errors: list[str] = []


def check(ok: bool, problem: str) -> None:
    if not ok:
        errors.append(problem)


def main() -> None:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    check(data.get("today") == "2026-12-04", "today is not 2026-12-04")
    print(f"{'file':44} msgs  " + " ".join(f"{k[:5]:>5}" for k in sorted(KINDS)) + "  total")
    for chat in data["chats"]:
        name = chat["file"]
        mod = MODULES[chat["language"]]
        export = parse_export(OUT / name, "Europe/Moscow")
        check(len(export.chats) == 1, f"{name}: {len(export.chats)} chats")
        messages = export.chats[0].messages
        # the expected (non-system, non-deleted) messages from the build data
        expected = [msg for msg in mod.CHAT.msgs if not msg.system and not msg.deleted]
        check(len(messages) == len(expected),
              f"{name}: parsed {len(messages)} messages, built {len(expected)}")
        check(110 <= len(messages) <= 130, f"{name}: {len(messages)} messages outside 110-130")
        # ids as labels count them
        if name.endswith(".txt"):
            by_id = {str(i): msg for i, msg in enumerate(messages, start=1)}
        else:
            by_id = {msg.message_id: msg for msg in messages}
        check(len(by_id) == len(messages), f"{name}: duplicate ids")
        # parsed text/sender equals the built message, in order
        for raw, built in zip(messages, expected):
            check(raw.sender == built.sender, f"{name}: sender {raw.sender!r} != {built.sender!r}")
            want = "" if built.text == "<Media omitted>" else built.text
            check(raw.text == want, f"{name}: text differs: {raw.text[:60]!r}")
            if built.media or built.text == "<Media omitted>":
                check(raw.media is not None, f"{name}: media stub lost: {raw.message_id}")
        # times never go backwards; all within the window
        for a, b in zip(messages, messages[1:]):
            check(b.time >= a.time, f"{name}: time goes back at {b.message_id} ({b.time})")
        for msg in messages:
            day = msg.time.date()
            check(date(2026, 11, 16) <= day <= date(2026, 12, 4), f"{name}: {day} outside")
            check(msg.time.utcoffset().total_seconds() == 3 * 3600, f"{name}: not MSK")
        # labels
        people = chat["people"]
        owner = chat["owner"]
        check(owner not in people, f"{name}: owner listed in people")
        counts = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label['msg']}"
            counts[label["kind"]] += 1
            check(label["kind"] in KINDS, f"{where}: kind {label['kind']}")
            check(str(label["msg"]) in by_id, f"{where}: no such message")
            check(label["person"] in people, f"{where}: person {label['person']} not in people")
            check(label["person"] != owner, f"{where}: labelled on the owner")
            words = label["words"]
            check(isinstance(words, list) and 1 <= len(words) <= 3, f"{where}: 1-3 words")
            check(all(isinstance(w, str) and w.strip() for w in words), f"{where}: bad word")
            if label["kind"] == "postponed":
                check("due" in label, f"{where}: postponement without due")
            if label["kind"] == "context":
                check("until" in label, f"{where}: context without until")
            for key in ("due", "until"):
                if key in label:
                    check(bool(DATE.match(label[key])), f"{where}: {key} not a date")
            if "due" in label:
                check(label["kind"] in ("commitment", "postponed"),
                      f"{where}: due on a {label['kind']}")
            msg = by_id.get(str(label["msg"]))
            if msg is not None:
                for key in ("due", "until"):
                    if key in label:
                        check(date.fromisoformat(label[key]) >= msg.time.date(),
                              f"{where}: {key} before the message")
                check(msg.sender != "" and msg.sender != owner_display(chat, mod),
                      f"{where}: labelled message is the owner's own")
        # lifecycle labels follow a commitment of the same person with the same words
        seen: list[tuple[str, tuple]] = []
        order = {k: i for i, k in enumerate(by_id)}
        for label in sorted(chat["labels"], key=lambda lab: order.get(str(lab["msg"]), 0)):
            key = (label["person"], tuple(label["words"]))
            if label["kind"] == "commitment":
                seen.append(key)
            elif label["kind"] in ("done", "postponed", "cancelled"):
                check(key in seen, f"{name} msg {label['msg']}: {label['kind']} "
                      f"without an earlier commitment with the same words")
        print(f"{name:44} {len(messages):4}  "
              + " ".join(f"{counts[k]:5}" for k in sorted(KINDS))
              + f"  {sum(counts.values()):5}")
    if errors:
        print("\nFAILED:")
        for problem in errors:
            print("  " + problem)
        sys.exit(1)
    print("\nvalidation passed")


def owner_display(chat: dict, mod) -> str:
    """The owner's display name in the export (the build modules know it)."""
    for attr in ("O", "D", "V"):
        if hasattr(mod, attr):
            return getattr(mod, attr)
    return chat["owner"]


if __name__ == "__main__":
    main()
