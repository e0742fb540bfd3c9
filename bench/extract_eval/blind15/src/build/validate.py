"""Validate OUT/labels.json against the chats, parsed with the real parsers.

Run from anywhere:
    PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--review]

Checks: each file parses (vaultmind's parse_export, Europe/Moscow) into one chat with the
expected number of messages; times never go backwards and stay in 16 Nov – 4 Dec 2026;
every label's msg exists (Telegram / JSONL: the message id; WhatsApp: the 1-based position
of a parsed message) and is the message the label was written beside; every label's
person is in `people` and is not the owner; kinds and fields are well-formed
(postponed and context have a due, a context's until equals its due, done / cancelled /
preference / fact carry none; 1–3 words). `--review` prints every label beside its
message for re-reading.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402
from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
NEEDS_DUE = {"postponed", "context"}
NO_DUE = {"done", "cancelled", "preference", "fact"}
START, END = datetime(2026, 11, 16), datetime(2026, 12, 4, 23, 59, 59)
MODULES = {m.FILE: m for m in (chat_telegram, chat_whatsapp, chat_jsonl)}
FORMATS = {chat_telegram.FILE: "telegram", chat_whatsapp.FILE: "whatsapp",
           chat_jsonl.FILE: "jsonl"}


def expected_texts(module) -> list[str]:
    """The texts the builder wrote, in parsed order (no system lines, no deleted stubs)."""
    return [msg.text for msg in module.MESSAGES
            if getattr(msg, "sender", None) != "SYS" and not msg.deleted]


def check_chat(chat: dict, errors: list[str], review: bool) -> Counter:
    name = chat["file"]
    module = MODULES[name]
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        errors.append(f"{name}: {len(parsed.chats)} chats, expected 1")
    messages = parsed.chats[0].messages
    texts = expected_texts(module)
    if len(messages) != len(texts):
        errors.append(f"{name}: parsed {len(messages)} messages, builder wrote {len(texts)}")
    if not 110 <= len(messages) <= 130:
        errors.append(f"{name}: {len(messages)} messages, outside 110–130")
    for before, after in zip(messages, messages[1:]):
        if after.time < before.time:
            errors.append(f"{name}: time goes back at {after.message_id} ({after.time})")
    for message in messages:
        local = message.time.replace(tzinfo=None)
        if not START <= local <= END or message.time.utcoffset().total_seconds() != 3 * 3600:
            errors.append(f"{name}: {message.message_id} at {message.time} out of range/zone")
    for parsed_msg, text in zip(messages, texts):
        if parsed_msg.text != text:
            errors.append(f"{name}: text differs at {parsed_msg.message_id}: "
                          f"{parsed_msg.text!r} != {text!r}")
    if FORMATS[name] == "whatsapp":
        by_id = {str(i): msg for i, msg in enumerate(messages, start=1)}
    else:
        by_id = {msg.message_id: msg for msg in messages}
    owner = chat.get("owner")
    people = chat["people"]
    senders = {msg.sender for msg in messages}
    if owner not in senders:
        errors.append(f"{name}: the owner {owner!r} never writes")
    if owner in people:
        errors.append(f"{name}: the owner is listed in people")
    for full, aliases in people.items():
        if not aliases or not all(isinstance(a, str) and a for a in aliases):
            errors.append(f"{name}: {full} has no aliases")
    kinds: Counter = Counter()
    for label in chat["labels"]:
        where = f"{name} msg {label.get('msg')}"
        kind = label.get("kind")
        kinds[kind] += 1
        if kind not in KINDS:
            errors.append(f"{where}: unknown kind {kind!r}")
        message = by_id.get(str(label.get("msg")))
        if message is None:
            errors.append(f"{where}: no such message")
        person = label.get("person")
        if person not in people:
            errors.append(f"{where}: person {person!r} not in people")
        if person == owner:
            errors.append(f"{where}: labelled on the owner")
        words = label.get("words")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and all(p.strip() for p in w.split("|"))
                for w in words):
            errors.append(f"{where}: bad words {words!r}")
        due = label.get("due")
        if due is not None:
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(due)):
                errors.append(f"{where}: bad due {due!r}")
            else:
                date.fromisoformat(due)
        if kind in NEEDS_DUE and not due:
            errors.append(f"{where}: {kind} without due")
        if kind in NO_DUE and due:
            errors.append(f"{where}: {kind} with a due (never matches)")
        if kind == "context" and label.get("until") != due:
            errors.append(f"{where}: context until {label.get('until')!r} != due {due!r}")
        if kind != "context" and "until" in label:
            errors.append(f"{where}: until on a {kind}")
        extra = set(label) - {"msg", "kind", "person", "words", "due", "until"}
        if extra:
            errors.append(f"{where}: unexpected fields {sorted(extra)}")
        if review and message is not None:
            print(f"  [{label['msg']}] {message.sender}: {message.text or '(' + str(message.media) + ')'}")
            print(f"      → {kind} {person} {words} {due or ''}")
    return kinds


def main() -> None:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    if data.get("today") != "2026-12-04":
        errors.append("today is not 2026-12-04")
    files = [chat["file"] for chat in data["chats"]]
    if sorted(files) != sorted(MODULES):
        errors.append(f"chats {files} != builders {sorted(MODULES)}")
    print("| chat | messages | " + " | ".join(KINDS) + " | all |")
    print("|---|---|" + "---|" * (len(KINDS) + 1))
    for chat in data["chats"]:
        if review:
            print(f"\n## {chat['file']}")
        kinds = check_chat(chat, errors, review)
        count = len(parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages)
        cells = " | ".join(str(kinds.get(k, 0)) for k in KINDS)
        print(f"| {chat['file']} | {count} | {cells} | {sum(kinds.values())} |")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for error in errors:
            print(" -", error)
        sys.exit(1)
    print("\nvalid: every check passed")


if __name__ == "__main__":
    main()
