"""Write the three chat exports and labels.json from the chat modules.

Run: python3 build/build.py   (from the set folder or anywhere)
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_library  # noqa: E402
import chat_mine  # noqa: E402
import chat_shop  # noqa: E402

MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def moment(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=MSK)


def with_seconds(chat) -> list[datetime]:
    """Each message's time, with seconds that keep equal minutes in order."""
    times, last = [], None
    for i, msg in enumerate(chat.msgs):
        t = moment(msg.time) + timedelta(seconds=(7 + 13 * i) % 50)
        if last is not None and t <= last:
            t = last + timedelta(seconds=3)
        times.append(t)
        last = t
    return times


def label_entries(msg, ident) -> list[dict]:
    return [{"msg": ident, **label} for label in msg.labels]


# ---------------------------------------------------------------- Telegram
def build_telegram(mod) -> dict:
    chat = mod.CHAT
    times = with_seconds(chat)
    ids = {}
    messages, labels = [], []
    for i, msg in enumerate(chat.msgs):
        ident = mod.FIRST_ID + i
        if msg.tag:
            ids[msg.tag] = ident
    for i, (msg, t) in enumerate(zip(chat.msgs, times)):
        ident = mod.FIRST_ID + i
        base = {
            "id": ident,
            "type": "service" if msg.system else "message",
            "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(t.timestamp())),
        }
        if msg.system:
            base.update({
                "actor": msg.sender,
                "actor_id": f"user{mod.USERS[msg.sender]}",
                "action": "invite_members",
                "members": ["Timur S"],
                "text": "",
                "text_entities": [],
            })
            messages.append(base)
            assert not msg.labels
            continue
        if msg.edited:
            e = t + timedelta(minutes=2)
            base["edited"] = e.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = str(int(e.timestamp()))
        base["from"] = msg.sender
        base["from_id"] = f"user{mod.USERS[msg.sender]}"
        if msg.reply:
            base["reply_to_message_id"] = ids[msg.reply]
        if msg.media == "photo":
            base.update({"photo": NOT_INCLUDED, "width": 1280, "height": 960})
        elif msg.media == "voice_message":
            base.update({
                "file": NOT_INCLUDED,
                "file_name": f"audio_{ident}@{t.strftime('%d-%m-%Y_%H-%M-%S')}.ogg",
                "media_type": "voice_message",
                "mime_type": "audio/ogg",
                "duration_seconds": 17,
            })
        elif msg.media == "sticker":
            base.update({
                "file": NOT_INCLUDED,
                "media_type": "sticker",
                "sticker_emoji": "👍",
                "mime_type": "image/webp",
            })
        elif msg.media:
            raise ValueError(msg.media)
        base["text"] = msg.text
        base["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        messages.append(base)
        labels += label_entries(msg, ident)
    export = {"name": mod.TITLE, "type": "private_group", "id": mod.CHAT_ID,
              "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return chat_entry(mod, f"{mod.FOLDER}/result.json", labels)


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(mod) -> dict:
    chat = mod.CHAT
    lines, labels = [], []
    position = 0
    for msg in chat.msgs:
        stamp = moment(msg.time).strftime("%d/%m/%Y, %H:%M")
        if msg.system:
            lines.append(f"{stamp} - {msg.text}")
            assert not msg.labels
            continue
        body = msg.text
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {msg.sender}: {body}")
        if msg.deleted:
            assert not msg.labels
            continue
        position += 1
        labels += label_entries(msg, position)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return chat_entry(mod, mod.FILE, labels)


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod) -> dict:
    chat = mod.CHAT
    times = with_seconds(chat)
    ids = {msg.tag: mod.FIRST_ID + i for i, msg in enumerate(chat.msgs) if msg.tag}
    rows, labels = [], []
    for i, (msg, t) in enumerate(zip(chat.msgs, times)):
        assert not msg.system and not msg.media
        ident = mod.FIRST_ID + i
        row = {"id": ident, "time": t.isoformat(), "chat": mod.CHAT_NAME,
               "sender": msg.sender, "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += label_entries(msg, ident)
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return chat_entry(mod, mod.FILE, labels)


def chat_entry(mod, file: str, labels: list[dict]) -> dict:
    return {"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": mod.PEOPLE, "labels": labels}


def main() -> None:
    chats = [build_telegram(chat_library), build_whatsapp(chat_mine), build_jsonl(chat_shop)]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(
        json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for entry in chats:
        print(entry["file"], len(entry["labels"]), "labels")


if __name__ == "__main__":
    main()
