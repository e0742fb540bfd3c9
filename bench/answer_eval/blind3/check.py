"""Self-check of the blind3 set: structure, counts, and that the expected
strings really occur in the cited source notes. Run:
    python bench/answer_eval/blind3/check.py
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VAULT = HERE / "vault"
EXPECTED = {"promised": 12, "overdue": 9, "due": 10, "away": 8, "preference": 8,
            "decision": 8, "status": 8, "owner": 8, "said": 8, "changed": 6, "absent": 15}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def main() -> int:
    data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
    qs = data["questions"]
    errors = []
    if data.get("today") != "2026-11-26":
        errors.append("today")
    if len(qs) != 100:
        errors.append(f"{len(qs)} questions")
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    langs = Counter(q["lang"] for q in qs)
    if langs != Counter({"ru": 50, "en": 50}):
        errors.append(f"langs {dict(langs)}")
    classes = Counter(q["class"] for q in qs)
    if classes != Counter(EXPECTED):
        errors.append(f"classes {dict(classes)}")
    for q in qs:
        qid = q["id"]
        if q["class"] == "absent":
            if not q.get("absent") or q["must"] or q["any"] or q["sources"]:
                errors.append(f"{qid}: absent question must have absent=true and empty lists")
            continue
        if q.get("absent"):
            errors.append(f"{qid}: absent flag on a non-absent class")
        if not q["sources"]:
            errors.append(f"{qid}: no sources")
        if not q["must"] and not q["any"]:
            errors.append(f"{qid}: nothing to match")
        text = ""
        for s in q["sources"]:
            p = VAULT / s
            if not p.is_file():
                errors.append(f"{qid}: missing source {s}")
                continue
            text += p.read_text(encoding="utf-8").lower() + "\n"
        for m in q["must"]:
            if m.lower() not in text:
                errors.append(f"{qid}: must {m!r} not in sources")
        for group in q["any"]:
            if any(ISO.match(a) for a in group):
                # date group: forms of one date; the note's own form must be among them
                if not any(a.lower() in text for a in group):
                    errors.append(f"{qid}: no form of date {group[0]} in sources")
                continue
            if not any(a.lower() in text for a in group):
                errors.append(f"{qid}: no alternative of {group!r} in sources")
    notes = Counter(p.relative_to(VAULT).parts[0] for p in VAULT.rglob("*.md"))
    print("notes:", dict(notes), "total", sum(notes.values()))
    print("langs:", dict(langs))
    print("classes:", dict(classes))
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
