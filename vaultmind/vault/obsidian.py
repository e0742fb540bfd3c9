"""What Obsidian's own settings say about which files are part of the vault's content.

The templates folder (core Templates plugin, `.obsidian/templates.json`) holds
placeholders like `{{title}}`, not people or projects, and the user's "Excluded
files" (`userIgnoreFilters` in `.obsidian/app.json`) are excluded on purpose: both
are left out of the index, the graph and doctor.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DEFAULT_TEMPLATES = "Templates"


def templates_folder(root: Path) -> str:
    """The core Templates plugin's folder (default `Templates`)."""
    folder = _read_json(root / ".obsidian" / "templates.json").get("folder")
    return folder.strip("/") if isinstance(folder, str) and folder.strip("/") else DEFAULT_TEMPLATES


def excluded_folders(root: Path) -> tuple[str, ...]:
    """Vault-relative folder prefixes (POSIX, no trailing slash) to leave out."""
    config = root / ".obsidian"
    folders = [templates_folder(root)]
    filters = _read_json(config / "app.json").get("userIgnoreFilters", [])
    if isinstance(filters, list):
        # Obsidian also accepts /regex/ filters; only plain path prefixes are honoured here
        folders.extend(f for f in filters if isinstance(f, str) and not f.startswith("/"))
    return tuple(sorted({f.strip().strip("/") for f in folders if f.strip().strip("/")}))


def is_excluded(rel_path: str, folders: tuple[str, ...]) -> bool:
    return any(rel_path == f or rel_path.startswith(f + "/") for f in folders)


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
