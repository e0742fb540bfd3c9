"""Build the three chat exports and labels.json from the chat_*.py message lists.

Run: python3 src/build.py   (writes into the folder above src/)
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import chat_depot
import chat_foodbank
import chat_qa

OUT = Path(__file__).resolve().parent.parent
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def when(msg) -> datetime:
    month, day = (int(x) for x in msg["day"].split("-"))
    parts = [int(x) for x in msg["time"].split(":")]
    hour, minute = parts[0], parts[1]
    second = parts[2] if len(parts) > 2 else 0
    return datetime(2026, month, day, hour, minute, second, tzinfo=MSK)


def label_entry(msg_id, label):
    entry = {"msg": msg_id, "kind": label["kind"], "person": label["person"], "words": label["words"]}
    if "due" in label:
        entry["due"] = label["due"]
    if "until" in label:
        entry["until"] = label["until"]
    return entry


# ---------------------------------------------------------------- Telegram
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def build_telegram(mod) -> dict:
    services = [dict(day=d, time=t, sender=s, action=a) for d, t, s, a in mod.SERVICE]
    items = []
    for msg in mod.MESSAGES:
        while services and (services[0]["day"], services[0]["time"]) <= (msg["day"], msg["time"]):
            items.append(("service", services.pop(0)))
        items.append(("message", msg))
    items += [("service", s) for s in services]

    next_id = 30112
    by_key: dict[str, int] = {}
    last_message_id = None
    messages, labels = [], []
    for kind, msg in items:
        moment = when(msg)
        base = {
            "id": next_id,
            "type": kind,
            "date": moment.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(moment.timestamp())),
        }
        if kind == "service":
            base.update({
                "actor": msg["sender"], "actor_id": mod.SENDER_IDS[msg["sender"]],
                "action": msg["action"], "message_id": last_message_id,
                "text": "", "text_entities": [],
            })
            messages.append(base)
            next_id += 1
            continue
        base["from"] = msg["sender"]
        base["from_id"] = mod.SENDER_IDS[msg["sender"]]
        if msg["fwd"]:
            base["forwarded_from"] = msg["fwd"]
        if msg["reply"]:
            base["reply_to_message_id"] = by_key[msg["reply"]]
        media = msg["media"]
        if media == "photo":
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 171000 + next_id % 997 * 113,
                         "width": 1280, "height": 960})
        elif media and media.startswith("voice:"):
            base.update({"file": NOT_INCLUDED, "file_size": 38211, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": int(media.split(":")[1])})
        elif media and media.startswith("sticker:"):
            base.update({"file": NOT_INCLUDED, "file_name": "sticker.webp", "file_size": 24530,
                         "thumbnail": NOT_INCLUDED, "thumbnail_file_size": 5120,
                         "media_type": "sticker", "sticker_emoji": media.split(":", 1)[1],
                         "mime_type": "image/webp", "width": 512, "height": 512})
        elif media and media.startswith("file:"):
            name = media.split(":", 1)[1]
            mime = "application/pdf" if name.endswith(".pdf") else (
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
            base.update({"file": NOT_INCLUDED, "file_name": name, "file_size": 90412, "mime_type": mime})
        text = msg["text"]
        base["text"] = text
        base["text_entities"] = [{"type": "plain", "text": text}] if text else []
        messages.append(base)
        if msg["k"]:
            by_key[msg["k"]] = next_id
        for label in msg["labels"]:
            labels.append(label_entry(next_id, label))
        last_message_id = next_id
        next_id += 1

    export = {"name": mod.TITLE, "type": "private_supergroup", "id": 1873300456, "messages": messages}
    folder = OUT / mod.NAME
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return chat_entry(f"{mod.NAME}/result.json", mod, labels)


# ---------------------------------------------------------------- WhatsApp (Android)
def build_whatsapp(mod) -> dict:
    lines, labels = [], []
    position = 0
    for msg in mod.MESSAGES:
        moment = when(msg)
        stamp = moment.strftime("%d/%m/%Y, %H:%M")
        if msg["system"]:
            lines.append(f"{stamp} - {msg['text']}")
            continue
        lines.append(f"{stamp} - {msg['sender']}: {msg['text']}")
        if msg["deleted"]:
            assert not msg["labels"]
            continue
        position += 1
        for label in msg["labels"]:
            labels.append(label_entry(position, label))
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return chat_entry(mod.FILE, mod, labels)


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod) -> dict:
    rows, labels = [], []
    by_key: dict[str, int] = {}
    for number, msg in enumerate(mod.MESSAGES, start=1):
        row = {"id": number, "time": when(msg).isoformat(), "chat": mod.CHAT,
               "sender": msg["sender"], "text": msg["text"]}
        if msg["reply"]:
            row["reply_to"] = by_key[msg["reply"]]
        rows.append(json.dumps(row, ensure_ascii=False))
        if msg["k"]:
            by_key[msg["k"]] = number
        for label in msg["labels"]:
            labels.append(label_entry(number, label))
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return chat_entry(mod.FILE, mod, labels)


def chat_entry(file, mod, labels) -> dict:
    return {"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE, "people": mod.PEOPLE,
            "labels": labels}


def main() -> None:
    chats = [build_telegram(chat_depot), build_whatsapp(chat_foodbank), build_jsonl(chat_qa)]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
