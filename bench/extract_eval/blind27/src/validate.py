"""Validate with the real parser:
PYTHONPATH=/work/main /work/main/.venv/bin/python validate.py"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

HERE = Path(__file__).resolve().parent
KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
DATE = re.compile(r"^2026-\d\d-\d\d$")
errors = []
data = json.loads((HERE / "labels.json").read_text("utf-8"))
assert data["today"] == "2026-12-04"
for chat in data["chats"]:
    f = chat["file"]
    export = parse_export(HERE / f, "Europe/Moscow")
    assert len(export.chats) == 1, f
    msgs = export.chats[0].messages
    if f.endswith(".txt"):
        ids = {str(i): m for i, m in enumerate(msgs, start=1)}
    else:
        ids = {m.message_id: m for m in msgs}
    if not 110 <= len(msgs) <= 130:
        errors.append(f"{f}: {len(msgs)} messages")
    times = [m.time for m in msgs]
    if any(b < a for a, b in zip(times, times[1:])):
        errors.append(f"{f}: time goes backwards")
    if min(times).date().isoformat() < "2026-11-16" or max(times).date().isoformat() > "2026-12-04":
        errors.append(f"{f}: out of range")
    owner, people = chat["owner"], chat["people"]
    if owner in people:
        errors.append(f"{f}: owner in people")
    if chat["language"] not in ("ru", "en", "mixed"):
        errors.append(f"{f}: language")
    senders = {m.sender for m in msgs}
    aliases = {a for title, al in people.items() for a in [title, *al]}
    for s in senders:
        if s not in aliases and not s.startswith(owner.split()[0]):
            errors.append(f"{f}: sender {s!r} not in people")
    for lab in chat["labels"]:
        where = f"{f} msg {lab['msg']}"
        if str(lab["msg"]) not in ids:
            errors.append(f"{where}: no such message")
        if lab["kind"] not in KINDS:
            errors.append(f"{where}: kind {lab['kind']}")
        if lab["person"] not in people or lab["person"] == owner:
            errors.append(f"{where}: person {lab['person']}")
        if not 1 <= len(lab["words"]) <= 3 or not all(w.strip() for w in lab["words"]):
            errors.append(f"{where}: words {lab['words']}")
        if lab["kind"] in ("postponed", "context") and not lab.get("due"):
            errors.append(f"{where}: {lab['kind']} without due")
        if lab["kind"] == "context" and lab.get("until") != lab.get("due"):
            errors.append(f"{where}: until != due")
        if lab.get("due") and not DATE.match(lab["due"]):
            errors.append(f"{where}: bad due")
        if lab["kind"] in ("done", "cancelled", "preference", "fact") and lab.get("due"):
            errors.append(f"{where}: due on {lab['kind']}")
        m = ids.get(str(lab["msg"]))
        if m is not None and lab.get("due") and lab["kind"] != "context" and lab["due"] < m.time.date().isoformat():
            errors.append(f"{where}: due before message")
        if m is not None and m.sender.startswith(owner.split()[0]) and lab["kind"] not in ("commitment",):
            pass
    counts = Counter(l["kind"] for l in chat["labels"])
    print(f, len(msgs), "messages;", dict(sorted(counts.items())), "total", len(chat["labels"]))
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("validation OK")
