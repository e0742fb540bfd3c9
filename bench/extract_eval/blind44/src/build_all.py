"""Build the three chat exports and labels.json in OUT (this folder's parent).

Run: python3 src/build_all.py   (plain Python 3.10+, no dependencies)
"""

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
from common import TODAY  # noqa: E402


def main() -> None:
    chats = [build_telegram.build(OUT), build_whatsapp.build(OUT), build_jsonl.build(OUT)]
    counts = {c["file"]: c.pop("_messages") for c in chats}
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (HERE / "expected_counts.json").write_text(json.dumps(counts, ensure_ascii=False, indent=1) + "\n", "utf-8")
    for name, n in counts.items():
        print(f"{name}: {n} messages")


if __name__ == "__main__":
    main()
