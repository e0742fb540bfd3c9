"""Print every labelled message beside its labels (for re-reading), using the real parser."""
import json, sys
from pathlib import Path
from vaultmind.agent.ingest.sources.formats import parse_export
OUT = Path(__file__).resolve().parent.parent
data = json.loads((OUT / "labels.json").read_text("utf-8"))
for chat in data["chats"]:
    if len(sys.argv) > 1 and sys.argv[1] not in chat["file"]:
        continue
    msgs = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
    by_id = ({str(i): m for i, m in enumerate(msgs, 1)} if chat["file"].endswith(".txt")
             else {m.message_id: m for m in msgs})
    print("=====", chat["file"])
    for key, m in by_id.items():
        labs = [l for l in chat["labels"] if str(l["msg"]) == key]
        mark = "*" if labs else " "
        print(f"{mark}{key:>5} {m.time:%m-%d %H:%M} {m.sender}: {m.text or '['+str(m.media)+']'}")
        for l in labs:
            extra = " ".join(f"{k}={l[k]}" for k in ("due", "until") if k in l)
            print(f"        -> {l['kind']:10} {l['person']}: {l['words']} {extra}")
