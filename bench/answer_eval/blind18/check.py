#!/usr/bin/env python3
"""Sanity checker for this question set. Usage: python check.py  (prints OK or errors)."""
import json, re, sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
except Exception as e:
    print(f"ERROR: questions.json does not load: {e}"); sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
if not (isinstance(today, str) and DATE_RE.match(today)):
    errors.append("missing/invalid 'today' field")
qs = data.get("questions", []) if isinstance(data, dict) else []

if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    errors.append(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if classes != Counter(EXPECTED):
    errors.append(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
dups = [i for i, n in Counter(ids).items() if n > 1]
if dups:
    errors.append(f"duplicate ids: {dups}")

for q in qs:
    qid = q.get("id")
    for k in ("id", "q", "lang", "class", "must", "any", "sources"):
        if k not in q:
            errors.append(f"{qid}: missing key {k}")
    if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
        errors.append(f"{qid}: empty question text")
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
        errors.append(f"{qid}: neither must nor any")
    text = ""
    for s in q.get("sources", []):
        p = VAULT / s
        if not p.is_file():
            errors.append(f"{qid}: source missing: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
    low = text.lower()
    for m in q.get("must", []):
        if m.lower() not in low:
            errors.append(f"{qid}: must string not in sources: {m!r}")
    for g in q.get("any", []):
        if not isinstance(g, list) or not g:
            errors.append(f"{qid}: bad any group {g!r}")
            continue
        if any(DATE_RE.match(a) for a in g):
            continue  # date group: forms are generated, not all present in the notes
        if not any(a.lower() in low for a in g):
            errors.append(f"{qid}: no alternative of any-group found in sources: {g!r}")

counts = {d.name: len(list(d.glob("*.md"))) for d in sorted(VAULT.iterdir()) if d.is_dir()}
print("notes per folder:", counts)
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("OK: 100 questions,", dict(langs), dict(classes))
