"""Check the set with the real export parsers; `--show` prints every label beside its message.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python build/validate.py [--show]

Checks, per chat: the parser reads the file and finds the expected number of
messages (and the same senders and texts, in order, as the build wrote); times never
go backwards; every label's `msg` exists (Telegram: message id; WhatsApp: 1-based
position among parsed messages; JSONL: id); kinds, words, dates are well formed;
every label's person is in `people` and is not the owner; every postponement has a
`due` and every context an `until`; every done/postponed/cancelled repeats the words
of an earlier commitment of the same person; and (a warning only) each word of a
preference/context/fact occurs in its own message's text, and of a commitment in its
message or the three before it (a reply's words come from what it answers).
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
LIFECYCLE = {"done", "postponed", "cancelled"}
FIELDS = {"msg", "kind", "person", "words", "due", "until"}
START, END = date(2026, 11, 16), date(2026, 12, 4)


def norm(text: str) -> str:
    return text.lower().replace("ё", "е")


def iso(value: str) -> date:
    return date.fromisoformat(value)


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    manifests = json.loads((HERE / "manifest.json").read_text("utf-8"))
    errors: list[str] = []
    warnings: list[str] = []
    assert data["today"] == "2026-12-04", "today"
    for chat in data["chats"]:
        name = chat["file"]
        err = lambda text: errors.append(f"{name}: {text}")  # noqa: E731
        parsed = parse_export(OUT / name, "Europe/Moscow")
        if len(parsed.chats) != 1:
            err(f"{len(parsed.chats)} chats parsed, expected 1")
            continue
        messages = parsed.chats[0].messages
        manifest = manifests[name]
        if len(messages) != len(manifest):
            err(f"{len(messages)} messages parsed, build wrote {len(manifest)}")
        if not 110 <= len(messages) <= 130:
            err(f"{len(messages)} messages, outside 110-130")
        # ids as the labels count them
        if name.endswith(".txt"):
            by_msg = {i: m for i, m in enumerate(messages, start=1)}
        else:
            by_msg = {int(m.message_id): m for m in messages}
        for row, message in zip(manifest, messages):
            shown = by_msg.get(row["msg"])
            if shown is not message:
                err(f"msg {row['msg']}: the parser's message at that id is not the build's")
            if message.sender != row["sender"] or message.text != row["text"]:
                # media stubs: the parser strips the placeholder line
                if not (message.media and row["text"].endswith(message.text)):
                    err(f"msg {row['msg']}: parsed {message.sender!r}/{message.text!r} "
                        f"!= built {row['sender']!r}/{row['text']!r}")
        previous = None
        for message in messages:
            if previous and message.time < previous:
                err(f"time goes backwards at {message.time}")
            previous = message.time
            if not START <= message.time.date() <= END:
                err(f"message outside 16 Nov - 4 Dec: {message.time}")
            if message.time.utcoffset().total_seconds() != 3 * 3600:
                err(f"not Moscow time: {message.time}")
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            err("the owner is listed in people")
        if not 5 <= len(people) <= 7:
            err(f"{len(people)} team members")
        if chat["language"] not in {"ru", "en", "mixed"}:
            err(f"language {chat['language']!r}")
        promised: list[tuple[int, str, tuple[str, ...]]] = []
        order = {key: i for i, key in enumerate(by_msg)}
        for label in chat["labels"]:
            where = f"msg {label.get('msg')} {label.get('kind')} {label.get('person')}"
            if set(label) - FIELDS:
                err(f"{where}: unknown fields {set(label) - FIELDS}")
            if label.get("msg") not in by_msg:
                err(f"{where}: no such message")
                continue
            message = by_msg[label["msg"]]
            kind = label["kind"]
            if kind not in KINDS:
                err(f"{where}: unknown kind")
            person = label["person"]
            if person not in people:
                err(f"{where}: person not in people")
            if person == owner:
                err(f"{where}: a label on the owner")
            words = label["words"]
            if not (1 <= len(words) <= 3 and all(isinstance(w, str) and w.strip() for w in words)):
                err(f"{where}: words must be 1-3 non-empty strings")
            if any(not alt.strip() for w in words for alt in w.split("|")):
                err(f"{where}: an empty alternative in {words}")
            if kind == "postponed" and not label.get("due"):
                err(f"{where}: a postponement without due")
            if kind == "context" and not label.get("until"):
                err(f"{where}: a context without until")
            if label.get("due") and kind not in {"commitment", "postponed"}:
                err(f"{where}: due on a {kind}")
            if label.get("until") and kind != "context":
                err(f"{where}: until on a {kind}")
            for key in ("due", "until"):
                if label.get(key):
                    try:
                        when = iso(label[key])
                    except ValueError:
                        err(f"{where}: bad {key} {label[key]!r}")
                        continue
                    if when < message.time.date():
                        err(f"{where}: {key} {when} before the message ({message.time.date()})")
            key = (person, tuple(words))
            if kind == "commitment":
                promised.append((order[label["msg"]], person, tuple(words)))
            elif kind in LIFECYCLE:
                earlier = [p for p in promised if (p[1], p[2]) == key and p[0] < order[label["msg"]]]
                if not earlier:
                    err(f"{where}: no earlier commitment of {person} with words {words}")
            else:
                text = norm(message.text)
                for word in words:
                    if not any(norm(alt) in text for alt in word.split("|")):
                        warnings.append(f"{name}: {where}: {word!r} not in its message")
            if kind == "commitment":  # a reply's words may come from the messages before it
                at = order[label["msg"]]
                text = norm(" ".join(m.text for m in messages[max(0, at - 3): at + 1]))
                for word in words:
                    if not any(norm(alt) in text for alt in word.split("|")):
                        warnings.append(f"{name}: {where}: {word!r} not in it or the 3 before")
        # who sent each labelled message (a label on someone else's message is allowed)
        if show:
            print(f"\n=== {name} ({len(messages)} messages, {len(chat['labels'])} labels)")
            labelled: dict[int, list[dict]] = {}
            for label in chat["labels"]:
                labelled.setdefault(label["msg"], []).append(label)
            for key, message in by_msg.items():
                body = message.text.replace("\n", " / ")
                media = f"[{message.media}] " if message.media else ""
                print(f"{key:>5} {message.time:%m-%d %H:%M} {message.sender}: {media}{body}")
                for label in labelled.get(key, []):
                    extra = "".join(f" {k}={label[k]}" for k in ("due", "until") if label.get(k))
                    print(f"        -> {label['kind']:10} {label['person']}: {label['words']}{extra}")
    for warning in warnings:
        print("WARN", warning)
    for error in errors:
        print("ERROR", error)
    totals: dict[str, int] = {}
    for chat in data["chats"]:
        counts: dict[str, int] = {}
        for label in chat["labels"]:
            counts[label["kind"]] = counts.get(label["kind"], 0) + 1
            totals[label["kind"]] = totals.get(label["kind"], 0) + 1
        print(chat["file"], {k: counts.get(k, 0) for k in sorted(KINDS)})
    print("total", {k: totals.get(k, 0) for k in sorted(KINDS)})
    print("OK" if not errors else f"FAILED: {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
