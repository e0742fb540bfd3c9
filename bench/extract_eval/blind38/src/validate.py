"""Validate the set with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py [--show]
Checks: each file parses; message counts match the sources; times never go backwards
and stay in 16 Nov - 4 Dec 2026 (Moscow); every label's msg exists and is the intended
message; persons are in `people` and are not the owner; kinds, words, dates are well
formed; postponements have a due, contexts an until; every done/postponed/cancelled
follows an earlier commitment of the same person with the same words.
`--show` prints every label beside its message for re-reading.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import chat_pharmacy  # noqa: E402
import chat_school  # noqa: E402
import chat_solar  # noqa: E402

from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
MODULES = {"telegram": chat_pharmacy, "whatsapp": chat_solar, "jsonl": chat_school}

errors: list[str] = []


def check(condition: bool, problem: str) -> None:
    if not condition:
        errors.append(problem)


def expected_texts(mod, fmt):
    """What the parser should give for each written message, in order."""
    out = []
    for msg in mod.MESSAGES:
        if msg.kind != "message":
            continue
        out.append((mod.SENDERS[msg.who][0] if fmt == "telegram" else mod.SENDERS[msg.who], msg.text))
    return out


def main(show: bool) -> None:
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    check(data.get("today") == "2026-12-04", "today must be 2026-12-04")
    formats = ["telegram", "whatsapp", "jsonl"]
    check(len(data["chats"]) == 3, "three chats expected")
    table = []
    for fmt, chat in zip(formats, data["chats"]):
        mod = MODULES[fmt]
        name = chat["file"]
        parsed = parse_export(OUT / name, "Europe/Moscow")
        check(len(parsed.chats) == 1, f"{name}: one chat expected")
        messages = parsed.chats[0].messages
        expected = expected_texts(mod, fmt)
        check(len(messages) == len(expected), f"{name}: {len(messages)} parsed, {len(expected)} written")
        for got, (sender, text) in zip(messages, expected):
            check(got.sender == sender, f"{name}: sender {got.sender!r} != {sender!r}")
            check(got.text == text, f"{name}: text {got.text[:40]!r} != {text[:40]!r}")
        check(110 <= len(messages) <= 130, f"{name}: {len(messages)} messages, outside 110-130")
        for a, b in zip(messages, messages[1:]):
            check(b.time >= a.time, f"{name}: time goes backwards at {b.message_id}")
        for m in messages:
            check(str(m.time.utcoffset()) == "3:00:00", f"{name}: not Moscow time")
            check(FIRST <= m.time.date() <= LAST, f"{name}: {m.time} out of range")
        by_msg = ({i + 1: m for i, m in enumerate(messages)} if fmt == "whatsapp"
                  else {m.message_id: m for m in messages})
        people = chat["people"]
        owner = chat["owner"]
        check(owner not in people, f"{name}: owner listed in people")
        check(5 <= len(people) <= 7, f"{name}: {len(people)} team members")
        check(chat["language"] in ("ru", "en", "mixed"), f"{name}: language")
        promised: list[tuple[str, tuple[str, ...], date]] = []
        counts = Counter()
        for label in chat["labels"]:
            key = label["msg"] if fmt == "whatsapp" else str(label["msg"])
            message = by_msg.get(key)
            check(message is not None, f"{name}: label msg {label['msg']} does not exist")
            if message is None:
                continue
            kind, person, words = label["kind"], label["person"], label["words"]
            counts[kind] += 1
            where = f"{name} msg {label['msg']} {kind} {person}"
            check(kind in KINDS, f"{where}: unknown kind")
            check(person in people, f"{where}: person not in people")
            check(person != owner, f"{where}: owner labelled")
            check(isinstance(words, list) and 1 <= len(words) <= 3
                  and all(isinstance(w, str) and w.strip() and "" not in w.split("|") for w in words),
                  f"{where}: bad words {words}")
            sent = message.time.date()
            for field in ("due", "until"):
                if field in label:
                    try:
                        day = date.fromisoformat(label[field])
                        check(day >= sent, f"{where}: {field} {day} before the message")
                    except ValueError:
                        errors.append(f"{where}: bad {field} {label[field]!r}")
            check(set(label) <= {"msg", "kind", "person", "words", "due", "until"},
                  f"{where}: unknown field")
            if kind == "postponed":
                check("due" in label, f"{where}: postponed without due")
            if kind == "context":
                check("until" in label, f"{where}: context without until")
            if kind in ("preference", "fact", "done", "cancelled"):
                check("due" not in label, f"{where}: due on a {kind}")
            if kind == "commitment":
                promised.append((person, tuple(words), message.time))
            if kind in ("done", "postponed", "cancelled"):
                check(any(p == person and tuple(words) == w and t <= message.time
                          for p, w, t in promised),
                      f"{where}: no earlier commitment with the same words")
            if show:
                extra = " ".join(f"{f}={label[f]}" for f in ("due", "until") if f in label)
                print(f"[{label['msg']}] {message.time:%m-%d %H:%M} {message.sender}: {message.text}\n"
                      f"      -> {kind:10} {person}: {words} {extra}")
        table.append((name, len(messages), counts))
    print("| chat | messages | " + " | ".join(KINDS) + " | all |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for name, n, counts in table:
        print(f"| {name} | {n} | " + " | ".join(str(counts[k]) for k in KINDS)
              + f" | {sum(counts.values())} |")
    if errors:
        print(f"\nFAILED: {len(errors)} problems")
        for problem in errors:
            print(" -", problem)
        sys.exit(1)
    print("\nvalidation passed")


if __name__ == "__main__":
    main("--show" in sys.argv)
