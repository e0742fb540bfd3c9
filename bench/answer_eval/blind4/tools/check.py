"""Sanity checks for blind4 (JSON, counts, sources, must/any present in sources)."""
import collections, json, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
vault = root / "vault"
data = json.loads((root / "questions.json").read_text(encoding="utf-8"))
qs = data["questions"]
want = {"promised": 12, "overdue": 9, "due": 10, "away": 8, "preference": 8, "decision": 8,
        "status": 8, "owner": 8, "said": 8, "changed": 6, "absent": 15}
errs = []
assert data["today"] == "2026-12-10"
if len(qs) != 100: errs.append(f"count {len(qs)}")
langs = collections.Counter(x["lang"] for x in qs)
if langs != {"ru": 50, "en": 50}: errs.append(f"langs {dict(langs)}")
cls = collections.Counter(x["class"] for x in qs)
if dict(cls) != want: errs.append(f"classes {dict(cls)}")
if len({x["id"] for x in qs}) != len(qs): errs.append("dup ids")
iso = re.compile(r"^\d{4}-\d{2}-\d{2}$")
for x in qs:
    if x["class"] == "absent":
        if not x.get("absent") or x["must"] or x["any"] or x["sources"]:
            errs.append(f"{x['id']} absent malformed")
        continue
    if not x["must"] and not x["any"]: errs.append(f"{x['id']} no keys")
    texts = []
    for s in x["sources"]:
        p = vault / s
        if not p.exists(): errs.append(f"{x['id']} missing source {s}"); continue
        texts.append(p.read_text(encoding="utf-8").lower())
    blob = "\n".join(texts)
    for m in x["must"]:
        if m.lower() not in blob: errs.append(f"{x['id']} must not in sources: {m!r}")
    for g in x["any"]:
        if any(iso.match(a) for a in g): continue  # date group
        if not any(a.lower() in blob for a in g): errs.append(f"{x['id']} any group not in sources: {g!r}")
print("classes", dict(cls)); print("langs", dict(langs))
print("lang x class", dict(collections.Counter((x["class"], x["lang"]) for x in qs)))
notes = collections.Counter(p.relative_to(vault).parts[0] for p in vault.rglob("*.md"))
print("notes", dict(notes), sum(notes.values()))
print("\n".join(errs) if errs else "OK")
sys.exit(1 if errs else 0)
