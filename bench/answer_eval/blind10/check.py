#!/usr/bin/env python3
"""Sanity checker for the blind question set (questions.json + vault/)."""
import json, os, re, sys, datetime
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
        data = json.load(f)
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

if not isinstance(data, dict) or "questions" not in data or "today" not in data:
    print("ERROR: questions.json must be an object {'today': ..., 'questions': [...]}")
    sys.exit(1)
try:
    datetime.date.fromisoformat(data["today"])
except Exception:
    err(f"bad today: {data['today']!r}")
if data["today"] != "2026-12-02":
    err(f"today is {data['today']}, expected 2026-12-02")

qs = data["questions"]
if not isinstance(qs, list):
    print("ERROR: questions must be a list"); sys.exit(1)
if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")

langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    err(f"language split {dict(langs)} != 50/50")

classes = Counter(q.get("class") for q in qs)
for c, n in EXPECTED.items():
    if classes.get(c, 0) != n:
        err(f"class {c}: {classes.get(c, 0)} != {n}")
for c in classes:
    if c not in EXPECTED:
        err(f"unknown class {c!r}")

ids = [q.get("id") for q in qs]
for i, n in Counter(ids).items():
    if n > 1:
        err(f"duplicate id {i}")

def is_date_group(group):
    return any(ISO.match(a) for a in group)

for q in qs:
    qid = q.get("id", "?")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            err(f"{qid}: missing key {key}")
    if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
        err(f"{qid}: empty question text")
    must, anys, sources = q.get("must", []), q.get("any", []), q.get("sources", [])
    if not (isinstance(must, list) and all(isinstance(m, str) and m for m in must)):
        err(f"{qid}: must must be a list of non-empty strings")
    if not (isinstance(anys, list) and all(isinstance(g, list) and g and all(isinstance(a, str) and a for a in g) for g in anys)):
        err(f"{qid}: any must be a list of non-empty string lists")
    absent = q.get("absent", False)
    if q.get("class") == "absent" or absent:
        if q.get("class") != "absent" or absent is not True:
            err(f"{qid}: class absent <-> absent:true mismatch")
        if must or anys or sources:
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not sources:
        err(f"{qid}: no sources")
    if not must and not anys:
        err(f"{qid}: nothing to match (empty must and any)")
    text = ""
    for s in sources:
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p):
            err(f"{qid}: source does not exist: {s}")
            continue
        with open(p, encoding="utf-8") as f:
            text += "\n" + f.read()
    low = text.lower()
    for m in must:
        if m.lower() not in low:
            err(f"{qid}: must {m!r} not found in sources")
    for g in anys:
        if is_date_group(g):
            for a in g:
                if ISO.match(a):
                    try:
                        datetime.date.fromisoformat(a)
                    except ValueError:
                        err(f"{qid}: bad ISO date {a}")
            continue
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of any-group {g} found in sources")

# vault shape
counts = {}
for folder in ("People", "Projects", "Daily", "Knowledge"):
    d = os.path.join(VAULT, folder)
    counts[folder] = len([f for f in os.listdir(d) if f.endswith(".md")]) if os.path.isdir(d) else 0
for f in os.listdir(os.path.join(VAULT, "Daily")) if os.path.isdir(os.path.join(VAULT, "Daily")) else []:
    if f.endswith(".md"):
        try:
            day = datetime.date.fromisoformat(f[:-3])
            if day > datetime.date.fromisoformat(data["today"]):
                err(f"daily after today: {f}")
        except ValueError:
            err(f"daily not named YYYY-MM-DD.md: {f}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}, notes {counts}")
