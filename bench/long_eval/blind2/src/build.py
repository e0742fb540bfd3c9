"""Rebuild the blind2 long-history set from the hand-written scripts in src/.

Script format (src/chat_*.txt):
  !chat <folder> | <chat id> | <title>
  !who <key> | <Full Name> | user<N>
  = YYYY-MM-DD HH:MM        set the clock (UTC)
  +N                        advance the clock by N minutes
  <key>: text [#tag] [^tag] one message; #tag names it for questions, ^tag replies to a tagged one
Files chat_<x>_*.txt are merged by time into one chat.
Every message advances the clock 1-7 minutes (seeded), so ids grow with time.

questions.txt: id | kind | lang | folder:tag, folder:tag | question   (evidence may be empty)
"""
from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
TAG = re.compile(r"\s*\[([#^])([\w.-]+)\]")


def parse_chat(path: Path) -> tuple[str, int, str, dict, list[tuple]]:
    """One script file: its chat header, speakers and timed messages (not yet numbered)."""
    rnd = random.Random(path.name)
    people: dict[str, tuple[str, str]] = {}
    folder = title = ""
    chat_id = 0
    clock = None
    rows: list[tuple] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line.strip() or line.startswith("//"):
            continue
        if line.startswith("!chat "):
            folder, cid, title = [p.strip() for p in line[6:].split("|")]
            chat_id = int(cid)
            continue
        if line.startswith("!who "):
            key, name, uid = [p.strip() for p in line[5:].split("|")]
            people[key] = (name, uid)
            continue
        if line.startswith("= "):
            new = datetime.strptime(line[2:].strip(), "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
            assert clock is None or new > clock, f"clock goes back at {line!r}"
            clock = new
            continue
        if re.fullmatch(r"\+\d+", line.strip()):
            clock += timedelta(minutes=int(line.strip()[1:]))
            continue
        key, _, text = line.partition(":")
        key = key.strip()
        assert key in people, f"unknown speaker {key!r} in {line!r}"
        marks = TAG.findall(text)
        text = TAG.sub("", text).strip()
        assert text, line
        clock += timedelta(minutes=rnd.randint(1, 7), seconds=rnd.randint(0, 59))
        rows.append((clock, people[key], text, marks))
    return folder, chat_id, title, people, rows


def assemble(files: list[Path]) -> tuple[str, dict, dict[str, int]]:
    """All script files of one chat, merged by time and numbered."""
    folder = title = ""
    chat_id = 0
    rows: list[tuple] = []
    for path in files:
        folder, chat_id, t, _, part = parse_chat(path)
        title = title or t
        rows.extend(part)
    rows.sort(key=lambda r: r[0])
    rnd = random.Random(folder)
    next_id = rnd.randint(40, 200)
    tags: dict[str, int] = {}
    msgs = []
    pending_replies = []
    for clock, (name, uid), text, marks in rows:
        next_id += rnd.choice([1, 1, 1, 1, 2, 3])  # deleted/service messages leave gaps
        msg = {
            "id": next_id,
            "type": "message",
            "date": clock.strftime("%Y-%m-%dT%H:%M:%S"),
            "date_unixtime": str(int(clock.timestamp())),
            "from": name,
            "from_id": uid,
        }
        for kind, tag in marks:
            if kind == "^":
                msg["reply_to_message_id"] = tags[tag]
        msg["text"] = text
        msg["text_entities"] = [{"type": "plain", "text": text}]
        for kind, tag in marks:
            if kind == "#":
                assert tag not in tags, f"duplicate tag {tag}"
                tags[tag] = next_id
        msgs.append(msg)
    export = {"name": title, "type": "private_supergroup", "id": chat_id, "messages": msgs}
    return folder, export, tags


def main() -> None:
    all_tags: dict[str, dict[str, int]] = {}
    groups: dict[str, list[Path]] = {}
    for path in sorted(SRC.glob("chat_*.txt")):
        groups.setdefault(path.stem.split("_")[1], []).append(path)
    for files in groups.values():
        folder, export, tags = assemble(files)
        out = ROOT / "exports" / folder / "result.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        all_tags[folder] = tags
        print(f"{folder}: {len(export['messages'])} messages")
    questions = []
    for raw in (SRC / "questions.txt").read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("//"):
            continue
        qid, kind, lang, ev, text = [p.strip() for p in raw.split("|", 4)]
        evidence = []
        for ref in filter(None, (e.strip() for e in ev.split(","))):
            folder, tag = ref.split(":")
            evidence.append({"chat": folder, "message": all_tags[folder][tag]})
        questions.append({"id": qid, "kind": kind, "lang": lang, "today": "2026-12-01",
                          "question": text, "evidence": evidence})
    (ROOT / "questions.json").write_text(
        json.dumps(questions, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"questions: {len(questions)}")


if __name__ == "__main__":
    main()
