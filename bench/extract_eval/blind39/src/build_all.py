"""Write the three chats and labels.json into OUT (the folder above src/)."""

from __future__ import annotations

import json
from pathlib import Path

import build_jsonl
import build_telegram
import build_whatsapp

OUT = Path(__file__).resolve().parent.parent


def main() -> None:
    chats = [build_telegram.build(OUT), build_whatsapp.build(OUT), build_jsonl.build(OUT)]
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
