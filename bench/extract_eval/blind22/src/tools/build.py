"""Write the three chats and labels.json from the message lists (each message carries its labels).

Run: python3 tools/build.py   (from anywhere; writes next to tools/)
"""

from __future__ import annotations

import json
import sys
from datetime import timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402

TODAY = "2026-12-04"


def seconds(messages):
    """Deterministic seconds within each minute, never going backwards."""
    stamps, previous = [], None
    for index, message in enumerate(messages):
        when = message.when + timedelta(seconds=(index * 17 + 7) % 50)
        if previous is not None and when <= previous:
            when = previous + timedelta(seconds=4)
        stamps.append(when)
        previous = when
    return stamps


def attach(labels, msg_id, message):
    for label in message.labels:
        labels.append({"msg": msg_id, **label})


# ---------------------------------------------------------------- Telegram
def build_telegram():
    mod = chat_telegram
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    items, labels, review, tags = [], [], [], {}
    next_id = 20411
    for message, when in zip(mod.MESSAGES, seconds(mod.MESSAGES)):
        msg_id = next_id
        next_id += 1 if msg_id % 7 else 2  # real exports skip ids now and then
        tag = message.extra.get("tag")
        if tag:
            tags[tag] = msg_id
        item = {
            "id": msg_id,
            "type": "message",
            "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(when.timestamp())),
        }
        if message.extra.get("service"):
            item.update({
                "type": "service",
                "actor": message.sender,
                "actor_id": mod.SENDERS[message.sender],
                "action": message.extra["service"],
                "members": message.extra.get("members", []),
                "text": "",
                "text_entities": [],
            })
            items.append(item)
            continue
        item["from"] = message.sender
        item["from_id"] = mod.SENDERS[message.sender]
        reply = message.extra.get("reply")
        if reply:
            item["reply_to_message_id"] = tags[reply]
        extra = message.extra
        if extra.get("media") == "voice_message":
            item.update({"file": mod.FILE_NOT_INCLUDED, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": extra["duration"]})
        elif extra.get("media") == "sticker":
            item.update({"file": mod.FILE_NOT_INCLUDED, "thumbnail": mod.FILE_NOT_INCLUDED,
                         "media_type": "sticker", "sticker_emoji": extra["emoji"],
                         "width": 512, "height": 512})
        elif extra.get("file"):
            item.update({"file": mod.FILE_NOT_INCLUDED, "file_name": extra["file"],
                         "mime_type": extra["mime"]})
        text = message.text
        if isinstance(text, list):
            item["text"] = text
            item["text_entities"] = [
                {"type": "plain", "text": part} if isinstance(part, str) else part for part in text
            ]
            plain = "".join(p if isinstance(p, str) else p["text"] for p in text)
        else:
            item["text"] = text
            item["text_entities"] = [{"type": "plain", "text": text}] if text else []
            plain = text
        items.append(item)
        attach(labels, msg_id, message)
        if message.labels:
            review.append((msg_id, message.sender, plain, message.labels))
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": 1837402215, "messages": items}
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    chat = {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": "ru",
            "people": mod.PEOPLE, "labels": labels}
    return chat, review


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp():
    mod = chat_whatsapp
    lines, labels, review = [], [], []
    position = 0
    for message in mod.MESSAGES:
        stamp = message.when.strftime("%d/%m/%Y, %H:%M")
        if message.extra.get("system"):
            lines.append(f"{stamp} - {message.text}")
            continue
        lines.append(f"{stamp} - {message.sender}: {message.text}")
        if message.extra.get("deleted"):
            assert not message.labels
            continue
        position += 1
        attach(labels, position, message)
        if message.labels:
            review.append((position, message.sender, message.text, message.labels))
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": "en",
            "people": mod.PEOPLE, "labels": labels}
    return chat, review


# ---------------------------------------------------------------- JSONL
def build_jsonl():
    mod = chat_jsonl
    rows, labels, review, tags = [], [], [], {}
    for index, (message, when) in enumerate(zip(mod.MESSAGES, seconds(mod.MESSAGES)), start=1):
        msg_id = 1000 + index
        tag = message.extra.get("tag")
        if tag:
            tags[tag] = msg_id
        row = {"id": msg_id, "time": when.isoformat(), "sender": message.sender, "text": message.text}
        reply = message.extra.get("reply")
        if reply:
            row["reply_to"] = tags[reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        attach(labels, msg_id, message)
        if message.labels:
            review.append((msg_id, message.sender, message.text, message.labels))
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": "mixed",
            "people": mod.PEOPLE, "labels": labels}
    return chat, review


def main():
    chats, reviews = [], []
    for build in (build_telegram, build_whatsapp, build_jsonl):
        chat, review = build()
        chats.append(chat)
        reviews.append((chat["file"], review))
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    with (HERE / "review.txt").open("w", encoding="utf-8") as out:
        for name, review in reviews:
            out.write(f"==== {name}\n")
            for msg_id, sender, text, labels in review:
                out.write(f"\n[{msg_id}] {sender}: {text}\n")
                for label in labels:
                    due = f" due={label['due']}" if label.get("due") else ""
                    out.write(f"    -> {label['kind']:10} {label['person']}: {label['words']}{due}\n")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
