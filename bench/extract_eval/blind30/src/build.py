"""Write the three chat exports and labels.json from chat_*.py (messages carry their labels).

    python3 build.py
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import chat_courier
import chat_fitness
import chat_news
from build_common import MSK, Chat

HERE = Path(__file__).resolve().parent
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def _times(chat: Chat) -> list:
    """Each message's time with seconds filled in, strictly increasing."""
    out, last = [], None
    for i, item in enumerate(chat.items):
        t = item.when
        if t.second == 0:
            t = t.replace(second=(i * 13 + 7) % 50)
        if last is not None and t <= last:
            t = last + timedelta(seconds=3)
        out.append(t)
        last = t
    return out


def _label_rows(item, msg_id) -> list[dict]:
    return [{"msg": msg_id, **label} for label in item.labels]


# ---------------------------------------------------------------- Telegram
def write_telegram(mod) -> dict:
    chat, meta = mod.build(), mod.META
    times = _times(chat)
    next_id = meta["first_id"]
    ids: dict[int, int] = {}
    out_messages, labels = [], []
    uid = meta["user_ids"]
    marks = {it.extra["mark"]: k for k, it in enumerate(chat.items) if "mark" in it.extra}

    def where(key: str) -> int:
        name, _, plus = key.partition("+")
        return marks[name] + int(plus)

    services = {where(k): {**v, "pin_of": where(v["pin_of"] + "+0") if "pin_of" in v else None}
                for k, v in meta["service"].items()}

    def stamp(t):
        return {"date": t.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": str(int(t.timestamp()))}

    for i, item in enumerate(chat.items):
        next_id += meta["gaps"].get(i, 0)
        service = services.get(i)
        if service:
            t = times[i - 1] + timedelta(seconds=20) if i else times[i]
            if t >= times[i]:
                t = times[i]
            row = {"id": next_id, "type": "service", **stamp(t), "actor": service["actor"],
                   "actor_id": f"user{uid[service['actor']]}", "action": service["action"]}
            if service["action"] == "pin_message":
                row["message_id"] = ids[service["pin_of"]]
            if service["action"] == "edit_group_photo":
                row["photo"] = NOT_INCLUDED
                row["width"], row["height"] = 640, 640
            row["text"], row["text_entities"] = "", []
            out_messages.append(row)
            next_id += 1
        ids[i] = next_id
        row = {"id": next_id, "type": "message", **stamp(times[i]), "from": item.sender,
               "from_id": f"user{uid[item.sender]}"}
        if item.reply is not None:
            row["reply_to_message_id"] = ids[item.reply]
        if item.media == "photo":
            row.update({"photo": NOT_INCLUDED, "photo_file_size": 180000 + i * 977,
                        "width": 1280, "height": 960})
        elif item.media == "voice":
            row.update({"file": NOT_INCLUDED, "file_size": 41230, "media_type": "voice_message",
                        "mime_type": "audio/ogg", "duration_seconds": 23})
        row["text"] = item.text
        row["text_entities"] = [{"type": "plain", "text": item.text}] if item.text else []
        out_messages.append(row)
        labels += _label_rows(item, next_id)
        next_id += 1
    data = {"name": meta["title"], "type": "private_supergroup", "id": meta["chat_id"],
            "messages": out_messages}
    folder = HERE / meta["dir"]
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
    count = sum(1 for r in out_messages if r["type"] == "message")
    return _chat_entry(f"{meta['dir']}/result.json", meta, labels, count)


# ---------------------------------------------------------------- WhatsApp
def write_whatsapp(mod) -> dict:
    chat, meta = mod.build(), mod.META
    lines, labels, position = [], [], 0
    for item in chat.items:
        head = item.when.astimezone(MSK).strftime("%d/%m/%Y, %H:%M")
        if item.kind == "system":
            lines.append(f"{head} - {item.text}")
            continue
        if item.kind == "deleted":
            lines.append(f"{head} - {item.sender}: This message was deleted")
            continue
        body = item.text
        if item.media:
            body = "<Media omitted>" + (f"\n{item.text}" if item.text else "")
        lines.append(f"{head} - {item.sender}: {body}")
        position += 1
        labels += _label_rows(item, position)
    (HERE / meta["file"]).write_text("\n".join(lines) + "\n", "utf-8")
    return _chat_entry(meta["file"], meta, labels, position)


# ---------------------------------------------------------------- JSONL
def write_jsonl(mod) -> dict:
    chat, meta = mod.build(), mod.META
    times = _times(chat)
    rows, labels = [], []
    for i, item in enumerate(chat.items):
        msg_id = meta["first_id"] + i
        row = {"id": msg_id, "time": times[i].isoformat(), "sender": item.sender,
               "text": item.text}
        if item.reply is not None:
            row["reply_to"] = meta["first_id"] + item.reply
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += _label_rows(item, msg_id)
    (HERE / meta["file"]).write_text("\n".join(rows) + "\n", "utf-8")
    return _chat_entry(meta["file"], meta, labels, len(rows))


def _chat_entry(file: str, meta: dict, labels: list[dict], count: int) -> dict:
    return {"file": file, "owner": meta["owner"], "language": meta["language"],
            "people": meta["people"], "labels": labels, "_count": count}


def main() -> None:
    chats = [write_telegram(chat_news), write_whatsapp(chat_courier), write_jsonl(chat_fitness)]
    counts = {c["file"]: c.pop("_count") for c in chats}
    data = {"today": TODAY, "chats": chats}
    (HERE / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                      "utf-8")
    (HERE / "expected_counts.json").write_text(json.dumps(counts, ensure_ascii=False, indent=1)
                                               + "\n", "utf-8")
    for file, n in counts.items():
        print(f"{file}: {n} messages")


if __name__ == "__main__":
    main()
