#!/usr/bin/env python3
"""Sanity checker for the answer_blind22 question set."""
import json, re, sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VAULT = ROOT / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}"); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not (isinstance(today, str) and ISO.match(today)):
    errors.append(f"bad or missing 'today': {today!r}")
if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    errors.append(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    errors.append(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
dup = [i for i, c in Counter(ids).items() if c > 1]
if dup:
    errors.append(f"duplicate ids: {dup}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            errors.append(f"{qid}: missing key {key}")
    if q.get("class") == "absent" or q.get("absent"):
        if not (q.get("absent") is True and q.get("class") == "absent"):
            errors.append(f"{qid}: absent flag/class mismatch")
        if q.get("must") or q.get("any") or q.get("sources"):
            errors.append(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        errors.append(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        errors.append(f"{qid}: neither must nor any")
    text = ""
    for s in q.get("sources", []):
        p = VAULT / s
        if not p.is_file():
            errors.append(f"{qid}: source missing: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
    low = text.lower()
    for m in q.get("must", []):
        if m.lower() not in low:
            errors.append(f"{qid}: must string not in sources: {m!r}")
    for grp in q.get("any", []):
        if not grp:
            errors.append(f"{qid}: empty any group"); continue
        if any(ISO.match(a) for a in grp):
            continue  # date group: forms are generated, not copied
        if not any(a.lower() in low for a in grp):
            errors.append(f"{qid}: no alternative of any-group in sources: {grp}")

# vault shape
counts = {d: len(list((VAULT / d).glob("*.md"))) for d in ("People", "Projects", "Daily", "Knowledge")}
for f in (VAULT / "Daily").glob("*.md"):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f.name):
        errors.append(f"bad daily name: {f.name}")
    elif today and f.stem > today:
        errors.append(f"daily after today: {f.name}")

for e in errors:
    print("ERROR:", e)
print(f"notes: {counts}; questions: {len(qs)}; langs: {dict(langs)}; classes: {dict(classes)}")
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
