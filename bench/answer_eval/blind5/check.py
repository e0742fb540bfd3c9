"""Self-check for blind5: structure, counts, sources, must/any strings present in sources."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
data = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
qs = data["questions"]
err = []
assert data["today"] == "2026-12-17"
if len(qs) != 100: err.append(f"count {len(qs)}")
lang = collections.Counter(q["lang"] for q in qs)
if lang != {"ru": 50, "en": 50}: err.append(f"lang {lang}")
want = dict(promised=12, overdue=9, due=10, away=8, preference=8, decision=8,
            status=8, owner=8, said=8, changed=6, absent=15)
cls = collections.Counter(q["class"] for q in qs)
if dict(cls) != want: err.append(f"classes {cls}")
ids = [q["id"] for q in qs]
if len(set(ids)) != len(ids): err.append("dup ids")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
for q in qs:
    if q["class"] == "absent":
        if not q.get("absent") or q["must"] or q["any"] or q["sources"]:
            err.append(f"{q['id']} absent malformed")
        continue
    if not q["sources"]: err.append(f"{q['id']} no sources")
    if not q["must"] and not q["any"]: err.append(f"{q['id']} nothing to match")
    text = ""
    for s in q["sources"]:
        p = os.path.join(VAULT, s)
        if not os.path.isfile(p): err.append(f"{q['id']} missing source {s}"); continue
        text += open(p, encoding="utf-8").read().lower() + "\n"
    for m in q["must"]:
        if m.lower() not in text: err.append(f"{q['id']} must not in source: {m!r}")
    for g in q["any"]:
        if any(ISO.match(a) for a in g):  # date group: forms may be computed
            continue
        if not any(a.lower() in text for a in g): err.append(f"{q['id']} any-group not in source: {g!r}")
folders = collections.Counter(d for d in os.listdir(VAULT) for _ in os.listdir(os.path.join(VAULT, d)))
print("classes", dict(cls)); print("lang", dict(lang)); print("notes", dict(folders))
print("\n".join(err) if err else "OK")
sys.exit(1 if err else 0)
