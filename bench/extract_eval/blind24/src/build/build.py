"""Build the three chats and labels.json: `python build/build.py` (from OUT)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

import chat_audit  # noqa: E402
import chat_circus  # noqa: E402
import chat_vetlab  # noqa: E402


def main() -> None:
    built = [module.write(OUT) for module in (chat_circus, chat_audit, chat_vetlab)]
    labels = {"today": "2026-12-04", "chats": [b["record"] for b in built]}
    (OUT / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1) + "\n",
                                     "utf-8")
    manifest = [{"file": b["record"]["file"], "format": b["format"], "expected": b["expected"]}
                for b in built]
    (HERE / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
    for b in built:
        print(b["record"]["file"], len(b["expected"]), "messages,", len(b["record"]["labels"]),
              "labels")


if __name__ == "__main__":
    main()
