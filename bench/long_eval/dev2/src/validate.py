"""Check the dev2 set: export shape, counts, every evidence id exists. Prints evidence with --show."""
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
chats, ids = {}, set()
for path in sorted((ROOT / "exports").glob("*/result.json")):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["type"] == "private_supergroup" and isinstance(data["id"], int)
    assert data["id"] not in ids, "chat ids must be unique"
    ids.add(data["id"])
    msgs = {m["id"]: m for m in data["messages"]}
    order = [m["id"] for m in data["messages"]]
    assert order == sorted(order) and len(order) == len(msgs), path
    dates = [m["date"] for m in data["messages"]]
    assert dates == sorted(dates), path
    for m in data["messages"]:
        assert m["text_entities"][0]["text"] == m["text"]
        assert m.get("reply_to_message_id", order[0]) in msgs
    chats[path.parent.name] = msgs
    print(f"{path.parent.name}: {len(msgs)} messages, {dates[0][:10]} .. {dates[-1][:10]}")
assert len(chats) == 3 and sum(map(len, chats.values())) >= 900
assert all(len(m) >= 250 for m in chats.values())
questions = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))
assert len({q["id"] for q in questions}) == len(questions) >= 70
for q in questions:
    assert (q["kind"] == "absent") == (not q["evidence"]), q["id"]
    for e in q["evidence"]:
        assert e["message"] in chats[e["chat"]], (q["id"], e)
    if "--show" in sys.argv:
        print(f"\n{q['id']} [{q['kind']}/{q['lang']}] {q['question']}")
        for e in q["evidence"]:
            m = chats[e["chat"]][e["message"]]
            print(f"   {m['date'][:10]} {m['from']}: {m['text']}")
print(len(questions), "questions;", dict(Counter(q["kind"] for q in questions)),
      dict(Counter(q["lang"] for q in questions)))
print("ok")
