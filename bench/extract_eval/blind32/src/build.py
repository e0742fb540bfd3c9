"""Write the three chat exports and labels.json from chat_*.py (each message with its labels).

Run: python3 build.py   (from this folder; standard library only)
"""

from __future__ import annotations

import json
from pathlib import Path

import chat_arch
import chat_bank
import chat_yard
from common import Msg, label_json

OUT = Path(__file__).resolve().parent
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"
TELEGRAM_DIR = "telegram_line2_shiftA"
WHATSAPP_FILE = f"WhatsApp Chat with {chat_arch.GROUP}.txt"
MIME = {".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ".pdf": "application/pdf",
        ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}


def people_json(people: dict[str, tuple], owner: str) -> dict[str, list[str]]:
    return {entry[0]: entry[-1] for entry in people.values() if entry[0] != owner}


def full_names(people: dict[str, tuple]) -> dict[str, str]:
    return {key: entry[0] for key, entry in people.items()}


# ---------------------------------------------------------------- Telegram

def telegram_text(text: str) -> tuple[str, list[dict[str, str]]]:
    """Plain text, as Telegram writes it: the string and one plain entity."""
    return text, ([{"type": "plain", "text": text}] if text else [])


def build_telegram() -> dict[str, object]:
    mod = chat_bank
    names = full_names(mod.PEOPLE)
    first_id = 48210
    items: list[dict[str, object]] = []
    labels = []
    for n, msg in enumerate(mod.MESSAGES):
        msg_id = first_id + n
        _, shown, from_id, _ = mod.PEOPLE[msg.who]
        stamp = msg.time.replace(second=(n * 37 + 11) % 60)  # exports carry seconds
        base: dict[str, object] = {"id": msg_id}
        if msg.media == "system":
            base |= {"type": "service", "date": stamp.strftime("%Y-%m-%dT%H:%M:%S"),
                     "date_unixtime": str(int(stamp.timestamp())), "actor": shown,
                     "actor_id": from_id, "action": "invite_members",
                     "members": [mod.PEOPLE["ruslan"][1]], "text": "", "text_entities": []}
            items.append(base)
            assert not msg.labels
            continue
        base |= {"type": "message", "date": stamp.strftime("%Y-%m-%dT%H:%M:%S"),
                 "date_unixtime": str(int(stamp.timestamp()))}
        if msg.edited:
            edited = Msg(msg.edited, msg.who).time
            base |= {"edited": edited.strftime("%Y-%m-%dT%H:%M:%S"),
                     "edited_unixtime": str(int(edited.timestamp()))}
        base |= {"from": shown, "from_id": from_id}
        if msg.reply is not None:
            base["reply_to_message_id"] = msg_id + msg.reply
        media = msg.media or ""
        if media == "voice":
            base |= {"file": NOT_INCLUDED, "file_size": 41873, "media_type": "voice_message",
                     "mime_type": "audio/ogg", "duration_seconds": 38}
        elif media == "photo":
            base |= {"photo": NOT_INCLUDED, "photo_file_size": 184332, "width": 1280,
                     "height": 960}
        elif media.startswith("sticker:"):
            base |= {"file": NOT_INCLUDED, "file_size": 23190, "thumbnail": NOT_INCLUDED,
                     "thumbnail_file_size": 5402, "media_type": "sticker",
                     "sticker_emoji": media.split(":", 1)[1], "width": 512, "height": 512}
        elif media.startswith("file:"):
            name = media.split(":", 1)[1]
            base |= {"file": NOT_INCLUDED, "file_name": name, "file_size": 96512,
                     "mime_type": MIME[Path(name).suffix]}
        text, entities = telegram_text(msg.text)
        base |= {"text": text, "text_entities": entities}
        items.append(base)
        labels += [label_json(label, msg_id, names) for label in msg.labels]
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": items}
    folder = OUT / TELEGRAM_DIR
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
    return {"file": TELEGRAM_DIR, "owner": mod.OWNER, "language": "ru",
            "people": people_json(mod.PEOPLE, mod.OWNER), "labels": labels}


# ---------------------------------------------------------------- WhatsApp

def build_whatsapp() -> dict[str, object]:
    mod = chat_arch
    names = full_names(mod.PEOPLE)
    lines: list[str] = []
    labels = []
    position = 0
    for msg in mod.MESSAGES:
        stamp = msg.time.strftime("%d/%m/%Y, %H:%M")
        if msg.media == "system":
            lines.append(f"{stamp} - {msg.text}")
            assert not msg.labels
            continue
        sender = mod.PEOPLE[msg.who][1] if msg.who in mod.PEOPLE else msg.who
        if msg.media == "deleted":
            body = "This message was deleted"
        elif msg.media:
            body = msg.media + ("\n" + msg.text if msg.text else "")
        else:
            body = msg.text
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {sender}: {body}")
        if msg.media == "deleted":
            assert not msg.labels
            continue
        position += 1
        labels += [label_json(label, position, names) for label in msg.labels]
    (OUT / WHATSAPP_FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": WHATSAPP_FILE, "owner": mod.OWNER, "language": "en",
            "people": people_json(mod.PEOPLE, mod.OWNER), "labels": labels}


# ---------------------------------------------------------------- JSONL

def build_jsonl() -> dict[str, object]:
    mod = chat_yard
    names = full_names(mod.PEOPLE)
    first_id = 7301
    rows = []
    labels = []
    for n, msg in enumerate(mod.MESSAGES):
        msg_id = first_id + n
        stamp = msg.time.replace(second=(n * 23 + 7) % 60)
        row: dict[str, object] = {"id": msg_id, "time": stamp.isoformat(),
                                  "sender": mod.PEOPLE[msg.who][1], "text": msg.text}
        if msg.reply is not None:
            row["reply_to"] = msg_id + msg.reply
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += [label_json(label, msg_id, names) for label in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": mod.FILE, "owner": mod.OWNER, "language": "mixed",
            "people": people_json(mod.PEOPLE, mod.OWNER), "labels": labels}


def main() -> None:
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
