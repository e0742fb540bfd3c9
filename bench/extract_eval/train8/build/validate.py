"""Check labels.json against the chats as the real parsers read them; print labels beside messages.

Run from the worktree root: `python3 bench/extract_eval/train8/build/validate.py [--show]`.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

from vaultmind.agent.ingest.sources.formats.detect import parse_export

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")


def main() -> None:
    show = "--show" in sys.argv
    data = json.loads((ROOT / "labels.json").read_text("utf-8"))
    assert data["today"] == "2026-12-04"
    total = collections.Counter()
    for chat in data["chats"]:
        path = ROOT / chat["file"]
        export = parse_export(path, "Europe/Moscow")
        assert len(export.chats) == 1, chat["file"]
        messages = export.chats[0].messages
        whatsapp = export.chats[0].source == "whatsapp"
        by_msg = {}
        for pos, message in enumerate(messages, start=1):
            by_msg[pos if whatsapp else message.message_id] = message
        times = [message.time for message in messages]
        assert all(a <= b for a, b in zip(times, times[1:])), "time goes backwards"
        assert str(times[0].date()) >= "2026-11-16" and str(times[-1].date()) <= "2026-12-04"
        people = chat["people"]
        assert chat["owner"] in people
        counts = collections.Counter()
        for label in chat["labels"]:
            key = label["msg"] if whatsapp else str(label["msg"])
            assert key in by_msg, (chat["file"], label)
            assert label["kind"] in KINDS, label
            assert label["person"] in people and label["person"] != chat["owner"], label
            assert 1 <= len(label["words"]) <= 3, label
            if "due" in label:
                assert label["kind"] in ("commitment", "postponed"), label
            if label["kind"] == "postponed":
                assert "due" in label, label
            counts[label["kind"]] += 1
        total += counts
        senders = collections.Counter(message.sender for message in messages)
        print(f"{chat['file']}: {len(messages)} messages, skipped {export.chats[0].skipped}, "
              f"{len(chat['labels'])} labels {dict(counts)}")
        print(f"  senders {dict(senders)}")
        if show:
            labels = collections.defaultdict(list)
            for label in chat["labels"]:
                labels[label["msg"] if whatsapp else str(label["msg"])].append(label)
            for key, message in by_msg.items():
                mark = "  " if key not in labels else "=>"
                print(f"{mark} [{key}] {message.time:%m-%d %H:%M} {message.sender}: {message.text}")
                for label in labels.get(key, []):
                    extra = " ".join(f"{k}={label[k]}" for k in ("due", "until") if k in label)
                    print(f"       {label['kind']:10} {label['person']}: {label['words']} {extra}")
    print(f"total: {dict(total)}; lifecycle {total['done'] + total['postponed'] + total['cancelled']}")


if __name__ == "__main__":
    main()
