"""Build the three chats and labels.json: `python tools/build.py` (from anywhere)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_ground  # noqa: E402
import chat_infosec  # noqa: E402
import chat_pest  # noqa: E402
from common import write_jsonl, write_telegram, write_whatsapp  # noqa: E402


def main() -> None:
    chats = []

    folder = "telegram_dezbrigada"
    labels, count = write_telegram(OUT / folder / "result.json", "Дезбригада Север", 1874459203,
                                   48211, chat_pest.MSGS, chat_pest.SENDERS, chat_pest.KEYS)
    chats.append({"file": folder, "owner": chat_pest.OWNER, "language": "ru",
                  "people": chat_pest.PEOPLE, "labels": labels})
    print(folder, count, len(labels))

    name = f"WhatsApp Chat with {chat_ground.GROUP}.txt"
    labels, count = write_whatsapp(OUT / name, chat_ground.MSGS, chat_ground.SENDERS,
                                   chat_ground.KEYS)
    chats.append({"file": name, "owner": chat_ground.OWNER, "language": "en",
                  "people": chat_ground.PEOPLE, "labels": labels})
    print(name, count, len(labels))

    name = "ib-team.jsonl"
    labels, count = write_jsonl(OUT / name, chat_infosec.CHAT, 1, chat_infosec.MSGS,
                                chat_infosec.SENDERS, chat_infosec.KEYS)
    chats.append({"file": name, "owner": chat_infosec.OWNER, "language": "mixed",
                  "people": chat_infosec.PEOPLE, "labels": labels})
    print(name, count, len(labels))

    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")


if __name__ == "__main__":
    main()
