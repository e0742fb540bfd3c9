"""Write the three chat exports and labels.json from the chat modules.

Run: python3 OUT/src/build.py   (plain Python 3.11+, no project code needed)
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_dairy  # noqa: E402
import chat_dispatch  # noqa: E402
import chat_wedding  # noqa: E402
from common import MSK, TODAY, Msg  # noqa: E402

NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def resolve(module, labels: list[dict], msg_id) -> list[dict]:
    out = []
    for label in labels:
        entry = {"msg": msg_id, **label}
        entry["person"] = module.PEOPLE[label["person"]][0]
        out.append(entry)
    return out


def people(module) -> dict[str, list[str]]:
    return {title: aliases for title, aliases in module.PEOPLE.values()}


def reply_target(ids: list, index: int, rel: int | None):
    if rel is None:
        return None
    return ids[index + rel]


# ---------------------------------------------------------------- Telegram
def tg_text(text: str) -> tuple[object, list[dict]]:
    """Plain text, or Telegram's list form when it holds **bold** or @mentions."""
    import re

    parts: list[dict] = []
    pos = 0
    for found in re.finditer(r"\*\*(.+?)\*\*|@[A-Za-z0-9_]{3,}", text):
        if found.start() > pos:
            parts.append({"type": "plain", "text": text[pos:found.start()]})
        if found.group(1):
            parts.append({"type": "bold", "text": found.group(1)})
        else:
            parts.append({"type": "mention", "text": found.group(0)})
        pos = found.end()
    if pos < len(text):
        parts.append({"type": "plain", "text": text[pos:]})
    if all(p["type"] == "plain" for p in parts):
        return text, ([{"type": "plain", "text": text}] if text else [])
    shown: list[object] = [p["text"] if p["type"] == "plain" else p for p in parts]
    return shown, parts


def tg_date(moment: datetime) -> tuple[str, str]:
    return moment.strftime("%Y-%m-%dT%H:%M:%S"), str(int(moment.timestamp()))


def build_telegram(mod) -> dict:
    ids = [mod.FIRST_ID + i for i in range(len(mod.MESSAGES))]
    messages = []
    labels = []
    for i, msg in enumerate(mod.MESSAGES):
        msg_id = ids[i]
        date, unix = tg_date(msg.moment())
        name, from_id = mod.SENDERS[msg.who]
        if msg.kind == "service":
            item = {"id": msg_id, "type": "service", "date": date, "date_unixtime": unix,
                    "actor": name, "actor_id": from_id, "action": msg.action,
                    "title": mod.TITLE, "text": "", "text_entities": []}
            messages.append(item)
            continue
        text, entities = tg_text(msg.text)
        item = {"id": msg_id, "type": "message", "date": date, "date_unixtime": unix}
        if msg.edited:
            e_date, e_unix = tg_date(datetime.strptime(msg.edited, "%Y-%m-%d %H:%M:%S")
                                     .replace(tzinfo=MSK))
            item["edited"], item["edited_unixtime"] = e_date, e_unix
        item["from"], item["from_id"] = name, from_id
        if msg.forwarded:
            item["forwarded_from"] = msg.forwarded
        target = reply_target(ids, i, msg.reply)
        if target is not None:
            item["reply_to_message_id"] = target
        media = msg.media
        if media == "voice":
            item.update({"file": NOT_INCLUDED, "file_size": 48211, "media_type": "voice_message",
                         "mime_type": "audio/ogg", "duration_seconds": 9})
        elif media == "photo":
            item.update({"photo": NOT_INCLUDED, "photo_file_size": 213554, "width": 1280,
                         "height": 960})
        elif media and media.startswith("sticker:"):
            item.update({"file": NOT_INCLUDED, "file_size": 30112, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 6010, "media_type": "sticker",
                         "sticker_emoji": media.split(":", 1)[1], "width": 512, "height": 512})
        elif media and media.startswith("file:"):
            fname = media.split(":", 1)[1]
            mime = ("application/pdf" if fname.endswith(".pdf") else
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            item.update({"file": NOT_INCLUDED, "file_name": fname, "file_size": 184320,
                         "mime_type": mime})
        item["text"], item["text_entities"] = text, entities
        messages.append(item)
        labels += resolve(mod, msg.labels, msg_id)
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "result.json").write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return {"file": mod.FOLDER, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}


# ---------------------------------------------------------------- WhatsApp
def wa_stamp(msg: Msg) -> str:
    return msg.moment().strftime("%d/%m/%Y, %H:%M")


def build_whatsapp(mod) -> dict:
    lines = []
    labels = []
    position = 0
    for msg in mod.MESSAGES:
        stamp = wa_stamp(msg)
        if msg.kind == "system":
            lines.append(f"{stamp} - {msg.action}")
            continue
        sender = mod.SENDERS[msg.who]
        if msg.kind == "deleted":
            lines.append(f"{stamp} - {sender}: This message was deleted")
            continue
        body = msg.text
        if msg.media == "media":
            body = "<Media omitted>" + (f"\n{body}" if body else "")
        elif msg.media and msg.media.startswith("file:"):
            body = f"{msg.media.split(':', 1)[1]} (file attached)" + (f"\n{body}" if body else "")
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {sender}: {body}")
        position += 1
        labels += resolve(mod, msg.labels, position)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod) -> dict:
    ids = list(range(1, len(mod.MESSAGES) + 1))
    rows = []
    labels = []
    for i, msg in enumerate(mod.MESSAGES):
        row = {"id": ids[i], "time": msg.moment().isoformat(), "sender": mod.SENDERS[msg.who],
               "text": msg.text}
        target = reply_target(ids, i, msg.reply)
        if target is not None:
            row["reply_to"] = target
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += resolve(mod, msg.labels, ids[i])
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people(mod), "labels": labels}


def main() -> None:
    chats = [build_telegram(chat_dispatch), build_whatsapp(chat_wedding), build_jsonl(chat_dairy)]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
