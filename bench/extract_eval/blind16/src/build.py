"""Build the three blind16 chats and labels.json from the chat modules.

Run: python3 src/build.py   (writes into the folder above src/)
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

MSK = timezone(timedelta(hours=3))
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def moment(when: str) -> datetime:
    return datetime.strptime("2026-" + when, "%Y-%m-%d %H:%M").replace(tzinfo=MSK)


def resolve(labels: list[dict], people: dict, msg_id: object) -> list[dict]:
    out = []
    for label in labels:
        item = {"msg": msg_id, **label, "person": people[label["person"]][0]}
        out.append(item)
    return out


def chat_people(people: dict) -> dict:
    return {title: aliases for title, aliases in people.values()}


# ---------------------------------------------------------------- Telegram
def build_telegram() -> tuple[dict, int]:
    mod = chat_telegram
    messages, labels, ids = [], [], {}
    second = 0
    for n, msg in enumerate(mod.MESSAGES, start=1):
        at = moment(msg.when) + timedelta(seconds=(7 * n) % 50)
        name, from_id = mod.SENDERS[msg.who]
        if "key" in msg.opts:
            ids[msg.opts["key"]] = n
        base = {"id": n, "type": "message", "date": at.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(at.timestamp()))}
        service = msg.opts.get("service")
        if service:
            item = {**base, "type": "service", "actor": name, "actor_id": from_id,
                    "action": service}
            if service == "create_group":
                item["title"] = mod.TITLE
                item["members"] = [v[0] for v in mod.SENDERS.values()]
            if service == "pin_message":
                item["message_id"] = ids[msg.opts["pin"]]
            item["text"] = ""
            item["text_entities"] = []
            messages.append(item)
            assert not msg.labels
            continue
        item = {**base, "from": name, "from_id": from_id}
        if "edited" in msg.opts:
            ed = moment(msg.opts["edited"])
            item["edited"] = ed.strftime("%Y-%m-%dT%H:%M:%S")
            item["edited_unixtime"] = str(int(ed.timestamp()))
        if "reply" in msg.opts:
            item["reply_to_message_id"] = ids[msg.opts["reply"]]
        if "file" in msg.opts:
            fname = msg.opts["file"]
            item["file"] = NOT_INCLUDED
            item["file_name"] = fname
            item["file_size"] = 48213 + 977 * n
            item["mime_type"] = ("application/pdf" if fname.endswith(".pdf") else
                                 "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        if msg.opts.get("photo"):
            item["photo"] = NOT_INCLUDED
            item["photo_file_size"] = 201344 + 311 * n
            item["width"] = 1280
            item["height"] = 960
        if "voice" in msg.opts:
            item["file"] = NOT_INCLUDED
            item["file_size"] = 16000 * msg.opts["voice"] // 10
            item["media_type"] = "voice_message"
            item["mime_type"] = "audio/ogg"
            item["duration_seconds"] = msg.opts["voice"]
        item["text"] = msg.text
        item["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        messages.append(item)
        labels += resolve(msg.labels, mod.PEOPLE, n)
    data = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
            "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), "utf-8")
    count = sum(1 for item in messages if item["type"] == "message")
    chat = {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": chat_people(mod.PEOPLE), "labels": labels}
    return chat, count


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp() -> tuple[dict, int]:
    mod = chat_whatsapp
    lines, labels = [], []
    position = 0
    for msg in mod.MESSAGES:
        at = moment(msg.when)
        stamp = at.strftime("%d/%m/%Y, %H:%M")
        if msg.who == mod.SYSTEM:
            lines.append(f"{stamp} - {msg.text}")
            assert not msg.labels
            continue
        lines.append(f"{stamp} - {mod.SENDERS[msg.who]}: {msg.text}")
        if msg.text.strip() == "This message was deleted":
            assert not msg.labels
            continue
        position += 1
        labels += resolve(msg.labels, mod.PEOPLE, position)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": chat_people(mod.PEOPLE), "labels": labels}
    return chat, position


# ---------------------------------------------------------------- JSONL
def build_jsonl() -> tuple[dict, int]:
    mod = chat_jsonl
    rows, labels, ids = [], [], {}
    for n, msg in enumerate(mod.MESSAGES, start=1):
        if "key" in msg.opts:
            ids[msg.opts["key"]] = n
        row = {"id": n, "time": moment(msg.when).isoformat(), "sender": mod.SENDERS[msg.who],
               "text": msg.text}
        if "reply" in msg.opts:
            row["reply_to"] = ids[msg.opts["reply"]]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += resolve(msg.labels, mod.PEOPLE, n)
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": chat_people(mod.PEOPLE), "labels": labels}
    return chat, len(rows)


def main() -> None:
    chats, counts = [], {}
    for build in (build_telegram, build_whatsapp, build_jsonl):
        chat, count = build()
        chats.append(chat)
        counts[chat["file"]] = count
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (OUT / "build_manifest.json").write_text(json.dumps({"messages": counts}, indent=1) + "\n", "utf-8")
    for chat in chats:
        kinds: dict[str, int] = {}
        for label in chat["labels"]:
            kinds[label["kind"]] = kinds.get(label["kind"], 0) + 1
        print(chat["file"], counts[chat["file"]], kinds)


if __name__ == "__main__":
    main()
