#!/usr/bin/env python3
"""Sanity checker for the answer_blind14 question set."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(msg):
    errors.append(msg)

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not ISO.match(today):
    err(f"bad or missing 'today': {today!r}")
if not isinstance(qs, list):
    print("ERROR: no question list"); sys.exit(1)
if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
for c, n in EXPECTED.items():
    if classes.get(c, 0) != n:
        err(f"class {c}: expected {n}, got {classes.get(c, 0)}")
for c in classes:
    if c not in EXPECTED:
        err(f"unknown class {c}")
ids = [q.get("id") for q in qs]
for i, n in Counter(ids).items():
    if n > 1:
        err(f"duplicate id {i}")

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            err(f"{qid}: missing key {k}")
    if not str(q.get("q", "")).strip():
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
            err(f"{qid}: source missing: {s}")
            continue
        text += open(p, encoding="utf-8").read() + "\n"
    low = text.lower()
    for m in q.get("must", []):
        if not m or m.lower() not in low:
            err(f"{qid}: must {m!r} not found in sources")
    for grp in q.get("any", []):
        if not isinstance(grp, list) or not grp:
            err(f"{qid}: bad any group {grp!r}"); continue
        if any(ISO.match(a) for a in grp):
            continue  # date group: forms need not all be in the note
        if not any(a.lower() in low for a in grp):
            err(f"{qid}: no alternative of {grp!r} found in sources")

# vault shape
counts = {d: len([f for f in os.listdir(os.path.join(VAULT, d)) if f.endswith(".md")])
          for d in ("People", "Projects", "Daily", "Knowledge")}
for f in os.listdir(os.path.join(VAULT, "Daily")):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f):
        err(f"bad daily name {f}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print("OK:", len(qs), "questions;", dict(langs), ";", dict(classes), "; vault", counts)
