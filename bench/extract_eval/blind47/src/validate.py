"""Check the built set with the real parsers.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python OUT/src/validate.py [--review]
"""
from __future__ import annotations

import json
import re
import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
sys.path.insert(0, str(HERE))

from vaultmind.agent.ingest.sources.formats import parse_export  # noqa: E402
from bench.extract_eval.score import label_items  # noqa: E402 (label schema as scored)

import chat_laundry, chat_ferry, chat_greenhouse  # noqa: E402

KINDS = {"commitment", "done", "postponed", "cancelled", "preference", "context", "fact"}
LIFECYCLE = {"done", "postponed", "cancelled"}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TZ = "Europe/Moscow"


def norm(s):
    return s.lower().replace("ё", "е")


def main(review=False):
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    errors, warnings = [], []
    assert data["today"] == "2026-12-04"
    modules = {c.OWNER: c for c in (chat_laundry, chat_ferry, chat_greenhouse)}
    formats = set()
    for chat in data["chats"]:
        mod = modules[chat["owner"]]
        path = OUT / chat["file"]
        parsed = parse_export(path, TZ)
        assert len(parsed.chats) == 1, chat["file"]
        pchat = parsed.chats[0]
        formats.add(pchat.source)
        msgs = list(pchat.messages)
        built = [m for m in mod.MESSAGES if m.kind == "message"]
        name = chat["file"]
        # counts
        if len(msgs) != len(built):
            errors.append(f"{name}: parsed {len(msgs)} messages, built {len(built)}")
        if not 105 <= len(msgs) <= 135:
            errors.append(f"{name}: {len(msgs)} messages, outside ~110-130")
        # ids as labels count them
        if pchat.source == "whatsapp":
            by_id = {i + 1: m for i, m in enumerate(msgs)}
        else:
            by_id = {m.message_id: m for m in msgs}
        built_by_id = {}
        for i, m in enumerate(msgs):
            key = i + 1 if pchat.source == "whatsapp" else m.message_id
            built_by_id[key] = built[i] if i < len(built) else None
        # parsed == built, message by message
        for i, (p, b) in enumerate(zip(msgs, built)):
            if p.sender != b.sender or p.text != b.text.split("\n", 1)[-1] if b.text.startswith("<Media omitted>") else p.text != b.text and p.sender == b.sender:
                pass
            want_text = b.text.split("\n", 1)[1] if b.text.startswith("<Media omitted>\n") else (
                "" if b.text == "<Media omitted>" else b.text)
            if p.sender != b.sender or p.text != want_text:
                errors.append(f"{name}: message {i + 1} differs: {p.sender!r} {p.text[:40]!r}")
        # times
        prev = None
        for m in msgs:
            if prev and m.time < prev:
                errors.append(f"{name}: time goes backwards at {m.message_id}")
            prev = m.time
            if not date(2026, 11, 16) <= m.time.date() <= date(2026, 12, 4):
                errors.append(f"{name}: {m.time} outside 16 Nov - 4 Dec")
            if m.time.utcoffset().total_seconds() != 3 * 3600:
                errors.append(f"{name}: not Moscow time")
        # people
        people = chat["people"]
        owner = chat["owner"]
        if owner in people:
            errors.append(f"{name}: owner listed among people")
        aliases = {a for full, al in people.items() for a in [full, *al]}
        for m in msgs:
            if m.sender != owner and m.sender not in aliases and not m.sender.startswith("+"):
                errors.append(f"{name}: sender {m.sender!r} not among people's aliases")
        # labels
        label_items(chat["labels"])  # parses as the scorer reads it
        seen_commitments = []
        for lab in chat["labels"]:
            where = f"{name} msg {lab['msg']} {lab['kind']} {lab['person']}"
            if lab["msg"] not in by_id and str(lab["msg"]) not in by_id:
                errors.append(f"{where}: msg not found")
                continue
            pm = by_id.get(lab["msg"]) or by_id.get(str(lab["msg"]))
            if lab["kind"] not in KINDS:
                errors.append(f"{where}: bad kind")
            if lab["person"] not in people:
                errors.append(f"{where}: person not in people")
            if lab["person"] == owner:
                errors.append(f"{where}: owner labelled")
            words = lab["words"]
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                errors.append(f"{where}: words must be 1-3 non-empty strings")
            due = lab.get("due")
            if due is not None and not DATE.match(due):
                errors.append(f"{where}: bad due {due}")
            if lab["kind"] in ("postponed", "context") and not due:
                errors.append(f"{where}: needs a due")
            if lab["kind"] == "context" and lab.get("until") != due:
                errors.append(f"{where}: context until must equal due")
            if lab["kind"] in ("done", "cancelled", "preference", "fact") and due:
                errors.append(f"{where}: {lab['kind']} carries a due")
            if due and lab["kind"] != "context" and due < pm.time.date().isoformat():
                errors.append(f"{where}: due {due} before the message")
            text = norm(pm.text)
            if lab["kind"] == "commitment":
                seen_commitments.append((lab["person"], tuple(words)))
            if lab["kind"] in LIFECYCLE:
                if (lab["person"], tuple(words)) not in seen_commitments:
                    errors.append(f"{where}: no earlier commitment with these words")
            else:
                for w in words:
                    if not any(norm(alt) in text for alt in w.split("|")):
                        warnings.append(f"{where}: word {w!r} not in its message")
        if review:
            print(f"\n==== {name}")
            for lab in chat["labels"]:
                pm = by_id.get(lab["msg"]) or by_id.get(str(lab["msg"]))
                print(f"[{lab['msg']}] {pm.time:%m-%d %H:%M} {pm.sender}: {pm.text}")
                print(f"    -> {lab['kind']} | {lab['person']} | {lab['words']} | {lab.get('due', '')}")
        counts = {}
        for lab in chat["labels"]:
            counts[lab["kind"]] = counts.get(lab["kind"], 0) + 1
        print(f"{name}: {len(msgs)} messages ({pchat.skipped} skipped lines), labels {counts}")
    if formats != {"telegram", "whatsapp", "jsonl"}:
        errors.append(f"formats {formats}")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print("validation", "FAILED" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main("--review" in sys.argv))
