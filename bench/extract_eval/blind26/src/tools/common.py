"""Shared helpers: a message carries its own labels; writers for the three formats."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))
YEAR = 2026


# ---- labels -------------------------------------------------------------------------

def C(person, words, due=None):
    return {"kind": "commitment", "person": person, "words": words, "due": due}


def D(person, words):
    return {"kind": "done", "person": person, "words": words}


def PP(person, words, due):
    return {"kind": "postponed", "person": person, "words": words, "due": due}


def X(person, words):
    return {"kind": "cancelled", "person": person, "words": words}


def PREF(person, words):
    return {"kind": "preference", "person": person, "words": words}


def CTX(person, words, until):
    return {"kind": "context", "person": person, "words": words, "due": until, "until": until}


def FACT(person, words):
    return {"kind": "fact", "person": person, "words": words}


# ---- messages -----------------------------------------------------------------------

@dataclass
class Msg:
    when: datetime
    who: str  # a key of the chat's senders
    text: str
    labels: list = field(default_factory=list)
    reply: str | None = None  # tag of the replied-to message
    media: str | None = None  # photo | voice:<sec> | sticker:<emoji> | file:<name> | omitted
    tag: str | None = None
    service: str | None = None  # telegram service action / whatsapp system line
    deleted: bool = False  # whatsapp "This message was deleted" stub


def at(day: str, hm: str) -> datetime:
    month, dd = (int(x) for x in day.split("-"))
    hh, mm = (int(x) for x in hm.split(":"))
    return datetime(YEAR, month, dd, hh, mm, tzinfo=MSK)


def M(day, hm, who, text, *labels, reply=None, media=None, tag=None):
    return Msg(at(day, hm), who, text, list(labels), reply, media, tag)


def SVC(day, hm, who, action):
    return Msg(at(day, hm), who, "", [], service=action)


def DEL(day, hm, who):
    return Msg(at(day, hm), who, "", [], deleted=True)


def check_order(msgs):
    for a, b in zip(msgs, msgs[1:]):
        assert b.when >= a.when, (a.text[:40], b.text[:40])


def finish_labels(raw_labels, people_keys):
    """Person keys → full names; drop empty dues; keep `until` on contexts."""
    out = []
    for msg_id, lab in raw_labels:
        item = {"msg": msg_id, "kind": lab["kind"], "person": people_keys[lab["person"]],
                "words": lab["words"]}
        if lab.get("due"):
            item["due"] = lab["due"]
        if lab["kind"] == "context":
            item["until"] = lab["until"]
        out.append(item)
    return out


# ---- Telegram Desktop JSON -----------------------------------------------------------

def write_telegram(path, chat_name, chat_id, first_id, msgs, senders, people_keys):
    """senders: key -> (display name, from_id). Returns labels with telegram ids."""
    check_order(msgs)
    ids = {}
    items = []
    labels = []
    next_id = first_id
    photo_n = voice_n = 0
    for m in msgs:
        mid = next_id
        next_id += 1
        if m.tag:
            ids[m.tag] = mid
        date = m.when.strftime("%Y-%m-%dT%H:%M:%S")
        unix = str(int(m.when.timestamp()))
        name, from_id = senders[m.who]
        if m.service:
            kind, _, arg = m.service.partition(":")
            item = {"id": mid, "type": "service", "date": date, "date_unixtime": unix,
                    "actor": name, "actor_id": from_id, "action": kind}
            if kind == "invite_members":
                item["members"] = [arg]
            item["text"] = ""
            item["text_entities"] = []
            items.append(item)
            continue
        item = {"id": mid, "type": "message", "date": date, "date_unixtime": unix,
                "from": name, "from_id": from_id}
        if m.reply:
            item["reply_to_message_id"] = ids[m.reply]
        stamp = m.when.strftime("%d-%m-%Y_%H-%M-%S")
        if m.media == "photo":
            photo_n += 1
            item["photo"] = f"photos/photo_{photo_n}@{stamp}.jpg"
            item["photo_file_size"] = 180000 + 3517 * photo_n
            item["width"] = 1280
            item["height"] = 960
        elif m.media and m.media.startswith("voice:"):
            voice_n += 1
            item["file"] = f"voice_messages/audio_{voice_n}@{stamp}.ogg"
            item["file_size"] = 9000 * int(m.media[6:])
            item["media_type"] = "voice_message"
            item["mime_type"] = "audio/ogg"
            item["duration_seconds"] = int(m.media[6:])
        elif m.media and m.media.startswith("sticker:"):
            item["file"] = "(File not included. Change data exporting settings to download.)"
            item["file_size"] = 24890
            item["thumbnail"] = "(File not included. Change data exporting settings to download.)"
            item["thumbnail_file_size"] = 6120
            item["media_type"] = "sticker"
            item["sticker_emoji"] = m.media[8:]
            item["mime_type"] = "image/webp"
            item["width"] = 512
            item["height"] = 512
        elif m.media and m.media.startswith("file:"):
            fname = m.media[5:]
            item["file"] = f"files/{fname}"
            item["file_name"] = fname
            item["file_size"] = 21000 + 37 * len(fname)
            item["mime_type"] = ("application/vnd.openxmlformats-officedocument."
                                 + ("spreadsheetml.sheet" if fname.endswith("xlsx")
                                    else "wordprocessingml.document"))
        item["text"] = m.text
        item["text_entities"] = [{"type": "plain", "text": m.text}] if m.text else []
        items.append(item)
        for lab in m.labels:
            labels.append((mid, lab))
    data = {"name": chat_name, "type": "private_supergroup", "id": chat_id, "messages": items}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return finish_labels(labels, people_keys), sum(1 for m in msgs if not m.service)


# ---- WhatsApp (Android) txt -------------------------------------------------------------

def write_whatsapp(path, msgs, senders, people_keys):
    """senders: key -> display name. Label msg = 1-based position among parsed messages."""
    check_order(msgs)
    lines = []
    labels = []
    position = 0
    for m in msgs:
        head = m.when.strftime("%d/%m/%Y, %H:%M")
        if m.service:
            lines.append(f"{head} - {m.service}")
            continue
        name = senders[m.who]
        if m.deleted:
            lines.append(f"{head} - {name}: This message was deleted")
            continue
        body = "<Media omitted>" if m.media == "omitted" else m.text
        lines.append(f"{head} - {name}: {body}")
        position += 1
        for lab in m.labels:
            labels.append((position, lab))
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return finish_labels(labels, people_keys), position


# ---- JSONL ------------------------------------------------------------------------------

def write_jsonl(path, chat, first_id, msgs, senders, people_keys):
    check_order(msgs)
    ids = {}
    rows = []
    labels = []
    next_id = first_id
    for m in msgs:
        mid = next_id
        next_id += 1
        if m.tag:
            ids[m.tag] = mid
        row = {"id": mid, "chat": chat, "time": m.when.isoformat(), "sender": senders[m.who],
               "text": m.text}
        if m.reply:
            row["reply_to"] = ids[m.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        for lab in m.labels:
            labels.append((mid, lab))
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return finish_labels(labels, people_keys), len(rows)
