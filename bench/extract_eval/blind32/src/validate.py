"""Check the set with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]

For each chat of labels.json: parse the file with `parse_export` (Moscow time), check the
message count, that times never go backwards, that every label's `msg` exists, that its
person is in `people` and is not the owner, kinds and fields are well-formed, every
postponement has a `due`, every context an `until`, and every lifecycle label follows an
earlier commitment of the same person with the same words. `--show` prints each label
beside its message, for reading.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
LIFECYCLE = ("done", "postponed", "cancelled")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def check_chat(chat: dict, show: bool) -> tuple[list[str], list[str], int, Counter]:
    errors: list[str] = []
    warnings: list[str] = []
    name = chat["file"]
    parsed = parse_export(HERE / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        errors.append(f"{name}: {len(parsed.chats)} chats, expected 1")
    messages = parsed.chats[0].messages
    count = len(messages)
    if not 110 <= count <= 130:
        errors.append(f"{name}: {count} messages, expected 110-130")
    for before, after in zip(messages, messages[1:]):
        if after.time < before.time:
            errors.append(f"{name}: time goes back at {after.message_id}")
    for message in messages:
        if not FIRST <= message.time.date() <= LAST:
            errors.append(f"{name}: {message.message_id} outside 16 Nov - 4 Dec")
        if str(message.time.utcoffset()) != "3:00:00":
            errors.append(f"{name}: {message.message_id} not in Moscow time")
    whatsapp = name.endswith(".txt")
    by_id = {str(i + 1) if whatsapp else m.message_id: m for i, m in enumerate(messages)}
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        errors.append(f"{name}: the owner is listed in people")
    if chat["language"] not in ("ru", "en", "mixed"):
        errors.append(f"{name}: bad language")
    promises: list[tuple[str, tuple[str, ...], date]] = []
    kinds: Counter = Counter()
    for label in chat["labels"]:
        where = f"{name} msg {label['msg']} {label['kind']} {label['person']}"
        kinds[label["kind"]] += 1
        message = by_id.get(str(label["msg"]))
        if message is None:
            errors.append(f"{where}: no such message")
            continue
        if label["kind"] not in KINDS:
            errors.append(f"{where}: unknown kind")
        if label["person"] not in people or label["person"] == owner:
            errors.append(f"{where}: person not in people or is the owner")
        words = label.get("words")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
            isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
            for w in words
        ):
            errors.append(f"{where}: words must be 1-3 non-empty stems")
            continue
        for key in ("due", "until"):
            if key in label:
                try:
                    when = date.fromisoformat(label[key])
                except ValueError:
                    errors.append(f"{where}: bad {key}")
                    continue
                if when < message.time.date():
                    errors.append(f"{where}: {key} before the message")
        if label["kind"] == "postponed" and not label.get("due"):
            errors.append(f"{where}: postponement without due")
        if label["kind"] == "context" and not label.get("until"):
            errors.append(f"{where}: context without until")
        if label["kind"] not in ("commitment", "postponed") and "due" in label:
            errors.append(f"{where}: due on a {label['kind']}")
        if label["kind"] != "context" and "until" in label:
            errors.append(f"{where}: until on a {label['kind']}")
        key = (label["person"], tuple(words))
        if label["kind"] == "commitment":
            promises.append((*key, message.time.date()))  # type: ignore[arg-type]
        elif label["kind"] in LIFECYCLE and not any(p[:2] == key for p in promises):
            errors.append(f"{where}: no earlier commitment with the same person and words")
        text = norm(message.text)
        if label["kind"] not in LIFECYCLE:
            missing = [w for w in words if not any(norm(p) in text for p in w.split("|"))]
            if missing and label["kind"] != "commitment" or (missing and message.text):
                warnings.append(f"{where}: words not in the message text: {missing}")
        sender_names = [label["person"], *people.get(label["person"], [])]
        if label["kind"] in ("commitment", "preference", "context", "fact") and not any(
            norm(n) == norm(message.sender) for n in sender_names
        ):
            warnings.append(f"{where}: labelled on a message sent by {message.sender!r}")
        if show:
            print(f"--- [{label['msg']}] {message.time:%d.%m %H:%M} {message.sender}: "
                  f"{message.text or '(' + str(message.media) + ')'}")
            extra = " ".join(f"{k}={label[k]}" for k in ("due", "until") if k in label)
            print(f"    => {label['kind']:10} {label['person']}: {words} {extra}")
    return errors, warnings, count, kinds


def main() -> None:
    show = "--show" in sys.argv
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    if data.get("today") != "2026-12-04":
        print("ERROR: today must be 2026-12-04")
        sys.exit(1)
    all_errors: list[str] = []
    print(f"| chat | messages | {' | '.join(KINDS)} | total |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for chat in data["chats"]:
        errors, warnings, count, kinds = check_chat(chat, show)
        all_errors += errors
        for warning in warnings:
            print("warning:", warning)
        row = " | ".join(str(kinds[k]) for k in KINDS)
        print(f"| {chat['file']} | {count} | {row} | {sum(kinds.values())} |")
    for error in all_errors:
        print("ERROR:", error)
    print("validation", "FAILED" if all_errors else "passed")
    sys.exit(1 if all_errors else 0)


if __name__ == "__main__":
    main()
