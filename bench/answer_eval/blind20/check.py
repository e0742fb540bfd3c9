#!/usr/bin/env python3
"""Sanity checker for this question set. Usage: python check.py"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(msg):
    errors.append(msg)

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not (isinstance(today, str) and DATE_RE.match(today)):
    err(f"bad or missing 'today': {today!r}")
if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50 or len(langs) != 2:
    err(f"language split is {dict(langs)}, expected 50 ru / 50 en")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    err(f"class counts {dict(classes)} != {EXPECTED}")
ids = [q.get("id") for q in qs]
dups = [i for i, c in Counter(ids).items() if c > 1]
if dups:
    err(f"duplicate ids: {dups}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            err(f"{qid}: missing key {key}")
    if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
        err(f"{qid}: empty question text")
    is_absent = q.get("absent") is True
    if (q.get("class") == "absent") != is_absent:
        err(f"{qid}: class/absent flag mismatch")
    if is_absent:
        if q.get("must") or q.get("any") or q.get("sources"):
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        err(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        err(f"{qid}: neither must nor any")
    text = ""
    for s in q.get("sources", []):
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p):
            err(f"{qid}: source does not exist: {s}")
            continue
        text += "\n" + open(p, encoding="utf-8").read()
    low = text.lower()
    for m in q.get("must", []):
        if not isinstance(m, str) or not m:
            err(f"{qid}: bad must entry {m!r}")
        elif m.lower() not in low:
            err(f"{qid}: must string not in sources: {m!r}")
    for g in q.get("any", []):
        if not isinstance(g, list) or not g:
            err(f"{qid}: bad any group {g!r}")
            continue
        if any(DATE_RE.match(a) for a in g):
            continue  # date group: forms need not appear literally
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of any-group found in sources: {g!r}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, today {today}, classes {dict(classes)}")
