"""Validate the set with the real parser.

Run: PYTHONPATH=/work/main /work/main/.venv/bin/python src/validate.py
Writes review.txt (every label beside its message) next to labels.json.
"""
import json
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
TZ = "Europe/Moscow"
errors = []
replies = Counter()


def err(msg):
    errors.append(msg)


def norm(s):
    return s.lower().replace("ё", "е")


def hits(word, text):
    return any(norm(w) in norm(text) for w in word.split("|"))


def main():
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    review = []
    summary = []
    for chat in data["chats"]:
        path = OUT / chat["file"]
        export = parse_export(path, TZ)
        if len(export.chats) != 1:
            err(f"{chat['file']}: {len(export.chats)} chats")
        msgs = export.chats[0].messages
        n = len(msgs)
        if not 110 <= n <= 130:
            err(f"{chat['file']}: {n} messages, outside 110-130")
        if chat["file"].endswith(".txt"):
            by_id = {str(i): m for i, m in enumerate(msgs, start=1)}
        else:
            by_id = {m.message_id: m for m in msgs}
        index = {id(m): k for k, m in enumerate(msgs)}
        for a, b in zip(msgs, msgs[1:]):
            if b.time < a.time:
                err(f"{chat['file']}: time goes back at {b.message_id or b.text[:20]}")
        first, last = msgs[0].time.date(), msgs[-1].time.date()
        if first < date(2026, 11, 16) or last > today:
            err(f"{chat['file']}: dates {first}..{last} outside range")
        owner = chat["owner"]
        people = chat["people"]
        if owner in people:
            err(f"{chat['file']}: owner listed in people")
        aliases = {a for al in people.values() for a in al} | set(people)
        senders = Counter(m.sender for m in msgs)
        for s in senders:
            if s != owner and s not in aliases and not s.startswith("+"):
                err(f"{chat['file']}: sender {s!r} not an alias")
        commits = []  # (person, words tuple)
        kinds = Counter()
        for lab in chat["labels"]:
            mid = str(lab["msg"])
            m = by_id.get(mid)
            kind, person, words = lab["kind"], lab["person"], lab["words"]
            kinds[kind] += 1
            tag = f"{chat['file']} msg {mid} {kind} {person}"
            if m is None:
                err(f"{tag}: msg not found")
                continue
            if kind not in KINDS:
                err(f"{tag}: bad kind")
            if person not in people:
                err(f"{tag}: person not in people")
            if person == owner:
                err(f"{tag}: owner labelled")
            if m.sender == owner and kind not in ("done", "postponed", "cancelled"):
                err(f"{tag}: labelled on an owner message")
            if not 1 <= len(words) <= 3 or not all(isinstance(w, str) and w.strip() for w in words):
                err(f"{tag}: words {words}")
            for w in words:
                if any(not alt.strip() for alt in w.split("|")):
                    err(f"{tag}: empty alternative in {w!r}")
            due = lab.get("due")
            until = lab.get("until")
            mday = m.time.date()
            if kind in ("done", "cancelled", "preference", "fact", "context") and due:
                err(f"{tag}: unexpected due")
            if kind == "postponed":
                if not due:
                    err(f"{tag}: postponement without due")
                elif date.fromisoformat(due) <= mday:
                    err(f"{tag}: new due not after message")
            if kind == "commitment" and due and date.fromisoformat(due) < mday:
                err(f"{tag}: due before message")
            if kind == "context":
                if not until:
                    err(f"{tag}: context without until")
                elif date.fromisoformat(until) < mday:
                    err(f"{tag}: until before message")
            elif until:
                err(f"{tag}: until on non-context")
            if kind in ("commitment", "preference", "context", "fact"):
                k = index[id(m)]
                near = [m.text] + [x.text for x in msgs[max(0, k - 3):k]]
                if m.reply_to and m.reply_to in by_id:
                    near.append(by_id[m.reply_to].text)
                for w in words:
                    if not hits(w, m.text):
                        if any(hits(w, t) for t in near):
                            replies[chat["file"]] += 1  # key word only in the message it answers
                        else:
                            err(f"{tag}: word {w!r} not in its message or the ones it answers")
            if kind == "commitment":
                commits.append((person, tuple(words)))
            else:
                if kind in ("done", "postponed", "cancelled"):
                    if (person, tuple(words)) not in commits:
                        err(f"{tag}: no earlier commitment with the same words")
            extra = f" due={due}" if due else (f" until={until}" if until else "")
            review.append(f"[{chat['file']} #{mid}] {m.time:%m-%d %H:%M} {m.sender}: {m.text or '(' + str(m.media) + ')'}\n"
                          f"      -> {kind} | {person} | {words}{extra}")
        # commitments with the same person+words twice would be ambiguous
        dup = [k for k, v in Counter(commits).items() if v > 1]
        if dup:
            err(f"{chat['file']}: duplicate commitment keys {dup}")
        summary.append((chat["file"], n, kinds, len(chat["labels"])))
    (OUT / "review.txt").write_text("\n".join(review) + "\n", "utf-8")
    for file, n, kinds, total in summary:
        print(f"{file}: {n} messages, {total} labels: " + ", ".join(f"{k} {kinds.get(k, 0)}" for k in KINDS))
    print("label words found only in the message answered:", dict(replies))
    if errors:
        print("\n".join("ERROR " + e for e in errors))
        sys.exit(1)
    print("validation OK")


if __name__ == "__main__":
    main()
