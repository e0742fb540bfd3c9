"""Build the three chat exports and labels.json from the chat modules (messages carry labels).

Run: python3 src/build.py   (writes into the folder above src/)
"""
import importlib
import json
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

SRC = Path(__file__).resolve().parent
OUT = SRC.parent
sys.path.insert(0, str(SRC))
MSK = ZoneInfo("Europe/Moscow")
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def local(when):
    return datetime.strptime("2026-" + when, "%Y-%m-%d %H:%M").replace(tzinfo=MSK)


def label_rows(msg_id, labels):
    rows = []
    for lab in labels:
        rows.append({"msg": msg_id, **lab})
    return rows


# ---------------------------------------------------------------- Telegram
def build_telegram():
    chat = importlib.import_module("chat_telegram")
    first_id = 20417
    ids, keys, out, labels = {}, {}, [], []
    next_id = first_id
    for i, m in enumerate(chat.MESSAGES):
        ids[i] = next_id
        if m.get("key"):
            keys[m["key"]] = next_id
        next_id += 1
    for i, m in enumerate(chat.MESSAGES):
        t = local(m["when"])
        sec = (i * 17) % 50  # seconds, deterministic
        t = t.replace(second=sec)
        base = {"id": ids[i], "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(t.timestamp()))}
        if m.get("service"):
            obj = {"id": ids[i], "type": "service", **{k: v for k, v in base.items() if k != "id"},
                   "actor": m["sender"], "actor_id": chat.SENDERS[m["sender"]],
                   "action": m["service"], "message_id": ids[i] + 1,
                   "text": "", "text_entities": []}
            out.append(obj)
            continue
        obj = {"id": ids[i], "type": "message", **{k: v for k, v in base.items() if k != "id"}}
        if m.get("edited"):
            e = local(m["edited"]).replace(second=(sec + 20) % 60)
            obj["edited"] = e.strftime("%Y-%m-%dT%H:%M:%S")
            obj["edited_unixtime"] = str(int(e.timestamp()))
        obj["from"] = m["sender"]
        obj["from_id"] = chat.SENDERS[m["sender"]]
        if m.get("reply"):
            obj["reply_to_message_id"] = keys[m["reply"]]
        media = m.get("media")
        if media:
            kind, _, arg = media.partition(":")
            if kind == "sticker":
                obj.update({"file": NOT_INCLUDED, "file_name": "sticker.webp", "thumbnail": NOT_INCLUDED,
                            "media_type": "sticker", "sticker_emoji": arg, "width": 512, "height": 512})
            elif kind == "voice":
                obj.update({"file": NOT_INCLUDED, "media_type": "voice_message",
                            "mime_type": "audio/ogg", "duration_seconds": int(arg)})
            elif kind == "photo":
                obj.update({"photo": NOT_INCLUDED, "width": 1280, "height": 960})
            elif kind == "file":
                obj.update({"file": NOT_INCLUDED, "file_name": arg,
                            "mime_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"})
        text = m["text"]
        obj["text"] = text
        obj["text_entities"] = [{"type": "plain", "text": text}] if text else []
        out.append(obj)
        labels += label_rows(ids[i], m["labels"])
    data = {"name": chat.NAME, "type": "private_supergroup", "id": 1873920461, "messages": out}
    folder = OUT / chat.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return chat, f"{chat.FOLDER}/result.json", labels


# ---------------------------------------------------------------- WhatsApp
STUBS = {"this message was deleted", "you deleted this message"}


def build_whatsapp():
    chat = importlib.import_module("chat_whatsapp")
    lines, labels, pos = [], [], 0
    for m in chat.MESSAGES:
        stamp = local(m["when"]).strftime("%d/%m/%Y, %H:%M")
        if m["sender"] is None:
            lines.append(f"{stamp} - {m['text']}")
            continue
        lines.append(f"{stamp} - {m['sender']}: {m['text']}")
        if m["text"].strip().lower() in STUBS:
            assert not m["labels"]
            continue
        pos += 1
        labels += label_rows(pos, m["labels"])
    (OUT / chat.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return chat, chat.FILE, labels


# ---------------------------------------------------------------- JSONL
def build_jsonl():
    chat = importlib.import_module("chat_jsonl")
    rows, labels, keys = [], [], {}
    for i, m in enumerate(chat.MESSAGES):
        mid = 5301 + i
        if m.get("key"):
            keys[m["key"]] = mid
        t = local(m["when"]).replace(second=(i * 13) % 60)
        row = {"id": mid, "chat": chat.CHAT, "time": t.isoformat(), "sender": m["sender"], "text": m["text"]}
        if m.get("reply"):
            row["reply_to"] = keys[m["reply"]]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += label_rows(mid, m["labels"])
    (OUT / chat.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return chat, chat.FILE, labels


def main():
    chats = []
    for build in (build_telegram, build_whatsapp, build_jsonl):
        chat, file, labels = build()
        chats.append({"file": file, "owner": chat.OWNER, "language": chat.LANGUAGE,
                      "people": chat.PEOPLE_ALIASES, "labels": labels})
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print("built", [c["file"] for c in chats])


if __name__ == "__main__":
    main()
