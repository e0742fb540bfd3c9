"""Print every message beside its labels, for re-reading (python3 src/review.py [chat-substring])."""
import json, sys
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent
data = json.loads((OUT / "labels.json").read_text("utf-8"))
exp = json.loads((OUT / "src" / "expected.json").read_text("utf-8"))
only = sys.argv[1] if len(sys.argv) > 1 else ""
for chat, e in zip(data["chats"], exp):
    if only not in chat["file"]:
        continue
    print("=" * 20, chat["file"])
    by = {}
    for l in chat["labels"]:
        by.setdefault(str(l["msg"]), []).append(l)
    for m in e["messages"]:
        print(f"[{m['msg']}] {m['time'][5:16]} {m['sender']}: {m['text']}")
        for l in by.get(m["msg"], []):
            print(f"      -> {l['kind']:10} {l['person']}: {l['words']} {l.get('due','')}")
