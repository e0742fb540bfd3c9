"""Build the three chats and labels.json: `python build/build_all.py` (from OUT)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_jsonl  # noqa: E402
import chat_telegram  # noqa: E402
import chat_whatsapp  # noqa: E402


def main() -> None:
    chats = []
    for module in (chat_telegram, chat_whatsapp, chat_jsonl):
        chat = module.build(OUT)
        count = chat.pop("_messages")
        print(f"{chat['file']}: {count} messages, {len(chat['labels'])} labels")
        chats.append(chat)
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")


if __name__ == "__main__":
    main()
