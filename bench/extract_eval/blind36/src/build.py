"""Build the three chat exports and labels.json from the chat modules.

    python3 OUT/src/build.py

Each message in chat_*.py carries its own labels; this script writes the exports in their
real formats, numbers the messages the way the labels count them (Telegram: the message
`id`; WhatsApp: 1-based position among parsed messages, skipping system lines and
deleted-message stubs; JSONL: the `id` field), and writes labels.json, a manifest of
expected counts (src/manifest.json) and a review listing of every label beside its message
(src/review.txt).
"""

from __future__ import annotations

import json
import sys
from datetime import timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_furniture  # noqa: E402
import chat_podcast  # noqa: E402
import chat_snow  # noqa: E402

MSK = timezone(timedelta(hours=3))
TODAY = "2026-12-04"
CHATS = (chat_snow, chat_podcast, chat_furniture)


def monotonic(messages) -> None:
    """Seconds are decorative; make sure they never run backwards within a minute."""
    prev = None
    for m in messages:
        if prev is not None and m.when <= prev:
            m.when = prev + timedelta(seconds=3)
        prev = m.when


def unix(dt) -> int:
    return int(dt.replace(tzinfo=MSK).timestamp())


# ---------------------------------------------------------------- Telegram
def build_telegram(chat) -> tuple[list[tuple[object, object]], dict]:
    items, numbered = [], []
    next_id = chat.FIRST_ID
    ids = {}
    for i, m in enumerate(chat.MESSAGES):
        next_id += m.gap + (1 if i % 19 == 11 else 0)  # ids of deleted messages are gaps
        ids[id(m)] = next_id
        if m.tag:
            ids[m.tag] = next_id
        next_id += 1
    for m in chat.MESSAGES:
        mid = ids[id(m)]
        base = {"id": mid, "type": "service" if m.system else "message",
                "date": m.when.isoformat(), "date_unixtime": str(unix(m.when))}
        if m.system:
            base.update(m.system)
            base["text"] = ""
            base["text_entities"] = []
            items.append(base)
            continue
        name, from_id = chat.SENDERS[m.who]
        base["from"] = name
        base["from_id"] = from_id
        if m.edited:
            later = m.when + timedelta(minutes=4, seconds=12)
            base["edited"] = later.isoformat()
            base["edited_unixtime"] = str(unix(later))
        if m.reply:
            base["reply_to_message_id"] = ids[m.reply]
        if m.media:
            base.update(m.media)
        base["text"] = m.text
        base["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        items.append(base)
        numbered.append((mid, m))
    export = {"name": chat.TITLE, "type": "private_supergroup", "id": chat.CHAT_ID,
              "messages": items}
    path = OUT / chat.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return numbered, {"expected_messages": len(numbered), "service": sum(1 for m in chat.MESSAGES
                                                                          if m.system)}


# ---------------------------------------------------------------- WhatsApp
def build_whatsapp(chat):
    lines, numbered = [], []
    position = 0
    for m in chat.MESSAGES:
        stamp = m.when.strftime("%d/%m/%Y, %H:%M")
        if m.system:
            lines.append(f"{stamp} - {m.system['line']}")
            continue
        text = m.text + (" <This message was edited>" if m.edited else "")
        lines.append(f"{stamp} - {chat.SENDERS[m.who]}: {text}")
        if m.deleted:
            continue
        position += 1
        numbered.append((position, m))
    (OUT / chat.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    skipped = sum(1 for m in chat.MESSAGES if m.system or m.deleted)
    return numbered, {"expected_messages": position, "skipped": skipped}


# ---------------------------------------------------------------- JSONL
def build_jsonl(chat):
    rows, numbered, ids = [], [], {}
    for n, m in enumerate(chat.MESSAGES, start=1):
        ids[id(m)] = n
        if m.tag:
            ids[m.tag] = n
    for m in chat.MESSAGES:
        row = {"id": ids[id(m)], "time": m.when.replace(tzinfo=MSK).isoformat(),
               "sender": chat.SENDERS[m.who], "text": m.text}
        if m.reply:
            row["reply_to"] = ids[m.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        numbered.append((ids[id(m)], m))
    (OUT / chat.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return numbered, {"expected_messages": len(numbered)}


BUILDERS = {"telegram": build_telegram, "whatsapp": build_whatsapp, "jsonl": build_jsonl}


def label_entry(msg_id, label, chat) -> dict:
    entry = {"msg": msg_id, "kind": label.kind, "person": chat.PEOPLE[label.who][0],
             "words": label.words}
    if label.due:
        entry["due"] = label.due
    if label.until:
        entry["until"] = label.until
    return entry


def main() -> None:
    data = {"today": TODAY, "chats": []}
    manifest = {}
    review = []
    for chat in CHATS:
        monotonic(chat.MESSAGES)
        numbered, counts = BUILDERS[chat.FORMAT](chat)
        labels = []
        review.append(f"==== {chat.FILE} (owner {chat.OWNER})")
        for msg_id, m in numbered:
            sender = chat.SENDERS[m.who]
            sender = sender[0] if isinstance(sender, tuple) else sender
            media = " [media]" if m.media or (not m.text) else ""
            review.append(f"[{msg_id}] {m.when:%m-%d %H:%M} {sender}: {m.text}{media}")
            for label in m.labels:
                entry = label_entry(msg_id, label, chat)
                labels.append(entry)
                extra = entry.get("due") or entry.get("until") or ""
                review.append(f"      -> {entry['kind']:10} {entry['person']}: "
                              f"{entry['words']} {extra}")
        data["chats"].append({
            "file": chat.FILE,
            "owner": chat.OWNER,
            "language": chat.LANGUAGE,
            "people": {full: aliases for full, aliases in chat.PEOPLE.values()},
            "labels": labels,
        })
        kinds = {}
        for entry in labels:
            kinds[entry["kind"]] = kinds.get(entry["kind"], 0) + 1
        manifest[chat.FILE] = {**counts, "format": chat.FORMAT, "labels": len(labels),
                               "by_kind": kinds}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    (HERE / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1)
                                        + "\n", "utf-8")
    (HERE / "review.txt").write_text("\n".join(review) + "\n", "utf-8")
    print(json.dumps(manifest, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
