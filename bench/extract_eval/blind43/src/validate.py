"""Validate OUT with the project's real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--review]
Checks: each file parses with `parse_export` in its expected format; message counts;
times never go backwards and lie in 16 Nov - 4 Dec 2026; every label's msg exists;
persons are in `people` and not the owner; kinds and due rules; then prints a table
of counts. --review writes review.txt: every label beside its message.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import detect_format, parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
EXPECTED = {"telegram_": "telegram", "WhatsApp Chat with": "whatsapp", ".jsonl": "jsonl"}
RANGES = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
          "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def fail(errors: list[str], text: str) -> None:
    errors.append(text)


def main() -> int:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    warnings: list[str] = []
    assert data["today"] == "2026-12-04"
    table = []
    lines: list[str] = []
    for chat in data["chats"]:
        path = OUT / chat["file"]
        text = path.read_text("utf-8")
        kind = detect_format(text, str(path))
        want = next(v for k, v in EXPECTED.items() if k in chat["file"])
        if kind != want:
            fail(errors, f"{chat['file']}: detected {kind}, want {want}")
        parsed = parse_export(path, "Europe/Moscow")
        if len(parsed.chats) != 1:
            fail(errors, f"{chat['file']}: {len(parsed.chats)} chats")
        messages = parsed.chats[0].messages
        n = len(messages)
        if not 110 <= n <= 130:
            fail(errors, f"{chat['file']}: {n} messages (want 110-130)")
        # ids as the labels count them
        if kind == "whatsapp":
            by_id = {str(i): msg for i, msg in enumerate(messages, start=1)}
        else:
            by_id = {msg.message_id: msg for msg in messages}
            if len(by_id) != n:
                fail(errors, f"{chat['file']}: duplicate ids")
        prev: datetime | None = None
        for msg in messages:
            if prev and msg.time < prev:
                fail(errors, f"{chat['file']}: time goes backwards at {msg.message_id} {msg.time}")
            prev = msg.time
            if not FIRST <= msg.time.date() <= LAST:
                fail(errors, f"{chat['file']}: {msg.time} outside the span")
            if msg.time.utcoffset().total_seconds() != 3 * 3600:
                fail(errors, f"{chat['file']}: {msg.time} not Moscow time")
        owner = chat["owner"]
        people = chat["people"]
        senders = {msg.sender for msg in messages}
        if owner not in senders:
            fail(errors, f"{chat['file']}: owner {owner} never writes")
        if owner in people:
            fail(errors, f"{chat['file']}: owner listed in people")
        known = {owner} | {a for aliases in people.values() for a in aliases}
        for sender in senders - known:
            warnings.append(f"{chat['file']}: sender {sender!r} is in no alias list")
        if not 5 <= len(people) <= 7:
            fail(errors, f"{chat['file']}: {len(people)} members")
        if chat["language"] not in ("ru", "en", "mixed"):
            fail(errors, f"{chat['file']}: language {chat['language']}")
        counts: Counter[str] = Counter()
        lines.append(f"\n===== {chat['file']} ({n} messages, owner {owner})")
        for label in chat["labels"]:
            where = f"{chat['file']} msg {label['msg']}"
            if set(label) - {"msg", "kind", "person", "words", "due", "until"}:
                fail(errors, f"{where}: unknown fields {set(label)}")
            k = label["kind"]
            counts[k] += 1
            if k not in KINDS:
                fail(errors, f"{where}: kind {k}")
            msg = by_id.get(str(label["msg"]))
            if msg is None:
                fail(errors, f"{where}: no such message")
                continue
            if label["person"] not in people:
                fail(errors, f"{where}: person {label['person']} not in people")
            if label["person"] == owner:
                fail(errors, f"{where}: labelled on the owner")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                fail(errors, f"{where}: words {words}")
            for w in words:
                if any(not alt.strip() or alt != alt.strip() for alt in w.split("|")):
                    fail(errors, f"{where}: bad word {w!r}")
            due = label.get("due")
            if k in ("postponed", "context") and not due:
                fail(errors, f"{where}: {k} without due")
            if k in ("done", "cancelled", "preference", "fact") and due:
                fail(errors, f"{where}: {k} must not carry a due (the scorer compares it)")
            if k == "context" and label.get("until") != due:
                fail(errors, f"{where}: context until != due")
            if k != "context" and "until" in label:
                fail(errors, f"{where}: until on a {k}")
            if due:
                d = date.fromisoformat(due)
                if d < msg.time.date():
                    fail(errors, f"{where}: due {due} before the message")
            body = (f"[{msg.media}] " if msg.media else "") + msg.text.replace("\n", " / ")
            lines.append(f"#{label['msg']} {msg.time:%m-%d %H:%M} {msg.sender}: {body}")
            lines.append(f"    -> {k} | {label['person']} | {words} | due={due}")
        for k, (lo, hi) in RANGES.items():
            if not lo <= counts[k] <= hi:
                warnings.append(f"{chat['file']}: {counts[k]} {k} (aim {lo}-{hi})")
        table.append((chat["file"], n, counts))
    print("| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for file, n, counts in table:
        cells = " | ".join(str(counts[k]) for k in KINDS)
        print(f"| {file} | {n} | {cells} | {sum(counts.values())} |")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    if review:
        (Path(__file__).resolve().parent / "review.txt").write_text("\n".join(lines) + "\n", "utf-8")
    print("validation", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
