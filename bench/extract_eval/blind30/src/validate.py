"""Check the set with the real parser:

    PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]

Parses each chat file with `parse_export`, then checks: message count (as built, and
110-130), every label's msg exists (WhatsApp: 1-based position of a parsed message),
times never go backwards, persons are in `people` and are not the owner, kinds and
fields are well formed, postponements carry a `due` and contexts an `until`, dates are
not before their message, and every done/postponed/cancelled follows an earlier
commitment of the same person with the same words. `--show` prints each label beside
its message, for reading.
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
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    expected = json.loads((HERE / "expected_counts.json").read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    errors: list[str] = []
    table = []
    for chat in data["chats"]:
        file = chat["file"]
        err = lambda text: errors.append(f"{file}: {text}")  # noqa: E731
        parsed = parse_export(HERE / file, "Europe/Moscow")
        if len(parsed.chats) != 1:
            err(f"{len(parsed.chats)} chats parsed")
        messages = parsed.chats[0].messages
        n = len(messages)
        if n != expected[file]:
            err(f"{n} messages parsed, {expected[file]} built")
        if not 110 <= n <= 130:
            err(f"{n} messages, outside 110-130")
        whatsapp = file.endswith(".txt")
        by_id = {}
        for pos, msg in enumerate(messages, start=1):
            by_id[str(pos) if whatsapp else msg.message_id] = msg
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                err(f"time goes backwards at {b.message_id} ({a.time} -> {b.time})")
        first, last = messages[0].time.date(), messages[-1].time.date()
        if first != date(2026, 11, 16) or last != today:
            err(f"runs {first}..{last}")
        if any(m.time.utcoffset().total_seconds() != 3 * 3600 for m in messages):
            err("a time not in Moscow offset")
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            err("owner listed in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            err(f"language {chat['language']!r}")
        promised: dict[tuple[str, tuple[str, ...]], int] = {}
        order = {key: i for i, key in enumerate(by_id)}
        kinds = Counter()
        for label in chat["labels"]:
            key = str(label["msg"])
            where = f"label msg {key} {label['kind']} {label['person']}"
            kinds[label["kind"]] += 1
            msg = by_id.get(key)
            if msg is None:
                err(f"{where}: no such message")
                continue
            if label["kind"] not in KINDS:
                err(f"{where}: unknown kind")
            if label["person"] not in people:
                err(f"{where}: person not in people")
            if label["person"] == owner:
                err(f"{where}: person is the owner")
            words = label["words"]
            if not (1 <= len(words) <= 3) or not all(isinstance(w, str) and w.strip()
                                                     and all(p.strip() for p in w.split("|"))
                                                     for w in words):
                err(f"{where}: bad words {words!r}")
            allowed = {"msg", "kind", "person", "words", "due", "until"}
            if set(label) - allowed:
                err(f"{where}: unknown fields {set(label) - allowed}")
            for field in ("due", "until"):
                if field in label:
                    if not DAY.match(label[field]):
                        err(f"{where}: bad {field} {label[field]!r}")
                    elif date.fromisoformat(label[field]) < msg.time.date():
                        err(f"{where}: {field} before the message")
            if "due" in label and label["kind"] not in ("commitment", "postponed"):
                err(f"{where}: due on a {label['kind']}")
            if "until" in label and label["kind"] != "context":
                err(f"{where}: until on a {label['kind']}")
            if label["kind"] == "postponed" and "due" not in label:
                err(f"{where}: postponement without due")
            if label["kind"] == "context" and "until" not in label:
                err(f"{where}: context without until")
            ident = (label["person"], tuple(words))
            if label["kind"] == "commitment":
                if ident in promised:
                    err(f"{where}: same person and words as an earlier commitment")
                promised[ident] = order[key]
            elif label["kind"] in ("done", "postponed", "cancelled"):
                made = promised.get(ident)
                if made is None or made > order[key]:
                    err(f"{where}: no earlier commitment with these words")
            if show:
                text = (msg.text or f"<{msg.media}>").replace("\n", " / ")
                extra = "".join(f" {f}={label[f]}" for f in ("due", "until") if f in label)
                print(f"[{key}] {msg.time:%m-%d %H:%M} {msg.sender}: {text}\n"
                      f"    -> {label['kind']} {label['person']} {words}{extra}")
        table.append((file, n, kinds))
    print("\n| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for file, n, kinds in table:
        print(f"| {file} | {n} | " + " | ".join(str(kinds[k]) for k in KINDS)
              + f" | {sum(kinds.values())} |")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
