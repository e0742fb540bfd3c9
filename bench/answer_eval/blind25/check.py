#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind25)."""
import json, re, sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VAULT = ROOT / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

def err(msg):
    errors.append(msg)

try:
    data = json.loads((ROOT / "questions.json").read_text(encoding="utf-8"))
except Exception as e:  # noqa
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

today = data.get("today") if isinstance(data, dict) else None
qs = data.get("questions") if isinstance(data, dict) else data
if not today or not DATE_RE.match(today):
    err("missing/invalid 'today'")
if not isinstance(qs, list):
    print("ERROR: no question list"); sys.exit(1)
if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs.get("ru") != 50 or langs.get("en") != 50 or len(langs) != 2:
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    err(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
for i, n in Counter(ids).items():
    if n > 1:
        err(f"duplicate id {i}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            err(f"{qid}: missing key {key}")
    if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
        err(f"{qid}: empty question text")
    if q.get("class") == "absent" or q.get("absent"):
        if not (q.get("absent") is True and q.get("class") == "absent"):
            err(f"{qid}: absent flag/class mismatch")
        if q.get("must") or q.get("any") or q.get("sources"):
            err(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        err(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        err(f"{qid}: nothing to match")
    text = ""
    for s in q.get("sources", []):
        p = VAULT / s
        if not p.is_file():
            err(f"{qid}: source missing: {s}")
        else:
            text += "\n" + p.read_text(encoding="utf-8")
    low = text.lower()
    for m in q.get("must", []):
        if not isinstance(m, str) or not m:
            err(f"{qid}: bad must entry {m!r}")
        elif m.lower() not in low:
            err(f"{qid}: must {m!r} not in sources")
    for g in q.get("any", []):
        if not isinstance(g, list) or not g:
            err(f"{qid}: bad any group {g!r}"); continue
        if any(isinstance(a, str) and DATE_RE.match(a) for a in g):
            continue  # date group: forms may be computed from words
        if not any(a.lower() in low for a in g):
            err(f"{qid}: no alternative of {g!r} in sources")

# vault shape
for folder in ("People", "Projects", "Daily", "Knowledge"):
    if not (VAULT / folder).is_dir():
        err(f"vault folder missing: {folder}")
for p in (VAULT / "Daily").glob("*.md"):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", p.name):
        err(f"bad daily name {p.name}")
    elif today and p.stem > today:
        err(f"daily after today: {p.name}")

if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}")
