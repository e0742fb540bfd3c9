"""Validate the set with the project's real parsers.

    PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--show]

Parses each chat file with `parse_export` (Europe/Moscow) and checks: message counts,
that every label's `msg` exists (Telegram/JSONL: the message id; WhatsApp: the 1-based
position of a parsed message), times never go backwards and stay in 16 Nov – 4 Dec 2026,
every label's person is in `people` and is not the owner, kinds and words are well-formed,
every postponement and context has a `due` (a context's `until` equals its `due`), done /
cancelled / preference / fact carry no due, and every done / postponed / cancelled has an
earlier commitment of the same person with the same words. `--show` prints each label
beside its message for re-reading. Exit status 1 on any error.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    warnings: list[str] = []
    assert data["today"] == "2026-12-04"
    rows = []
    for chat in data["chats"]:
        file = chat["file"]
        err = lambda text: errors.append(f"{file}: {text}")  # noqa: E731
        parsed = parse_export(OUT / file, "Europe/Moscow")
        if len(parsed.chats) != 1:
            err(f"{len(parsed.chats)} chats in the file")
        messages = parsed.chats[0].messages
        if chat["file"].endswith(".txt"):
            by_id = {i: msg for i, msg in enumerate(messages, start=1)}
        else:
            by_id = {int(msg.message_id): msg for msg in messages}
        if not 110 <= len(messages) <= 130:
            err(f"{len(messages)} messages (want 110-130)")
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                err(f"time goes backwards at {after.time}")
        for msg in messages:
            if not FIRST <= msg.time.date() <= LAST or str(msg.time.utcoffset()) != "3:00:00":
                err(f"time out of range: {msg.time}")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            err("owner is in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            err(f"language {chat['language']!r}")
        promises: list[tuple[str, tuple[str, ...]]] = []
        counts: Counter[str] = Counter()
        for label in chat["labels"]:
            kind, person, words = label["kind"], label["person"], label["words"]
            due, until = label.get("due"), label.get("until")
            where = f"msg {label['msg']} {kind} {person} {words}"
            counts[kind] += 1
            msg = by_id.get(label["msg"])
            if msg is None:
                err(f"{where}: no such message")
                continue
            if kind not in KINDS:
                err(f"{where}: unknown kind")
            if person not in people or person == owner:
                err(f"{where}: person not in people (or the owner)")
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                err(f"{where}: 1-3 non-empty words")
            if any(not alt.strip() for w in words for alt in w.split("|")):
                err(f"{where}: empty alternative")
            if any(w != w.lower().replace("ё", "е") for w in words):
                warnings.append(f"{file}: {where}: words not lower-case / ё")
            for value in (due, until):
                if value is not None and not DAY.fullmatch(str(value)):
                    err(f"{where}: bad date {value!r}")
            if kind in ("postponed", "context") and not due:
                err(f"{where}: needs a due")
            if kind == "context" and until != due:
                err(f"{where}: until must equal due")
            if kind != "context" and until is not None:
                err(f"{where}: until only on contexts")
            if kind in ("done", "cancelled", "preference", "fact") and due:
                err(f"{where}: no due on this kind")
            if due and kind in ("commitment", "postponed") and date.fromisoformat(due) < msg.time.date():
                err(f"{where}: due before the message")
            if kind == "commitment":
                promises.append((person, tuple(words)))
            if kind in ("done", "postponed", "cancelled") and (person, tuple(words)) not in promises:
                err(f"{where}: no earlier commitment with the same person and words")
            if show:
                print(f"[{label['msg']}] {msg.time:%d.%m %H:%M} {msg.sender}: "
                      f"{(msg.media or '') + ' ' if msg.media else ''}{msg.text}")
                print(f"      -> {kind} | {person} | {' + '.join(words)}"
                      f"{' | due ' + due if due else ''}")
        rows.append((file, len(messages), counts))
    print("| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * len(KINDS) + "---|")
    for file, n, counts in rows:
        print(f"| {file} | {n} | " + " | ".join(str(counts[k]) for k in KINDS)
              + f" | {sum(counts.values())} |")
    for warning in warnings:
        print("warning:", warning)
    for error in errors:
        print("ERROR:", error)
    print("validation:", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
