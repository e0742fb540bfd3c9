"""Write the three chat exports and labels.json from the chat modules (each message
carries its own labels). Run: python3 OUT/src/build.py"""
from __future__ import annotations

import json
import sys
from datetime import timezone, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_laundry, chat_ferry, chat_greenhouse  # noqa: E402
from common import TODAY  # noqa: E402

MSK = timezone(timedelta(hours=3))
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def unix(dt):
    return str(int(dt.replace(tzinfo=MSK).timestamp()))


# ---------------------------------------------------------------- Telegram
def telegram_ids(mod):
    """Message ids as Telegram numbers them: increasing, with a few gaps (deleted ones)."""
    ids, n = [], mod.FIRST_ID
    for i, _ in enumerate(mod.MESSAGES):
        ids.append(n)
        n += 1 + (1 if i % 23 == 11 else 0) + (2 if i % 41 == 30 else 0)
    return ids


def build_telegram(mod):
    ids = telegram_ids(mod)
    by_key = {m.key: i for m, i in zip(mod.MESSAGES, ids) if m.key}
    out, positions = [], []
    for m, mid in zip(mod.MESSAGES, ids):
        dt = m.moment()
        item = {"id": mid, "type": "message" if m.kind == "message" else "service",
                "date": dt.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": unix(dt)}
        if m.kind == "service":
            _, members = m.media.split(":", 1)
            item.update({"actor": m.sender, "actor_id": mod.USER_IDS[m.sender],
                         "action": "invite_members", "members": [members],
                         "text": "", "text_entities": []})
            out.append(item)
            continue
        item["from"] = m.sender
        item["from_id"] = mod.USER_IDS[m.sender]
        if m.reply:
            item["reply_to_message_id"] = by_key[m.reply]
        if m.edited:
            ed = type(dt)(2026, int(m.edited[:2]), int(m.edited[3:5]), int(m.edited[6:8]), int(m.edited[9:11]))
            item["edited"] = ed.strftime("%Y-%m-%dT%H:%M:%S")
            item["edited_unixtime"] = unix(ed)
        media = m.media or ""
        if media.startswith("voice:"):
            item.update({"file": NOT_INCLUDED, "file_size": 0, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": int(media[6:])})
        elif media == "photo":
            item.update({"photo": NOT_INCLUDED, "photo_file_size": 0, "width": 1280, "height": 960})
        elif media.startswith("sticker:"):
            item.update({"file": NOT_INCLUDED, "file_size": 0, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 0, "media_type": "sticker",
                         "sticker_emoji": media[8:], "width": 512, "height": 512})
        elif media.startswith("file:"):
            name = media[5:]
            mime = ("application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                    if name.endswith(".docx") else
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            item.update({"file": NOT_INCLUDED, "file_name": name, "file_size": 0, "mime_type": mime})
        item["text"] = m.text
        item["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        out.append(item)
        positions.append((mid, m))
    data = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": out}
    folder = OUT / mod.FILE
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return f"{mod.FILE}/result.json", positions


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(mod):
    lines, positions, n = [], [], 0
    for m in mod.MESSAGES:
        dt = m.moment()
        stamp = dt.strftime("%d/%m/%Y, %H:%M")
        if m.kind == "system":
            lines.append(f"{stamp} - {m.text}")
            continue
        sender = m.sender
        if sender.startswith("+"):
            sender = f"\u202a{sender}\u202c"  # how Android shows a number not in contacts
        text = m.text + (" <This message was edited>" if m.edited else "")
        lines.append(f"{stamp} - {sender}: {text}")
        if m.kind == "deleted":
            continue
        n += 1
        positions.append((n, m))
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return mod.FILE, positions


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod):
    ids = {}
    rows, positions = [], []
    for i, m in enumerate(mod.MESSAGES):
        mid = mod.FIRST_ID + i
        if m.key:
            ids[m.key] = mid
        dt = m.moment()
        row = {"id": mid, "time": dt.strftime("%Y-%m-%dT%H:%M:%S") + "+03:00", "chat": mod.CHAT,
               "sender": m.sender, "text": m.text}
        if m.reply:
            row["reply_to"] = ids[m.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        positions.append((mid, m))
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return mod.FILE, positions


def chat_entry(mod, file, positions):
    labels = []
    for mid, m in positions:
        for lab in m.labels:
            labels.append({"msg": mid, **lab})
    return {"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": mod.PEOPLE, "labels": labels}


def main():
    chats = []
    for mod, builder in ((chat_laundry, build_telegram), (chat_ferry, build_whatsapp),
                         (chat_greenhouse, build_jsonl)):
        file, positions = builder(mod)
        chats.append(chat_entry(mod, file, positions))
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print("built", [c["file"] for c in chats])


if __name__ == "__main__":
    main()
