"""Write chat 1 as a Telegram Desktop single-chat export (result.json).

Message ids count up from FIRST_ID; service messages (pins) take ids too and are no
messages for the parser. A label's `msg` is the Telegram id of its message.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import chat_telegram as chat

FIRST_ID = 5112
_MENTION = re.compile(r"(@\w+)")


def _entities(text: str) -> list[dict]:
    parts = [p for p in _MENTION.split(text) if p]
    return [{"type": "mention" if p.startswith("@") else "plain", "text": p} for p in parts]


def _stamp(record: dict) -> tuple[str, str]:
    t = record["time"]
    return t.strftime("%Y-%m-%dT%H:%M:%S"), str(int(t.timestamp()))


def build(out: Path) -> dict:
    ids: dict[str, int] = {}
    next_id = FIRST_ID
    for i, record in enumerate(chat.MESSAGES):
        record.setdefault("_sec", (i * 37 + 11) % 60)
        record["_id"] = next_id
        if "key" in record:
            ids[record["key"]] = next_id
        next_id += 1 + record.get("gap", 0)
    items = []
    labels = []
    photo_n = voice_n = 0
    for record in chat.MESSAGES:
        t = record["time"].replace(second=record["_sec"])
        record["time"] = t
        local, unix = _stamp(record)
        name, from_id = chat.SENDERS[record["who"]]
        if record.get("kind") == "pin":
            items.append({
                "id": record["_id"], "type": "service", "date": local, "date_unixtime": unix,
                "actor": name, "actor_id": from_id, "action": "pin_message",
                "message_id": ids[record["reply"]], "text": "", "text_entities": [],
            })
            continue
        item: dict = {"id": record["_id"], "type": "message", "date": local,
                      "date_unixtime": unix, "from": name, "from_id": from_id}
        if "reply" in record:
            item["reply_to_message_id"] = ids[record["reply"]]
        media = record.get("media")
        day = t.strftime("%d-%m-%Y_%H-%M-%S")
        if media and media[0] == "photo":
            photo_n += 1
            item.update({"photo": f"photos/photo_{photo_n}@{day}.jpg",
                         "photo_file_size": 180000 + photo_n * 7919,
                         "width": 1280, "height": 960})
        elif media and media[0] == "voice":
            voice_n += 1
            item.update({"file": f"voice_messages/audio_{voice_n}@{day}.ogg",
                         "file_name": f"audio_{voice_n}@{day}.ogg",
                         "file_size": 41000 + voice_n * 1201,
                         "media_type": "voice_message", "mime_type": "audio/ogg",
                         "duration_seconds": media[1]})
        elif media and media[0] == "file":
            item.update({"file": f"files/{media[1]}", "file_name": media[1],
                         "file_size": 96211, "mime_type": media[2]})
        text = record["text"]
        entities = _entities(text)
        item["text"] = text if all(e["type"] == "plain" for e in entities) else [
            e["text"] if e["type"] == "plain" else e for e in entities]
        item["text_entities"] = entities
        items.append(item)
        for label in record["labels"]:
            labels.append({"msg": record["_id"], **label})
    export = {"name": chat.TITLE, "type": "private_group", "id": chat.CHAT_ID, "messages": items}
    folder = out / chat.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "result.json").write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    parsed = sum(1 for r in chat.MESSAGES if r.get("kind") != "pin")
    return {"file": f"{chat.FOLDER}/result.json", "owner": chat.OWNER,
            "language": chat.LANGUAGE, "people": chat.PEOPLE, "labels": labels,
            "_messages": parsed}
