"""Check the set with the project's real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py [--review]

Checks, per chat: the file parses (parse_export, Europe/Moscow) into one chat with the
expected number of messages (110-130); times never go backwards and stay within
16 Nov - 4 Dec 2026; every label's msg exists (Telegram/JSONL: the message id; WhatsApp:
the 1-based position among parsed messages) and its parsed text is the text the build
wrote; every label's person is in `people` and is not the owner; kinds and fields are
well formed (1-3 words, ISO dates, postponed has a due, context has an until, due not
before the message's day). `--review` prints every label beside its message.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

import chat_dairy  # noqa: E402
import chat_dispatch  # noqa: E402
import chat_wedding  # noqa: E402

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
MSK = ZoneInfo("Europe/Moscow")
START = datetime(2026, 11, 16, tzinfo=MSK)
END = datetime(2026, 12, 5, tzinfo=MSK)
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MODULES = {chat_dispatch.FOLDER: chat_dispatch, chat_wedding.FILE: chat_wedding,
           chat_dairy.FILE: chat_dairy}


def expected_texts(mod) -> list[str]:
    """The text of each message the parser should return, in order (as the build wrote it)."""
    texts = []
    for msg in mod.MESSAGES:
        if msg.kind in ("service", "system", "deleted"):
            continue
        texts.append(msg.text.replace("**", ""))
    return texts


def check_chat(chat: dict, today: date, review: bool) -> list[str]:
    errors: list[str] = []
    name = chat["file"]
    parsed = parse_export(OUT / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        return [f"{name}: {len(parsed.chats)} chats parsed"]
    messages = parsed.chats[0].messages
    mod = MODULES[name]
    texts = expected_texts(mod)
    if len(messages) != len(texts):
        errors.append(f"{name}: parsed {len(messages)} messages, built {len(texts)}")
    if not 110 <= len(messages) <= 130:
        errors.append(f"{name}: {len(messages)} messages, not 110-130")
    for got, want in zip(messages, texts):
        if got.text != want:
            errors.append(f"{name}: text differs: {got.text!r} vs {want!r}")
    for before, after in zip(messages, messages[1:]):
        if after.time < before.time:
            errors.append(f"{name}: time goes backwards at {after.message_id} ({after.time})")
    for msg in messages:
        if not START <= msg.time < END:
            errors.append(f"{name}: {msg.message_id} outside the period ({msg.time})")
    if name.endswith(".txt"):
        by_msg = {i: msg for i, msg in enumerate(messages, start=1)}
    else:
        by_msg = {int(msg.message_id): msg for msg in messages}
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        errors.append(f"{name}: the owner is in people")
    aliases = Counter(a.casefold() for al in people.values() for a in al)
    for alias, n in aliases.items():
        if n > 1:
            errors.append(f"{name}: alias {alias!r} given to {n} people")
    for label in chat["labels"]:
        where = f"{name} msg {label.get('msg')}"
        msg = by_msg.get(label.get("msg"))
        if msg is None:
            errors.append(f"{where}: no such message")
            continue
        kind = label.get("kind")
        if kind not in KINDS:
            errors.append(f"{where}: bad kind {kind!r}")
        if label.get("person") not in people:
            errors.append(f"{where}: person {label.get('person')!r} not in people")
        if label.get("person") == owner:
            errors.append(f"{where}: labelled on the owner")
        words = label.get("words")
        if not isinstance(words, list) or not 1 <= len(words) <= 3 or not all(
                isinstance(w, str) and w.strip() and "" not in w.split("|") for w in words):
            errors.append(f"{where}: bad words {words!r}")
        for key in ("due", "until"):
            value = label.get(key)
            if value is None:
                continue
            if not ISO.match(str(value)):
                errors.append(f"{where}: bad {key} {value!r}")
            elif date.fromisoformat(value) < msg.time.date():
                errors.append(f"{where}: {key} {value} before the message's day")
        if kind == "postponed" and not label.get("due"):
            errors.append(f"{where}: postponed without a due")
        if kind == "context" and not label.get("until"):
            errors.append(f"{where}: context without an until")
        if kind not in ("commitment", "postponed") and label.get("due"):
            errors.append(f"{where}: due on a {kind}")
        if kind != "context" and label.get("until"):
            errors.append(f"{where}: until on a {kind}")
        if review:
            extra = "".join(f" {k}={label[k]}" for k in ("due", "until") if k in label)
            print(f"  [{label['msg']}] {msg.sender}: {msg.text[:150]!r}\n"
                  f"      -> {kind} {label['person']} {words}{extra}")
    # A lifecycle label should follow an earlier commitment of the same person and words,
    # unless it is the first mention (closed when made).
    seen: dict[tuple[str, tuple[str, ...]], int] = {}
    for label in chat["labels"]:
        key = (label["person"], tuple(label["words"]))
        if label["kind"] == "commitment":
            seen[key] = seen.get(key, 0) + 1
        elif label["kind"] in ("done", "postponed", "cancelled") and key not in seen:
            errors.append(f"{name} msg {label['msg']}: {label['kind']} without an earlier "
                          f"commitment labelled with the same words")
    counts = Counter(label["kind"] for label in chat["labels"])
    print(f"{name}: {len(messages)} messages; "
          + ", ".join(f"{k} {counts.get(k, 0)}" for k in KINDS)
          + f"; total {len(chat['labels'])}")
    return errors


def main() -> None:
    review = "--review" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors = []
    if data.get("today") != "2026-12-04":
        errors.append("today is not 2026-12-04")
    today = date.fromisoformat(data["today"])
    for chat in data["chats"]:
        errors += check_chat(chat, today, review)
    for error in errors:
        print("ERROR", error)
    print("validation:", "FAILED" if errors else "passes")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
