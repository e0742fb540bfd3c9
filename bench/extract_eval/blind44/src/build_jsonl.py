"""Write chat 3 as generic JSONL (one message object per line).

Ids are kept as given by the parser, so a label's `msg` is the message's `id`.
"""

from __future__ import annotations

import json
from pathlib import Path

import chat_jsonl as chat

FIRST_ID = 20411


def build(out: Path) -> dict:
    ids: dict[str, int] = {}
    for i, record in enumerate(chat.MESSAGES):
        record["_id"] = FIRST_ID + i
        if "key" in record:
            ids[record["key"]] = record["_id"]
    lines = []
    labels = []
    for i, record in enumerate(chat.MESSAGES):
        t = record["time"].replace(second=(i * 29 + 7) % 60)
        item = {"id": record["_id"], "time": t.isoformat(), "chat": chat.CHAT,
                "sender": chat.SENDERS[record["who"]], "text": record["text"]}
        if "reply" in record:
            item["reply_to"] = ids[record["reply"]]
        lines.append(json.dumps(item, ensure_ascii=False))
        for label in record["labels"]:
            labels.append({"msg": record["_id"], **label})
    (out / chat.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": chat.FILE, "owner": chat.OWNER, "language": chat.LANGUAGE,
            "people": chat.PEOPLE, "labels": labels, "_messages": len(chat.MESSAGES)}
