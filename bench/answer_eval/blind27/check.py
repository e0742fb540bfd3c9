#!/usr/bin/env python3
"""Sanity checker for the answer_blind27 question set."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors, warnings = [], []

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not re.match(r"^\d{4}-\d{2}-\d{2}$", today):
    errors.append("missing/invalid 'today'")
if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    errors.append(f"language split {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if classes != Counter(EXPECTED):
    errors.append(f"class counts {dict(classes)} != {EXPECTED}")
ids = [q.get("id") for q in qs]
dup = [i for i, c in Counter(ids).items() if c > 1]
if dup:
    errors.append(f"duplicate ids {dup}")

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            errors.append(f"{qid}: missing key {k}")
    if q.get("class") == "absent" or q.get("absent"):
        if not (q.get("class") == "absent" and q.get("absent") is True):
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
            errors.append(f"{qid}: source missing {s}")
            continue
        text += "\n" + open(p, encoding="utf-8").read()
    low = text.lower()
    for m in q.get("must", []):
        if m.lower() not in low:
            errors.append(f"{qid}: must {m!r} not in sources")
    for g in q.get("any", []):
        if not g:
            errors.append(f"{qid}: empty any group"); continue
        is_date = any(DATE_RE.match(a) for a in g)
        hit = any(a.lower() in low for a in g)
        if not hit:
            if is_date:
                names = " ".join(q.get("sources", [])).lower()
                if not any(a.lower() in names for a in g):
                    warnings.append(f"{qid}: date group {g[0]} not literally in sources")
            else:
                errors.append(f"{qid}: no alternative of {g} in sources")

for w in warnings:
    print("WARN:", w)
for e in errors:
    print("ERROR:", e)
print(f"{len(qs)} questions, langs {dict(langs)}, {len(errors)} errors, {len(warnings)} warnings")
sys.exit(1 if errors else 0)
