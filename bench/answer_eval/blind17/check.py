#!/usr/bin/env python3
"""Sanity checker for the question set. Prints errors; prints 'OK' if none."""
import json, re, sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
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
if not today or not ISO.match(today):
    err(f"bad or missing 'today': {today!r}")
else:
    import datetime as dt
    d = dt.date.fromisoformat(today)
    if d.weekday() >= 5 or not (dt.date(2026, 11, 20) <= d <= dt.date(2026, 12, 18)):
        err(f"today {today} is not a weekday in 2026-11-20..2026-12-18")

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
ids = Counter(q.get("id") for q in qs)
for i, n in ids.items():
    if n > 1:
        err(f"duplicate id {i}")

def is_date_group(group):
    return any(ISO.match(a) for a in group)

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            err(f"{qid}: missing key {key}")
    if not q.get("q", "").strip():
        err(f"{qid}: empty question")
    absent = q.get("absent", False)
    if q.get("class") == "absent" or absent:
        if not (q.get("class") == "absent" and absent is True):
            err(f"{qid}: absent flag/class mismatch")
        if q.get("must") or q.get("any") or q.get("sources"):
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        err(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        err(f"{qid}: neither must nor any")
    text = ""
    for s in q.get("sources", []):
        p = VAULT / s
        if not p.is_file():
            err(f"{qid}: source does not exist: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
    low = text.lower()
    for m in q.get("must", []):
        if not m or m.lower() not in low:
            err(f"{qid}: must {m!r} not found in sources")
    for g in q.get("any", []):
        if not isinstance(g, list) or not g:
            err(f"{qid}: bad any group {g!r}")
            continue
        if is_date_group(g):
            continue
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of {g!r} found in sources")

# vault shape
counts = {f: len(list((VAULT / f).glob("*.md"))) for f in ("People", "Projects", "Daily", "Knowledge")}
for f in (VAULT / "Daily").glob("*.md"):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f.name):
        err(f"daily note badly named: {f.name}")
if today and (VAULT / "Daily" / f"{today}.md").exists() is False:
    err("no daily note for today")

for e in errors:
    print("ERROR:", e)
print(f"notes: {counts}; questions: {len(qs)}; langs: {dict(langs)}; classes: {dict(classes)}")
if errors:
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print("OK")
