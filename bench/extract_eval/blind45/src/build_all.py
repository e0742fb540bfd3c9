"""Build the three chat exports and OUT/labels.json: `python3 src/build_all.py`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_jsonl  # noqa: E402
import build_telegram  # noqa: E402
import build_whatsapp  # noqa: E402

OUT = HERE.parent


def main() -> None:
    chats = [build_telegram.build(OUT), build_whatsapp.build(OUT), build_jsonl.build(OUT)]
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    for chat in chats:
        print(chat["file"], len(chat["labels"]), "labels")


if __name__ == "__main__":
    main()
