"""Writes the three chat exports and labels.json from chat_*.py (run from anywhere).

    python3 build.py
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import chat_garage  # noqa: E402
import chat_pharmacy  # noqa: E402
import chat_travel  # noqa: E402

MSK = ZoneInfo("Europe/Moscow")
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def unix(iso: str) -> str:
    return str(int(datetime.fromisoformat(iso).replace(tzinfo=MSK).timestamp()))


def resolve_labels(mod, msg, msg_id):
    out = []
    for label in msg.labels:
        item = dict(label)
        item["person"] = mod.PEOPLE[label["person"]][0]
        ordered = {"msg": msg_id, **item}
        out.append(ordered)
    return out


def people(mod):
    return {full: aliases for full, aliases in mod.PEOPLE.values()}


# ---------------------------------------------------------------- Telegram
def build_telegram(mod):
    next_id = 7310
    tags: dict[str, int] = {}
    items = []
    labels = []
    for msg in mod.MESSAGES:
        msg_id = next_id
        next_id += 1 + msg.opts.get("gap", 0)
        if "tag" in msg.opts:
            tags[msg.opts["tag"]] = msg_id
        base = {"id": msg_id, "type": "message", "date": msg.iso, "date_unixtime": unix(msg.iso)}
        if msg.opts.get("service"):
            actor, actor_id = mod.SENDERS["S"]
            base.update(type="service", actor=actor, actor_id=actor_id,
                        action=msg.opts["service"], members=msg.opts.get("members", []),
                        text="", text_entities=[])
            items.append(base)
            continue
        name, user = mod.SENDERS[msg.s]
        base.update({"from": name, "from_id": user})
        if "edited" in msg.opts:
            edited = type(msg)(msg.opts["edited"], None, "", []).iso
            base.update(edited=edited, edited_unixtime=unix(edited))
        if "reply" in msg.opts:
            base["reply_to_message_id"] = tags[msg.opts["reply"]]
        media = msg.opts.get("media")
        if media == "photo":
            base.update(photo=NOT_INCLUDED, photo_file_size=183422, width=1280, height=960)
        elif media == "voice":
            base.update(file=NOT_INCLUDED, file_size=48211, media_type="voice_message",
                        mime_type="audio/ogg", duration_seconds=msg.opts.get("duration", 10))
        elif media == "sticker":
            base.update(file=NOT_INCLUDED, file_name="sticker.webp", file_size=21840,
                        thumbnail=NOT_INCLUDED, thumbnail_file_size=6120,
                        media_type="sticker", sticker_emoji=msg.opts.get("emoji", "👍"),
                        mime_type="image/webp", width=512, height=512)
        base["text"] = msg.x
        base["text_entities"] = [{"type": "plain", "text": msg.x}] if msg.x else []
        items.append(base)
        labels += resolve_labels(mod, msg, msg_id)
    data = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": items}
    folder = HERE / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return f"{mod.FOLDER}/result.json", labels


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(mod):
    lines = []
    labels = []
    position = 0
    for msg in mod.MESSAGES:
        stamp = datetime.fromisoformat(msg.iso).strftime("%d/%m/%Y, %H:%M")
        if msg.s is None:
            lines.append(f"{stamp} - {msg.x}")
            continue
        lines.append(f"{stamp} - {mod.SENDERS[msg.s]}: {msg.x}")
        if msg.opts.get("deleted"):
            assert not msg.labels
            continue
        position += 1
        labels += resolve_labels(mod, msg, position)
    (HERE / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return mod.FILE, labels


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod):
    rows = []
    labels = []
    tags: dict[str, int] = {}
    for index, msg in enumerate(mod.MESSAGES):
        msg_id = mod.FIRST_ID + index
        if "tag" in msg.opts:
            tags[msg.opts["tag"]] = msg_id
        row = {"id": msg_id, "chat": mod.CHAT, "time": msg.iso + "+03:00",
               "sender": mod.SENDERS[msg.s], "text": msg.x}
        if "reply" in msg.opts:
            row["reply_to"] = tags[msg.opts["reply"]]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += resolve_labels(mod, msg, msg_id)
    (HERE / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return mod.FILE, labels


def main():
    chats = []
    for mod, builder in ((chat_garage, build_telegram), (chat_travel, build_whatsapp),
                         (chat_pharmacy, build_jsonl)):
        file, labels = builder(mod)
        chats.append({"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE,
                      "people": people(mod), "labels": labels})
    out = {"today": TODAY, "chats": chats}
    (HERE / "labels.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
