"""Registering VaultMind's merge driver in a vault that lives in a git work tree.

Two halves, as git wants them: `.gitattributes` in the vault (synced: every clone
routes Markdown merges to the driver named `vaultmind`), and the driver's command in
the clone's own `.git/config` (not synced: it names this machine's interpreter).
The command is the absolute path of the Python running VaultMind with `-m vaultmind`,
so a plain `git pull` in any shell finds it, `vaultmind` on PATH or not.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

from vaultmind.vault.write import atomic_write_bytes

ATTRIBUTE = "*.md merge=vaultmind"
REVIEW_ATTRIBUTE = ".review/*.jsonl merge=union"  # append-only records with ids: both sides kept
CONFLICT_EXIT = 3  # the driver's "conflicts left" in the line below: 1 is also Python's own failure
IGNORED = ".vaultmind/"
DRIVER_NAME = "VaultMind: owned sections line by line by id, user text as git merges it"


def work_tree(vault: Path) -> Path | None:
    """The top of the git work tree holding the vault, None when there is none."""
    for folder in (vault, *vault.parents):
        if (folder / ".git").exists():
            return folder
    return None


def driver_command(python: str | None = None) -> str:
    """The `merge.vaultmind.driver` line (git runs it through the shell). Should the
    interpreter or VaultMind be gone, git's own merge runs instead: without it git would
    leave ours in the file, unmarked, and theirs only in the index."""
    exe = shlex.quote(python or sys.executable)
    ours = "-L ours -L base -L theirs %A %O %B"
    return (
        f"{exe} -m vaultmind merge-driver --marker-size %L --conflict-exit {CONFLICT_EXIT} "
        f"%O %A %B %P; s=$?; [ $s -eq 0 ] && exit 0; [ $s -eq {CONFLICT_EXIT} ] && exit 1; "
        f"git merge-file --marker-size=%L {ours} || exit 1"
    )


def ensure_merge_driver(vault: Path) -> bool:
    """Register the driver if the vault is in a git work tree; whether it is one.
    Files are written only when a line is missing, the config only when it differs."""
    top = work_tree(vault)
    if top is None:
        return False
    ensure_line(vault / ".gitattributes", ATTRIBUTE)
    ensure_line(vault / ".gitattributes", REVIEW_ATTRIBUTE)
    ensure_line(vault / ".gitignore", IGNORED)
    if _config(vault, "--get", "merge.vaultmind.driver") != driver_command():
        _config(vault, "merge.vaultmind.name", DRIVER_NAME)
        _config(vault, "merge.vaultmind.driver", driver_command())
    return True


def ensure_line(path: Path, line: str) -> None:
    """`line` in the file (appended, in the file's own line ending) unless already there."""
    data = path.read_bytes() if path.is_file() else b""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return  # never rewrite a file that would not come back byte for byte
    if line in (row.strip() for row in text.splitlines()):
        return
    newline = "\r\n" if "\r\n" in text else "\n"
    sep = "" if not text or text.endswith("\n") else newline
    atomic_write_bytes(path, (text + sep + line + newline).encode("utf-8"))


def _config(vault: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(
            ["git", "-C", str(vault), "config", "--local", *args],
            capture_output=True,
            text=True,
            check=False,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None
