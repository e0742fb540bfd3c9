#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind16)."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
CLASSES = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
           "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(m): errors.append(m)

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today", "") if isinstance(data, dict) else ""
if not ISO.match(today or ""):
    err(f"bad/missing today: {today!r}")
qs = data["questions"] if isinstance(data, dict) else data
if len(qs) != 100: err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}): err(f"language split wrong: {dict(langs)}")
cls = Counter(q.get("class") for q in qs)
for c, n in CLASSES.items():
    if cls.get(c, 0) != n: err(f"class {c}: expected {n}, got {cls.get(c, 0)}")
for c in cls:
    if c not in CLASSES: err(f"unknown class {c}")
ids = [q.get("id") for q in qs]
for i, n in Counter(ids).items():
    if n > 1: err(f"duplicate id {i}")

def is_date_group(g):
    return any(ISO.match(a) for a in g)

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q: err(f"{qid}: missing key {k}")
    if not q.get("q", "").strip(): err(f"{qid}: empty question")
    if q.get("class") == "absent":
        if q.get("absent") is not True: err(f"{qid}: absent class without absent:true")
        if q.get("must") or q.get("any") or q.get("sources"): err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if q.get("absent"): err(f"{qid}: absent:true on non-absent class")
    if not q.get("sources"): err(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"): err(f"{qid}: nothing to match")
    text = ""
    for s in q.get("sources", []):
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p): err(f"{qid}: source missing: {s}"); continue
        text += "\n" + open(p, encoding="utf-8").read()
    low = text.lower()
    for m in q.get("must", []):
        if not m.strip(): err(f"{qid}: empty must string")
        elif m.lower() not in low: err(f"{qid}: must {m!r} not found in sources")
    for g in q.get("any", []):
        if not isinstance(g, list) or not g: err(f"{qid}: bad any group {g!r}"); continue
        if is_date_group(g): continue
        if not any(a.lower() in low for a in g): err(f"{qid}: no alternative of {g!r} found in sources")

# vault shape
def count(folder): 
    d = os.path.join(VAULT, folder)
    return len([f for f in os.listdir(d) if f.endswith(".md")]) if os.path.isdir(d) else 0
for f in os.listdir(os.path.join(VAULT, "Daily")):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f): err(f"bad daily name {f}")
    elif f[:-3] > today: err(f"daily after today: {f}")

if errors:
    for e in errors: print("ERROR:", e)
    print(f"{len(errors)} error(s)"); sys.exit(1)
print("OK: 100 questions;", dict(langs), dict(cls))
print("notes:", {f: count(f) for f in ("People", "Projects", "Daily", "Knowledge")})
