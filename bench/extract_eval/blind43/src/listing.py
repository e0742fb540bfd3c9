"""Print every parsed message with its labels (or '-' when unlabelled), for re-reading."""
import json
from pathlib import Path
from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
data = json.loads((OUT / "labels.json").read_text("utf-8"))
for chat in data["chats"]:
    msgs = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0].messages
    wa = "WhatsApp" in chat["file"]
    by = {}
    for l in chat["labels"]:
        by.setdefault(str(l["msg"]), []).append(l)
    print("=====", chat["file"])
    for i, m in enumerate(msgs, 1):
        key = str(i) if wa else m.message_id
        ls = by.get(key, [])
        tag = "; ".join(f"{l['kind'][:4]}:{l['person'].split()[0]}:{'/'.join(l['words'])}:{l.get('due','')}" for l in ls) or "-"
        body = (f"[{m.media}] " if m.media else "") + m.text.replace("\n", " / ")
        print(f"{key:>6} {m.time:%d %H:%M} {m.sender[:14]:14} {body[:150]}\n        => {tag}" if ls else f"{key:>6} {m.time:%d %H:%M} {m.sender[:14]:14} {body[:150]}")
