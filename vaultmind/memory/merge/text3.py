"""The user's text merged as git merges it: `git merge-file`, conflicts left as markers.

Runs with wide markers so the result can be read back safely (a line of seven `=` is
a Markdown heading underline), then the markers are narrowed to git's `marker_size`.
A conflict whose two sides are only owned headings, placeholders and blank lines (two
machines each added a different VaultMind section at the end of a note) is no
conflict: both sides are kept, ours first.
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

_WIDE = 41
_LABELS = ("-L", "ours", "-L", "base", "-L", "theirs")
_START, _MIDDLE, _END = "<" * _WIDE, "=" * _WIDE, ">" * _WIDE


def merge_file(base: str, ours: str, theirs: str, marker_size: int = 7) -> tuple[str, bool]:
    """`git merge-file -p` of the three texts: the result and whether it conflicts."""
    with tempfile.TemporaryDirectory(prefix="vaultmind-merge-") as tmp:
        paths = []
        for name, text in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = Path(tmp) / name
            path.write_bytes(text.encode("utf-8", "surrogateescape"))
            paths.append(str(path))
        done = subprocess.run(
            ["git", "merge-file", "-p", f"--marker-size={_WIDE}", *_LABELS, *paths],
            capture_output=True,
            check=False,
        )
    if done.returncode < 0 or done.returncode > 127:
        raise OSError(f"git merge-file failed: {done.stderr.decode(errors='replace').strip()}")
    return done.stdout.decode("utf-8", "surrogateescape"), done.returncode > 0


def settle(text: str, anchors: Callable[[str], bool], marker_size: int) -> tuple[str, bool]:
    """Conflicts between anchor lines only resolved (both sides, ours first), the rest
    narrowed to `marker_size`; whether a conflict remains."""
    out: list[str] = []
    ours: list[str] = []
    theirs: list[str] = []
    state = None
    conflicted = False
    for line in text.splitlines(keepends=True):
        bare = line.rstrip("\r\n")
        if state is None and bare.startswith(_START + " "):
            state, ours, theirs = "ours", [], []
        elif state == "ours" and bare == _MIDDLE:
            state = "theirs"
        elif state == "theirs" and bare.startswith(_END + " "):
            state = None
            if all(anchors(x) for x in ours + theirs):
                out += _both(ours, [x for x in theirs if not x.strip() or x not in ours])
            else:
                conflicted = True
                out += ["<" * marker_size + " ours\n", *ours, "=" * marker_size + "\n"]
                out += [*theirs, ">" * marker_size + " theirs\n"]
        elif state == "ours":
            ours.append(line)
        elif state == "theirs":
            theirs.append(line)
        else:
            out.append(line)
    return "".join(out), conflicted


def _both(ours: list[str], theirs: list[str]) -> list[str]:
    """Ours's lines then theirs's, a blank line between two sections."""
    gap = ours and theirs and ours[-1].strip() and theirs[0].startswith("#")
    return [*ours, "\n", *theirs] if gap else [*ours, *theirs]
