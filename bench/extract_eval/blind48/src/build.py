"""Build the three chat exports and labels.json from the chat modules (labels ride on messages).

Run: python3 OUT/src/build.py
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402
from common import clean_label  # noqa: E402

MSK = timezone(timedelta(hours=3))
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"
TG_DIR = "telegram_brigada_yug"
WA_FILE = f"WhatsApp Chat with {chat_whatsapp.GROUP}.txt"
JL_FILE = "kukly_masterskaya.jsonl"


def unix(when: str) -> str:
    return str(int(datetime.strptime(when, "%Y-%m-%d %H:%M:%S").replace(tzinfo=MSK).timestamp()))


def iso(when: str) -> str:
    return when.replace(" ", "T")


# ---------------------------------------------------------------- Telegram
def build_telegram() -> tuple[dict, list[dict]]:
    mod = chat_telegram
    messages, labels, ids = [], [], {}
    next_id = 18204
    for n, m in enumerate(mod.CHAT.items):
        if n and n % 19 == 0:
            next_id += 1  # a message someone deleted: Telegram ids keep the gap
        mid = next_id
        next_id += 1
        if m.key:
            ids[m.key] = mid
        base = {"id": mid, "type": "message" if m.kind == "message" else "service",
                "date": iso(m.when), "date_unixtime": unix(m.when)}
        if m.kind == "service":
            base.update({"actor": m.sender, "actor_id": mod.USER_IDS[m.sender],
                         "action": m.extra["action"], "members": m.extra["members"],
                         "text": "", "text_entities": []})
            messages.append(base)
            continue
        if m.edited:
            base["edited"] = iso(m.edited)
            base["edited_unixtime"] = unix(m.edited)
        base["from"] = m.sender
        base["from_id"] = mod.USER_IDS[m.sender]
        if m.reply:
            base["reply_to_message_id"] = ids[m.reply]
        media = m.media or ""
        if media == "photo":
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 180000 + 7919 * n % 90000,
                         "width": 1280, "height": 960})
        elif media == "voice":
            base.update({"file": NOT_INCLUDED, "file_size": 61000 + 1013 * n % 30000,
                         "media_type": "voice_message", "mime_type": "audio/ogg",
                         "duration_seconds": m.extra.get("duration", 20)})
        elif media.startswith("sticker:"):
            base.update({"file": NOT_INCLUDED, "file_name": "sticker.webp", "file_size": 21540,
                         "thumbnail": NOT_INCLUDED, "thumbnail_file_size": 5210,
                         "media_type": "sticker", "sticker_emoji": media.split(":", 1)[1],
                         "width": 512, "height": 512})
        elif media.startswith("file:"):
            name = media.split(":", 1)[1]
            mime = ("application/pdf" if name.endswith(".pdf") else
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            base.update({"file": NOT_INCLUDED, "file_name": name, "file_size": 48213 + 311 * n,
                         "mime_type": mime})
        base["text"] = m.text
        base["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        messages.append(base)
        for lab in m.labels:
            labels.append(clean_label(lab, mid))
    export = {"name": "Бригада Юг | АМС", "type": "private_supergroup", "id": 1873345120,
              "messages": messages}
    return export, labels


# ---------------------------------------------------------------- WhatsApp
def wa_stamp(when: str) -> str:
    d = datetime.strptime(when, "%Y-%m-%d %H:%M:%S")
    return d.strftime("%d/%m/%Y, %H:%M")


def build_whatsapp() -> tuple[str, list[dict]]:
    lines, labels = [], []
    position = 0  # 1-based position among parsed messages (no system lines, no deleted stubs)
    for m in chat_whatsapp.CHAT.items:
        stamp = wa_stamp(m.when)
        if m.kind == "system":
            lines.append(f"{stamp} - {m.text}")
            continue
        text = m.text
        if m.edited:
            text += " <This message was edited>"
        lines.append(f"{stamp} - {m.sender}: {text}")
        if m.kind == "deleted":
            assert not m.labels
            continue
        position += 1
        for lab in m.labels:
            labels.append(clean_label(lab, position))
    return "\n".join(lines) + "\n", labels


# ---------------------------------------------------------------- JSONL
def build_jsonl() -> tuple[str, list[dict]]:
    rows, labels, ids = [], [], {}
    for n, m in enumerate(chat_jsonl.CHAT.items, start=1):
        if m.key:
            ids[m.key] = n
        row = {"id": n, "time": iso(m.when) + "+03:00", "sender": m.sender, "text": m.text,
               "chat": chat_jsonl.CHAT_NAME}
        if m.reply:
            row["reply_to"] = ids[m.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        for lab in m.labels:
            labels.append(clean_label(lab, n))
    return "\n".join(rows) + "\n", labels


def main() -> None:
    tg, tg_labels = build_telegram()
    (OUT / TG_DIR).mkdir(exist_ok=True)
    (OUT / TG_DIR / "result.json").write_text(json.dumps(tg, ensure_ascii=False, indent=1) + "\n", "utf-8")
    wa, wa_labels = build_whatsapp()
    (OUT / WA_FILE).write_text(wa, "utf-8")
    jl, jl_labels = build_jsonl()
    (OUT / JL_FILE).write_text(jl, "utf-8")
    data = {"today": "2026-12-04", "chats": [
        {"file": f"{TG_DIR}/result.json", "owner": chat_telegram.OWNER, "language": "ru",
         "people": chat_telegram.PEOPLE, "labels": tg_labels},
        {"file": WA_FILE, "owner": chat_whatsapp.OWNER, "language": "en",
         "people": chat_whatsapp.PEOPLE, "labels": wa_labels},
        {"file": JL_FILE, "owner": chat_jsonl.OWNER, "language": "mixed",
         "people": chat_jsonl.PEOPLE, "labels": jl_labels},
    ]}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in data["chats"]:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
