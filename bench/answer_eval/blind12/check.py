#!/usr/bin/env python3
"""Sanity checker for the blind question set (questions.json + vault/)."""
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
    with open(os.path.join(HERE, "questions.json"), encoding="utf-8") as f:
        data = json.load(f)
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

if not isinstance(data, dict) or "questions" not in data or "today" not in data:
    print("ERROR: questions.json must be an object with 'today' and 'questions'")
    sys.exit(1)
if data["today"] != "2026-12-15":
    err(f"today is {data['today']!r}, expected 2026-12-15")
qs = data["questions"]
if not isinstance(qs, list):
    print("ERROR: 'questions' is not a list"); sys.exit(1)

if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru", 0) != 50 or langs.get("en", 0) != 50 or len(langs) != 2:
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
for c, n in EXPECTED.items():
    if classes.get(c, 0) != n:
        err(f"class {c}: expected {n}, got {classes.get(c, 0)}")
for c in classes:
    if c not in EXPECTED:
        err(f"unknown class {c!r}")
ids = Counter(q.get("id") for q in qs)
for i, n in ids.items():
    if n > 1:
        err(f"duplicate id {i}")

REQUIRED = {"id", "q", "lang", "class", "must", "any", "sources"}
for q in qs:
    qid = q.get("id", "?")
    missing = REQUIRED - set(q)
    if missing:
        err(f"{qid}: missing keys {sorted(missing)}")
        continue
    if not isinstance(q["q"], str) or not q["q"].strip():
        err(f"{qid}: empty question text")
    if not isinstance(q["must"], list) or not isinstance(q["any"], list) or not isinstance(q["sources"], list):
        err(f"{qid}: must/any/sources must be lists")
        continue
    is_absent = q.get("absent") is True
    if is_absent != (q["class"] == "absent"):
        err(f"{qid}: absent flag does not match class")
    if is_absent:
        if q["must"] or q["any"] or q["sources"]:
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q["sources"]:
        err(f"{qid}: no sources")
    if not q["must"] and not q["any"]:
        err(f"{qid}: neither must nor any")
    text = ""
    for s in q["sources"]:
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p):
            err(f"{qid}: source does not exist: {s}")
            continue
        with open(p, encoding="utf-8") as f:
            text += "\n" + f.read()
    low = text.lower()
    for m in q["must"]:
        if not isinstance(m, str) or not m:
            err(f"{qid}: bad must entry {m!r}")
        elif m.lower() not in low:
            err(f"{qid}: must {m!r} not found in sources")
    for g in q["any"]:
        if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
            err(f"{qid}: bad any group {g!r}")
            continue
        if any(DATE_RE.match(a) for a in g):
            continue  # date group: forms are generated, not copied
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of any-group {g!r} found in sources")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}")
