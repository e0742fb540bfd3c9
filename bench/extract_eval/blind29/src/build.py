"""Build the three chat exports and labels.json from chat_tg.py, chat_wa.py, chat_jl.py.

Each message in those files carries its own labels; this script only renders the exports in
their real formats and collects the labels with the message ids each format gives:
Telegram — the message `id`; WhatsApp — the 1-based position of a parsed message (system
lines and deleted-message stubs skipped); JSONL — the `id` field.

Run: python3 build.py   (from this folder)
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import chat_jl
import chat_tg
import chat_wa

OUT = Path(__file__).resolve().parent
TODAY = "2026-12-04"


def unix(moment) -> str:
    return str(int(moment.timestamp()))


def local(moment) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S")


# ---- Telegram ---------------------------------------------------------------------------
def build_telegram() -> dict:
    mod = chat_tg
    next_id = 20417
    ids: dict[str, int] = {}
    items = []
    labels = []
    photo_n = voice_n = 0
    for n, msg in enumerate(mod.MESSAGES):
        if n and n % 23 == 0:
            next_id += 1  # a message deleted before the export leaves a gap in the ids
        mid = next_id
        next_id += 1
        if msg.key:
            ids[msg.key] = mid
        name, uid = mod.SENDERS[msg.sender]
        stamp = msg.when.strftime("%d-%m-%Y_%H-%M-%S")
        if msg.system:
            items.append({
                "id": mid, "type": "service", "date": local(msg.when),
                "date_unixtime": unix(msg.when), "actor": name, "actor_id": uid,
                "action": msg.media["action"], "message_id": ids[msg.media["pinned"]],
                "text": "", "text_entities": [],
            })
            continue
        item: dict[str, object] = {
            "id": mid, "type": "message", "date": local(msg.when),
            "date_unixtime": unix(msg.when),
        }
        if msg.edited_min:
            edited = msg.when + timedelta(minutes=msg.edited_min)
            item["edited"] = local(edited)
            item["edited_unixtime"] = unix(edited)
        item["from"] = name
        item["from_id"] = uid
        if msg.reply:
            item["reply_to_message_id"] = ids[msg.reply]
        media = msg.media or {}
        if "photo" in media:
            photo_n += 1
            item["photo"] = f"photos/photo_{photo_n}@{stamp}.jpg"
            item["photo_file_size"] = 180000 + 7919 * photo_n
            item["width"], item["height"] = 1280, 960
        elif "voice" in media:
            voice_n += 1
            item["file"] = f"voice_messages/audio_{voice_n}@{stamp}.ogg"
            item["file_size"] = 21000 + 1500 * media["voice"]
            item["media_type"] = "voice_message"
            item["mime_type"] = "audio/ogg"
            item["duration_seconds"] = media["voice"]
        elif "file" in media:
            item["file"] = f"files/{media['file']}"
            item["file_name"] = media["file"]
            item["file_size"] = 84211 + len(media["file"]) * 1000
            item["mime_type"] = media["mime"]
        elif "sticker" in media:
            item["file"] = "stickers/sticker (2).webp"
            item["file_name"] = "sticker.webp"
            item["thumbnail"] = "stickers/sticker (2).webp_thumb.jpg"
            item["media_type"] = "sticker"
            item["sticker_emoji"] = media["sticker"]
            item["file_size"] = 23510
            item["width"], item["height"] = 512, 512
        item["text"] = msg.text
        item["text_entities"] = [{"type": "plain", "text": msg.text}] if msg.text else []
        items.append(item)
        labels += [label.as_json(mid) for label in msg.labels]
    export = {"name": mod.TITLE, "type": "private_supergroup", "id": mod.CHAT_ID,
              "messages": items}
    folder = OUT / mod.FOLDER
    folder.mkdir(exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
    return chat_entry(mod, f"{mod.FOLDER}/result.json", labels)


# ---- WhatsApp ---------------------------------------------------------------------------
def build_whatsapp() -> dict:
    mod = chat_wa
    lines = []
    labels = []
    position = 0
    for msg in mod.MESSAGES:
        head = msg.when.strftime("%d/%m/%Y, %H:%M")
        if msg.system:
            lines.append(f"{head} - {msg.text}")
            continue
        lines.append(f"{head} - {mod.SENDERS[msg.sender]}: {msg.text}")
        if msg.deleted:
            assert not msg.labels
            continue
        position += 1
        labels += [label.as_json(position) for label in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return chat_entry(mod, mod.FILE, labels)


# ---- JSONL ------------------------------------------------------------------------------
def build_jsonl() -> dict:
    mod = chat_jl
    rows = []
    labels = []
    ids: dict[str, int] = {}
    for n, msg in enumerate(mod.MESSAGES):
        mid = 5001 + n
        if msg.key:
            ids[msg.key] = mid
        row: dict[str, object] = {"id": mid, "time": msg.when.isoformat(),
                                  "sender": mod.SENDERS[msg.sender], "text": msg.text}
        if msg.reply:
            row["reply_to"] = ids[msg.reply]
        rows.append(json.dumps(row, ensure_ascii=False))
        labels += [label.as_json(mid) for label in msg.labels]
    (OUT / mod.FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return chat_entry(mod, mod.FILE, labels)


def chat_entry(mod, file: str, labels: list) -> dict:
    return {"file": file, "owner": mod.OWNER, "language": mod.LANGUAGE, "people": mod.PEOPLE,
            "labels": labels}


KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")


def readme(chats: list[dict], counts: list[int]) -> str:
    head = "| chat | format | lang | messages | " + " | ".join(KINDS) + " | all |"
    rows = [head, "|" + "---|" * (len(KINDS) + 5)]
    totals = [0] * (len(KINDS) + 2)
    formats = ("Telegram JSON", "WhatsApp txt", "JSONL")
    for chat, count, fmt in zip(chats, counts, formats):
        per = [sum(1 for lab in chat["labels"] if lab["kind"] == k) for k in KINDS]
        cells = [count, *per, len(chat["labels"])]
        totals = [a + b for a, b in zip(totals, cells)]
        rows.append(f"| `{chat['file']}` | {fmt} | {chat['language']} | "
                    + " | ".join(str(c) for c in cells) + " |")
    rows.append("| **total** | | | " + " | ".join(str(c) for c in totals) + " |")
    table = "\n".join(rows)
    return README.replace("{TABLE}", table)


README = """# extract_blind29 — a blind labelled chat set for the memory extractor

