"""Validate OUT/labels.json against the exports, parsed with the real parsers.

    PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py [--show]

Checks: each file parses; message counts (110–130, and equal to what the build
script wrote); every label's msg exists (Telegram/JSONL: the message id; WhatsApp:
1-based position among parsed messages); times never go backwards and stay within
16 Nov – 4 Dec 2026 (Moscow); every label's person is in `people` and is not the
owner; kinds and fields are well-formed (postponed/context carry `due`, a context's
`until` equals its `due`, done/cancelled carry none); every done/postponed/cancelled
follows an earlier commitment of the same person with the same words. `--show` prints
every label beside its message, for re-reading.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402


def expected_count(name: str) -> int:
    """What the build script wrote as messages: no service/system lines, no deleted stubs."""
    module = {".txt": chat_whatsapp, ".jsonl": chat_jsonl}.get(Path(name).suffix, chat_telegram)
    return sum(1 for m in module.MESSAGES
               if "service" not in m and m["who"] is not None and not m.get("deleted"))
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    warnings: list[str] = []
    assert data["today"] == "2026-12-04", "today"
    table = []
    for chat in data["chats"]:
        name = chat["file"]
        path = OUT / name
        export = parse_export(path, "Europe/Moscow")
        if len(export.chats) != 1:
            errors.append(f"{name}: {len(export.chats)} chats")
        messages = export.chats[0].messages
        n = len(messages)
        if n != expected_count(name):
            errors.append(f"{name}: parsed {n} messages, the build wrote {expected_count(name)}")
        if not 110 <= n <= 130:
            errors.append(f"{name}: {n} messages, not 110–130")
        # ids as labels count them
        if name.endswith(".txt"):
            by_msg = {i + 1: m for i, m in enumerate(messages)}
        else:
            by_msg = {int(m.message_id): m for m in messages}
        # times
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                errors.append(f"{name}: time goes backwards at {after.time}")
        for m in messages:
            day = m.time.date()
            if not FIRST <= day <= LAST:
                errors.append(f"{name}: message outside the span: {m.time}")
            if m.time.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{name}: not Moscow time: {m.time}")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            errors.append(f"{name}: owner listed in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            errors.append(f"{name}: language {chat['language']}")
        promises: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
        order = {key: i for i, key in enumerate(by_msg)}
        counts = Counter()
        for label in chat["labels"]:
            where = f"{name} msg {label.get('msg')}"
            msg = label.get("msg")
            kind = label.get("kind")
            person = label.get("person")
            words = label.get("words")
            due = label.get("due")
            counts[kind] += 1
            if msg not in by_msg:
                errors.append(f"{where}: no such message")
                continue
            if kind not in KINDS:
                errors.append(f"{where}: kind {kind}")
            if person not in people:
                errors.append(f"{where}: person {person!r} not in people")
            if person == owner:
                errors.append(f"{where}: labelled on the owner")
            if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|")) for w in words
            ):
                errors.append(f"{where}: bad words {words!r}")
                continue
            if due is not None:
                try:
                    datetime.strptime(due, "%Y-%m-%d")
                except ValueError:
                    errors.append(f"{where}: bad due {due!r}")
            if kind in ("postponed", "context") and not due:
                errors.append(f"{where}: {kind} without due")
            if kind == "context" and label.get("until") != due:
                errors.append(f"{where}: context until != due")
            if kind in ("done", "cancelled", "preference", "fact") and due:
                errors.append(f"{where}: {kind} with a due")
            if kind != "context" and "until" in label:
                errors.append(f"{where}: until on a {kind}")
            message = by_msg[msg]
            if kind == "commitment":
                promises.setdefault(person, []).append((order[msg], tuple(words)))
            if kind in ("done", "postponed", "cancelled"):
                earlier = [p for p in promises.get(person, []) if p[1] == tuple(words) and p[0] <= order[msg]]
                if not earlier:
                    errors.append(f"{where}: {kind} of {person} {words} has no earlier promise")
            if kind in ("commitment", "preference", "context", "fact"):
                if message.sender == owner:
                    errors.append(f"{where}: {kind} on the owner's message")
                text = norm(message.text)
                for word in words:
                    if not any(norm(alt) in text for alt in word.split("|")):
                        warnings.append(f"{where}: {kind} word {word!r} not in the message text")
            if show:
                shown = message.text.replace("\n", " / ") or f"({message.media})"
                extra = f" due={due}" if due else ""
                print(f"[{msg}] {message.sender}: {shown}\n    -> {kind} {person} {words}{extra}")
        table.append((name, n, counts))
    print()
    print("| chat | messages | " + " | ".join(KINDS) + " | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for name, n, counts in table:
        cells = " | ".join(str(counts.get(k, 0)) for k in KINDS)
        print(f"| {name} | {n} | {cells} | {sum(counts.values())} |")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("validation", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
