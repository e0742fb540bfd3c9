#!/usr/bin/env python3
"""Sanity checker for the question set (questions.json + vault/)."""
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
    with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
        qs = json.load(f)["questions"]
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

if not isinstance(qs, list):
    err("questions.json is not a list")
    qs = []
if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")

langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50 or len(langs) != 2:
    err(f"language split is {dict(langs)}, expected ru=50 en=50")

classes = Counter(q.get("class") for q in qs)
for c, n in EXPECTED.items():
    if classes.get(c, 0) != n:
        err(f"class {c}: {classes.get(c, 0)} != {n}")
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
    if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
        err(f"{qid}: empty question text")
    is_absent = q.get("absent") is True
    if q.get("class") == "absent" or is_absent:
        if not (q.get("class") == "absent" and is_absent):
            err(f"{qid}: absent flag and class disagree")
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
            err(f"{qid}: source not found: {s}")
            continue
        with open(p, encoding="utf-8") as f:
            text += f.read() + "\n"
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
        if any(isinstance(a, str) and ISO.match(a) for a in g):
            continue  # date group: forms of a date, not required verbatim
        if not any(isinstance(a, str) and a.lower() in low for a in g):
            err(f"{qid}: no alternative of any group found in sources: {g!r}")

# vault shape
for folder in ("People", "Projects", "Daily", "Knowledge"):
    d = os.path.join(VAULT, folder)
    if not os.path.isdir(d):
        err(f"missing folder vault/{folder}")
daily = os.path.join(VAULT, "Daily")
if os.path.isdir(daily):
    for n in os.listdir(daily):
        if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", n):
            err(f"daily note badly named: {n}")

for e in errors:
    print("ERROR:", e)
counts = {f: len([n for n in os.listdir(os.path.join(VAULT, f)) if n.endswith('.md')])
          for f in ("People", "Projects", "Daily", "Knowledge") if os.path.isdir(os.path.join(VAULT, f))}
print(f"questions={len(qs)} langs={dict(langs)} notes={counts}")
print("OK: no errors" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