## How it was written

Written blind, from the brief `/work/sets/extract-brief.md` only. The files read were the
ones the brief allows, read-only: `bench/extract_eval/score.py` and `bench/extract_eval/run.py`
(label schema, how a label is matched) and `vaultmind/agent/ingest/sources/formats/*.py` (the
export formats and how each one is parsed). No other code, tests, docs, data sets, labels or
git history were opened; the extractor and ingest were never run on these chats.

The chats are invented. Each message was written together with its labels in
`chat_tg.py`, `chat_wa.py`, `chat_jl.py` (one `M(...)` call per message, labels inside it);
`build.py` renders the three exports and `labels.json`; `validate.py` parses every export
with the real parser (`parse_export` from `formats/`) and checks the labels against it.

    python3 build.py
    PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py          # checks
    PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py --show   # each label beside its message

## The chats

All three run 16 Nov – 4 Dec 2026 in Moscow time; "today" is 2026-12-04. Each has an
owner (the vault's owner, a lead who mostly asks, assigns and acknowledges) and six team
members who appear under full names, short forms and nicknames.

1. `telegram_smena_b_perron/result.json` — Telegram Desktop export, Russian: one shift of an
   airport ground-handling team (ramp, de-icing, load control, gate, equipment repair).
   Includes a pinned-message service line, a voice message, photos, files, a sticker, replies
   and an id gap.
2. `WhatsApp Chat with Linden Dental Team.txt` — WhatsApp (Android) export, English: a dental
   clinic team (dentists, hygienist, nurses, front desk, sterilisation). Includes the
   encryption notice and an "added" system line, a member writing from an unsaved number,
   a deleted-message stub, media placeholders and an attached file with a caption.
3. `lingvoburo_team.jsonl` — JSONL, mixed Russian/English: a translation bureau (legal,
   technical, medical, interpreting, apostille), with `reply_to` links.

## Counts

{TABLE}

## Conventions

- `labels.json`: `{"today", "chats": [{"file", "owner", "language", "people", "labels"}]}`;
  each label has `msg`, `kind`, `person`, `words`, and `due` / `until` where they apply.
- `msg`: Telegram — the message `id`; WhatsApp — the 1-based position of a parsed message,
  skipping system lines and deleted-message stubs (media placeholders count); JSONL — `id`.
- `people` lists the team members (full name → aliases: display names, short forms,
  nicknames). The owner is named in `owner` and not listed in `people`; the owner's own
  items are never labelled. The unsaved phone number is not an alias: the member says who
  they are in the chat.
- kinds: `commitment` (a promise), `done` / `postponed` / `cancelled` (what happens to a
  promise), `preference`, `context` (temporary state; `until` = last day it holds), `fact`.
- `words`: 1–3 case-insensitive stems, `a|b` = either, ё = е; for done / postponed /
  cancelled they come from the original promise, and `person` is the one who promised
  (also when someone else reports the done, and when a promise is made for someone else).
- `due` on commitments when a date can be worked out from the message date (relative dates
  resolved: "by Friday", "EOD", «до пятницы», «к 9-му», "end of next week"), and on every
  postponement (the new date). Promises with no workable date have no `due`.
- Left unlabelled on purpose: questions, vague offers and intents, jokes, reaffirmations of
  a promise already labelled, status news, owner's instructions, chat noise, and trivial
  instant actions.
"""


def main() -> None:
    chats = [build_telegram(), build_whatsapp(), build_jsonl()]
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    counts = [sum(1 for m in mod.MESSAGES if not m.system and not m.deleted)
              for mod in (chat_tg, chat_wa, chat_jl)]
    (OUT / "README.md").write_text(readme(chats, counts), "utf-8")
    for chat, count in zip(chats, counts):
        print(chat["file"], count, "messages,", len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
