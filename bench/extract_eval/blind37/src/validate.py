"""Validate the set with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py [--show]
--show prints every label beside its message text (for re-reading).
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

sys.path.insert(0, str(Path(__file__).resolve().parent))

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
RANGES = {"commitment": (15, 30), "done": (10, 20), "postponed": (3, 6), "cancelled": (1, 3),
          "preference": (4, 6), "context": (4, 6), "fact": (4, 6)}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FIRST, LAST = date(2026, 11, 16), date(2026, 12, 4)


def main() -> int:
    show = "--show" in sys.argv
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors: list[str] = []
    table = []
    assert data["today"] == "2026-12-04"
    for chat in data["chats"]:
        name = chat["file"]
        err = lambda text: errors.append(f"{name}: {text}")  # noqa: E731
        parsed = parse_export(OUT / name, "Europe/Moscow")
        assert len(parsed.chats) == 1, name
        messages = parsed.chats[0].messages
        source = parsed.chats[0].source
        if source == "whatsapp":
            by_id = {i: m for i, m in enumerate(messages, start=1)}
        else:
            by_id = {int(m.message_id): m for m in messages}
        if not 110 <= len(messages) <= 130:
            err(f"{len(messages)} messages, want 110-130")
        for before, after in zip(messages, messages[1:]):
            if after.time < before.time:
                err(f"time goes backwards at {after.message_id}")
        for m in messages:
            if m.time.utcoffset().total_seconds() != 3 * 3600:
                err(f"not Moscow time: {m.time}")
            if not FIRST <= m.time.date() <= LAST:
                err(f"date out of range: {m.time}")
        owner = chat["owner"]
        people = chat["people"]
        senders = Counter(m.sender for m in messages)
        if owner not in senders:
            err("owner never writes")
        if not 5 <= len(people) <= 7:
            err(f"{len(people)} team members")
        if owner in people:
            err("owner listed in people")
        if chat["language"] not in ("ru", "en", "mixed"):
            err("bad language")
        alias_of = {a for p, al in people.items() for a in [p, *al]}
        for sender in senders:
            if sender != owner and sender not in alias_of and not re.fullmatch(r"[+\d ()-]+", sender):
                err(f"sender {sender!r} not among people/aliases")
        commitments: list[dict] = []
        kinds = Counter()
        for label in chat["labels"]:
            where = f"msg {label['msg']} {label['kind']} {label['person']}"
            kinds[label["kind"]] += 1
            if label["msg"] not in by_id:
                err(f"{where}: no such message")
                continue
            msg = by_id[label["msg"]]
            if label["kind"] not in KINDS:
                err(f"{where}: bad kind")
            if label["person"] not in people:
                err(f"{where}: person not in people")
            if label["person"] == owner:
                err(f"{where}: owner labelled")
            words = label["words"]
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                err(f"{where}: words {words}")
            for key in ("due", "until"):
                if key in label and not DATE.match(label[key]):
                    err(f"{where}: bad {key}")
            if label["kind"] == "postponed" and "due" not in label:
                err(f"{where}: postponed without due")
            if label["kind"] == "context" and "until" not in label:
                err(f"{where}: context without until")
            if label["kind"] != "context" and "until" in label:
                err(f"{where}: until on a non-context")
            if label["kind"] not in ("commitment", "postponed") and "due" in label:
                err(f"{where}: due on a {label['kind']}")
            if "due" in label and date.fromisoformat(label["due"]) < msg.time.date():
                err(f"{where}: due before the message")
            if label["kind"] == "commitment":
                commitments.append(label)
            elif label["kind"] in ("done", "postponed", "cancelled"):
                origin = [c for c in commitments
                          if c["person"] == label["person"] and c["words"] == words]
                if not origin:
                    err(f"{where}: no earlier commitment with the same person and words")
            if label["kind"] in ("commitment", "preference", "context", "fact"):
                text = (msg.text or "").lower().replace("ё", "е")
                for word in words:
                    alts = [a.lower().replace("ё", "е") for a in word.split("|")]
                    if not any(a in text for a in alts):
                        print(f"  note: {name} {where}: {word!r} not literally in the message")
            if show:
                extra = label.get("due") or label.get("until") or ""
                print(f"[{name[:14]}] #{label['msg']} {label['kind']:10} {label['person']:22} "
                      f"{'/'.join(words)} {extra}\n      <{msg.sender}> {msg.text or '(' + str(msg.media) + ')'}")
        for kind, (low, high) in RANGES.items():
            if not low <= kinds[kind] <= high:
                err(f"{kinds[kind]} {kind} labels, aim {low}-{high}")
        table.append((name, len(messages), parsed.chats[0].skipped, kinds))
        # the parsed messages are exactly the built ones, in order (so msg ids/positions line up)
        module = {"telegram": "chat_depot", "whatsapp": "chat_foodbank", "jsonl": "chat_qa"}[source]
        built = [m for m in __import__(module).MESSAGES if not m["system"] and not m["deleted"]]
        if [m.sender for m in messages] != [b["sender"] for b in built]:
            err("parsed senders differ from the built messages")
    print()
    print("| chat | messages | skipped | " + " | ".join(KINDS) + " | total |")
    for name, count, skipped, kinds in table:
        print(f"| {name} | {count} | {skipped} | " + " | ".join(str(kinds[k]) for k in KINDS)
              + f" | {sum(kinds.values())} |")
    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" ", e)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
