"""The completion of a typed path to something ingest takes: a folder, or a file with
one of the suffixes the drop folder takes. Shells complete paths for the CLI; this is
the same for a face with a path box (the TUI), kept beside the facade so the rule of
which files count stays the core's.

Bash's rule, then fish's: the longest prefix every match shares, and once that is
typed, the first match. A suggestion always starts with exactly what was typed."""

from __future__ import annotations

import os
from pathlib import Path

MOST_ENTRIES = 5000  # a folder larger than this is completed from its first entries


def complete_path(typed: str) -> str | None:
    """`typed` made longer, or None: nothing matches, or it cannot be read."""
    if not typed.strip():
        return None
    head, slash, stem = typed.rpartition("/")
    head += slash  # "/tmp/ex" → "/tmp/" and "ex"; "ex" → "" and "ex"
    folder = Path(head).expanduser() if head else Path()
    matches = _matches(folder, stem)
    if not matches:
        return None
    shared = _shared_prefix(matches)
    best = shared if len(shared) > len(stem) else matches[0]
    return head + best if head + best != typed else None


def _shared_prefix(names: list[str]) -> str:
    """The characters every name starts with (names, not path components)."""
    first, last = min(names), max(names)
    size = next((i for i, (a, b) in enumerate(zip(first, last, strict=False)) if a != b),
                min(len(first), len(last)))  # fmt: skip
    return first[:size]


def _matches(folder: Path, stem: str) -> list[str]:
    """Names in `folder` starting with `stem`, folders ending in `/`; sorted, hidden
    ones only when the stem itself starts with a dot."""
    from vaultmind.agent.ingest.sources.dropped_files import SUFFIXES

    found: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for count, entry in enumerate(entries):
                if count >= MOST_ENTRIES:
                    break
                if not entry.name.startswith(stem) or (entry.name[:1] == "." and stem[:1] != "."):
                    continue
                if _is_dir(entry):
                    found.append(entry.name + "/")
                elif Path(entry.name).suffix.lower() in SUFFIXES:
                    found.append(entry.name)
    except OSError:
        return []
    return sorted(found)


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False
