"""Write the three chat exports and labels.json into OUT (the folder above src/)."""

from __future__ import annotations

import json
from pathlib import Path

import chat_conf
import chat_grooming
import chat_hydro

OUT = Path(__file__).resolve().parent.parent
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"

TG_DIR = "telegram_ges_remont"
TG_FILE = f"{TG_DIR}/result.json"
WA_FILE = f"WhatsApp Chat with {chat_grooming.GROUP}.txt"
JL_FILE = "isam2027_office.jsonl"


def write_telegram() -> tuple[list[dict], int]:
    mod = chat_hydro
    chat = mod.build()
    items, labels, next_id, ids = [], [], 21804, {}
    for msg in chat.msgs:
        ids[id(msg)] = next_id
        base = {"id": next_id, "type": "message",
                "date": msg.when.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(msg.when.timestamp()))}
        o = msg.opts
        if o.get("service"):
            item = {**base, "type": "service", "actor": mod.SENDERS[msg.who],
                    "actor_id": mod.IDS[msg.who], "action": o["service"],
                    "message_id": ids[id(o["pin"])], "text": "", "text_entities": []}
            items.append(item)
            next_id += 1
            continue
        item = {**base, "from": mod.SENDERS[msg.who], "from_id": mod.IDS[msg.who]}
        if "reply" in o:
            item["reply_to_message_id"] = ids[id(o["reply"])]
        if o.get("photo"):
            item.update(photo=NOT_INCLUDED, photo_file_size=184233, width=1280, height=960)
        if "file" in o:
            name = o["file"]
            mime = "application/pdf" if name.endswith(".pdf") else \
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            item.update(file=NOT_INCLUDED, file_name=name, file_size=248113, mime_type=mime)
        if "voice" in o:
            item.update(file=NOT_INCLUDED, file_size=51820, media_type="voice_message",
                        mime_type="audio/ogg", duration_seconds=o["voice"])
        if "mention" in o:
            parts = [{"type": "mention", "text": o["mention"]}, {"type": "plain", "text": " " + msg.text}]
            item["text"] = [parts[0], parts[1]["text"]]
            item["text_entities"] = parts
        else:
            item["text"] = msg.text
            item["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        items.append(item)
        labels += chat.label_dicts(next_id, msg)
        next_id += 1
    export = {"name": "Ремонт ГА-2 · участок ГТС и гидромеханики", "type": "private_supergroup",
              "id": 1793350261, "messages": items}
    path = OUT / TG_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    entry = {"file": TG_FILE, "owner": mod.OWNER, "language": "ru", "people": mod.PEOPLE, "labels": labels}
    return entry


def write_whatsapp() -> dict:
    mod = chat_grooming
    chat = mod.build()
    lines, labels, pos = [], [], 0
    for msg in chat.msgs:
        stamp = msg.when.strftime("%d/%m/%Y, %H:%M")
        o = msg.opts
        if o.get("system"):
            lines.append(f"{stamp} - {msg.text}")
            continue
        body = msg.text
        if o.get("media"):
            body = "<Media omitted>" + (f"\n{msg.text}" if msg.text else "")
        lines.append(f"{stamp} - {mod.SENDERS[msg.who]}: {body}")
        if o.get("deleted"):
            assert not msg.labels
            continue
        pos += 1
        labels += chat.label_dicts(pos, msg)
    (OUT / WA_FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": WA_FILE, "owner": mod.OWNER, "language": "en", "people": mod.PEOPLE, "labels": labels}


def write_jsonl() -> dict:
    mod = chat_conf
    chat = mod.build()
    rows, labels, ids = [], [], {}
    for n, msg in enumerate(chat.msgs, start=1):
        ids[id(msg)] = n
        row = {"id": n, "time": msg.when.isoformat(), "chat": mod.CHAT_ID,
               "sender": mod.SENDERS[msg.who], "text": msg.text}
        if "reply" in msg.opts:
            row["reply_to"] = ids[id(msg.opts["reply"])]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += chat.label_dicts(n, msg)
    (OUT / JL_FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": JL_FILE, "owner": mod.OWNER, "language": "mixed", "people": mod.PEOPLE, "labels": labels}


def main() -> None:
    chats = [write_telegram(), write_whatsapp(), write_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
