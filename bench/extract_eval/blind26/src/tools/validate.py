"""Validate the set with the real parsers.

    PYTHONPATH=/work/main /work/main/.venv/bin/python tools/validate.py [--show]

Checks per chat: the file parses (vaultmind's `parse_export`), the message count matches
an independent count of the raw file and is 110–130, times never go backwards and stay in
16 Nov – 4 Dec 2026 (Moscow), every label's msg exists, person is in `people` and is not
the owner, kinds/words/dues are well formed, postponements and contexts have a due
(a context's `until` = its due), and every done/postponed/cancelled label repeats the words
of an earlier commitment of the same person. `--show` prints each label beside its message.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
TZ = "Europe/Moscow"
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
TARGETS = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
           "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def raw_count(path: Path) -> int:
    """Messages counted from the raw file, without vaultmind's parser."""
    if path.is_dir():
        data = json.loads((path / "result.json").read_text("utf-8"))
        return sum(1 for m in data["messages"] if m.get("type") == "message"
                   and (m.get("text") or "photo" in m or "file" in m))
    if path.suffix == ".jsonl":
        return sum(1 for line in path.read_text("utf-8").splitlines() if line.strip())
    header = re.compile(r"^\d{2}/\d{2}/\d{4}, \d{2}:\d{2} - ")
    count = 0
    for line in path.read_text("utf-8").splitlines():
        if not header.match(line):
            continue
        rest = header.sub("", line)
        sender, sep, text = rest.partition(": ")
        if not sep or '"' in sender or text == "This message was deleted":
            continue
        count += 1
    return count


def message_ids(path: Path, messages) -> list[str]:
    """The `msg` of each parsed message: its id, or its 1-based position for WhatsApp."""
    if path.suffix == ".txt":
        return [str(i) for i in range(1, len(messages) + 1)]
    return [m.message_id for m in messages]


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    assert data["today"] == "2026-12-04"
    for chat in data["chats"]:
        path = OUT / chat["file"]
        name = chat["file"]
        export = parse_export(path, TZ)
        if len(export.chats) != 1:
            errors.append(f"{name}: {len(export.chats)} chats")
        messages = export.chats[0].messages
        ids = message_ids(path, messages)
        by_id = dict(zip(ids, messages))
        pos = {mid: i for i, mid in enumerate(ids)}
        if len(messages) != raw_count(path):
            errors.append(f"{name}: parsed {len(messages)} != raw {raw_count(path)}")
        if not 110 <= len(messages) <= 130:
            errors.append(f"{name}: {len(messages)} messages, not 110-130")
        for a, b in zip(messages, messages[1:]):
            if b.time < a.time:
                errors.append(f"{name}: time goes back at {b.message_id}")
        for m in messages:
            if str(m.time.utcoffset()) != "3:00:00":
                errors.append(f"{name}: {m.message_id} not Moscow time")
            if not FIRST <= m.time.date() <= LAST:
                errors.append(f"{name}: {m.message_id} outside the dates")
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{name}: language {chat['language']}")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{name}: owner listed in people")
        if not 5 <= len(people) <= 7:
            errors.append(f"{name}: {len(people)} people")
        commitments: list[tuple[int, str, tuple[str, ...]]] = []
        kinds = Counter()
        for lab in chat["labels"]:
            where = f"{name} msg {lab['msg']}"
            kinds[lab["kind"]] += 1
            mid = str(lab["msg"])
            if mid not in by_id:
                errors.append(f"{where}: no such message")
                continue
            if lab["kind"] not in KINDS:
                errors.append(f"{where}: kind {lab['kind']}")
            if lab["person"] not in people or lab["person"] == owner:
                errors.append(f"{where}: person {lab['person']}")
            words = lab["words"]
            if not (1 <= len(words) <= 3 and all(isinstance(w, str) and w.strip() for w in words)):
                errors.append(f"{where}: words {words}")
            due = lab.get("due")
            if due is not None:
                date.fromisoformat(due)
                if lab["kind"] not in ("commitment", "postponed", "context"):
                    errors.append(f"{where}: due on a {lab['kind']}")
            if lab["kind"] in ("postponed", "context") and not due:
                errors.append(f"{where}: {lab['kind']} without due")
            if lab["kind"] == "context" and lab.get("until") != due:
                errors.append(f"{where}: context until != due")
            if lab["kind"] != "context" and "until" in lab:
                errors.append(f"{where}: until on a {lab['kind']}")
            if due and lab["kind"] in ("commitment", "postponed"):
                sent = by_id[mid].time.date()
                if date.fromisoformat(due) < sent:
                    errors.append(f"{where}: due {due} before the message")
            key = (lab["person"], tuple(words))
            if lab["kind"] == "commitment":
                commitments.append((pos[mid], *key))
            elif lab["kind"] in ("done", "postponed", "cancelled"):
                if not any(p <= pos[mid] and (person, w) == key for p, person, w in commitments):
                    errors.append(f"{where}: {lab['kind']} without an earlier commitment {key}")
            if show:
                m = by_id[mid]
                text = (m.text or f"({m.media})").replace("\n", " / ")
                extra = f" due={due}" if due else ""
                print(f"[{mid}] {m.time:%m-%d %H:%M} {m.sender}: {text}\n"
                      f"      -> {lab['kind']:10} {lab['person']}: {words}{extra}")
        print(f"{name}: {len(messages)} messages, {len(chat['labels'])} labels, "
              + ", ".join(f"{k} {kinds[k]}" for k in KINDS))
        for kind, (lo, hi) in TARGETS.items():
            if not lo <= kinds[kind] <= hi:
                print(f"  note: {kind} {kinds[kind]} outside the aimed {lo}-{hi}")
    for error in errors:
        print("ERROR", error)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
