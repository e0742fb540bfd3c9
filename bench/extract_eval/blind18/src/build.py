"""Write the three chat exports and labels.json from chat_*.py (messages carry their labels).

Run: python3 build.py   (from this folder; no dependencies beyond the standard library)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import chat_brewery  # noqa: E402
import chat_helpdesk  # noqa: E402
import chat_property  # noqa: E402
from build_common import Msg  # noqa: E402

TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"
WA_DELETED = {"this message was deleted", "you deleted this message"}


# --- Telegram ---------------------------------------------------------------------------

def telegram_ids(messages: list[Msg]) -> list[int]:
    """Telegram message ids: increasing, with a few gaps (messages deleted before export)."""
    ids, current = [], 31402
    for index, _ in enumerate(messages):
        if index in (17, 44, 90):
            current += 1  # a deleted message leaves a hole
        ids.append(current)
        current += 1
    return ids


def telegram_export(mod) -> tuple[dict, dict[int, int]]:
    messages: list[Msg] = mod.MESSAGES
    ids = telegram_ids(messages)
    out = []
    for index, (m, mid) in enumerate(zip(messages, ids)):
        stamp = m.when.strftime("%Y-%m-%dT%H:%M:%S")
        unix = str(int(m.when.timestamp()))
        if m.sender is None:
            item = {"id": mid, "type": "service", "date": stamp, "date_unixtime": unix,
                    "actor": mod.OWNER, "actor_id": mod.SENDERS[mod.OWNER],
                    "action": m.extra["action"]}
            if "members" in m.extra:
                item["members"] = m.extra["members"]
            if m.extra["action"] == "pin_message":
                item["message_id"] = ids[index - int(m.extra.get("re", 1))]
            item["text"] = ""
            item["text_entities"] = []
            out.append(item)
            continue
        item = {"id": mid, "type": "message", "date": stamp, "date_unixtime": unix}
        if "edited" in m.extra:
            from build_common import at
            edited = at(str(m.extra["edited"]))
            item["edited"] = edited.strftime("%Y-%m-%dT%H:%M:%S")
            item["edited_unixtime"] = str(int(edited.timestamp()))
        item["from"] = m.sender
        item["from_id"] = mod.SENDERS[m.sender]
        if "re" in m.extra:
            item["reply_to_message_id"] = ids[index - int(m.extra["re"])]
        if m.extra.get("photo"):
            item["photo"] = NOT_INCLUDED
            item["photo_file_size"] = 184233
            item["width"] = 1280
            item["height"] = 960
        if "voice" in m.extra:
            item["file"] = NOT_INCLUDED
            item["file_size"] = 21504
            item["media_type"] = "voice_message"
            item["mime_type"] = "audio/ogg"
            item["duration_seconds"] = int(m.extra["voice"])
        if "sticker" in m.extra:
            item["file"] = NOT_INCLUDED
            item["file_size"] = 31002
            item["thumbnail"] = NOT_INCLUDED
            item["thumbnail_file_size"] = 5120
            item["media_type"] = "sticker"
            item["sticker_emoji"] = m.extra["sticker"]
            item["width"] = 512
            item["height"] = 512
        item["text"] = m.text
        item["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        out.append(item)
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": 1873340562, "messages": out}
    return export, {index: mid for index, mid in enumerate(ids)}


# --- WhatsApp ---------------------------------------------------------------------------

def wa_sender(name: str) -> str:
    if name.startswith("+"):
        return f"\u202a{name}\u202c"  # Android wraps unsaved numbers in direction marks
    return name


def whatsapp_export(mod) -> tuple[str, dict[int, int]]:
    """The .txt, and message index -> 1-based position among parsed messages."""
    lines, positions, position = [], {}, 0
    for index, m in enumerate(mod.MESSAGES):
        stamp = m.when.strftime("%d/%m/%Y, %H:%M")
        if m.sender is None:
            lines.append(f"{stamp} - {m.text}")
            continue
        lines.append(f"{stamp} - {wa_sender(m.sender)}: {m.text}")
        if m.text.strip().casefold() in WA_DELETED:
            continue
        position += 1
        positions[index] = position
    return "\n".join(lines) + "\n", positions


# --- JSONL ------------------------------------------------------------------------------

def jsonl_export(mod) -> tuple[str, dict[int, int]]:
    rows, ids = [], {}
    for index, m in enumerate(mod.MESSAGES):
        mid = index + 1
        ids[index] = mid
        row = {"id": mid, "time": m.when.isoformat(), "chat": mod.CHAT, "sender": m.sender,
               "text": m.text}
        if "re" in m.extra:
            row["reply_to"] = index + 1 - int(m.extra["re"])
        rows.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(rows) + "\n", ids


# --- labels -----------------------------------------------------------------------------

def chat_labels(mod, ids: dict[int, int]) -> list[dict]:
    out = []
    for index, m in enumerate(mod.MESSAGES):
        for label in m.labels:
            out.append(label.as_json(ids[index]))
    return out


def main() -> None:
    chats = []

    tg, tg_ids = telegram_export(chat_helpdesk)
    folder = HERE / chat_helpdesk.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(tg, ensure_ascii=False, indent=1) + "\n", "utf-8")
    chats.append({"file": f"{chat_helpdesk.FOLDER}/result.json", "owner": chat_helpdesk.OWNER,
                  "language": "ru", "people": chat_helpdesk.PEOPLE,
                  "labels": chat_labels(chat_helpdesk, tg_ids)})

    wa, wa_pos = whatsapp_export(chat_brewery)
    (HERE / chat_brewery.FILE).write_text(wa, "utf-8")
    chats.append({"file": chat_brewery.FILE, "owner": chat_brewery.OWNER, "language": "en",
                  "people": chat_brewery.PEOPLE, "labels": chat_labels(chat_brewery, wa_pos)})

    jl, jl_ids = jsonl_export(chat_property)
    (HERE / chat_property.FILE).write_text(jl, "utf-8")
    chats.append({"file": chat_property.FILE, "owner": chat_property.OWNER, "language": "mixed",
                  "people": chat_property.PEOPLE, "labels": chat_labels(chat_property, jl_ids)})

    data = {"today": TODAY, "chats": chats}
    (HERE / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
