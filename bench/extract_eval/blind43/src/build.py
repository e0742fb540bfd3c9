"""Build the three chat exports and labels.json from the chat modules.

Each message in chat_*.py carries its own labels; this script assigns the ids the
scorer's `msg` uses (Telegram: the export's message id; WhatsApp: 1-based position of
a parsed message, system lines and deleted stubs skipped; JSONL: the line's id).
Run: python3 build.py  (writes into the parent folder, OUT)
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import chat_care
import chat_glass
import chat_tennis
from common import Msg

OUT = Path(__file__).resolve().parent.parent
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def local(ts: str) -> datetime:
    fmt = "%Y-%m-%d %H:%M:%S" if ts.count(":") == 2 else "%Y-%m-%d %H:%M"
    return datetime.strptime(ts, fmt).replace(tzinfo=MSK)


# ---------------------------------------------------------------- Telegram
def tg_text(text: str) -> tuple[object, list[dict[str, str]]]:
    if not text:
        return "", []
    head = "Итоги планёрки:"
    if text.startswith(head):
        rest = text[len(head):]
        parts = [{"type": "bold", "text": head}, {"type": "plain", "text": rest}]
        return [{"type": "bold", "text": head}, rest], parts
    return text, [{"type": "plain", "text": text}]


def build_telegram(mod) -> tuple[str, list[dict[str, object]]]:
    out, labels = [], []
    next_id = 48213
    ids: dict[str, int] = {}
    last_id = None
    for msg in mod.MESSAGES:
        next_id += msg.gap
        mid = next_id
        next_id += 1
        when = local(msg.time)
        base = {"id": mid, "type": "message", "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(when.timestamp()))}
        if msg.system:
            base.update({"type": "service", "actor": msg.sender,
                         "actor_id": f"user{mod.USERS[msg.sender]}", "action": "pin_message",
                         "message_id": last_id, "text": "", "text_entities": []})
            out.append(base)
            continue
        base.update({"from": msg.sender, "from_id": f"user{mod.USERS[msg.sender]}"})
        if msg.reply:
            base["reply_to_message_id"] = ids[msg.reply]
        media = msg.media or {}
        if "photo" in media:
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 183_402 + mid % 997,
                         "width": 1280, "height": 960})
        elif "file_name" in media:
            name = str(media["file_name"])
            mime = ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    if name.endswith(".xlsx") else
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
            base.update({"file": NOT_INCLUDED, "file_name": name, "file_size": 41_288 + mid % 503,
                         "mime_type": mime})
        elif media.get("media_type") == "voice_message":
            base.update({"file": NOT_INCLUDED, "file_size": 61_230, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": media["duration_seconds"]})
        elif media.get("media_type") == "sticker":
            base.update({"file": NOT_INCLUDED, "file_size": 23_516, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 5_120, "media_type": "sticker",
                         "sticker_emoji": media["sticker_emoji"], "width": 512, "height": 512})
        text, entities = tg_text(msg.text)
        base["text"] = text
        base["text_entities"] = entities
        out.append(base)
        if msg.key:
            ids[msg.key] = mid
        last_id = mid
        labels += [label.to_json(mid) for label in msg.labels]
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": out}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return f"{mod.FOLDER}/result.json", labels


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(mod) -> tuple[str, list[dict[str, object]]]:
    lines, labels = [], []
    position = 0
    for msg in mod.MESSAGES:
        stamp = local(msg.time).strftime("%d/%m/%Y, %H:%M")
        if msg.system:
            lines.append(f"{stamp} - {msg.text}")
            continue
        lines.append(f"{stamp} - {msg.sender}: {msg.text}")
        if msg.deleted:
            assert not msg.labels
            continue
        position += 1
        labels += [label.to_json(position) for label in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return mod.FILE, labels


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod) -> tuple[str, list[dict[str, object]]]:
    rows, labels = [], []
    ids: dict[str, int] = {}
    for number, msg in enumerate(mod.MESSAGES, start=1):
        row: dict[str, object] = {"id": number, "time": local(msg.time).isoformat(),
                                  "chat": mod.CHAT, "sender": msg.sender, "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        if msg.key:
            ids[msg.key] = number
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += [label.to_json(number) for label in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return mod.FILE, labels


def main() -> None:
    chats = []
    for mod, build in ((chat_glass, build_telegram), (chat_tennis, build_whatsapp),
                       (chat_care, build_jsonl)):
        file, labels = build(mod)
        chats.append({"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE,
                      "people": mod.PEOPLE, "labels": labels})
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]))


if __name__ == "__main__":
    main()
