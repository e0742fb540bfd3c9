"""Which vault a command works on: --vault, else VAULTMIND_VAULT, else the cwd upwards."""

from __future__ import annotations

import os
from pathlib import Path

from vaultmind.errors import VaultNotFoundError

MARKERS = ("vaultmind.toml", ".obsidian")


def find_vault(explicit: str | os.PathLike[str] | None = None, cwd: Path | None = None) -> Path:
    """The vault root; a one-line error if the named path is missing or none is found."""
    if explicit is not None and not os.fspath(explicit).strip():
        raise VaultNotFoundError("--vault needs a path, not an empty name")
    named = explicit or os.environ.get("VAULTMIND_VAULT")
    if named:
        path = Path(named).expanduser()
        if not path.is_dir():
            what = "does not exist" if not path.exists() else "is not a folder"
            raise VaultNotFoundError(f"vault path {path} {what}")
        return path.resolve()
    start = (cwd or Path.cwd()).resolve()
    for folder in (start, *start.parents):
        if any((folder / marker).exists() for marker in MARKERS):
            return folder
    raise VaultNotFoundError(
        f"no vault found in {start} or its parents (looked for vaultmind.toml or .obsidian/); "
        "pass --vault PATH or set VAULTMIND_VAULT"
    )
