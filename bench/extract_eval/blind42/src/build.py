"""Write the three exports and labels.json from the chat modules (run from anywhere).

    python3 OUT/src/build.py
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402
from common import monotone  # noqa: E402

TODAY = "2026-12-04"


def _labelled(labels, msg_id):
    out = []
    for label in labels:
        item = {"msg": msg_id, **label}
        out.append(item)
    return out


# ---------------------------------------------------------------- Telegram
def build_telegram():
    mod = chat_telegram
    items = monotone(mod.MESSAGES)
    ids, keys = [], {}
    next_id = mod.FIRST_ID
    for item in items:
        ids.append(next_id)
        if "key" in item:
            keys[item["key"]] = next_id
        next_id += 1
    messages, labels = [], []
    counters = {"voice": 0, "photo": 0}
    for index, (item, msg_id) in enumerate(zip(items, ids)):
        t = item["t"]
        base = {
            "id": msg_id,
            "type": "service" if "service" in item else "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(t.astimezone(timezone.utc).timestamp())),
        }
        sender, uid = item["who"], mod.USER_IDS[item["who"]]
        if "service" in item:
            base.update({"actor": sender, "actor_id": uid})
            if item["service"] == "invite":
                base.update({"action": "invite_members", "members": item["members"]})
            elif item["service"] == "pin":
                base.update({"action": "pin_message", "message_id": keys[item["pin"]]})
            base.update({"text": "", "text_entities": []})
            assert not item["labels"]
            messages.append(base)
            continue
        base.update({"from": sender, "from_id": uid})
        reply = item.get("reply")
        if reply is not None:
            base["reply_to_message_id"] = ids[index - 1] if reply == -1 else keys[reply]
        media = item.get("media")
        stamp = t.strftime("%d-%m-%Y_%H-%M-%S")
        if media == "voice":
            counters["voice"] += 1
            base.update({
                "file": f"voice_messages/audio_{counters['voice']}@{stamp}.ogg",
                "file_size": 9000 + 1700 * item["dur"],
                "media_type": "voice_message",
                "mime_type": "audio/ogg",
                "duration_seconds": item["dur"],
            })
        elif media == "photo":
            counters["photo"] += 1
            base.update({
                "photo": f"photos/photo_{counters['photo']}@{stamp}.jpg",
                "photo_file_size": 180000 + 913 * msg_id % 90000,
                "width": 1280,
                "height": 960,
            })
        elif media == "file":
            base.update({
                "file": f"files/{item['file_name']}",
                "file_name": item["file_name"],
                "file_size": 18944,
                "mime_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            })
        text = item["text"]
        base["text"] = text
        base["text_entities"] = [{"type": "plain", "text": text}] if text else []
        messages.append(base)
        labels += _labelled(item["labels"], msg_id)
    export = {"name": mod.CHAT_NAME, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return _chat(mod, f"{mod.FOLDER}/result.json", labels)


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp():
    mod = chat_whatsapp
    items = mod.MESSAGES
    lines, labels = [], []
    position = 0
    prev = None
    for item in items:
        t = item["t"].replace(second=0)
        if prev is not None and t < prev:
            raise ValueError(f"WhatsApp time goes backwards at {t}")
        prev = t
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        if item["who"] is None:
            lines.append(f"{stamp} - {item['text']}")
            assert not item["labels"]
            continue
        if item.get("deleted"):
            lines.append(f"{stamp} - {item['who']}: {item['text']}")
            assert not item["labels"]
            continue
        position += 1
        text = "<Media omitted>" if item.get("media") else item["text"]
        body = text.split("\n")
        lines.append(f"{stamp} - {item['who']}: {body[0]}")
        lines += body[1:]
        labels += _labelled(item["labels"], position)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return _chat(mod, mod.FILE, labels)


# ---------------------------------------------------------------- JSONL
def build_jsonl():
    mod = chat_jsonl
    items = monotone(mod.MESSAGES)
    ids, keys = [], {}
    for offset, item in enumerate(items):
        ids.append(mod.FIRST_ID + offset)
        if "key" in item:
            keys[item["key"]] = ids[-1]
    rows, labels = [], []
    for index, (item, msg_id) in enumerate(zip(items, ids)):
        row = {
            "id": msg_id,
            "time": item["t"].isoformat(),
            "chat": mod.CHAT,
            "sender": item["who"],
            "text": item["text"],
        }
        reply = item.get("reply")
        if reply is not None:
            row["reply_to"] = ids[index - 1] if reply == -1 else keys[reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += _labelled(item["labels"], msg_id)
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return _chat(mod, mod.FILE, labels)


def _chat(mod, file, labels):
    return {
        "file": file,
        "owner": mod.OWNER,
        "language": mod.LANGUAGE,
        "people": mod.PEOPLE,
        "labels": labels,
    }


def main():
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
