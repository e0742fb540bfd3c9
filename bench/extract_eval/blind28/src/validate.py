"""Parse each chat with the real parser and check labels.json against it.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py
"""
import json
import sys
from collections import Counter
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

import chat_coop, chat_ferry, chat_qa

OUT = Path(__file__).resolve().parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
EXPECTED = {  # file -> (module, expected number of parsed messages)
    "telegram_paromnaya_paluba/result.json": (chat_ferry, sum(1 for m in chat_ferry.M if "service" not in m[5])),
    "WhatsApp Chat with QA Crew - Brightside.txt": (chat_qa, sum(1 for m in chat_qa.M if m[2] and not m[5].get("deleted"))),
    "coop_vkusnaya_lavka.jsonl": (chat_coop, len(chat_coop.M)),
}
errors = []
data = json.loads((OUT / "labels.json").read_text("utf-8"))
assert data["today"] == "2026-12-04"
for chat in data["chats"]:
    f = chat["file"]
    mod, expected = EXPECTED[f]
    export = parse_export(OUT / f, "Europe/Moscow")
    assert len(export.chats) == 1, f
    msgs = export.chats[0].messages
    if len(msgs) != expected:
        errors.append(f"{f}: parsed {len(msgs)} messages, expected {expected}")
    if not 110 <= len(msgs) <= 130:
        errors.append(f"{f}: {len(msgs)} messages, outside 110-130")
    for a, b in zip(msgs, msgs[1:]):
        if b.time < a.time:
            errors.append(f"{f}: time goes back at {b.message_id}")
    if msgs[0].time.date().isoformat() < "2026-11-16" or msgs[-1].time.date().isoformat() > "2026-12-04":
        errors.append(f"{f}: outside 16 Nov - 4 Dec")
    if chat["file"].endswith(".txt"):
        by_id = {str(i): m for i, m in enumerate(msgs, start=1)}
    else:
        by_id = {m.message_id: m for m in msgs}
    # texts the build meant for each labelled message, to catch off-by-one ids
    meant = [e for e in mod.M if not (e[2] is None or "service" in e[5] or e[5].get("deleted"))]
    for i, m in enumerate(msgs):
        want = "" if meant[i][3] == "<Media omitted>" else meant[i][3]
        if m.text != want or (meant[i][3] == "<Media omitted>" and m.media != "media"):
            errors.append(f"{f}: message {i+1} text differs from the build")
    owner = chat["owner"]
    if owner in chat["people"]:
        errors.append(f"{f}: owner listed in people")
    for lab in chat["labels"]:
        where = f"{f} msg {lab['msg']}"
        if str(lab["msg"]) not in by_id:
            errors.append(f"{where}: no such message")
            continue
        if lab["kind"] not in KINDS:
            errors.append(f"{where}: bad kind {lab['kind']}")
        if lab["person"] not in chat["people"] or lab["person"] == owner:
            errors.append(f"{where}: bad person {lab['person']}")
        if not 1 <= len(lab["words"]) <= 3:
            errors.append(f"{where}: words count")
        if lab["kind"] in ("postponed", "context") and not lab.get("due"):
            errors.append(f"{where}: {lab['kind']} without due")
        if lab["kind"] == "context" and lab.get("until") != lab.get("due"):
            errors.append(f"{where}: context until != due")
        if lab.get("due") and not ("2026-11-16" <= lab["due"] <= "2027-12-31"):
            errors.append(f"{where}: odd due {lab['due']}")
        if lab["kind"] in ("done", "postponed", "cancelled"):
            earlier = [l for l in chat["labels"] if l["kind"] == "commitment" and l["person"] == lab["person"]
                       and l["words"] == lab["words"] and by_id[str(l["msg"])].time <= by_id[str(lab["msg"])].time]
            if not earlier:
                errors.append(f"{where}: {lab['kind']} with no earlier matching commitment")
    counts = Counter(l["kind"] for l in chat["labels"])
    print(f"{f}: {len(msgs)} messages;", ", ".join(f"{k} {counts.get(k, 0)}" for k in
          ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")),
          f"; total {len(chat['labels'])}")
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK: validation passed")
