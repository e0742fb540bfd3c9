"""Build the three chat exports and labels.json from the message lists.

Run: python3 build/build.py   (from OUT or anywhere; writes into OUT)
Each message in chat_*.py carries its own labels; `msg` ids are assigned here:
- Telegram: the message's own `id` in result.json;
- WhatsApp: 1-based position among parsed messages (system lines, deleted stubs skipped);
- JSONL: the record's `id`.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_radio  # noqa: E402
import chat_rental  # noqa: E402
import chat_trials  # noqa: E402
from common import Msg  # noqa: E402

TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"
LINK = re.compile(r"https?://\S+")


def check_order(messages: list[Msg], name: str) -> None:
    for a, b in zip(messages, messages[1:]):
        if b.time < a.time:
            raise SystemExit(f"{name}: time goes backwards at {b.time} {b.text[:40]!r}")


def label_entries(msg: Msg, msg_id: int) -> list[dict]:
    return [{"msg": msg_id, **label} for label in msg.labels]


# ---------------------------------------------------------------- Telegram
def tg_text(text: str) -> tuple[object, list[dict]]:
    """Telegram's `text` (string or list with entities) and `text_entities`."""
    if not LINK.search(text):
        entities = [{"type": "plain", "text": text}] if text else []
        return text, entities
    parts: list[object] = []
    entities: list[dict] = []
    pos = 0
    for found in LINK.finditer(text):
        if found.start() > pos:
            parts.append(text[pos:found.start()])
            entities.append({"type": "plain", "text": text[pos:found.start()]})
        parts.append({"type": "link", "text": found.group()})
        entities.append({"type": "link", "text": found.group()})
        pos = found.end()
    if pos < len(text):
        parts.append(text[pos:])
        entities.append({"type": "plain", "text": text[pos:]})
    return parts, entities


def build_telegram() -> dict:
    mod = chat_radio
    check_order(mod.MESSAGES, "telegram")
    first_id = 48213
    ids: dict[str, int] = {}
    out: list[dict] = []
    labels: list[dict] = []
    for offset, msg in enumerate(mod.MESSAGES):
        msg_id = first_id + offset
        if msg.tag:
            ids[msg.tag] = msg_id
        stamp = msg.time.strftime("%Y-%m-%dT%H:%M:%S")
        unix = str(int(msg.time.timestamp()))
        uid = mod.USER_IDS[msg.sender]
        if msg.kind == "service":
            action, _, target = (msg.media or "").partition(":")
            item = {"id": msg_id, "type": "service", "date": stamp, "date_unixtime": unix,
                    "actor": msg.sender, "actor_id": f"user{uid}", "action": "pin_message",
                    "message_id": ids[target], "text": "", "text_entities": []}
            out.append(item)
            continue
        item: dict = {"id": msg_id, "type": "message", "date": stamp, "date_unixtime": unix}
        if msg.edited:
            item["edited"] = msg.edited.strftime("%Y-%m-%dT%H:%M:%S")
            item["edited_unixtime"] = str(int(msg.edited.timestamp()))
        item["from"] = msg.sender
        item["from_id"] = f"user{uid}"
        if msg.reply:
            item["reply_to_message_id"] = ids[msg.reply]
        media = msg.media
        if media == "voice":
            item.update({"file": NOT_INCLUDED, "file_size": 48210 + offset * 7,
                         "media_type": "voice_message", "mime_type": "audio/ogg",
                         "duration_seconds": 38})
        elif media == "photo":
            item.update({"photo": NOT_INCLUDED, "photo_file_size": 181344, "width": 1280,
                         "height": 960})
        elif media and media.startswith("file:"):
            fname = media[5:]
            mime = ("application/pdf" if fname.endswith(".pdf") else
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            item.update({"file": NOT_INCLUDED, "file_name": fname, "file_size": 23552,
                         "mime_type": mime})
        text, entities = tg_text(msg.text)
        item["text"] = text
        item["text_entities"] = entities
        out.append(item)
        labels += label_entries(msg, msg_id)
    folder = OUT / "telegram_volna_redaktsiya"
    folder.mkdir(exist_ok=True)
    export = {"name": "Волна 102.4 — редакция", "type": "private_supergroup",
              "id": 1893344170, "messages": out}
    (folder / "result.json").write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return {"file": "telegram_volna_redaktsiya", "owner": mod.OWNER, "language": "ru",
            "people": mod.PEOPLE, "labels": labels}


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp() -> dict:
    mod = chat_trials
    check_order(mod.MESSAGES, "whatsapp")
    lines: list[str] = []
    labels: list[dict] = []
    position = 0
    for msg in mod.MESSAGES:
        stamp = msg.time.strftime("%d/%m/%Y, %H:%M")
        if msg.kind == "system":
            lines.append(f"{stamp} - {msg.text}")
            continue
        if msg.kind == "deleted":
            lines.append(f"{stamp} - {msg.sender}: This message was deleted")
            continue
        body = msg.text
        if msg.media:
            body = "<Media omitted>" + ("\n" + body if body else "")
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {msg.sender}: {body}")
        position += 1
        labels += label_entries(msg, position)
    name = f"WhatsApp Chat with {mod.GROUP}.txt"
    (OUT / name).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": name, "owner": mod.OWNER, "language": "en", "people": mod.PEOPLE,
            "labels": labels}


# ---------------------------------------------------------------- JSONL
def build_jsonl() -> dict:
    mod = chat_rental
    check_order(mod.MESSAGES, "jsonl")
    ids: dict[str, int] = {}
    rows: list[str] = []
    labels: list[dict] = []
    for number, msg in enumerate(mod.MESSAGES, start=1):
        if msg.tag:
            ids[msg.tag] = number
        record: dict = {"id": number, "time": msg.time.isoformat(), "sender": msg.sender,
                        "text": msg.text}
        if msg.reply:
            record["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(record, ensure_ascii=False))
        labels += label_entries(msg, number)
    name = f"{mod.FILE_STEM}.jsonl"
    (OUT / name).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": name, "owner": mod.OWNER, "language": "mixed", "people": mod.PEOPLE,
            "labels": labels}


def main() -> None:
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    for chat in chats:
        kinds: dict[str, int] = {}
        for label in chat["labels"]:
            kinds[label["kind"]] = kinds.get(label["kind"], 0) + 1
        print(chat["file"], kinds)


if __name__ == "__main__":
    main()
