"""Write the three chats and labels.json: `python3 build.py` (run from this folder)."""

from __future__ import annotations

import json
from pathlib import Path

import build_jsonl
import build_telegram
import build_whatsapp
from build_common import TODAY

OUT = Path(__file__).resolve().parent


def main() -> None:
    export, tg_chat, _ = build_telegram.build()
    (OUT / build_telegram.FOLDER).mkdir(exist_ok=True)
    (OUT / build_telegram.FILE).write_text(
        json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")
    text, wa_chat, _ = build_whatsapp.build()
    (OUT / build_whatsapp.FILE).write_text(text, "utf-8")
    lines, js_chat, _ = build_jsonl.build()
    (OUT / build_jsonl.FILE).write_text(lines, "utf-8")
    labels = {"today": TODAY, "chats": [tg_chat, wa_chat, js_chat]}
    (OUT / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
