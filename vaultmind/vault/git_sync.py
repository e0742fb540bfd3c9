"""`vaultmind sync`: commit the vault's changes, `git pull --rebase`, push.

Only the vault's own folder is added (never `.vaultmind/`, which `.gitignore` keeps
out and the pathspec excludes besides). A pull that conflicts is undone at once
(`git rebase --abort`): the local commit stays, the working tree is as before, and
the one-line error says what to do. Once the user has done that (`git pull`, resolved,
committed), the unpushed merge is pulled with a merge, not a rebase, which would drop
it and meet the same conflict again. Nothing is committed while a note holds conflict
markers or a merge is unfinished.
"""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Callable
from pathlib import Path

from vaultmind.errors import GitSyncError
from vaultmind.vault.git_setup import ensure_merge_driver
from vaultmind.vault.syntax import has_conflict_markers

_EXCLUDE = ":(exclude).vaultmind"
_UNMERGED = {"DD", "AU", "UD", "UA", "DU", "AA", "UU"}


def sync(vault: Path, jobs: Callable[[float], list[str]]) -> list[str]:
    """What was done, one line each; a GitSyncError names what stopped it. `jobs`: what
    VaultMind did since a time (the last commit's), for the commit message."""
    if not ensure_merge_driver(vault):
        raise GitSyncError(f"{vault} is not in a git work tree; `git init` or clone it first")
    _check_changes(vault)
    lines = [_commit(vault, jobs)]
    if _git(vault, "rev-parse", "--abbrev-ref", "@{upstream}", check=False).returncode != 0:
        return [*lines, "no upstream branch to pull from or push to: committed here only"]
    _check_outside(vault)
    merging = _unpushed_merges(vault)
    how = ("--no-rebase", "--ff", "--no-edit") if merging else ("--rebase",)
    pulled = _git(vault, "pull", *how, "--quiet", check=False)
    if pulled.returncode != 0:
        conflicted = _conflicted(vault)
        _git(vault, "merge" if merging else "rebase", "--abort", check=False)
        if conflicted:
            raise GitSyncError(
                f"sync stopped: pulling conflicts in {', '.join(conflicted)}; your commit is "
                "kept and nothing was changed; run `git pull` to merge and resolve them"
            )
        raise GitSyncError(f"sync stopped: git pull failed: {_last_line(pulled)}")
    lines.append("pulled")
    pushed = _git(vault, "push", "--quiet", check=False)
    if pushed.returncode != 0:
        raise GitSyncError(f"sync stopped: git push failed: {_last_line(pushed)}")
    return [*lines, "pushed"]


def _check_changes(vault: Path) -> None:
    """Refuses while a merge is unfinished or a changed note holds conflict markers."""
    status = _git(vault, "status", "--porcelain", "-z", "-uall", "--", ".", _EXCLUDE).stdout
    entries = [entry for entry in status.split("\0") if len(entry) > 3]
    unmerged = [entry[3:] for entry in entries if entry[:2] in _UNMERGED]
    if unmerged:
        raise GitSyncError(f"sync stopped: unresolved merge in {', '.join(unmerged)}; resolve it")
    paths = [entry[3:] for entry in entries if entry[:2] != "D "]
    top = Path(_git(vault, "rev-parse", "--show-toplevel").stdout.strip())
    for rel in paths:
        file = top / rel
        if file.suffix == ".md" and file.is_file():
            text = file.read_bytes().decode("utf-8", "replace")
            if has_conflict_markers(text):
                raise GitSyncError(f"sync stopped: {rel} holds git conflict markers; resolve them")


def _check_outside(vault: Path, shown: int = 10) -> None:
    """Refuses to pull while tracked files outside the vault (a vault in a bigger
    repository) have changes git would refuse to pull over, naming them."""
    status = _git(vault, "status", "--porcelain", "-z", "-uno", "--", ":/").stdout.split("\0")
    paths: list[str] = []
    renamed = False
    for entry in status:
        if not renamed and len(entry) > 3:
            paths.append(entry[3:])
        renamed = not renamed and entry[:1] in ("R", "C")  # its old path comes next
    if not paths:
        return
    more = f" and {len(paths) - shown} more" if len(paths) > shown else ""
    raise GitSyncError(
        "sync stopped before pulling (the vault itself is committed): git will not pull "
        "while files outside the vault have uncommitted changes: "
        f"{', '.join(paths[:shown])}{more}; commit or stash them (`git stash`), "
        "then run sync again"
    )


def _commit(vault: Path, jobs: Callable[[float], list[str]]) -> str:
    _git(vault, "add", "-A", "--", ".")  # .gitignore (ensured above) keeps .vaultmind/ out
    staged = _git(vault, "diff", "--cached", "--name-only", "-z", "--", ".").stdout
    changed = [path for path in staged.split("\0") if path]
    if not changed:
        return "nothing to commit"
    count = len(changed)
    subject = f"VaultMind sync from {socket.gethostname()}: {count} file(s) changed"
    last = _git(vault, "log", "-1", "--format=%ct", check=False).stdout.strip()
    done = jobs(float(last) if last.isdigit() else 0.0)
    files = "\n".join(changed[:50]) + ("\n…" if len(changed) > 50 else "")
    parts = (
        [subject, "VaultMind did:\n" + "\n".join(f"- {job}" for job in done)] if done else [subject]
    )
    args = [arg for part in [*parts, files] for arg in ("-m", part)]
    # only the vault's paths: not what the user staged elsewhere in a bigger repository
    _git(vault, "commit", "--quiet", *args, "--", ".")
    return f"committed {count} file(s)"


def _unpushed_merges(vault: Path) -> bool:
    """Whether a merge not pushed yet is in HEAD's history (the user resolved a conflict
    with `git pull`): a rebase would drop it and replay the conflict, so sync merges."""
    found = _git(vault, "rev-list", "--merges", "--count", "@{upstream}..HEAD", check=False)
    return found.stdout.strip() not in ("", "0")


def _conflicted(vault: Path) -> list[str]:
    found = _git(vault, "diff", "--name-only", "--diff-filter=U", check=False).stdout
    return [line for line in found.splitlines() if line]


def _git(vault: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    try:
        done = subprocess.run(
            ["git", "-c", "core.quotepath=false", *args],
            cwd=vault,
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise GitSyncError(f"sync stopped: cannot run git: {exc}") from None
    if check and done.returncode != 0:
        raise GitSyncError(f"sync stopped: git {args[0]} failed: {_last_line(done)}")
    return done


def _last_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line.strip() for line in (done.stderr + done.stdout).splitlines() if line.strip()]
    return lines[-1] if lines else f"exit {done.returncode}"
