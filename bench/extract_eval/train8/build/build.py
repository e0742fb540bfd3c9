"""Write the train8 chats and labels.json: `cd build && python3 build.py`."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHATS = [name for name in ("kitchen", "lab", "shoot") if (Path(__file__).parent / f"{name}.py").exists()]


def main() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    (ROOT / "chats").mkdir(exist_ok=True)
    chats = [importlib.import_module(name).write(ROOT) for name in CHATS]
    data = {"today": "2026-12-04", "chats": chats}
    (ROOT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
