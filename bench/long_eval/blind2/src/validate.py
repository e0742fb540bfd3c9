"""Check the blind2 set: export shape, ids, dates, and that every evidence id exists.

python bench/long_eval/blind2/src/validate.py [--show]   (--show prints each question's evidence texts)
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KINDS = {"when", "said", "who", "decision", "period", "latest", "neighbour", "paraphrase", "absent"}


def main() -> int:
    errors: list[str] = []
    chats: dict[str, dict[int, dict]] = {}
    chat_ids = set()
    for path in sorted((ROOT / "exports").glob("*/result.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        folder = path.parent.name
        if data.get("type") != "private_supergroup" or not isinstance(data.get("id"), int):
            errors.append(f"{folder}: bad header")
        if data["id"] in chat_ids:
            errors.append(f"{folder}: chat id reused")
        chat_ids.add(data["id"])
        by_id: dict[int, dict] = {}
        last_id, last_date = 0, ""
        for m in data["messages"]:
            if m["id"] <= last_id or m["date"] < last_date:
                errors.append(f"{folder}: id/date not increasing at {m['id']}")
            last_id, last_date = m["id"], m["date"]
            stamp = datetime.strptime(m["date"], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
            if str(int(stamp.timestamp())) != m["date_unixtime"]:
                errors.append(f"{folder}: unixtime mismatch at {m['id']}")
            if m["text_entities"] != [{"type": "plain", "text": m["text"]}]:
                errors.append(f"{folder}: entities mismatch at {m['id']}")
            if "reply_to_message_id" in m and m["reply_to_message_id"] not in by_id:
                errors.append(f"{folder}: reply to unknown {m['reply_to_message_id']}")
            by_id[m["id"]] = m
        chats[folder] = by_id
        first, last = data["messages"][0]["date"][:10], data["messages"][-1]["date"][:10]
        print(f"{folder}: {len(by_id)} messages, {first} .. {last}, "
              f"{len({m['from_id'] for m in by_id.values()})} people")
    if sum(len(c) for c in chats.values()) < 900 or min(len(c) for c in chats.values()) < 250:
        errors.append("too few messages")
    questions = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))
    seen = set()
    for q in questions:
        if q["id"] in seen:
            errors.append(f"{q['id']}: duplicate id")
        seen.add(q["id"])
        if q["kind"] not in KINDS or q["lang"] not in ("ru", "en"):
            errors.append(f"{q['id']}: bad kind/lang")
        if (q["kind"] == "absent") != (not q["evidence"]):
            errors.append(f"{q['id']}: absent iff no evidence")
        for e in q["evidence"]:
            if e["message"] not in chats.get(e["chat"], {}):
                errors.append(f"{q['id']}: evidence {e} does not exist")
        if "--show" in sys.argv:
            print(f"\n{q['id']} [{q['kind']}/{q['lang']}] {q['question']}")
            for e in q["evidence"]:
                m = chats[e["chat"]][e["message"]]
                print(f"   {e['chat']}#{e['message']} {m['date']} {m['from']}: {m['text']}")
    print(f"questions: {len(questions)}; kinds {dict(Counter(q['kind'] for q in questions))}; "
          f"langs {dict(Counter(q['lang'] for q in questions))}")
    people = list((ROOT / "vault" / "People").glob("*.md"))
    projects = list((ROOT / "vault" / "Projects").glob("*.md"))
    print(f"vault: {len(people)} people, {len(projects)} projects")
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
