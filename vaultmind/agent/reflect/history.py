"""Which files changed on a day: by git history when the vault is a git work tree
(what was committed that day, on any machine), else by modification time."""

from __future__ import annotations

import os
import subprocess
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

GIT_TIMEOUT = 20.0


def changed_on(vault: Path, day: date, timezone: str) -> set[str]:
    """Vault-relative paths of Markdown files changed on `day` (local to `timezone`)."""
    zone = ZoneInfo(timezone)
    start = datetime.combine(day, time(), zone)
    end = start + timedelta(days=1)
    found = _from_git(vault, start, end) if (vault / ".git").exists() else None
    return found if found is not None else _from_mtime(vault, start, end)


def _from_git(vault: Path, start: datetime, end: datetime) -> set[str] | None:
    """None when git cannot answer (not installed, not a work tree): mtime then."""
    command = [
        "git", "-C", str(vault), "-c", "core.quotepath=off", "log", "--no-renames",
        "--name-only", "--format=",
        f"--since={start.isoformat()}", f"--until={end.isoformat()}", "--", "*.md",
    ]  # fmt: skip
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=GIT_TIMEOUT, check=False,
            env={**os.environ, "GIT_OPTIONAL_LOCKS": "0"}, stdin=subprocess.DEVNULL,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return {line.strip() for line in done.stdout.splitlines() if line.strip()}


def _from_mtime(vault: Path, start: datetime, end: datetime) -> set[str]:
    low, high = start.timestamp(), end.timestamp()
    found = set()
    for file in vault.rglob("*.md"):
        rel = file.relative_to(vault)
        if rel.parts[0].startswith("."):
            continue
        try:
            stamp = file.stat().st_mtime
        except OSError:
            continue
        if low <= stamp < high:
            found.add(rel.as_posix())
    return found
