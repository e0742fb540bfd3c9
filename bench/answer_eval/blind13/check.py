#!/usr/bin/env python3
"""Sanity checker for this question set. Run: python check.py"""
import json
import re
import sys
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
except Exception as e:  # noqa: BLE001
    print(f"ERROR: questions.json does not load: {e}")
    sys.exit(1)

if not isinstance(data, dict) or "today" not in data or "questions" not in data:
    err('questions.json must be an object {"today": ..., "questions": [...]}')
    data = {"today": None, "questions": data if isinstance(data, list) else []}
today = data["today"]
if not (isinstance(today, str) and ISO.match(today)):
    err(f"bad today: {today!r}")
qs = data["questions"]

if len(qs) != 100:
    err(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    err(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if classes != Counter(EXPECTED):
    err(f"class counts wrong: {dict(classes)} vs {EXPECTED}")
ids = [q.get("id") for q in qs]
dups = [i for i, c in Counter(ids).items() if c > 1]
if dups:
    err(f"duplicate ids: {dups}")

KEYS = {"id", "q", "lang", "class", "must", "any", "sources"}
for q in qs:
    qid = q.get("id")
    missing = KEYS - set(q)
    if missing:
        err(f"{qid}: missing keys {missing}")
        continue
    if not isinstance(q["q"], str) or not q["q"].strip():
        err(f"{qid}: empty question text")
    if q["lang"] not in ("ru", "en"):
        err(f"{qid}: bad lang {q['lang']}")
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
        err(f"{qid}: neither must nor any")
    texts = []
    for s in q["sources"]:
        p = VAULT / s
        if not p.is_file():
            err(f"{qid}: source missing: {s}")
        else:
            texts.append(p.read_text(encoding="utf-8"))
    blob = "\n".join(texts).lower()
    for m in q["must"]:
        if not isinstance(m, str) or not m:
            err(f"{qid}: bad must entry {m!r}")
        elif m.lower() not in blob:
            err(f"{qid}: must {m!r} not found in sources")
    for g in q["any"]:
        if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
            err(f"{qid}: bad any group {g!r}")
            continue
        if any(ISO.match(a) for a in g):
            # date group: check the standard forms are present
            if not any(re.match(r"^\d{1,2}\.\d{2}$", a) for a in g):
                err(f"{qid}: date group lacks DD.MM form: {g}")
            if not any(re.search(r"[а-я]", a) for a in g):
                err(f"{qid}: date group lacks Russian form: {g}")
            continue
        if not any(a.lower() in blob for a in g):
            err(f"{qid}: no alternative of {g} found in sources")

# vault shape
counts = {d: len(list((VAULT / d).glob("*.md"))) for d in ("People", "Projects", "Daily", "Knowledge")}
for dname in (VAULT / "Daily").glob("*.md"):
    if not ISO.match(dname.stem):
        err(f"daily note badly named: {dname.name}")
    elif today and dname.stem > today:
        err(f"daily note after today: {dname.name}")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print(f"OK: {len(qs)} questions, langs {dict(langs)}, notes {counts}")
