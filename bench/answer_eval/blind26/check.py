#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind26)."""
import json, re, sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VAULT = ROOT / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not ISO.match(today):
    errors.append("missing/invalid 'today'")
if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50:
    errors.append(f"language split {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    errors.append(f"class counts {dict(classes)} != {EXPECTED}")
ids = [q.get("id") for q in qs]
if len(set(ids)) != len(ids):
    errors.append("duplicate ids: " + ", ".join(i for i, c in Counter(ids).items() if c > 1))

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            errors.append(f"{qid}: missing key {k}")
    is_absent = q.get("absent") is True
    if (q.get("class") == "absent") != is_absent:
        errors.append(f"{qid}: absent flag / class mismatch")
    if is_absent:
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
            errors.append(f"{qid}: must '{m}' not in sources")
    for g in q.get("any", []):
        if not g:
            errors.append(f"{qid}: empty any group"); continue
        if ISO.match(g[0]):
            # date group: the scorer accepts any form; at least one form/wording should be in the notes
            if not any(a.lower() in low for a in g):
                errors.append(f"{qid}: no form of date {g[0]} in sources")
            continue
        if not any(a.lower() in low for a in g):
            errors.append(f"{qid}: no alternative of {g} in sources")

for e in errors:
    print("ERROR:", e)
print(f"{len(qs)} questions, langs {dict(langs)}, today {today}; {len(errors)} error(s)")
sys.exit(1 if errors else 0)
