"""Write the three chats and labels.json from the chat modules (run from anywhere).

Each message of a chat module carries its own labels; this script only lays the
messages out in each export format, numbers them the way the labels count them
(Telegram: the message `id`; WhatsApp: the 1-based position among parsed messages,
system lines and deleted-message stubs skipped; JSONL: the `id` field) and writes
`labels.json` next to the chats, plus `build/manifest.json` for validate.py.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_admissions  # noqa: E402
import chat_boatyard  # noqa: E402
import chat_solar  # noqa: E402

MSK = ZoneInfo("Europe/Moscow")
TODAY = "2026-12-04"
NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"
DELETED = "This message was deleted"


def moment(when: str, second: int = 0) -> datetime:
    return datetime.strptime(when, "%Y-%m-%d %H:%M").replace(second=second, tzinfo=MSK)


def label_json(label, msg, people) -> dict:
    entry = {"msg": msg, "kind": label.kind, "person": people[label.person][0], "words": label.words}
    if label.due:
        entry["due"] = label.due
    if label.until:
        entry["until"] = label.until
    return entry


def people_json(people, owner) -> dict:
    found: dict[str, list[str]] = {}
    for full, *_rest in people.values():
        aliases = _rest[-1]
        if full == owner or aliases is None:
            continue
        found[full] = aliases
    return found


# ---------------------------------------------------------------- Telegram
def build_telegram(mod) -> tuple[dict, list]:
    people = mod.PEOPLE
    messages, labels, manifest = [], [], []
    next_id = 2104
    last_message_id = None
    for index, entry in enumerate(mod.MESSAGES):
        if index and index % 23 == 0:
            next_id += 1  # a message deleted before the export leaves a gap
        mid = next_id
        next_id += 1
        when = moment(entry.when, (index * 37 + 11) % 60)
        base = {"id": mid, "type": "message", "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(when.timestamp()))}
        if entry.who is None:  # a service line
            actor = people[entry.opts.get("actor", "IG")]
            base.update({"type": "service", "actor": actor[1], "actor_id": actor[2],
                         "action": entry.text})
            if entry.opts.get("reply") == -1:
                base["message_id"] = last_message_id
            base.update({"text": "", "text_entities": []})
            messages.append(base)
            continue
        full, shown, uid, _ = people[entry.who]
        if "edited" in entry.opts:
            edited = moment(entry.opts["edited"], 5)
            base["edited"] = edited.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = str(int(edited.timestamp()))
        base["from"] = shown
        base["from_id"] = uid
        reply = entry.opts.get("reply")
        if reply == -1:
            base["reply_to_message_id"] = last_message_id
        elif isinstance(reply, int):
            base["reply_to_message_id"] = reply
        media = entry.opts.get("media")
        if media == "photo":
            base.update({"photo": NOT_INCLUDED, "photo_file_size": 183402 + index * 911,
                         "width": 1280, "height": 960})
        elif media == "voice":
            base.update({"file": NOT_INCLUDED, "file_size": 41210 + index * 77,
                         "media_type": "voice_message", "mime_type": "audio/ogg",
                         "duration_seconds": 14 + index % 40})
        elif media and media.startswith("sticker:"):
            base.update({"file": NOT_INCLUDED, "file_size": 21876, "thumbnail": NOT_INCLUDED,
                         "media_type": "sticker", "sticker_emoji": media.split(":", 1)[1],
                         "width": 512, "height": 512})
        elif media and media.startswith("file:"):
            base.update({"file": NOT_INCLUDED, "file_name": media.split(":", 1)[1],
                         "file_size": 88311, "mime_type": "application/pdf"})
        bold = entry.opts.get("bold")
        if bold and bold in entry.text:
            head, tail = entry.text.split(bold, 1)
            parts = [p for p in (head, {"type": "bold", "text": bold}, tail) if p]
            base["text"] = parts
            base["text_entities"] = [p if isinstance(p, dict) else {"type": "plain", "text": p}
                                     for p in parts]
        else:
            base["text"] = entry.text
            base["text_entities"] = [{"type": "plain", "text": entry.text}] if entry.text else []
        messages.append(base)
        last_message_id = mid
        manifest.append({"msg": mid, "sender": shown, "text": entry.text,
                         "when": entry.when, "labels": len(entry.labels)})
        labels += [label_json(label, mid, people) for label in entry.labels]
    export = {"name": mod.TITLE, "type": "private_group", "id": mod.CHAT_ID, "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    chat = {"file": f"{mod.FOLDER}/result.json", "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_json(people, mod.OWNER), "labels": labels}
    return chat, manifest


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(mod) -> tuple[dict, list]:
    people = mod.PEOPLE
    lines, labels, manifest = [], [], []
    position = 0
    for entry in mod.MESSAGES:
        when = moment(entry.when)
        stamp = when.strftime("%d/%m/%Y, %H:%M")
        if entry.who is None:
            lines.append(f"{stamp} - {entry.text}")
            continue
        full, shown, _ = people[entry.who]
        lines.append(f"{stamp} - {shown}: {entry.text}")
        if entry.text == DELETED:
            assert not entry.labels
            continue
        position += 1
        manifest.append({"msg": position, "sender": shown, "text": entry.text,
                         "when": entry.when, "labels": len(entry.labels)})
        labels += [label_json(label, position, people) for label in entry.labels]
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_json(people, mod.OWNER), "labels": labels}
    return chat, manifest


# ---------------------------------------------------------------- JSONL
def build_jsonl(mod) -> tuple[dict, list]:
    people = mod.PEOPLE
    rows, labels, manifest = [], [], []
    for number, entry in enumerate(mod.MESSAGES, start=1):
        full, shown, _ = people[entry.who]
        row = {"id": number, "time": moment(entry.when).isoformat(), "sender": shown,
               "text": entry.text}
        reply = entry.opts.get("reply")
        if reply == -1:
            row["reply_to"] = number - 1
        elif isinstance(reply, int):
            row["reply_to"] = reply
        rows.append(json.dumps(row, ensure_ascii=False))
        manifest.append({"msg": number, "sender": shown, "text": entry.text,
                         "when": entry.when, "labels": len(entry.labels)})
        labels += [label_json(label, number, people) for label in entry.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    chat = {"file": mod.FILE, "owner": mod.OWNER, "language": mod.LANGUAGE,
            "people": people_json(people, mod.OWNER), "labels": labels}
    return chat, manifest


def main() -> None:
    chats, manifests = [], {}
    for build, mod in ((build_telegram, chat_boatyard), (build_whatsapp, chat_solar),
                       (build_jsonl, chat_admissions)):
        chat, manifest = build(mod)
        chats.append(chat)
        manifests[chat["file"]] = manifest
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (HERE / "manifest.json").write_text(json.dumps(manifests, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        kinds: dict[str, int] = {}
        for label in chat["labels"]:
            kinds[label["kind"]] = kinds.get(label["kind"], 0) + 1
        print(chat["file"], len(manifests[chat["file"]]), "messages", kinds)


if __name__ == "__main__":
    main()
