#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind8).

Reads questions.json as {"today": "...", "questions": [...]} and verifies shape,
counts and that expected strings occur in the cited source notes.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12,
            "decision": 12, "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
KEYS = {"id", "q", "lang", "class", "must", "any", "sources"}


def main() -> int:
    errors = []
    try:
        data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print(f"ERROR: questions.json does not load: {e}")
        return 1
    if not isinstance(data, dict) or "questions" not in data or "today" not in data:
        print('ERROR: questions.json must be an object {"today": ..., "questions": [...]}')
        return 1
    if not (isinstance(data["today"], str) and DATE_RE.match(data["today"])):
        errors.append(f"bad today: {data['today']!r}")
    qs = data["questions"]
    if not isinstance(qs, list):
        print("ERROR: questions is not a list")
        return 1
    if len(qs) != 100:
        errors.append(f"expected 100 questions, got {len(qs)}")

    langs = Counter(q.get("lang") for q in qs)
    if langs.get("ru") != 50 or langs.get("en") != 50 or len(langs) != 2:
        errors.append(f"language split wrong: {dict(langs)}")
    classes = Counter(q.get("class") for q in qs)
    for c, n in EXPECTED.items():
        if classes.get(c, 0) != n:
            errors.append(f"class {c}: expected {n}, got {classes.get(c, 0)}")
    for c in classes:
        if c not in EXPECTED:
            errors.append(f"unknown class {c!r}")
    ids = Counter(q.get("id") for q in qs)
    for i, n in ids.items():
        if n > 1:
            errors.append(f"duplicate id {i}")

    for q in qs:
        qid = q.get("id", "?")
        missing = KEYS - set(q)
        if missing:
            errors.append(f"{qid}: missing keys {sorted(missing)}")
            continue
        if not isinstance(q["q"], str) or not q["q"].strip():
            errors.append(f"{qid}: empty question text")
        if q["class"] == "absent" or q.get("absent"):
            if q["class"] != "absent" or q.get("absent") is not True:
                errors.append(f"{qid}: absent flag and class disagree")
            if q["must"] or q["any"] or q["sources"]:
                errors.append(f"{qid}: absent question must have empty must/any/sources")
            continue
        if "absent" in q and q["absent"] is not False:
            errors.append(f"{qid}: non-absent question has absent={q['absent']!r}")
        if not q["sources"]:
            errors.append(f"{qid}: no sources")
        if not q["must"] and not q["any"]:
            errors.append(f"{qid}: neither must nor any")
        text = ""
        for s in q["sources"]:
            p = VAULT / s
            if not p.is_file():
                errors.append(f"{qid}: source not found: {s}")
                continue
            text += "\n" + p.read_text(encoding="utf-8")
        low = text.lower()
        for m in q["must"]:
            if not isinstance(m, str) or not m:
                errors.append(f"{qid}: bad must entry {m!r}")
            elif m.lower() not in low:
                errors.append(f"{qid}: must {m!r} not in sources")
        for g in q["any"]:
            if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
                errors.append(f"{qid}: bad any group {g!r}")
                continue
            if any(DATE_RE.match(a) for a in g):
                continue  # date group: forms are generated, not copied
            if not any(a.lower() in low for a in g):
                errors.append(f"{qid}: no alternative of any-group {g!r} in sources")

    for e in errors:
        print("ERROR:", e)
    if errors:
        print(f"{len(errors)} error(s)")
        return 1
    print(f"OK: {len(qs)} questions, langs {dict(langs)}, classes {dict(classes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
