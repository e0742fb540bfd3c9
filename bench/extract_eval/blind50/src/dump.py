"""Print every parsed message with the labels on it, for reading labels beside messages."""

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent
from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402

data = json.loads((OUT / "labels.json").read_text("utf-8"))
only = sys.argv[1] if len(sys.argv) > 1 else ""
for chat in data["chats"]:
    if only not in chat["file"]:
        continue
    msgs = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
    wa = "WhatsApp" in chat["file"]
    by = {}
    for lab in chat["labels"]:
        by.setdefault(str(lab["msg"]), []).append(lab)
    print("=" * 20, chat["file"])
    for i, m in enumerate(msgs, start=1):
        key = str(i) if wa else m.message_id
        media = f"[{m.media}] " if m.media else ""
        print(f"{key:>6} {m.time:%a %d.%m %H:%M} {m.sender}: {media}{m.text}")
        for lab in by.get(key, []):
            extra = f" due={lab['due']}" if lab.get("due") else ""
            print(f"{'':>8}-> {lab['kind']:10} {lab['person']}: {lab['words']}{extra}")
