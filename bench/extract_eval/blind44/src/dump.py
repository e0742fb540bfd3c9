"""Print every parsed message with its labels beside it, for re-reading.

Run: cd /work/main && PYTHONPATH=/work/main .venv/bin/python /work/sets/extract_blind44/src/dump.py [file-substring]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent


def main() -> None:
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    for chat in data["chats"]:
        if only not in chat["file"]:
            continue
        messages = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
        labels = defaultdict(list)
        for label in chat["labels"]:
            labels[str(label["msg"])].append(label)
        print(f"==== {chat['file']} (owner {chat['owner']})")
        for i, m in enumerate(messages, start=1):
            key = str(i) if chat["file"].endswith(".txt") else m.message_id
            media = f" [{m.media}]" if m.media else ""
            print(f"{key:>6} {m.time:%m-%d %a %H:%M} {m.sender}:{media} {m.text}")
            for label in labels.pop(key, []):
                extra = f" due {label['due']}" if label.get("due") else ""
                print(f"         -> {label['kind']:10} {label['person']}: {label['words']}{extra}")
        assert not labels, labels


if __name__ == "__main__":
    main()
