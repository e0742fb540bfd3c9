"""Build the three chat exports and labels.json from the chat modules (src/chat_*.py).

Run: python3 src/build.py   (from OUT or anywhere; writes into OUT = this file's parent's parent)
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_lang  # noqa: E402
import chat_rail  # noqa: E402
import chat_trout  # noqa: E402
from common import Msg  # noqa: E402

MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def parse_time(text: str) -> datetime:
    fmt = "%Y-%m-%d %H:%M:%S" if text.count(":") == 2 else "%Y-%m-%d %H:%M"
    return datetime.strptime(text, fmt).replace(tzinfo=MSK)


def resolve_reply(messages: list[Msg], index: int, ids: list[object], keys: dict[str, int]) -> object:
    ref = messages[index].reply
    if ref is None:
        return None
    if ref.startswith("-"):
        back = int(ref[1:])
        j = index
        while back:
            j -= 1
            if messages[j].kind == "message":
                back -= 1
        return ids[j]
    return ids[keys[ref]]


def labels_of(messages: list[Msg], ids: list[object]) -> list[dict[str, object]]:
    out = []
    for msg, mid in zip(messages, ids):
        for label in msg.labels:
            out.append(label.as_json(mid))
    return out


# ---------------------------------------------------------------- Telegram
def build_telegram() -> dict[str, object]:
    mod = chat_rail
    msgs = mod.MESSAGES
    ids: list[object] = []
    next_id = 30512
    for i, _ in enumerate(msgs):
        if i and i % 29 == 0:
            next_id += 1  # a message deleted before the export
        ids.append(next_id)
        next_id += 1
    keys = {m.key: i for i, m in enumerate(msgs) if m.key}
    items = []
    for i, m in enumerate(msgs):
        when = parse_time(m.time)
        display, from_id = mod.SENDERS[m.sender]
        base: dict[str, object] = {
            "id": ids[i],
            "type": "service" if m.kind == "service" else "message",
            "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(when.timestamp())),
        }
        if m.kind == "service":
            base.update({"actor": display, "actor_id": from_id, "action": m.extra.get("action"),
                         "message_id": ids[i - 1], "text": "", "text_entities": []})
            items.append(base)
            continue
        base.update({"from": display, "from_id": from_id})
        edited = m.extra.get("edited_after")
        if edited:
            e = when + timedelta(minutes=int(edited))
            base["edited"] = e.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = str(int(e.timestamp()))
        reply = resolve_reply(msgs, i, ids, keys)
        if reply is not None:
            base["reply_to_message_id"] = reply
        media = m.media or ""
        if media == "voice":
            base.update({"file": NOT_INCLUDED,
                         "file_name": f"audio_{i}@{when.strftime('%d-%m-%Y_%H-%M-%S')}.ogg",
                         "file_size": 21000 + 1800 * int(m.extra.get("duration", 10)),
                         "media_type": "voice_message", "mime_type": "audio/ogg",
                         "duration_seconds": m.extra.get("duration", 10)})
        elif media == "photo":
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 184233 + i * 17,
                         "width": 1280, "height": 960})
        elif media.startswith("file:"):
            name = media[5:]
            mime = "application/pdf" if name.endswith(".pdf") else \
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            base.update({"file": NOT_INCLUDED, "file_name": name, "file_size": 48211 + i,
                         "mime_type": mime})
        elif media.startswith("sticker:"):
            base.update({"file": NOT_INCLUDED, "file_name": "sticker.webp",
                         "file_size": 23110, "thumbnail": NOT_INCLUDED,
                         "thumbnail_file_size": 5122, "media_type": "sticker",
                         "sticker_emoji": media[8:], "mime_type": "image/webp",
                         "width": 512, "height": 512})
        base["text"] = m.text
        base["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        items.append(base)
    export = {"name": mod.NAME, "type": "private_supergroup", "id": mod.CHAT_ID, "messages": items}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return {
        "file": f"{mod.FOLDER}/result.json",
        "owner": mod.OWNER,
        "language": mod.LANGUAGE,
        "people": mod.PEOPLE,
        "labels": labels_of(msgs, ids),
    }


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp() -> dict[str, object]:
    mod = chat_lang
    msgs = mod.MESSAGES
    lines = []
    ids: list[object] = []
    position = 0
    for m in msgs:
        when = parse_time(m.time)
        stamp = when.strftime("%d/%m/%Y, %H:%M")
        if m.kind == "system":
            lines.append(f"{stamp} - {m.text}")
            ids.append(None)
            continue
        shown = mod.SHOWN.get(m.sender, m.sender)
        lines.append(f"{stamp} - {shown}: {m.text}")
        if m.kind == "deleted":
            ids.append(None)
            continue
        position += 1
        ids.append(position)
    for m, mid in zip(msgs, ids):
        assert not (m.labels and mid is None), m.text
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {
        "file": mod.FILE,
        "owner": mod.OWNER,
        "language": mod.LANGUAGE,
        "people": mod.PEOPLE,
        "labels": labels_of(msgs, ids),
    }


# ---------------------------------------------------------------- JSONL
def build_jsonl() -> dict[str, object]:
    mod = chat_trout
    msgs = mod.MESSAGES
    ids: list[object] = [mod.FIRST_ID + i for i in range(len(msgs))]
    keys = {m.key: i for i, m in enumerate(msgs) if m.key}
    rows = []
    for i, m in enumerate(msgs):
        when = parse_time(m.time)
        row: dict[str, object] = {"id": ids[i], "time": when.isoformat(), "chat": mod.CHAT,
                                  "sender": mod.SHOWN[m.sender], "text": m.text}
        reply = resolve_reply(msgs, i, ids, keys)
        if reply is not None:
            row["reply_to"] = reply
        rows.append(json.dumps(row, ensure_ascii=False))
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {
        "file": mod.FILE,
        "owner": mod.OWNER,
        "language": mod.LANGUAGE,
        "people": mod.PEOPLE,
        "labels": labels_of(msgs, ids),
    }


def main() -> None:
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
