"""Build the three chat exports and labels.json from the chat_* modules.

Usage: python3 src/build.py   (writes into the folder above src/)
Each message in chat_*.py carries its own labels; `msg` is the Telegram message id,
the JSONL id, or for WhatsApp the 1-based position among parsed messages (system
lines and deleted-message stubs are not counted).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import chat_pharmacy
import chat_school
import chat_solar

OUT = Path(__file__).resolve().parent.parent
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def with_seconds(messages):
    """(message, datetime) with deterministic seconds that keep the order strict."""
    result = []
    previous = None
    for index, msg in enumerate(messages):
        base = datetime.fromisoformat(msg.stamp).replace(tzinfo=MSK)
        moment = base.replace(second=(3 + index * 17) % 50)
        if previous is not None and moment <= previous:
            moment = previous + timedelta(seconds=1)
        if moment.replace(second=0) != base:
            raise SystemExit(f"cannot place {msg.when} after {previous}")
        result.append((msg, moment))
        previous = moment
    return result


def label_entry(msg_id, label, people):
    title = people[label["p"]][0]
    entry = {"msg": msg_id, "kind": label["kind"], "person": title, "words": label["words"]}
    for key in ("due", "until"):
        if key in label:
            entry[key] = label[key]
    return entry


def people_map(people):
    return {title: aliases for title, aliases in people.values()}


# --------------------------------------------------------------------- Telegram
def build_telegram(mod):
    folder = OUT / mod.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    items, labels, ids = [], [], {}
    next_id = 58210
    photo_no = file_no = voice_no = 0
    for index, (msg, moment) in enumerate(with_seconds(mod.MESSAGES)):
        if index and index % 23 == 0:
            next_id += 1  # a message deleted before the export leaves a gap
        msg_id = next_id
        next_id += 1
        stamp = moment.strftime("%Y-%m-%dT%H:%M:%S")
        unix = str(int(moment.timestamp()))
        if msg.kind == "service":
            name, user = mod.SENDERS[msg.who]
            item = {"id": msg_id, "type": "service", "date": stamp, "date_unixtime": unix,
                    "actor": name, "actor_id": user, "action": msg.text}
            if "pin" in msg.extra:
                item["message_id"] = ids[msg.extra["pin"]]
            item["text"] = ""
            item["text_entities"] = []
            items.append(item)
            continue
        name, user = mod.SENDERS[msg.who]
        item = {"id": msg_id, "type": "message", "date": stamp, "date_unixtime": unix}
        if msg.edited:
            edited = datetime.fromisoformat(f"2026-{msg.edited.replace(' ', 'T')}").replace(
                tzinfo=MSK, second=41)
            item["edited"] = edited.strftime("%Y-%m-%dT%H:%M:%S")
            item["edited_unixtime"] = str(int(edited.timestamp()))
        item["from"] = name
        item["from_id"] = user
        if msg.reply:
            item["reply_to_message_id"] = ids[msg.reply]
        tag = moment.strftime("%d-%m-%Y_%H-%M-%S")
        if msg.media == "photo":
            photo_no += 1
            item["photo"] = f"photos/photo_{photo_no}@{tag}.jpg"
            item["photo_file_size"] = 180000 + photo_no * 7919
            item["width"] = 1280
            item["height"] = 960
        elif msg.media and msg.media.startswith("file:"):
            file_no += 1
            file_name = msg.media[5:]
            item["file"] = f"files/{file_name}"
            item["file_name"] = file_name
            item["file_size"] = 24000 + file_no * 1013
            item["mime_type"] = ("application/vnd.openxmlformats-officedocument."
                                 + ("wordprocessingml.document" if file_name.endswith(".docx")
                                    else "spreadsheetml.sheet"))
        elif msg.media and msg.media.startswith("voice:"):
            voice_no += 1
            item["file"] = f"voice_messages/audio_{voice_no}@{tag}.ogg"
            item["file_name"] = f"audio_{voice_no}@{tag}.ogg"
            item["file_size"] = 21000
            item["media_type"] = "voice_message"
            item["mime_type"] = "audio/ogg"
            item["duration_seconds"] = int(msg.media[6:])
        item["text"] = msg.text
        item["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        items.append(item)
        if msg.key:
            ids[msg.key] = msg_id
        labels += [label_entry(msg_id, lab, mod.PEOPLE) for lab in msg.labels]
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": items}
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_map(mod.PEOPLE), "labels": labels}


# --------------------------------------------------------------------- WhatsApp
def build_whatsapp(mod):
    lines, labels = [], []
    position = 0
    for msg, moment in with_seconds(mod.MESSAGES):
        head = moment.strftime("%d/%m/%Y, %H:%M")
        if msg.kind == "service":
            lines.append(f"{head} - {msg.text}")
            continue
        sender = mod.SENDERS[msg.who]
        if msg.kind == "deleted":
            lines.append(f"{head} - {sender}: {msg.text}")
            continue
        body = msg.text
        if msg.media:
            body = msg.media + ("\n" + msg.text if msg.text else "")
        lines.append(f"{head} - {sender}: {body}")
        position += 1
        labels += [label_entry(position, lab, mod.PEOPLE) for lab in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_map(mod.PEOPLE), "labels": labels}


# --------------------------------------------------------------------- JSONL
def build_jsonl(mod):
    rows, labels, ids = [], [], {}
    next_id = mod.FIRST_ID
    for msg, moment in with_seconds(mod.MESSAGES):
        msg_id = next_id
        next_id += 1
        row = {"id": msg_id, "chat": mod.CHAT, "time": moment.isoformat(),
               "sender": mod.SENDERS[msg.who], "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        if msg.key:
            ids[msg.key] = msg_id
        labels += [label_entry(msg_id, lab, mod.PEOPLE) for lab in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_map(mod.PEOPLE), "labels": labels}


def main():
    chats = [build_telegram(chat_pharmacy), build_whatsapp(chat_solar), build_jsonl(chat_school)]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
