#!/usr/bin/env python3
"""Sanity checker for the question set (run: python check.py)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
if not today or not DATE_RE.match(today):
    errors.append(f"bad or missing today: {today!r}")
qs = data.get("questions", []) if isinstance(data, dict) else data
if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50:
    errors.append(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    errors.append(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
dups = [i for i, c in Counter(ids).items() if c > 1]
if dups:
    errors.append(f"duplicate ids: {dups}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            errors.append(f"{qid}: missing key {key}")
    is_absent = q.get("absent") is True
    if (q.get("class") == "absent") != is_absent:
        errors.append(f"{qid}: class/absent flag mismatch")
    if is_absent:
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
            continue
        text += open(p, encoding="utf-8").read().lower() + "\n"
    for m in q.get("must", []):
        if m.lower() not in text:
            errors.append(f"{qid}: must {m!r} not in sources")
    for grp in q.get("any", []):
        if not grp:
            errors.append(f"{qid}: empty any group")
            continue
        if any(DATE_RE.match(a) for a in grp):
            continue  # date group: forms need not appear literally
        if not any(a.lower() in text for a in grp):
            errors.append(f"{qid}: no alternative of {grp!r} in sources")

# vault shape
counts = {d: len([f for f in os.listdir(os.path.join(VAULT, d)) if f.endswith(".md")])
          for d in ("People", "Projects", "Daily", "Knowledge")}
for f in os.listdir(os.path.join(VAULT, "Daily")):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f):
        errors.append(f"bad daily name: {f}")

for e in errors:
    print("ERROR:", e)
print(f"notes: {counts}; questions: {len(qs)}; langs: {dict(langs)}; classes: {dict(classes)}")
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
