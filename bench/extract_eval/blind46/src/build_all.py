"""Build the three chats and OUT/labels.json: `python src/build_all.py` from OUT."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import build_jsonl  # noqa: E402
import build_telegram  # noqa: E402
import build_whatsapp  # noqa: E402


def main() -> None:
    chats, expected = [], {}
    for module in (build_telegram, build_whatsapp, build_jsonl):
        chat = module.build(OUT)
        expected[chat["file"]] = chat.pop("_expected")
        chats.append(chat)
    data = {"today": "2026-12-04", "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (HERE / "expected_messages.json").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print("built", ", ".join(c["file"] for c in chats))


if __name__ == "__main__":
    main()
