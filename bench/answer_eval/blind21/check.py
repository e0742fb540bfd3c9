#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind21)."""
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

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not ISO.match(str(today)):
    err(f"bad or missing today: {today!r}")
if not isinstance(qs, list):
    err("questions is not a list"); qs = []

if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50 or len(langs) != 2:
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    err(f"class counts wrong: {dict(classes)} != {EXPECTED}")
ids = [q.get("id") for q in qs]
for i, c in Counter(ids).items():
    if c > 1:
        err(f"duplicate id {i}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            err(f"{qid}: missing key {key}")
    must, anyg, srcs = q.get("must", []), q.get("any", []), q.get("sources", [])
    is_abs = q.get("absent") is True
    if (q.get("class") == "absent") != is_abs:
        err(f"{qid}: class/absent flag mismatch")
    if is_abs:
        if must or anyg or srcs:
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not srcs:
        err(f"{qid}: no sources")
    if not must and not anyg:
        err(f"{qid}: nothing to match")
    text = ""
    for s in srcs:
        p = VAULT / s
        if not p.is_file():
            err(f"{qid}: source missing: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
    low = text.lower()
    for m in must:
        if not isinstance(m, str) or not m.strip():
            err(f"{qid}: empty/non-string must entry")
        elif m.lower() not in low:
            err(f"{qid}: must {m!r} not in sources")
    for g in anyg:
        if not isinstance(g, list) or not g:
            err(f"{qid}: bad any group {g!r}"); continue
        if any(ISO.match(a) for a in g):
            continue  # date group: forms are normalised, not copied
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of {g!r} in sources")

# vault shape
counts = {d: len(list((VAULT / d).glob("*.md"))) for d in ("People", "Projects", "Daily", "Knowledge")}
for f in (VAULT / "Daily").glob("*.md"):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f.name):
        err(f"bad daily name {f.name}")
    elif today and f.stem > today:
        err(f"daily after today: {f.name}")

if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}, notes {counts}")
