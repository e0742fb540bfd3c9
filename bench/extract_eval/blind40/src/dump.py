"""Print each parsed message beside its labels, for reading the set by eye."""

import json
import sys
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
data = json.loads((OUT / "labels.json").read_text("utf-8"))
which = sys.argv[1] if len(sys.argv) > 1 else ""
for chat in data["chats"]:
    if which not in chat["file"]:
        continue
    msgs = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
    wa = chat["file"].endswith(".txt")
    labs: dict[str, list] = {}
    for lab in chat["labels"]:
        labs.setdefault(str(lab["msg"]), []).append(lab)
    print("=====", chat["file"])
    for i, m in enumerate(msgs, start=1):
        key = str(i) if wa else m.message_id
        media = f" [{m.media}]" if m.media else ""
        rep = f" ->{m.reply_to}" if m.reply_to else ""
        print(f"{key:>6} {m.time:%a %m-%d %H:%M} {m.sender}{media}{rep}: {m.text}")
        for lab in labs.get(key, []):
            extra = f" due={lab['due']}" if "due" in lab else ""
            print(f"          >> {lab['kind']:10} {lab['person']}: {lab['words']}{extra}")
