"""Validate the set with the real export parsers.

    PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py

Checks, per chat: the file parses with `parse_export` (the format detected as intended);
the parsed message count equals the build's and lies in 110-130; times never go backwards
and stay within 16 Nov - 4 Dec 2026 (Moscow); every label's `msg` exists (Telegram: the
message id; WhatsApp: 1-based position of a parsed message; JSONL: the id field); every
label's person is in `people` and is not the owner; kinds, words and dates are well formed;
postponements carry a `due`, contexts an `until`; each done / postponed / cancelled follows
an earlier commitment of the same person with the same words (or is marked as closed when
made); a postponement moves a due. Exits non-zero on any failure.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import detect_format, parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
TZ = "Europe/Moscow"
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
LIFECYCLE = {"done", "postponed", "cancelled"}
KEYS = {"msg", "kind", "person", "words", "due", "until"}
FORMATS = {".json": "telegram", ".txt": "whatsapp", ".jsonl": "jsonl"}
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# dones whose only evidence is the report itself (no promise on record), by (person, words)
CLOSED_WHEN_MADE = {("Dev Malhotra", ("studio",))}
RANGES = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
          "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}

failures: list[str] = []
notes: list[str] = []


def fail(where: str, problem: str) -> None:
    failures.append(f"FAIL {where}: {problem}")


def index(chat_file: Path, fmt: str):
    parsed = parse_export(chat_file, TZ)
    if len(parsed.chats) != 1:
        fail(chat_file.name, f"{len(parsed.chats)} chats parsed, expected 1")
    messages = parsed.chats[0].messages
    if fmt == "whatsapp":
        by_id = {str(i): m for i, m in enumerate(messages, start=1)}
    else:
        by_id = {m.message_id: m for m in messages}
    return parsed.chats[0], messages, by_id


def check_chat(chat: dict, manifest: dict) -> dict[str, int]:
    name = chat["file"]
    path = OUT / name
    fmt = FORMATS[path.suffix]
    text = path.read_text("utf-8")
    if detect_format(text, str(path)) != fmt:
        fail(name, f"detected as {detect_format(text, str(path))}, expected {fmt}")
    parsed_chat, messages, by_id = index(path, fmt)
    expected = manifest[name]["expected_messages"]
    if len(messages) != expected:
        fail(name, f"{len(messages)} messages parsed, the build wrote {expected}")
    if not 110 <= len(messages) <= 130:
        fail(name, f"{len(messages)} messages, outside 110-130")
    previous = None
    for m in messages:
        if previous is not None and m.time < previous:
            fail(name, f"time goes backwards at {m.message_id} ({m.time} < {previous})")
        previous = m.time
        if not FIRST <= m.time.date() <= LAST:
            fail(name, f"message {m.message_id} on {m.time.date()}, outside the window")
        if m.time.utcoffset().total_seconds() != 3 * 3600:
            fail(name, f"message {m.message_id} not in Moscow time")
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        fail(name, "the owner is listed in people")
    senders = {m.sender for m in messages}
    if owner not in senders:
        fail(name, "the owner never writes")
    if chat["language"] not in ("ru", "en", "mixed"):
        fail(name, f"language {chat['language']!r}")
    commitments: list[tuple[str, tuple[str, ...], str | None, datetime]] = []
    counts: dict[str, int] = {}
    for n, label in enumerate(chat["labels"]):
        where = f"{name} label #{n} (msg {label.get('msg')})"
        extra = set(label) - KEYS
        if extra:
            fail(where, f"unknown fields {sorted(extra)}")
        kind, person, words = label.get("kind"), label.get("person"), label.get("words")
        counts[kind] = counts.get(kind, 0) + 1
        if kind not in KINDS:
            fail(where, f"kind {kind!r}")
        if person not in people:
            fail(where, f"person {person!r} not in people")
        if person == owner:
            fail(where, "labelled on the owner")
        message = by_id.get(str(label.get("msg")))
        if message is None:
            fail(where, "msg does not exist in the parsed chat")
            continue
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
            isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
            for w in words
        ):
            fail(where, f"words {words!r} must be 1-3 non-empty stems")
            continue
        for key in ("due", "until"):
            value = label.get(key)
            if value is None:
                continue
            if not DAY.match(str(value)):
                fail(where, f"{key} {value!r} is not YYYY-MM-DD")
            elif date.fromisoformat(value) < message.time.date():
                fail(where, f"{key} {value} before the message's day {message.time.date()}")
        if kind == "postponed" and not label.get("due"):
            fail(where, "postponed without due")
        if kind == "context" and not label.get("until"):
            fail(where, "context without until")
        if kind != "context" and "until" in label:
            fail(where, "until on a non-context label")
        if kind not in ("commitment", "postponed") and "due" in label:
            fail(where, f"due on a {kind}")
        key = (person, tuple(words))
        if kind == "commitment":
            commitments.append((person, tuple(words), label.get("due"), message.time))
        elif kind in LIFECYCLE:
            earlier = [c for c in commitments if (c[0], c[1]) == key and c[3] <= message.time]
            if not earlier and key not in CLOSED_WHEN_MADE:
                fail(where, f"{kind} without an earlier commitment {key}")
            if not earlier:
                notes.append(f"note {where}: {kind} closed when made {key}")
            if kind == "postponed" and earlier:
                old_due = earlier[-1][2]
                if old_due == label["due"]:
                    fail(where, "postponed to the same due")
                # the newest due becomes the commitment's due for later postponements
                c = earlier[-1]
                commitments[commitments.index(c)] = (c[0], c[1], label["due"], c[3])
        # informational: label stems absent from the message itself (replies, reports)
        folded = message.text.lower().replace("ё", "е")
        absent = [w for w in words if not any(p.lower().replace("ё", "е") in folded
                                              for p in w.split("|"))]
        if absent:
            notes.append(f"note {where}: {absent} not in the message text (context-borne)")
    for kind, (low, high) in RANGES.items():
        if not low <= counts.get(kind, 0) <= high:
            notes.append(f"note {name}: {counts.get(kind, 0)} {kind} labels (brief: {low}-{high})")
    print(f"{name}: {fmt}, chat title {parsed_chat.title!r}, {len(messages)} messages, "
          f"{parsed_chat.skipped} skipped, {len(chat['labels'])} labels")
    return counts


def main() -> None:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    manifest = json.loads((HERE / "manifest.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        fail("labels.json", "today must be 2026-12-04")
    if len(data["chats"]) != 3:
        fail("labels.json", "three chats expected")
    table = []
    for chat in data["chats"]:
        counts = check_chat(chat, manifest)
        table.append((chat["file"], counts))
    kinds = ["commitment", "done", "postponed", "cancelled", "preference", "context", "fact"]
    print("\n| chat | " + " | ".join(kinds) + " | total |")
    for name, counts in table:
        print(f"| {name} | " + " | ".join(str(counts.get(k, 0)) for k in kinds)
              + f" | {sum(counts.values())} |")
    for line in notes:
        print(line)
    for line in failures:
        print(line)
    print("\nVALIDATION " + ("FAILED" if failures else "PASSED"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
