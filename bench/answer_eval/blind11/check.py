#!/usr/bin/env python3
"""Sanity checker for the question set. Run: python check.py"""
import json, re, sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(msg):
    errors.append(msg)

try:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

if not isinstance(data, dict) or "questions" not in data or "today" not in data:
    print("ERROR: questions.json must be an object with 'today' and 'questions'")
    sys.exit(1)
if not ISO.match(str(data["today"])):
    err(f"bad today: {data['today']!r}")
qs = data["questions"]
if not isinstance(qs, list):
    print("ERROR: 'questions' is not a list"); sys.exit(1)

if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50 or set(langs) - {"ru", "en"}:
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
for c, n in EXPECTED.items():
    if classes.get(c, 0) != n:
        err(f"class {c}: expected {n}, got {classes.get(c, 0)}")
for c in set(classes) - set(EXPECTED):
    err(f"unknown class {c!r}")
ids = [q.get("id") for q in qs]
for i, n in Counter(ids).items():
    if n > 1:
        err(f"duplicate id {i}")

REQ = ("id", "q", "lang", "class", "must", "any", "sources")
for q in qs:
    qid = q.get("id", "?")
    for k in REQ:
        if k not in q:
            err(f"{qid}: missing key {k}")
    if any(k not in q for k in REQ):
        continue
    if not isinstance(q["must"], list) or not isinstance(q["any"], list) or not isinstance(q["sources"], list):
        err(f"{qid}: must/any/sources must be lists"); continue
    is_absent = q.get("absent") is True
    if (q["class"] == "absent") != is_absent:
        err(f"{qid}: class/absent flag mismatch")
    if is_absent:
        if q["must"] or q["any"] or q["sources"]:
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q["sources"]:
        err(f"{qid}: no sources")
    if not q["must"] and not q["any"]:
        err(f"{qid}: nothing to match")
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
            err(f"{qid}: bad must entry {m!r}"); continue
        if m.lower() not in low:
            err(f"{qid}: must {m!r} not in sources")
    for g in q["any"]:
        if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
            err(f"{qid}: bad any group {g!r}"); continue
        if any(ISO.match(a) for a in g):
            continue  # date group: forms need not appear verbatim
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of {g!r} in sources")

# vault shape
counts = {d: len(list((VAULT / d).glob("*.md"))) for d in ("People", "Projects", "Daily", "Knowledge")}
for f in (VAULT / "Daily").glob("*.md"):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f.name):
        err(f"daily note badly named: {f.name}")
if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}, notes {counts}")
