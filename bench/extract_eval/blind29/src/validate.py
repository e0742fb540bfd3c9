"""Check the set with the real parser.

    PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py [--show]

For each chat of labels.json: the export parses with `parse_export` (the function ingest
uses); the number of parsed messages is the one build.py wrote and lies in 110–130; times
never go backwards and stay in 16 Nov – 4 Dec 2026; every label's `msg` names a parsed
message (Telegram/JSONL: its id; WhatsApp: its 1-based position); kinds, words, dates are
well formed; every person is in `people` and is not the owner; every postponement has a
`due`, every context an `until`; no owner message carries a label of its own promise.
`--show` prints each label beside its message for re-reading.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date, datetime
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import chat_jl  # noqa: E402
import chat_tg  # noqa: E402
import chat_wa  # noqa: E402

KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)
DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z")
EXPECTED = {
    chat_tg.FOLDER + "/result.json": chat_tg,
    chat_wa.FILE: chat_wa,
    chat_jl.FILE: chat_jl,
}


def problems_of(chat: dict, today: date, show: bool) -> list[str]:
    problems: list[str] = []
    name = chat["file"]
    parsed = parse_export(HERE / name, "Europe/Moscow")
    if len(parsed.chats) != 1:
        return [f"{name}: {len(parsed.chats)} chats parsed, expected 1"]
    messages = parsed.chats[0].messages
    mod = EXPECTED[name]
    expected = sum(1 for m in mod.MESSAGES if not m.system and not m.deleted)
    if len(messages) != expected:
        problems.append(f"{name}: {len(messages)} messages parsed, build wrote {expected}")
    if not 110 <= len(messages) <= 130:
        problems.append(f"{name}: {len(messages)} messages, outside 110–130")
    # the parsed texts are the written ones, in order
    written = [m for m in mod.MESSAGES if not m.system and not m.deleted]
    for i, (got, want) in enumerate(zip(messages, written), start=1):
        if got.time != want.when:
            problems.append(f"{name} #{i}: time {got.time} != written {want.when}")
        if want.text and want.text not in got.text and got.text not in want.text:
            problems.append(f"{name} #{i}: text differs: {got.text[:40]!r}")
    previous: datetime | None = None
    for m in messages:
        if previous and m.time < previous:
            problems.append(f"{name}: time goes back at {m.message_id} ({m.time})")
        previous = m.time
        if not FIRST <= m.time.date() <= LAST:
            problems.append(f"{name}: {m.message_id} dated {m.time.date()}, outside the span")
    if name.endswith(".txt"):
        by_msg = {i: m for i, m in enumerate(messages, start=1)}
    else:
        by_msg = {m.message_id: m for m in messages}
    owner = chat["owner"]
    people = chat["people"]
    if owner in people:
        problems.append(f"{name}: the owner is listed in people")
    for label in chat["labels"]:
        where = f"{name} msg {label['msg']}"
        key = label["msg"] if name.endswith(".txt") else str(label["msg"])
        message = by_msg.get(key)
        if message is None:
            problems.append(f"{where}: no such message")
            continue
        if label["kind"] not in KINDS:
            problems.append(f"{where}: unknown kind {label['kind']}")
        if label["person"] not in people:
            problems.append(f"{where}: person {label['person']} not in people")
        if label["person"] == owner:
            problems.append(f"{where}: labelled on the owner")
        words = label["words"]
        if not (1 <= len(words) <= 3) or not all(isinstance(w, str) and w.strip() for w in words):
            problems.append(f"{where}: words {words}")
        for field in ("due", "until"):
            value = label.get(field)
            if value is not None and not DATE.match(value):
                problems.append(f"{where}: bad {field} {value!r}")
            if value is not None and date.fromisoformat(value) < message.time.date():
                problems.append(f"{where}: {field} {value} before the message")
        if label["kind"] == "postponed" and not label.get("due"):
            problems.append(f"{where}: postponement without due")
        if label["kind"] == "context" and not label.get("until"):
            problems.append(f"{where}: context without until")
        if label["kind"] not in ("commitment", "postponed") and label.get("due"):
            problems.append(f"{where}: due on a {label['kind']}")
        if label["kind"] != "context" and label.get("until"):
            problems.append(f"{where}: until on a {label['kind']}")
        if message.sender == owner and label["kind"] in ("commitment", "preference", "fact"):
            problems.append(f"{where}: {label['kind']} on an owner's message")
        if show:
            extra = " ".join(f"{k}={label[k]}" for k in ("due", "until") if label.get(k))
            print(f"[{label['msg']}] {message.time:%m-%d %H:%M} {message.sender}: "
                  f"{message.text or '(' + str(message.media) + ')'}")
            print(f"    -> {label['kind']:10} {label['person']} {words} {extra}")
    # lifecycle labels follow a commitment of the same person with overlapping words
    for label in chat["labels"]:
        if label["kind"] in ("done", "postponed", "cancelled"):
            same = [c for c in chat["labels"] if c["kind"] == "commitment"
                    and c["person"] == label["person"] and c["words"] == label["words"]]
            if not same:
                problems.append(f"{name} msg {label['msg']}: {label['kind']} with no commitment "
                                f"of {label['person']} with words {label['words']}")
    return problems


def main() -> None:
    show = "--show" in sys.argv
    data = json.loads((HERE / "labels.json").read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    assert today == LAST, data["today"]
    problems: list[str] = []
    for chat in data["chats"]:
        if show:
            print(f"\n===== {chat['file']} (owner {chat['owner']})")
        problems += problems_of(chat, today, show)
        counts: dict[str, int] = {}
        for label in chat["labels"]:
            counts[label["kind"]] = counts.get(label["kind"], 0) + 1
        print(chat["file"], counts, file=sys.stderr)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    print("validation passed", file=sys.stderr)


if __name__ == "__main__":
    main()
