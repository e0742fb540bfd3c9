"""The git side of the merge driver: `%O %A %B` in, the result written into `%A`.

Git's protocol: exit 0 for a clean merge, 1 when the result holds conflicts. Files that
are not UTF-8 text, or anything unexpected, are merged exactly as git itself would
(`git merge-file`), so the driver never does worse than git without it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from vaultmind.memory.merge import merge_note

_LABELS = ("-L", "ours", "-L", "base", "-L", "theirs")


def run_driver(base: Path, ours: Path, theirs: Path, path: str | None, marker_size: int) -> int:
    """Merge into `ours`; 0 clean, 1 conflicted. `ours` is rewritten only if it changes."""
    raw = [file.read_bytes() for file in (base, ours, theirs)]
    try:
        texts = [data.decode("utf-8") for data in raw]
    except UnicodeDecodeError:
        return _as_git(base, ours, theirs, marker_size)
    if any("\x00" in text for text in texts):
        return _as_git(base, ours, theirs, marker_size)
    try:
        merged = merge_note(texts[0], texts[1], texts[2], path=path, marker_size=marker_size)
    except (OSError, ValueError, RecursionError) as exc:
        print(f"vaultmind merge-driver: {path or ours}: {exc}; merged as git does", file=sys.stderr)
        return _as_git(base, ours, theirs, marker_size)
    for note in merged.notes:
        print(f"vaultmind merge-driver: {path or ours}: {note}", file=sys.stderr)
    data = merged.text.encode("utf-8")
    if data != raw[1]:
        ours.write_bytes(data)
    return 1 if merged.conflicted else 0


def _as_git(base: Path, ours: Path, theirs: Path, marker_size: int) -> int:
    files = (ours, base, theirs)
    done = subprocess.run(
        ["git", "merge-file", f"--marker-size={marker_size}", *_LABELS, *map(str, files)],
        check=False,
    )
    return 0 if done.returncode == 0 else 1
