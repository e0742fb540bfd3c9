"""Write the three exports and labels.json from the chat modules (each message carries its labels).

Run: python3 OUT/src/build.py   (plain Python, no dependencies)
"""

from __future__ import annotations

import json
import sys
from datetime import timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402
from common import TODAY, Entry  # noqa: E402

MSK = timezone(timedelta(hours=3))
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def unix(entry: Entry) -> str:
    return str(int(entry.time.replace(tzinfo=MSK).timestamp()))


# ---------------------------------------------------------------- Telegram
def telegram() -> tuple[dict, list[dict], list[tuple[object, Entry]]]:
    mod = chat_telegram
    chat = mod.build()
    first_id = 20871
    ids: dict[int, int] = {}
    keys: dict[str, int] = {}
    for n, entry in enumerate(chat.entries):
        ids[n] = first_id + n
        if entry.key:
            keys[entry.key] = first_id + n
    messages = []
    labels = []
    placed = []
    photo_no = 0
    last_minute, last_second = None, 0
    for n, e in enumerate(chat.entries):  # real exports carry seconds
        second = last_second + 3 if e.time == last_minute else (n * 37) % 50
        last_minute, last_second = e.time, second
        e.time = e.time.replace(second=second)
    for n, e in enumerate(chat.entries):
        shown, uid = mod.SHOWN[e.sender]
        base = {"id": ids[n], "type": "message" if e.kind == "msg" else "service",
                "date": e.time.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": unix(e)}
        if e.kind == "service":
            base.update({"actor": shown, "actor_id": uid, "action": e.text})
            if "members" in e.extra:
                base["members"] = e.extra["members"]
            if "message_id" in e.extra:
                base["message_id"] = keys[str(e.extra["message_id"])]
            base.update({"text": "", "text_entities": []})
            messages.append(base)
            continue
        base.update({"from": shown, "from_id": uid})
        if e.reply:
            base["reply_to_message_id"] = keys[e.reply]
        media = e.media or ""
        if media == "photo":
            photo_no += 1
            stamp = e.time.strftime("%d-%m-%Y_%H-%M-%S")
            base.update({"photo": f"photos/photo_{photo_no}@{stamp}.jpg",
                         "photo_file_size": 150000 + 731 * photo_no, "width": 1280, "height": 960})
        elif media == "voice":
            base.update({"file": NOT_INCLUDED, "file_size": 31544, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": 23})
        elif media.startswith("sticker:"):
            base.update({"file": NOT_INCLUDED, "file_size": 21032, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 6120, "media_type": "sticker",
                         "sticker_emoji": media.split(":", 1)[1], "width": 512, "height": 512})
        elif media.startswith("file:"):
            name = media.split(":", 1)[1]
            base.update({"file": f"files/{name}", "file_name": name, "file_size": 18873,
                         "mime_type": "application/vnd.openxmlformats-officedocument."
                                      "spreadsheetml.sheet"})
        base["text"] = e.text
        base["text_entities"] = [{"type": "plain", "text": e.text}] if e.text else []
        messages.append(base)
        placed.append((ids[n], e))
        labels += [lab.as_json(ids[n]) for lab in e.labels]
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
    entry = {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": mod.LANGUAGE,
             "people": mod.PEOPLE, "labels": labels}
    return entry, labels, placed


# ---------------------------------------------------------------- WhatsApp
def whatsapp() -> tuple[dict, list[dict], list[tuple[object, Entry]]]:
    mod = chat_whatsapp
    chat = mod.build()
    lines = []
    labels = []
    placed = []
    position = 0
    for e in chat.entries:
        head = e.time.strftime("%d/%m/%Y, %H:%M") + " - "
        if e.kind == "service":
            lines.append(head + e.text)
            continue
        sender = mod.SHOWN.get(e.sender, e.sender)
        if e.kind == "deleted":
            lines.append(f"{head}{sender}: This message was deleted")
            continue
        media = e.media or ""
        if media == "media":
            body = "<Media omitted>" + ("\n" + e.text if e.text else "")
        elif media.startswith("file:"):
            body = f"{media.split(':', 1)[1]} (file attached)" + ("\n" + e.text if e.text else "")
        else:
            body = e.text
        lines.append(f"{head}{sender}: {body}")
        position += 1
        placed.append((position, e))
        labels += [lab.as_json(position) for lab in e.labels]
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    entry = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
             "people": mod.PEOPLE, "labels": labels}
    return entry, labels, placed


# ---------------------------------------------------------------- JSONL
def jsonl() -> tuple[dict, list[dict], list[tuple[object, Entry]]]:
    mod = chat_jsonl
    chat = mod.build()
    rows = []
    labels = []
    placed = []
    keys: dict[str, int] = {}
    for n, e in enumerate(chat.entries, start=1):
        if e.key:
            keys[e.key] = n
    for n, e in enumerate(chat.entries, start=1):
        assert e.kind == "msg"
        text = e.text
        if e.media and e.media.startswith("file:"):
            text = f"[файл: {e.media.split(':', 1)[1]}] {text}"
        row = {"id": n, "time": e.time.strftime("%Y-%m-%dT%H:%M:%S+03:00"), "chat": mod.CHAT,
               "sender": mod.SHOWN[e.sender], "text": text}
        if e.reply:
            row["reply_to"] = keys[e.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        placed.append((n, e))
        labels += [lab.as_json(n) for lab in e.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    entry = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
             "people": mod.PEOPLE, "labels": labels}
    return entry, labels, placed


def build_all() -> dict[str, list[tuple[object, Entry]]]:
    chats = []
    placed = {}
    for make in (telegram, whatsapp, jsonl):
        entry, _, where = make()
        chats.append(entry)
        placed[entry["file"]] = where
    data = {"today": TODAY.isoformat(), "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return placed


if __name__ == "__main__":
    build_all()
    print("written to", OUT)
