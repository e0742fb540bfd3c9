"""Validate OUT with the real parsers:

    cd OUT && PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--show]

Checks: every chat file parses (format detected by content) into exactly one chat with the
expected number of messages and the expected text at every id/position; times never go
backwards; each label's `msg` exists; each label's person is in `people` and is not the
owner; kinds and fields follow the conventions (due on postponed/context, `until` == due
on context, no due on done/cancelled/preference/fact); every lifecycle label follows an
earlier commitment of the same person with the same words; every sender is the owner, a
known alias or a bare phone number. `--show` prints every label beside its message.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import detect_format, parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
LIFECYCLE = ("done", "postponed", "cancelled")
NEEDS_DUE = ("postponed", "context")
NO_DUE = ("done", "cancelled", "preference", "fact")
PHONE = re.compile(r"^\+?[\d\s()\-]{7,}$")
EXPECTED_FORMAT = {"telegram": "telegram", "whatsapp": "whatsapp", "jsonl": "jsonl"}


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    manifest = {c["file"]: c for c in json.loads((HERE / "manifest.json").read_text("utf-8"))}
    errors: list[str] = []
    warnings: list[str] = []
    if data.get("today") != "2026-12-04":
        errors.append("today is not 2026-12-04")
    table = []
    for chat in data["chats"]:
        file = chat["file"]
        spec = manifest[file]
        path = OUT / file
        err = lambda msg: errors.append(f"{file}: {msg}")  # noqa: E731
        kind = detect_format(path.read_text("utf-8-sig"), str(path))
        if kind != EXPECTED_FORMAT[spec["format"]]:
            err(f"detected as {kind}, expected {spec['format']}")
        target = path.parent if spec["format"] == "telegram" else path
        parsed = parse_export(target, "Europe/Moscow")
        if len(parsed.chats) != 1:
            err(f"{len(parsed.chats)} chats parsed")
        messages = parsed.chats[0].messages
        expected = spec["expected"]
        if len(messages) != len(expected):
            err(f"{len(messages)} messages parsed, {len(expected)} expected")
        if not 110 <= len(messages) <= 130:
            err(f"{len(messages)} messages, outside 110–130")
        # message lookup: by id (telegram, jsonl) or by 1-based position (whatsapp)
        if spec["format"] == "whatsapp":
            by_msg = {str(i): msg for i, msg in enumerate(messages, start=1)}
        else:
            by_msg = {msg.message_id: msg for msg in messages}
        if len(by_msg) != len(messages):
            err("duplicate message ids")
        for exp in expected:
            got = by_msg.get(exp["id"])
            if got is None:
                err(f"message {exp['id']} missing after parsing")
            elif got.text != exp["text"]:
                err(f"message {exp['id']} text differs: {got.text!r} vs {exp['text']!r}")
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                err(f"time goes backwards at {after.message_id} ({after.time})")
        first, last = messages[0].time.date(), messages[-1].time.date()
        if first < date(2026, 11, 16) or last > date(2026, 12, 4):
            err(f"dates {first}..{last} outside 16 Nov – 4 Dec 2026")
        if any(str(m.time.utcoffset()) != "3:00:00" for m in messages):
            err("a message is not in Moscow time")
        owner = chat.get("owner")
        people = chat["people"]
        if not owner:
            err("no owner")
        if owner in people:
            err("owner listed among people")
        if not 5 <= len(people) <= 7:
            err(f"{len(people)} team members, expected 5–7")
        if chat.get("language") not in ("ru", "en", "mixed"):
            err(f"language {chat.get('language')!r}")
        aliases = {a for names in people.values() for a in names} | set(people)
        for msg in messages:
            if msg.sender != owner and msg.sender not in aliases and not PHONE.match(msg.sender):
                err(f"unknown sender {msg.sender!r}")
        if not any(m.sender == owner for m in messages):
            err("owner never writes")
        seen_commitments: list[tuple[int, str, tuple[str, ...], str | None]] = []
        order = {key: i for i, key in enumerate(by_msg)}
        counts: Counter[str] = Counter()
        for lab in chat["labels"]:
            where = f"label msg {lab.get('msg')} {lab.get('kind')} {lab.get('person')}"
            allowed = {"msg", "kind", "person", "words", "due", "until"}
            if set(lab) - allowed:
                err(f"{where}: unknown fields {set(lab) - allowed}")
            msg = by_msg.get(str(lab.get("msg")))
            if msg is None:
                err(f"{where}: msg does not exist")
                continue
            k = lab.get("kind")
            if k not in KINDS:
                err(f"{where}: bad kind")
                continue
            counts[k] += 1
            person = lab.get("person")
            if person not in people:
                err(f"{where}: person not in people")
            if person == owner:
                err(f"{where}: labelled on the owner")
            words = lab.get("words")
            if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
                for w in words
            ):
                err(f"{where}: words must be 1–3 non-empty strings")
                continue
            due = lab.get("due")
            if due is not None:
                try:
                    date.fromisoformat(due)
                except ValueError:
                    err(f"{where}: bad due {due!r}")
            if k in NEEDS_DUE and not due:
                err(f"{where}: needs a due")
            if k in NO_DUE and due:
                err(f"{where}: must not have a due")
            if k == "context" and lab.get("until") != due:
                err(f"{where}: until must equal due")
            if k != "context" and "until" in lab:
                err(f"{where}: until only on contexts")
            if due and k in ("commitment", "postponed", "context"):
                if date.fromisoformat(due) < msg.time.date():
                    err(f"{where}: due {due} before the message date")
            pos = order[str(lab["msg"])]
            key = tuple(words)
            if k == "commitment":
                seen_commitments.append((pos, person, key, due))
            elif k in LIFECYCLE:
                earlier = [c for c in seen_commitments
                           if c[1] == person and c[2] == key and c[0] <= pos]
                if not earlier:
                    err(f"{where}: no earlier commitment with the same person and words")
                elif k == "postponed" and earlier[-1][3] == due:
                    err(f"{where}: postponed to the same due")
            if k in ("commitment", "preference", "context", "fact"):
                text = norm(msg.text)
                missing = [w for w in words
                           if not any(norm(p) in text for p in w.split("|"))]
                if missing:
                    warnings.append(f"{file} msg {lab['msg']} {k} {person}: "
                                    f"{missing} not in the message text (reply/paraphrase)")
            if show:
                print(f"[{file[:18]}] #{lab['msg']} {msg.time:%m-%d %H:%M} {msg.sender}: "
                      f"{msg.text[:150]!r}\n    -> {k:10} {person} {words} {due or ''}")
        # lifecycle items close different promises: no promise done or cancelled twice
        closed = Counter((lab["person"], tuple(lab["words"])) for lab in chat["labels"]
                         if lab["kind"] in ("done", "cancelled"))
        for item, n in closed.items():
            if n > 1:
                err(f"promise {item} closed {n} times")
        table.append((file, len(messages), counts))
    for w in warnings:
        print("note:", w)
    print()
    print("| chat | messages | " + " | ".join(KINDS) + " | total |")
    for file, n, counts in table:
        print(f"| {file} | {n} | " + " | ".join(str(counts[k]) for k in KINDS)
              + f" | {sum(counts.values())} |")
    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  -", e)
        return 1
    print("\nvalidation passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
