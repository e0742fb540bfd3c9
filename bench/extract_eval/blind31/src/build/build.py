"""Build the three chat exports and labels.json from the chat modules.

Run: python3 build/build.py   (from anywhere; writes next to build/)
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_dc  # noqa: E402
import chat_orchard  # noqa: E402
import chat_theatre  # noqa: E402
from common import dump_json, finish_labels  # noqa: E402

TODAY = "2026-12-04"


def _entities(text):
    if isinstance(text, str):
        return text, ([{"type": "plain", "text": text}] if text else [])
    parts = []
    for part in text:
        if isinstance(part, str):
            parts.append({"type": "plain", "text": part})
        else:
            parts.append(dict(part))
    return list(text), parts


def _flat(text):
    if isinstance(text, str):
        return text
    return "".join(p if isinstance(p, str) else p["text"] for p in text)


def build_telegram(mod):
    people_by_key = {k: v[2] for k, v in mod.SENDERS.items() if v[2]}
    next_id = 58210
    ids = {}
    messages, labels, expected = [], [], []
    for n, msg in enumerate(mod.MSGS):
        if n and n % 19 == 0:
            next_id += 1  # a message deleted before the export leaves a gap
        mid = next_id
        next_id += 1
        if msg.key:
            ids[msg.key] = mid
        when = msg.dt()
        if len(msg.when.split(" ")[1].split(":")) == 2:
            when = when.replace(second=(n * 7) % 30)
        name, uid, _ = mod.SENDERS[msg.who]
        base = {"id": mid, "type": msg.kind if msg.kind == "service" else "message",
                "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(when.timestamp()))}
        if msg.kind == "service":
            base.update({"actor": name, "actor_id": uid, "action": msg.extra["action"]})
            if msg.extra["action"] == "pin_message":
                base["message_id"] = ids[msg.reply]
            else:
                base.update({k: v for k, v in msg.extra.items() if k != "action"})
            base.update({"text": "", "text_entities": []})
            messages.append(base)
            assert not msg.labels
            continue
        base.update({"from": name, "from_id": uid})
        if msg.reply:
            base["reply_to_message_id"] = ids[msg.reply]
        if msg.media:
            base.update(msg.media)
        text, entities = _entities(msg.text)
        base["text"] = text
        base["text_entities"] = entities
        messages.append(base)
        expected.append([mid, name, _flat(msg.text)])
        labels += finish_labels(msg.labels, mid, people_by_key)
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    dump_json(folder / "result.json", export)
    file = f"{mod.FOLDER}/result.json"
    return file, labels, expected


def build_whatsapp(mod):
    people_by_key = {k: v[1] for k, v in mod.SENDERS.items() if v[1]}
    lines, labels, expected = [], [], []
    position = 0
    for msg in mod.MSGS:
        stamp = msg.dt().strftime("%d/%m/%Y, %H:%M")
        if msg.kind == "system":
            lines.append(f"{stamp} - {msg.text}")
            assert not msg.labels
            continue
        name = mod.SENDERS[msg.who][0]
        lines.append(f"{stamp} - {name}: {msg.text}")
        if msg.kind == "deleted":
            assert not msg.labels
            continue
        position += 1
        text = msg.text
        if text == "<Media omitted>":
            text = ""
        elif "(file attached)\n" in text:
            text = text.split("\n", 1)[1]
        expected.append([position, name, text])
        labels += finish_labels(msg.labels, position, people_by_key)
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return mod.FILE, labels, expected


def build_jsonl(mod):
    people_by_key = {k: v[1] for k, v in mod.SENDERS.items() if v[1]}
    rows, labels, expected, ids = [], [], [], {}
    for n, msg in enumerate(mod.MSGS):
        mid = 1001 + n
        if msg.key:
            ids[msg.key] = mid
        name = mod.SENDERS[msg.who][0]
        row = {"id": mid, "time": msg.dt().isoformat(), "chat": mod.CHAT, "sender": name,
               "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        expected.append([mid, name, msg.text])
        labels += finish_labels(msg.labels, mid, people_by_key)
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", encoding="utf-8")
    return mod.FILE, labels, expected


def main():
    chats, expected_all = [], {}
    for mod, builder in ((chat_dc, build_telegram), (chat_theatre, build_whatsapp),
                         (chat_orchard, build_jsonl)):
        file, labels, expected = builder(mod)
        chats.append({"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE,
                      "people": mod.PEOPLE, "labels": labels})
        expected_all[file] = expected
    dump_json(OUT / "labels.json", {"today": TODAY, "chats": chats})
    dump_json(HERE / "expected.json", expected_all)
    for chat in chats:
        print(chat["file"], len(expected_all[chat["file"]]), "messages,",
              len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
