"""Build the three chat exports, labels.json and src/expected.json from the chat modules.

Run: python3 src/build.py   (from OUT; plain Python, no project code is imported)
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_bridal  # noqa: E402
import chat_library  # noqa: E402
import chat_windfarm  # noqa: E402
from common import Msg  # noqa: E402

TODAY = "2026-12-04"


def public_label(label: dict, msg_id: object) -> dict:
    item = {"msg": msg_id}
    item.update({k: v for k, v in label.items() if not k.startswith("_")})
    return item


def _unix(dt: datetime) -> str:
    return str(int(dt.timestamp()))


# ---------------------------------------------------------------- Telegram
def _tg_text(text: str) -> tuple[object, list[dict]]:
    if not text:
        return "", []
    if "vk.com/" in text:
        start = text.index("vk.com/")
        end = text.find(" ", start)
        end = len(text) if end == -1 else end
        parts: list[object] = []
        entities: list[dict] = []
        if text[:start]:
            parts.append(text[:start])
            entities.append({"type": "plain", "text": text[:start]})
        parts.append({"type": "link", "text": text[start:end]})
        entities.append({"type": "link", "text": text[start:end]})
        if text[end:]:
            parts.append(text[end:])
            entities.append({"type": "plain", "text": text[end:]})
        return parts, entities
    return text, [{"type": "plain", "text": text}]


def build_telegram() -> tuple[dict, dict]:
    mod = chat_library
    ids: dict[str, int] = {}
    out_messages = []
    labels = []
    expected = []
    next_id = mod.FIRST_ID
    for n, msg in enumerate(mod.MESSAGES):
        if n and n % 37 == 0:
            next_id += 1  # a message deleted before the export leaves a gap in the ids
        mid = next_id
        next_id += 1
        if msg.key:
            ids[msg.key] = mid
        dt = msg.dt
        base = {"id": mid, "type": "message", "date": dt.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": _unix(dt)}
        if msg.system:
            base["type"] = "service"
            base.update({"actor": msg.sender, "actor_id": mod.SENDERS[msg.sender],
                         "action": "pin_message", "message_id": mid - 1,
                         "text": "", "text_entities": []})
            out_messages.append(base)
            continue
        if msg.edited:
            edt = datetime.strptime(msg.edited, "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.tzinfo)
            base["edited"] = edt.strftime("%Y-%m-%dT%H:%M:%S")
            base["edited_unixtime"] = _unix(edt)
        base["from"] = msg.sender
        base["from_id"] = mod.SENDERS[msg.sender]
        if msg.reply:
            base["reply_to_message_id"] = ids[msg.reply]
        if msg.media:
            base.update(msg.media)
        text, entities = _tg_text(msg.text)
        base["text"] = text
        base["text_entities"] = entities
        out_messages.append(base)
        expected.append({"msg": str(mid), "sender": msg.sender, "text": msg.text,
                         "time": dt.isoformat()})
        for label in msg.labels:
            labels.append((label, mid))
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": out_messages}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return _chat_entry(f"{mod.FOLDER}/result.json", mod, labels), {
        "file": f"{mod.FOLDER}/result.json", "messages": expected, "unpromised": _unpromised(labels)}


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp() -> tuple[dict, dict]:
    mod = chat_windfarm
    lines = []
    labels = []
    expected = []
    position = 0
    for msg in mod.MESSAGES:
        stamp = msg.dt.strftime("%d/%m/%Y, %H:%M")
        if msg.system:
            lines.append(f"{stamp} - {msg.text}")
            continue
        if msg.deleted:
            lines.append(f"{stamp} - {msg.sender}: {msg.text}")
            continue
        position += 1
        body = msg.text
        if msg.media:
            body = msg.media["line"] + (("\n" + msg.text) if msg.text else "")
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {msg.sender}: {body}")
        expected.append({"msg": str(position), "sender": msg.sender, "text": msg.text,
                         "time": msg.dt.isoformat()})
        for label in msg.labels:
            labels.append((label, position))
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return _chat_entry(mod.FILE, mod, labels), {
        "file": mod.FILE, "messages": expected, "unpromised": _unpromised(labels)}


# ---------------------------------------------------------------- JSONL
def build_jsonl() -> tuple[dict, dict]:
    mod = chat_bridal
    ids: dict[str, int] = {}
    rows = []
    labels = []
    expected = []
    for n, msg in enumerate(mod.MESSAGES):
        mid = mod.FIRST_ID + n
        if msg.key:
            ids[msg.key] = mid
        row: dict[str, object] = {"id": mid, "time": msg.dt.isoformat(), "sender": msg.sender,
                                  "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        expected.append({"msg": str(mid), "sender": msg.sender, "text": msg.text,
                         "time": msg.dt.isoformat()})
        for label in msg.labels:
            labels.append((label, mid))
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return _chat_entry(mod.FILE, mod, labels), {
        "file": mod.FILE, "messages": expected, "unpromised": _unpromised(labels)}


def _unpromised(labels: list[tuple[dict, object]]) -> list[str]:
    return [f"{mid}:{label['person']}:{'/'.join(label['words'])}"
            for label, mid in labels if label.get("_unpromised")]


def _chat_entry(file: str, mod: object, labels: list[tuple[dict, object]]) -> dict:
    return {
        "file": file,
        "owner": mod.OWNER,  # type: ignore[attr-defined]
        "language": mod.LANGUAGE,  # type: ignore[attr-defined]
        "people": mod.PEOPLE,  # type: ignore[attr-defined]
        "labels": [public_label(label, mid) for label, mid in labels],
    }


def main() -> None:
    chats, expected = [], []
    for builder in (build_telegram, build_whatsapp, build_jsonl):
        chat, exp = builder()
        chats.append(chat)
        expected.append(exp)
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (HERE / "expected.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat, exp in zip(chats, expected):
        print(f"{chat['file']}: {len(exp['messages'])} messages, {len(chat['labels'])} labels")


if __name__ == "__main__":
    main()
