"""Validate the set with the real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py
Rebuilds the files, parses each with vaultmind's parse_export (Europe/Moscow) and checks:
message counts, every label's msg exists and is the message the label was written on,
times never go backwards, the window 16 Nov - 4 Dec, label persons in `people` and not the
owner, kinds and fields (due on postponements and contexts, until == due on contexts, no
due on done/cancelled/preference/fact), 1-3 words, lifecycle labels follow a commitment
of the same person with the same words, dates well-formed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

from build import build_all  # noqa: E402
from common import KINDS  # noqa: E402
from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

START, END = date(2026, 11, 16), date(2026, 12, 4)
LIMITS = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
          "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}


def main() -> int:
    placed = build_all()
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    rows = []
    for chat in data["chats"]:
        name = chat["file"]
        err = lambda text: errors.append(f"{name}: {text}")  # noqa: E731
        export = parse_export(OUT / name, "Europe/Moscow")
        if len(export.chats) != 1:
            err(f"{len(export.chats)} chats parsed")
        messages = export.chats[0].messages
        expected = placed[name]
        if len(messages) != len(expected):
            err(f"parsed {len(messages)} messages, built {len(expected)}")
        if not 110 <= len(messages) <= 130:
            err(f"{len(messages)} messages, outside 110-130")
        if "WhatsApp" in name:
            by_msg = {i: msg for i, msg in enumerate(messages, start=1)}
        else:
            by_msg = {msg.message_id: msg for msg in messages}
        built = {str(k): e for k, e in expected}
        # order and window
        previous = None
        for msg in messages:
            if previous and msg.time < previous:
                err(f"time goes backwards at {msg.message_id}")
            previous = msg.time
            if str(msg.time.utcoffset()) != "3:00:00":
                err(f"not Moscow time at {msg.message_id}")
            if not START <= msg.time.date() <= END:
                err(f"outside the window at {msg.message_id}")
        # each parsed message is the one built (text, sender)
        for key, entry in expected:
            msg = by_msg.get(key if "WhatsApp" in name else str(key))
            if msg is None:
                err(f"built message {key} not parsed")
                continue
            want = entry.text.replace(" <This message was edited>", "")
            if "jsonl" in name and entry.media and entry.media.startswith("file:"):
                want = f"[файл: {entry.media.split(':', 1)[1]}] {want}"
            if msg.text != want:
                err(f"text differs at {key}: {msg.text[:40]!r} vs {want[:40]!r}")
            if msg.time.replace(tzinfo=None, second=0) != entry.time.replace(second=0):
                err(f"time differs at {key}")
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            err("owner listed in people")
        if not 5 <= len(people) <= 7:
            err(f"{len(people)} team members")
        senders = {m.sender for m in messages}
        aliases = {a for title, al in people.items() for a in [title, *al]}
        for s in senders - aliases - {owner}:
            if not any(c.isdigit() for c in s):  # the unsaved number is the one exception
                err(f"sender {s!r} is neither the owner nor a person's alias")
        promised: list[tuple[str, str, tuple[str, ...]]] = []
        counts: Counter[str] = Counter()
        for label in chat["labels"]:
            where = f"label {label}"
            kind, person, words = label["kind"], label["person"], label["words"]
            counts[kind] += 1
            key = label["msg"]
            msg = by_msg.get(key if "WhatsApp" in name else str(key))
            if msg is None:
                err(f"{where}: msg {key} does not exist")
                continue
            if built.get(str(key)) is None or not any(
                lab.kind == kind and lab.person == person and lab.words == words
                for lab in built[str(key)].labels
            ):
                err(f"{where}: not the message it was written on")
            if kind not in KINDS:
                err(f"{where}: unknown kind")
            if person not in people:
                err(f"{where}: person not in people")
            if person == owner:
                err(f"{where}: owner labelled")
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w for w in words):
                err(f"{where}: 1-3 non-empty words")
            due = label.get("due")
            if kind in ("postponed", "context") and not due:
                err(f"{where}: {kind} needs a due")
            if kind in ("done", "cancelled", "preference", "fact") and due:
                err(f"{where}: {kind} takes no due")
            if kind == "context" and label.get("until") != due:
                err(f"{where}: context until != due")
            if kind != "context" and "until" in label:
                err(f"{where}: until outside a context")
            if due:
                try:
                    when = date.fromisoformat(due)
                except ValueError:
                    err(f"{where}: bad due")
                    continue
                if kind in ("commitment", "postponed") and when < msg.time.date():
                    err(f"{where}: due before the message")
            if kind == "commitment":
                promised.append((person, tuple(words), str(key)))
            elif kind in ("done", "postponed", "cancelled"):
                if not any(p == person and w == tuple(words) for p, w, _ in promised):
                    err(f"{where}: no earlier commitment of {person} with these words")
        for kind, (low, high) in LIMITS.items():
            if not low <= counts[kind] <= high:
                err(f"{counts[kind]} {kind} labels, aim {low}-{high}")
        rows.append((name, chat["language"], len(messages), counts))
    print(f"| chat | lang | messages | {' | '.join(KINDS)} | total |")
    print("|---|---|---|" + "---|" * (len(KINDS) + 1))
    for name, lang, n, counts in rows:
        cells = " | ".join(str(counts[k]) for k in KINDS)
        print(f"| {name} | {lang} | {n} | {cells} | {sum(counts.values())} |")
    if errors:
        print("\nFAILED:")
        for line in errors:
            print(" -", line)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
