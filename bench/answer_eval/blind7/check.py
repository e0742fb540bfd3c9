#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind7).

Usage: python check.py   (run from anywhere; paths are relative to this file)
Prints one line per problem and a summary; exit code 1 if any problem.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
QFILE = HERE / "questions.json"

EXPECTED_CLASSES = {
    "promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
    "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14,
}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
REQUIRED_KEYS = {"id", "q", "lang", "class", "must", "any", "sources"}


def is_date_group(group):
    return any(isinstance(a, str) and ISO.match(a) for a in group)


def main():
    errors = []
    try:
        data = json.loads(QFILE.read_text(encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print(f"ERROR: cannot load {QFILE}: {e}")
        return 1

    if not isinstance(data, dict):
        print("ERROR: questions.json must be an object {today, questions}")
        return 1
    today = data.get("today")
    if today != "2026-12-10":
        errors.append(f"today is {today!r}, expected '2026-12-10'")
    qs = data.get("questions")
    if not isinstance(qs, list):
        print("ERROR: 'questions' must be a list")
        return 1

    if len(qs) != 100:
        errors.append(f"expected 100 questions, got {len(qs)}")

    langs = Counter(q.get("lang") for q in qs)
    if langs.get("ru") != 50 or langs.get("en") != 50 or set(langs) - {"ru", "en"}:
        errors.append(f"language split wrong: {dict(langs)}")

    classes = Counter(q.get("class") for q in qs)
    if dict(classes) != EXPECTED_CLASSES:
        errors.append(f"class counts wrong: {dict(classes)} != {EXPECTED_CLASSES}")

    ids = [q.get("id") for q in qs]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        errors.append(f"duplicate ids: {dup}")

    for q in qs:
        qid = q.get("id")
        missing = REQUIRED_KEYS - set(q)
        if missing:
            errors.append(f"{qid}: missing keys {sorted(missing)}")
            continue
        if not isinstance(q["q"], str) or not q["q"].strip():
            errors.append(f"{qid}: empty question text")
        if not all(isinstance(x, list) for x in (q["must"], q["any"], q["sources"])):
            errors.append(f"{qid}: must/any/sources must be lists")
            continue
        is_abs = q.get("absent", False) is True
        if (q["class"] == "absent") != is_abs:
            errors.append(f"{qid}: class 'absent' and absent:true must go together")
        if is_abs:
            if q["must"] or q["any"] or q["sources"]:
                errors.append(f"{qid}: absent question must have empty must/any/sources")
            continue
        if not q["sources"]:
            errors.append(f"{qid}: no sources")
        if not q["must"] and not q["any"]:
            errors.append(f"{qid}: neither must nor any given")
        texts = []
        for s in q["sources"]:
            p = VAULT / s
            if not p.is_file():
                errors.append(f"{qid}: source not found: {s}")
            else:
                texts.append(p.read_text(encoding="utf-8"))
        blob = "\n".join(texts).lower()
        for m in q["must"]:
            if not isinstance(m, str) or not m:
                errors.append(f"{qid}: bad must entry {m!r}")
            elif m.lower() not in blob:
                errors.append(f"{qid}: must {m!r} not found in sources")
        for g in q["any"]:
            if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
                errors.append(f"{qid}: bad any group {g!r}")
                continue
            if is_date_group(g):
                continue
            if not any(a.lower() in blob for a in g):
                errors.append(f"{qid}: no alternative of any-group {g!r} found in sources")

    # vault shape (informational checks)
    for folder in ("People", "Projects", "Daily", "Knowledge"):
        if not (VAULT / folder).is_dir():
            errors.append(f"vault folder missing: {folder}")

    for e in errors:
        print("ERROR:", e)
    counts = {f: len(list((VAULT / f).glob("*.md"))) for f in ("People", "Projects", "Daily", "Knowledge")}
    print(f"notes: {counts}; questions: {len(qs)}; langs: {dict(langs)}")
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
