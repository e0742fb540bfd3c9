"""Build the three chats and labels.json from chat_*.py (each message carries its labels).

Run: python3 build.py   (writes into this folder)
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import chat_jsonl
import chat_telegram
import chat_whatsapp
from common import YEAR, plain

OUT = Path(__file__).resolve().parent
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def moment(when: str, salt: str) -> datetime:
    """'MM-DD HH:MM' in Moscow time, with stable pseudo-random seconds."""
    day, clock = when.split()
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    second = parts[2] if len(parts) > 2 else int(hashlib.md5(salt.encode()).hexdigest(), 16) % 60
    return datetime(YEAR, month, dom, parts[0], parts[1], second, tzinfo=MSK)


def people(module) -> dict[str, list[str]]:
    return {full: aliases for full, aliases in module.PEOPLE.values()}


def resolve(labels, module, msg_id):
    out = []
    for label in labels:
        item = {"msg": msg_id, "kind": label["kind"], "person": module.PEOPLE[label["person"]][0],
                "words": label["words"]}
        if label.get("due"):
            item["due"] = label["due"]
        if label["kind"] == "context":
            item["until"] = label["until"]
        out.append(item)
    return out


# ---------------------------------------------------------------- Telegram
def build_telegram():
    mod = chat_telegram
    items, labels, expected = [], [], []
    next_id = 5201
    ids = []
    for n, msg in enumerate(mod.MESSAGES):
        if n and n % 17 == 0:
            next_id += 1  # a message deleted before the export leaves a gap
        ids.append(next_id)
        next_id += 1
    photo_no = voice_no = 0
    for n, msg in enumerate(mod.MESSAGES):
        when = moment(msg.when, f"tg{n}")
        name, from_id = mod.SENDERS[msg.who]
        base = {
            "id": ids[n],
            "type": "service" if msg.system else "message",
            "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(when.timestamp())),
        }
        if msg.system:
            base.update({"actor": name, "actor_id": from_id, "action": msg.system,
                         "members": ["Кирилл Жуков"], "text": "", "text_entities": []})
            items.append(base)
            continue
        base.update({"from": name, "from_id": from_id})
        if msg.edited:
            edited = moment(msg.edited, f"tge{n}")
            base["edited"] = edited.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = str(int(edited.timestamp()))
        if msg.reply:
            base["reply_to_message_id"] = ids[n - msg.reply]
        stamp = when.strftime("%d-%m-%Y_%H-%M-%S")
        if msg.media == "photo":
            photo_no += 1
            base.update({"photo": f"photos/photo_{photo_no}@{stamp}.jpg", "photo_file_size": 184233 + 977 * n,
                         "width": 1280, "height": 960})
        elif msg.media == "voice":
            voice_no += 1
            base.update({"file": f"voice_messages/audio_{voice_no}@{stamp}.ogg", "file_size": 61204,
                         "media_type": "voice_message", "mime_type": "audio/ogg", "duration_seconds": 41})
        elif msg.media and msg.media.startswith("sticker:"):
            base.update({"file": "(File not included. Change data exporting settings to download.)",
                         "file_size": 30417, "thumbnail": "(File not included. Change data exporting settings to download.)",
                         "media_type": "sticker", "sticker_emoji": msg.media.split(":", 1)[1],
                         "width": 512, "height": 512})
        elif msg.media and msg.media.startswith("file:"):
            fname = msg.media.split(":", 1)[1]
            base.update({"file": f"files/{fname}", "file_name": fname, "file_size": 88412,
                         "mime_type": "application/octet-stream"})
        if isinstance(msg.text, str):
            base["text"] = msg.text
            base["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        else:
            base["text"] = [p if isinstance(p, str) else dict(p) for p in msg.text]
            base["text_entities"] = [{"type": "plain", "text": p} if isinstance(p, str) else dict(p)
                                     for p in msg.text]
        items.append(base)
        expected.append((str(ids[n]), when, plain(msg.text), name))
        labels += resolve(msg.labels, mod, ids[n])
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": items}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    chat = {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}
    return chat, expected


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp():
    mod = chat_whatsapp
    lines, labels, expected = [], [], []
    position = 0
    for n, msg in enumerate(mod.MESSAGES):
        when = moment(msg.when, f"wa{n}")
        stamp = when.strftime("%d/%m/%Y, %H:%M")
        if msg.system:
            lines.append(f"{stamp} - {msg.text}")
            continue
        sender = mod.SENDERS[msg.who]
        if msg.deleted:
            lines.append(f"{stamp} - {sender}: This message was deleted")
            continue
        text = msg.text + (" <This message was edited>" if msg.edited else "")
        lines.append(f"{stamp} - {sender}: {text}")
        position += 1
        body = msg.text
        if body.startswith("<Media omitted>"):
            body = body.partition("\n")[2]
        expected.append((str(position), when.replace(second=0), body, sender))
        labels += resolve(msg.labels, mod, position)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}
    return chat, expected


# ---------------------------------------------------------------- JSONL
def build_jsonl():
    mod = chat_jsonl
    rows, labels, expected = [], [], []
    ids = [mod.FIRST_ID + n for n in range(len(mod.MESSAGES))]
    for n, msg in enumerate(mod.MESSAGES):
        when = moment(msg.when, f"jl{n}")
        row = {"id": ids[n], "time": when.isoformat(), "chat": mod.CHAT,
               "sender": mod.SENDERS[msg.who], "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[n - msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        expected.append((str(ids[n]), when, msg.text, mod.SENDERS[msg.who]))
        labels += resolve(msg.labels, mod, ids[n])
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}
    return chat, expected


def build():
    results = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": [chat for chat, _ in results]}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return results


if __name__ == "__main__":
    for chat, expected in build():
        print(chat["file"], len(expected), "messages,", len(chat["labels"]), "labels")
