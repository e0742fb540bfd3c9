"""Files the user dropped into `Sources/` (meeting notes, an export), waiting for ingest.

Everything under `Sources/` with a text or export suffix, except what VaultMind wrote
itself (`type: source` in the frontmatter), archived chat sessions (`Sources/chat/`)
and README files (the folder's own documentation). The dropped file is only read:
its messages are copied into `Sources/<source>/<chat>/<day>.md`, where block ids give
every memory its evidence, and the user's own file stays exactly as it is.
"""

from __future__ import annotations

import re
from pathlib import Path

SUFFIXES = frozenset({".md", ".markdown", ".txt", ".json", ".jsonl", ".ndjson"})
ARCHIVED = "chat"  # Sources/chat/: archived chat sessions with the local model
_OURS = re.compile(rb"\A(?:\xef\xbb\xbf)?---\r?\n(?:(?!---)[^\n]*\n)*?type:[ \t]*source[ \t]*\r?\n")
_HEAD_BYTES = 4096


def dropped_files(vault: Path) -> list[Path]:
    """Sorted; hidden files and folders are not part of the vault and are skipped."""
    sources = vault / "Sources"
    if not sources.is_dir():
        return []
    found = []
    for path in sources.rglob("*"):
        relative = path.relative_to(sources).parts
        if any(part.startswith(".") for part in relative) or relative[0] == ARCHIVED:
            continue
        if path.stem.casefold() == "readme":
            continue
        if path.suffix.lower() in SUFFIXES and path.is_file() and not _written_by_us(path):
            found.append(path)
    return sorted(found)


def _written_by_us(path: Path) -> bool:
    with path.open("rb") as file:
        return bool(_OURS.match(file.read(_HEAD_BYTES)))
