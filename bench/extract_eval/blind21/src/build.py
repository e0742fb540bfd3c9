"""Build the three chats and labels.json: `python3 build.py` (from this folder)."""

from __future__ import annotations

import json
from pathlib import Path

import build_jsonl
import build_telegram
import build_whatsapp

OUT = Path(__file__).resolve().parent


def main() -> None:
    chats = [module.build(OUT) for module in (build_telegram, build_whatsapp, build_jsonl)]
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")


if __name__ == "__main__":
    main()
