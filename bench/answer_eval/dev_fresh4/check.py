#!/usr/bin/env python3
"""Sanity checker for the question set (questions.json + vault/)."""
import json, re, sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VAULT = ROOT / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(msg):
    errors.append(msg)

try:
    qs = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))["questions"]
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
    err(f"language split must be 50/50 ru/en, got {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    err(f"class counts differ: got {dict(classes)}, expected {EXPECTED}")
ids = [q.get("id") for q in qs]
dups = [i for i, c in Counter(ids).items() if c > 1]
if dups:
    err(f"duplicate ids: {dups}")

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            err(f"{qid}: missing key {k}")
    if not isinstance(q.get("must", []), list) or not isinstance(q.get("any", []), list) \
            or not isinstance(q.get("sources", []), list):
        err(f"{qid}: must/any/sources must be lists")
        continue
    is_absent = q.get("class") == "absent"
    if is_absent:
        if q.get("absent") is not True:
            err(f"{qid}: absent question without \"absent\": true")
        if q["must"] or q["any"] or q["sources"]:
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if q.get("absent"):
        err(f"{qid}: non-absent class marked absent")
    if not q["sources"]:
        err(f"{qid}: no sources")
    if not q["must"] and not q["any"]:
        err(f"{qid}: neither must nor any")
    text = ""
    for s in q["sources"]:
        p = VAULT / s
        if not p.is_file():
            err(f"{qid}: source not found: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
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
        if any(ISO.match(a) for a in g):
            continue  # date group: forms need not occur literally
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of any-group {g!r} found in sources")

for e in errors:
    print("ERROR:", e)
if errors:
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}")
