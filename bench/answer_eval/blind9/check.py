#!/usr/bin/env python3
"""Sanity checker for the blind question set (answer_blind9).

Usage: python check.py   (run from anywhere; paths are relative to this file)
Prints one line per error and a summary; exit code 1 if any error.
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

errors = []


def err(msg):
    errors.append(msg)


def is_date_group(group):
    return any(isinstance(a, str) and ISO.match(a) for a in group)


def main():
    try:
        data = json.loads(QFILE.read_text(encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print(f"ERROR: cannot load {QFILE}: {e}")
        return 1

    if not isinstance(data, dict):
        err("questions.json must be an object {today, questions}")
        data = {"questions": data if isinstance(data, list) else []}
    today = data.get("today")
    if not (isinstance(today, str) and ISO.match(today)):
        err(f"'today' missing or not YYYY-MM-DD: {today!r}")
    qs = data.get("questions")
    if not isinstance(qs, list):
        err("'questions' must be a list")
        qs = []

    if len(qs) != 100:
        err(f"expected 100 questions, got {len(qs)}")

    langs = Counter(q.get("lang") for q in qs)
    if langs.get("ru") != 50 or langs.get("en") != 50 or set(langs) - {"ru", "en"}:
        err(f"language split wrong: {dict(langs)}")

    classes = Counter(q.get("class") for q in qs)
    for c, n in EXPECTED_CLASSES.items():
        if classes.get(c, 0) != n:
            err(f"class {c}: expected {n}, got {classes.get(c, 0)}")
    for c in set(classes) - set(EXPECTED_CLASSES):
        err(f"unknown class {c!r} ({classes[c]} questions)")

    ids = [q.get("id") for q in qs]
    for i, n in Counter(ids).items():
        if n > 1:
            err(f"duplicate id {i!r} x{n}")

    required = {"id", "q", "lang", "class", "must", "any", "sources"}
    for q in qs:
        qid = q.get("id", "?")
        missing = required - set(q)
        if missing:
            err(f"{qid}: missing keys {sorted(missing)}")
            continue
        if not isinstance(q["q"], str) or not q["q"].strip():
            err(f"{qid}: empty question text")
        if not isinstance(q["must"], list) or not all(isinstance(m, str) and m for m in q["must"]):
            err(f"{qid}: 'must' must be a list of non-empty strings")
            continue
        if not isinstance(q["any"], list) or not all(
            isinstance(g, list) and g and all(isinstance(a, str) and a for a in g) for g in q["any"]
        ):
            err(f"{qid}: 'any' must be a list of non-empty lists of strings")
            continue

        absent = q.get("absent", False) is True
        if q["class"] == "absent" and not absent:
            err(f"{qid}: class absent but 'absent' flag not true")
        if absent and q["class"] != "absent":
            err(f"{qid}: 'absent' flag on class {q['class']}")
        if absent:
            if q["must"] or q["any"] or q["sources"]:
                err(f"{qid}: absent question must have empty must/any/sources")
            continue

        if not q["sources"]:
            err(f"{qid}: no sources")
        if not q["must"] and not q["any"]:
            err(f"{qid}: neither must nor any given")

        texts = []
        for s in q["sources"]:
            path = VAULT / s
            if not path.is_file():
                err(f"{qid}: source not found: {s}")
            else:
                texts.append(path.read_text(encoding="utf-8"))
        blob = "\n".join(texts).casefold()
        if not texts:
            continue
        for m in q["must"]:
            if m.casefold() not in blob:
                err(f"{qid}: must {m!r} not found in sources")
        for g in q["any"]:
            if is_date_group(g):
                continue
            if not any(a.casefold() in blob for a in g):
                err(f"{qid}: no alternative of any-group {g!r} found in sources")

    # vault shape (informational + light checks)
    counts = {d.name: len(list(d.glob("*.md"))) for d in VAULT.iterdir() if d.is_dir()} if VAULT.is_dir() else {}
    for folder in ("People", "Projects", "Daily", "Knowledge"):
        if counts.get(folder, 0) == 0:
            err(f"vault folder {folder}/ missing or empty")
    for f in (VAULT / "Daily").glob("*.md"):
        if not ISO.match(f.stem):
            err(f"daily note not named YYYY-MM-DD: {f.name}")
        elif today and f.stem > today:
            err(f"daily note after today: {f.name}")

    for e in errors:
        print("ERROR:", e)
    print(f"vault notes: {counts}; questions: {len(qs)}; langs: {dict(langs)}; classes: {dict(classes)}")
    print("OK - no errors" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
