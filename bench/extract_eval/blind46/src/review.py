"""Print every label beside its message (parsed with the real parser), for re-reading.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/review.py  (from OUT)
"""

from __future__ import annotations

import json
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
data = json.loads((OUT / "labels.json").read_text("utf-8"))
for chat in data["chats"]:
    messages = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
    whatsapp = chat["file"].endswith(".txt")
    by_id = {(i if whatsapp else int(m.message_id)): m for i, m in enumerate(messages, 1)}
    print(f"===== {chat['file']}")
    last = None
    for label in chat["labels"]:
        msg = by_id[label["msg"]]
        if label["msg"] != last:
            print(f"\n[{label['msg']}] {msg.time:%a %d.%m %H:%M} {msg.sender}: {msg.text}")
            last = label["msg"]
        due = f" due={label['due']}" if label.get("due") else ""
        print(f"     -> {label['kind']:10} {label['person']:18} {label['words']}{due}")
