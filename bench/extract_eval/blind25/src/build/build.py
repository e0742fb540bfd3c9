"""Write the three chat exports and labels.json from the chat definitions.

    python3 build/build.py        (from OUT; plain Python, no project imports)
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_archive  # noqa: E402
import chat_fixpoint  # noqa: E402
import chat_rowing  # noqa: E402
from dsl import Chat, Msg  # noqa: E402

MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"


def seconds(i: int, msg: Msg) -> int:
    """A stable pseudo-random second for each message (exports keep seconds)."""
    digest = hashlib.sha1(f"{i}|{msg.date}|{msg.time}|{msg.text}".encode()).digest()
    return digest[0] % 60


def moment(i: int, msg: Msg) -> datetime:
    return datetime.fromisoformat(f"{msg.date}T{msg.time}:00").replace(
        second=seconds(i, msg), tzinfo=MSK
    )


def check_order(chat: Chat) -> None:
    last = ""
    for msg in chat.messages:
        stamp = f"{msg.date} {msg.time}"
        assert stamp >= last, f"time goes backwards at {stamp}: {msg.text[:40]}"
        last = stamp


def fix_seconds(chat: Chat) -> list[datetime]:
    """Moments with seconds that never go backwards within the same minute."""
    out: list[datetime] = []
    for i, msg in enumerate(chat.messages):
        t = moment(i, msg)
        if out and t < out[-1]:
            t = out[-1] + timedelta(seconds=1 if out[-1].second < 59 else 0)
        out.append(t)
    return out


# --- Telegram -------------------------------------------------------------------------


def build_telegram() -> tuple[str, list[dict[str, object]]]:
    mod = chat_fixpoint
    chat = mod.CHAT
    check_order(chat)
    times = fix_seconds(chat)
    folder = OUT / "telegram_fixpoint"
    folder.mkdir(parents=True, exist_ok=True)
    items: list[dict[str, object]] = []
    labels: list[dict[str, object]] = []
    ids: list[int] = []
    next_id = 48207
    photo_n = voice_n = 0
    for i, (msg, when) in enumerate(zip(chat.messages, times)):
        mid = next_id
        next_id += 1 + (1 if i % 9 == 4 else 0)  # ids skip where messages were deleted
        ids.append(mid)
        name, uid = mod.SENDERS[msg.sender]
        local = when.strftime("%Y-%m-%dT%H:%M:%S")
        unix = str(int(when.timestamp()))
        if msg.service:
            item: dict[str, object] = {"id": mid, "type": "service", "date": local,
                                       "date_unixtime": unix, "actor": name, "actor_id": uid}
            item.update(msg.extra)
            item.update({"text": "", "text_entities": []})
            items.append(item)
            continue
        item = {"id": mid, "type": "message", "date": local, "date_unixtime": unix,
                "from": name, "from_id": uid}
        if msg.re:
            item["reply_to_message_id"] = ids[i - msg.re]
        stamp = when.strftime("%d-%m-%Y_%H-%M-%S")
        if msg.media == "photo":
            photo_n += 1
            item.update({"photo": f"photos/photo_{photo_n}@{stamp}.jpg",
                         "photo_file_size": 180000 + 7919 * photo_n, "width": 1280,
                         "height": 960})
        elif msg.media == "voice_message":
            voice_n += 1
            item.update({"file": f"voice_messages/audio_{voice_n}@{stamp}.ogg",
                         "file_size": 61234, "media_type": "voice_message",
                         "mime_type": "audio/ogg"})
            item.update(msg.extra)
        elif msg.media == "sticker":
            item.update({"width": 512, "height": 512, "media_type": "sticker",
                         "file_size": 24510})
            item.update(msg.extra)
        elif msg.media == "file":
            extra = dict(msg.extra)
            item.update({"file": extra["file"], "file_name": str(extra["file"]).split("/")[-1],
                         "file_size": 48211, "mime_type": extra["mime_type"]})
        item["text"] = msg.text
        item["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        items.append(item)
        labels += [label.as_json(mid) for label in msg.labels]
    export = {"name": "ФиксПойнт — мастера", "type": "private_supergroup", "id": 1873345521,
              "messages": items}
    path = folder / "result.json"
    path.write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return "telegram_fixpoint/result.json", labels


# --- WhatsApp -------------------------------------------------------------------------


def build_whatsapp() -> tuple[str, list[dict[str, object]]]:
    mod = chat_rowing
    chat = mod.CHAT
    check_order(chat)
    lines: list[str] = []
    labels: list[dict[str, object]] = []
    position = 0
    for msg in chat.messages:
        d = datetime.fromisoformat(msg.date)
        head = f"{d.strftime('%d/%m/%Y')}, {msg.time} - "
        if msg.service:
            lines.append(head + msg.text)
            continue
        text = msg.text + (" <This message was edited>" if msg.edited else "")
        lines.append(f"{head}{mod.SENDERS[msg.sender]}: {text}")
        if msg.stub:
            assert not msg.labels
            continue
        position += 1
        labels += [label.as_json(position) for label in msg.labels]
    name = f"WhatsApp Chat with {mod.GROUP}.txt"
    (OUT / name).write_text("\n".join(lines) + "\n", "utf-8")
    return name, labels


# --- JSONL ----------------------------------------------------------------------------


def build_jsonl() -> tuple[str, list[dict[str, object]]]:
    mod = chat_archive
    chat = mod.CHAT
    check_order(chat)
    times = fix_seconds(chat)
    rows: list[str] = []
    labels: list[dict[str, object]] = []
    ids: list[int] = []
    for i, (msg, when) in enumerate(zip(chat.messages, times)):
        mid = 7301 + i
        ids.append(mid)
        row: dict[str, object] = {"id": mid, "chat": mod.CHAT_NAME,
                                  "time": when.isoformat(), "sender": mod.SENDERS[msg.sender],
                                  "text": msg.text}
        if msg.re:
            row["reply_to"] = ids[i - msg.re]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += [label.as_json(mid) for label in msg.labels]
    name = "arkhiv_zarechny.jsonl"
    (OUT / name).write_text("\n".join(rows) + "\n", "utf-8")
    return name, labels


def main() -> None:
    chats = []
    for builder, mod, language in ((build_telegram, chat_fixpoint, "ru"),
                                   (build_whatsapp, chat_rowing, "en"),
                                   (build_jsonl, chat_archive, "mixed")):
        file, labels = builder()
        chats.append({"file": file, "owner": mod.OWNER, "language": language,
                      "people": mod.PEOPLE, "labels": labels})
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]))


if __name__ == "__main__":
    main()
