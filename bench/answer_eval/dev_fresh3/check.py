"""Sanity check for dev_fresh3: structure, counts, sources, must/any strings present in sources."""
import json, re, sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
VAULT = HERE / "vault"
WANT = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
        "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")

data = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
qs = data["questions"]
err = []
if data.get("today") != "2026-11-19":
    err.append("today")
if len(qs) != 100:
    err.append(f"count {len(qs)}")
langs = Counter(q["lang"] for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    err.append(f"langs {langs}")
cls = Counter(q["class"] for q in qs)
if cls != Counter(WANT):
    err.append(f"classes {cls}")
if len({q["id"] for q in qs}) != len(qs):
    err.append("duplicate ids")
for q in qs:
    if q["class"] == "absent":
        if not q.get("absent") or q["must"] or q["any"] or q["sources"]:
            err.append(f"{q['id']}: absent shape")
        continue
    if not q["sources"] or not (q["must"] or q["any"]):
        err.append(f"{q['id']}: empty")
    text = ""
    for s in q["sources"]:
        p = VAULT / s
        if not p.exists():
            err.append(f"{q['id']}: missing source {s}")
        else:
            text += p.read_text(encoding="utf-8").lower() + "\n"
    for m in q["must"]:
        if m.lower() not in text:
            err.append(f"{q['id']}: must {m!r} not in sources")
    for g in q["any"]:
        if any(ISO.match(a) for a in g):
            continue  # date group: forms vary, checked by hand
        if not any(a.lower() in text for a in g):
            err.append(f"{q['id']}: any {g!r} not in sources")
notes = Counter(p.relative_to(VAULT).parts[0] for p in VAULT.rglob("*.md"))
print("notes:", dict(notes))
print("classes:", dict(cls))
print("langs:", dict(langs))
print("\n".join(err) or "OK")
sys.exit(1 if err else 0)
