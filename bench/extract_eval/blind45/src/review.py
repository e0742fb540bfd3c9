"""Print every parsed message beside its labels, for reading the set through:
PYTHONPATH=/work/main /work/main/.venv/bin/python src/review.py [file-substring]"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from vaultmind.agent.ingest.sources.formats import parse_export

OUT = Path(__file__).resolve().parent.parent


def main() -> None:
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    data = json.loads((OUT / "labels.json").read_text("utf-8"))
    for chat in data["chats"]:
        if only not in chat["file"]:
            continue
        parsed = parse_export(OUT / chat["file"], "Europe/Moscow").chats[0]
        print(f"# {chat['file']}  ({len(parsed.messages)} messages, {parsed.skipped} skipped)")
        by_msg = defaultdict(list)
        for label in chat["labels"]:
            by_msg[str(label["msg"])].append(label)
        for i, m in enumerate(parsed.messages, start=1):
            mid = str(i) if parsed.source == "whatsapp" else m.message_id
            media = f" [{m.media}]" if m.media else ""
            print(f"{mid:>5} {m.time:%m-%d %a %H:%M} {m.sender}:{media} {m.text}")
            for label in by_msg.pop(mid, []):
                extra = f" due={label['due']}" if "due" in label else ""
                print(f"        -> {label['kind']:10} {label['person']}: {label['words']}{extra}")
        assert not by_msg, by_msg


if __name__ == "__main__":
    main()
