"""Sanity checker for the blind question set. Prints errors; exits 1 if any."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
EXPECTED = {"promised": 8, "overdue": 6, "due": 10, "away": 6, "preference": 12, "decision": 12,
            "status": 12, "owner": 8, "said": 6, "changed": 6, "absent": 14}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []

try:
    data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
except Exception as e:
    print("ERROR: questions.json does not load:", e); sys.exit(1)
qs = data["questions"] if isinstance(data, dict) else data
today = data.get("today") if isinstance(data, dict) else None
if not today or not DATE_RE.match(today):
    errors.append(f"bad/missing today: {today!r}")

if len(qs) != 100:
    errors.append(f"expected 100 questions, got {len(qs)}")
langs = Counter(q.get("lang") for q in qs)
if langs != Counter({"ru": 50, "en": 50}):
    errors.append(f"language split wrong: {dict(langs)}")
classes = Counter(q.get("class") for q in qs)
if dict(classes) != EXPECTED:
    errors.append(f"class counts wrong: {dict(classes)}")
ids = [q.get("id") for q in qs]
dup = [i for i, c in Counter(ids).items() if c > 1]
if dup:
    errors.append(f"duplicate ids: {dup}")

for q in qs:
    qid = q.get("id")
    for key in ("id", "q", "lang", "class", "must", "any", "sources"):
        if key not in q:
            errors.append(f"{qid}: missing key {key}")
    absent = q.get("absent", False)
    if (q.get("class") == "absent") != bool(absent):
        errors.append(f"{qid}: class/absent flag mismatch")
    if absent:
        if q.get("must") or q.get("any") or q.get("sources"):
            errors.append(f"{qid}: absent question must have empty must/any/sources")
        continue
    if not q.get("sources"):
        errors.append(f"{qid}: no sources")
    if not q.get("must") and not q.get("any"):
        errors.append(f"{qid}: nothing to match")
    text = ""
    for s in q.get("sources", []):
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p):
            errors.append(f"{qid}: source missing: {s}")
            continue
        text += open(p, encoding="utf-8").read() + "\n"
    low = text.lower()
    for m in q.get("must", []):
        if m.lower() not in low:
            errors.append(f"{qid}: must {m!r} not in sources")
    for group in q.get("any", []):
        if not group:
            errors.append(f"{qid}: empty any group")
            continue
        if any(DATE_RE.match(a) for a in group):
            continue  # date group: forms are generated, not necessarily in the note
        if not any(a.lower() in low for a in group):
            errors.append(f"{qid}: no alternative of {group!r} in sources")

# vault shape
for folder in ("People", "Projects", "Daily", "Knowledge"):
    d = os.path.join(VAULT, folder)
    if not os.path.isdir(d):
        errors.append(f"missing vault folder {folder}")
for f in os.listdir(os.path.join(VAULT, "Daily")):
    if not re.match(r"^\d{4}-\d{2}-\d{2}\.md$", f):
        errors.append(f"bad daily name {f}")
    elif today and f[:10] > today:
        errors.append(f"daily after today: {f}")

for e in errors:
    print("ERROR:", e)
print(f"{len(qs)} questions, langs={dict(langs)}, errors={len(errors)}")
sys.exit(1 if errors else 0)
