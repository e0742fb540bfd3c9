"""Assemble the dev2 long-history set from the hand-written chat sources.

Source format (src/chat_*.txt):
  @MM-DD            starts a day (year 2026)
  key: text         a message by person `key`; time is drawn (seeded) later that day
  HH:MM key: text   a message at an explicit time
  {#label}          marks the message (used by questions_src.py as evidence)
  {>label}          makes it a reply to the labelled message
  lines starting with '#' are comments.
Run: python src/build.py   (writes exports/, questions.json)
"""
from __future__ import annotations

import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
sys.path.insert(0, str(SRC))

from people import CHATS  # noqa: E402

TAG = re.compile(r"\s*\{([#>])([\w.\-]+)\}")


def parse(chat: dict) -> tuple[list[dict], dict[str, int]]:
    rng = random.Random(chat["id"])
    people = chat["people"]
    messages: list[dict] = []
    labels: dict[str, int] = {}
    day = None
    clock = None
    next_id = chat["first_id"]
    for raw in (SRC / chat["source"]).read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@"):
            month, dom = map(int, line[1:].strip().split("-"))
            day = datetime(2026, month, dom, tzinfo=timezone.utc)
            clock = day + timedelta(hours=rng.choice([7, 8, 8, 9, 9, 10, 11]), minutes=rng.randint(0, 59))
            continue
        m = re.match(r"^(?:(\d\d):(\d\d) )?([a-z]+): (.*)$", line)
        if not m or day is None:
            raise SystemExit(f"bad line in {chat['source']}: {line!r}")
        hh, mm, key, text = m.groups()
        if hh:
            clock = day + timedelta(hours=int(hh), minutes=int(mm), seconds=rng.randint(0, 59))
        else:
            clock = clock + timedelta(minutes=rng.choice([0, 1, 1, 2, 3, 5, 8, 12, 20, 35, 60, 90]),
                                      seconds=rng.randint(0, 59))
        tags = TAG.findall(text)
        text = TAG.sub("", text).strip()
        name, uid = people[key]
        msg = {"id": next_id, "type": "message",
               "date": clock.strftime("%Y-%m-%dT%H:%M:%S"),
               "date_unixtime": str(int(clock.timestamp())),
               "from": name, "from_id": f"user{uid}"}
        for kind, label in tags:
            if kind == "#":
                if label in labels:
                    raise SystemExit(f"duplicate label {label}")
                labels[label] = next_id
            else:
                msg["reply_to_message_id"] = labels[label]
        msg["text"] = text
        msg["text_entities"] = [{"type": "plain", "text": text}]
        if messages and messages[-1]["date"] > msg["date"]:
            raise SystemExit(f"time goes back at {line!r}")
        messages.append(msg)
        next_id += rng.choice([1, 1, 1, 1, 2, 3])
    return messages, labels


def main() -> None:
    from questions_src import QUESTIONS

    where: dict[str, tuple[str, int]] = {}
    for chat in CHATS:
        messages, labels = parse(chat)
        out = ROOT / "exports" / chat["folder"] / "result.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"name": chat["title"], "type": "private_supergroup",
                                   "id": chat["id"], "messages": messages},
                                  ensure_ascii=False, indent=1), encoding="utf-8")
        for label, mid in labels.items():
            where[label] = (chat["folder"], mid)
        print(chat["folder"], len(messages), "messages")
    items = []
    for n, q in enumerate(QUESTIONS, 1):
        kind, lang, question, evidence = q[:4]
        items.append({"id": f"q{n:02d}", "kind": kind, "lang": lang,
                      "today": q[4] if len(q) > 4 else "2026-12-01", "question": question,
                      "evidence": [{"chat": where[l][0], "message": where[l][1]} for l in evidence]})
    (ROOT / "questions.json").write_text(json.dumps(items, ensure_ascii=False, indent=1),
                                         encoding="utf-8")
    print(len(items), "questions")


if __name__ == "__main__":
    main()
