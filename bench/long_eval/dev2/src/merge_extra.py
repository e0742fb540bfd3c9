"""One-off helper used while writing: merge day blocks of an extra file into a chat source.
Messages of a day that already exists go after that day's messages; new days are inserted in order."""
import sys
from pathlib import Path


def blocks(text):
    head, days, cur = [], {}, None
    for line in text.splitlines():
        if line.startswith("@"):
            cur = line.strip()[1:]
            days.setdefault(cur, [])
        elif cur is None:
            head.append(line)
        elif line.strip():
            days[cur].append(line)
    return head, days


main_path, extra_path = Path(sys.argv[1]), Path(sys.argv[2])
head, days = blocks(main_path.read_text(encoding="utf-8"))
_, extra = blocks(extra_path.read_text(encoding="utf-8"))
for d, lines in extra.items():
    days.setdefault(d, []).extend(lines)
out = head[:]
for d in sorted(days):
    out.append("@" + d)
    out.extend(days[d])
main_path.write_text("\n".join(out) + "\n", encoding="utf-8")
