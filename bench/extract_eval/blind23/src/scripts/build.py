"""Build the three chat exports and labels.json from the chat modules.

Each message in chat_*.py carries its own labels; this script only lays the
messages out in each export format and numbers them the way labels.json counts:
Telegram by the export's message id, WhatsApp by 1-based position among parsed
messages (no system lines, no deleted stubs), JSONL by the line's `id`.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import chat_loc
import chat_marina
import chat_taxi
from common import expand

OUT = Path(__file__).resolve().parent.parent
MSK = ZoneInfo("Europe/Moscow")
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def moment(m):
    y, mo, d, h, mi = m.stamp()
    return datetime(y, mo, d, h, mi, tzinfo=MSK)


def seconds(i):
    return (i * 17) % 57  # stable, varied seconds


def people_of(module):
    return {key: full for key, (full, _) in module.PEOPLE.items()}


def people_block(module):
    return {full: aliases for key, (full, aliases) in module.PEOPLE.items() if key != module.OWNER}


def chat_entry(module, labels):
    return {
        "file": module.FILE,
        "owner": module.PEOPLE[module.OWNER][0],
        "language": module.LANGUAGE,
        "people": people_block(module),
        "labels": labels,
    }


def label_rows(module, msg, number):
    names = people_of(module)
    rows = []
    for label in msg.labels:
        row = {"msg": number, **expand(label, names)}
        rows.append(row)
    return rows


# --- Telegram -----------------------------------------------------------------

def build_telegram(module):
    items, labels = [], []
    ids = {}
    next_id = module.FIRST_ID
    for i, m in enumerate(module.MESSAGES):
        if i and i % 19 == 0:
            next_id += 1  # a message deleted before the export leaves a gap
        mid = next_id
        next_id += 1
        if m.key:
            ids[m.key] = mid
        when = moment(m).replace(second=seconds(i))
        base = {
            "id": mid,
            "type": "service" if m.kind == "service" else "message",
            "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(when.timestamp())),
        }
        name, uid = module.SENDERS[m.sender]
        if m.kind == "service":
            base.update({"actor": name, "actor_id": uid, "action": m.action})
            if m.action == "pin_message":
                base["message_id"] = ids[m.reply]
            if m.action == "invite_members":
                base["members"] = [module.SENDERS["masha"][0]]
            base.update({"text": "", "text_entities": []})
            items.append(base)
            continue
        base.update({"from": name, "from_id": uid})
        if m.key == "edited":
            later = when + timedelta(minutes=3)
            base["edited"] = later.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = str(int(later.timestamp()))
        if m.reply:
            base["reply_to_message_id"] = ids[m.reply]
        if m.media == "photo":
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 184233 + i, "width": 960, "height": 1280})
        elif m.media == "voice":
            base.update({"file": NOT_INCLUDED, "file_size": 51230 + i, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": 14 + i % 30})
        elif m.media == "sticker":
            base.update({"file": NOT_INCLUDED, "file_size": 23011, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 5120, "media_type": "sticker", "sticker_emoji": "👍",
                         "width": 512, "height": 512})
        elif m.media and m.media.startswith("file:"):
            base.update({"file": NOT_INCLUDED, "file_name": m.media[5:], "file_size": 20480 + i,
                         "mime_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"})
        base["text"] = m.text
        base["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        items.append(base)
        labels += label_rows(module, m, mid)
    data = {"name": module.TITLE, "type": "private_supergroup", "id": module.CHAT_ID, "messages": items}
    path = OUT / module.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return chat_entry(module, labels)


# --- WhatsApp -----------------------------------------------------------------

def build_whatsapp(module):
    lines, labels = [], []
    position = 0
    for m in module.MESSAGES:
        stamp = moment(m).strftime("%d/%m/%Y, %H:%M")
        if m.kind == "system":
            lines.append(f"{stamp} - {m.action}")
            continue
        sender = module.SENDERS[m.sender]
        if m.kind == "deleted":
            lines.append(f"{stamp} - {sender}: This message was deleted")
            continue
        body = "<Media omitted>" if m.media == "omitted" else m.text
        if m.media == "omitted" and m.text:
            body += "\n" + m.text
        if m.key == "edited":
            body += " <This message was edited>"
        lines.append(f"{stamp} - {sender}: {body}")
        position += 1
        labels += label_rows(module, m, position)
    (OUT / module.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return chat_entry(module, labels)


# --- JSONL --------------------------------------------------------------------

def build_jsonl(module):
    rows, labels, ids = [], [], {}
    for i, m in enumerate(module.MESSAGES, start=1):
        if m.key:
            ids[m.key] = i
        when = moment(m).replace(second=seconds(i))
        row = {"id": i, "time": when.isoformat(), "chat": module.CHAT,
               "sender": module.SENDERS[m.sender], "text": m.text}
        if m.reply:
            row["reply_to"] = ids[m.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += label_rows(module, m, i)
    (OUT / module.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return chat_entry(module, labels)


def main():
    chats = [build_telegram(chat_taxi), build_whatsapp(chat_marina), build_jsonl(chat_loc)]
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
