#!/usr/bin/env python3
"""Sanity checker for the question set (answer_blind15)."""
import json, os, re, sys, datetime
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not ISO.match(today):
    errors.append("missing/invalid 'today'")
else:
    d = datetime.date.fromisoformat(today)
    if d.weekday() > 4 or not (datetime.date(2026, 11, 20) <= d <= datetime.date(2026, 12, 18)):
        errors.append(f"today {today} not a weekday in range")

if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    errors.append(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    errors.append(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
dups = [i for i, c in Counter(ids).items() if c > 1]
if dups:
    errors.append(f"duplicate ids: {dups}")

# folder counts (informational + light check)
counts = {f: len([n for n in os.listdir(os.path.join(VAULT, f)) if n.endswith(".md")])
          for f in ("People", "Projects", "Daily", "Knowledge")}
for n in os.listdir(os.path.join(VAULT, "Daily")):
    if n.endswith(".md") and not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", n):
        errors.append(f"bad daily name {n}")

def is_date_group(g):
    return any(ISO.match(a) for a in g)

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            errors.append(f"{qid}: missing key {k}")
    if q.get("lang") not in ("ru", "en"):
        errors.append(f"{qid}: bad lang")
    if q.get("class") == "absent" or q.get("absent"):
        if not (q.get("absent") is True and q.get("class") == "absent"):
            errors.append(f"{qid}: absent flag/class mismatch")
        if q.get("must") or q.get("any") or q.get("sources"):
            errors.append(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        errors.append(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        errors.append(f"{qid}: nothing to match")
    text = ""
    for s in q.get("sources", []):
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p):
            errors.append(f"{qid}: source missing: {s}")
        else:
            text += "\n" + open(p, encoding="utf-8").read()
    low = text.lower()
    for m in q.get("must", []):
        if not m or m.lower() not in low:
            errors.append(f"{qid}: must '{m}' not in sources")
    for g in q.get("any", []):
        if not g:
            errors.append(f"{qid}: empty any group")
            continue
        if is_date_group(g):
            continue
        if not any(a.lower() in low for a in g):
            errors.append(f"{qid}: no alternative of {g} in sources")

print("notes per folder:", counts)
print("classes:", dict(classes))
print("langs:", dict(langs))
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("OK: no errors")
