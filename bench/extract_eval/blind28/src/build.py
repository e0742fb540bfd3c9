"""Build the three chat exports and labels.json from chat_*.py (messages with their labels)."""
import json
from datetime import datetime, timezone, timedelta
from pathlib import Path

import chat_ferry, chat_qa, chat_coop

OUT = Path(__file__).resolve().parent
MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def when(day, hm):
    return datetime.fromisoformat(f"2026-{day}T{hm}:00").replace(tzinfo=MSK)


def labels_of(entry_labels, msg, people):
    out = []
    for kind, key, words, due in entry_labels:
        lab = {"msg": msg, "kind": kind, "person": people[key][0], "words": words}
        if due:
            lab["due"] = due
        if kind == "context":
            lab["until"] = due
        out.append(lab)
    return out


def people_of(mod):
    return {full: aliases for full, aliases in mod.PEOPLE.values()}


def build_telegram():
    mod = chat_ferry
    folder = OUT / "telegram_paromnaya_paluba"
    folder.mkdir(exist_ok=True)
    msgs, labels, ids = [], [], []
    next_id = 3101
    for i, (day, hm, who, text, labs, extra) in enumerate(mod.M):
        t = when(day, hm)
        mid = next_id
        next_id += 1
        ids.append(mid)
        name, uid = mod.SENDERS[who]
        if "service" in extra:
            msgs.append({"id": mid, "type": "service", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
                         "date_unixtime": str(int(t.timestamp())), "actor": name, "actor_id": uid,
                         "action": extra["service"], "message_id": mid - 5, "text": "",
                         "text_entities": []})
            continue
        m = {"id": mid, "type": "message", "date": t.strftime("%Y-%m-%dT%H:%M:%S"),
             "date_unixtime": str(int(t.timestamp())), "from": name, "from_id": uid}
        if "reply" in extra:
            m["reply_to_message_id"] = ids[i + extra["reply"]]
        if extra.get("photo"):
            m.update({"photo": f"photos/photo_{mid}@{day}.jpg", "width": 1280, "height": 960})
        if "voice" in extra:
            m.update({"file": f"voice_messages/audio_{mid}@{day}.ogg", "media_type": "voice_message",
                      "mime_type": "audio/ogg", "duration_seconds": extra["voice"]})
        if "sticker" in extra:
            m.update({"file": "(File not included. Change data exporting settings to download.)",
                      "media_type": "sticker", "sticker_emoji": extra["sticker"], "width": 512, "height": 512})
        if "file" in extra:
            m.update({"file": f"files/{extra['file']}", "file_name": extra["file"],
                      "mime_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"})
        m["text"] = text
        m["text_entities"] = [{"type": "plain", "text": text}] if text else []
        msgs.append(m)
        labels += labels_of(labs, mid, mod.PEOPLE)
    data = {"name": "Палуба — экипаж парома", "type": "private_supergroup", "id": 1873304412,
            "messages": msgs}
    (folder / "result.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), "utf-8")
    return {"file": f"{folder.name}/result.json", "owner": mod.OWNER, "language": "ru",
            "people": people_of(mod), "labels": labels}


def build_whatsapp():
    mod = chat_qa
    name = "WhatsApp Chat with QA Crew - Brightside.txt"
    lines, labels = [], []
    pos = 0
    for day, hm, who, text, labs, extra in mod.M:
        t = when(day, hm)
        stamp = t.strftime("%d/%m/%Y, %H:%M")
        if who is None:
            lines.append(f"{stamp} - {text}")
            assert not labs
            continue
        lines.append(f"{stamp} - {mod.SENDERS[who]}: {text}")
        if extra.get("deleted"):
            assert not labs
            continue
        pos += 1
        labels += labels_of(labs, pos, mod.PEOPLE)
    (OUT / name).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": name, "owner": mod.OWNER, "language": "en",
            "people": people_of(mod), "labels": labels}


def build_jsonl():
    mod = chat_coop
    name = "coop_vkusnaya_lavka.jsonl"
    rows, labels, ids = [], [], []
    for i, (day, hm, who, text, labs, extra) in enumerate(mod.M):
        mid = i + 1
        ids.append(mid)
        row = {"id": mid, "time": when(day, hm).isoformat(), "sender": mod.SENDERS[who], "text": text,
               "chat": "coop-lavka"}
        if "reply" in extra:
            row["reply_to"] = ids[i + extra["reply"]]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += labels_of(labs, mid, mod.PEOPLE)
    (OUT / name).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": name, "owner": mod.OWNER, "language": "mixed",
            "people": people_of(mod), "labels": labels}


if __name__ == "__main__":
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    (OUT / "labels.json").write_text(
        json.dumps({"today": TODAY, "chats": chats}, ensure_ascii=False, indent=1), "utf-8")
    for c in chats:
        print(c["file"], len(c["labels"]))
