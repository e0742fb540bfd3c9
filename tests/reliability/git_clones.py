"""Real git repositories for the sync tests: a bare remote and clones of it in tmp_path."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

PERSON = """---
type: person
aliases: [Дима]
---
# Дмитрий Кузнецов

Works on the CRM. Anything the user writes stays exactly as written.

## Memory
- [fact] Works here since 2024 [confidence:: 1.0] [by:: user] ^m-q7cdez
- [commitment] Send the supplier report [due:: 2026-12-10] [confidence:: 0.9] [by:: user] ^m-r6bzka

## Notes
Met at the offsite.
"""


@pytest.fixture(autouse=True)
def git_identity(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Commits without the machine's own git settings."""
    for key in ("AUTHOR", "COMMITTER"):
        monkeypatch.setenv(f"GIT_{key}_NAME", "Test")
        monkeypatch.setenv(f"GIT_{key}_EMAIL", "test@example.com")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "gitconfig"))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    (tmp_path / "gitconfig").write_text(
        "[init]\n\tdefaultBranch = main\n[pull]\n\trebase = false\n"
    )


def git(cwd: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        ["git", *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=60
    )
    if check:
        assert done.returncode == 0, f"git {' '.join(args)}: {done.stdout}{done.stderr}"
    return done


def remote_with_vault(root: Path, files: dict[str, str]) -> Path:
    """A bare repository holding one commit of a vault made of `files`."""
    remote = root / "remote.git"
    git(root, "init", "--bare", "-q", str(remote))
    seed = root / "seed"
    seed.mkdir()
    (seed / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', encoding="utf-8")
    (seed / ".gitignore").write_text(".vaultmind/\n", encoding="utf-8")  # as `init` makes it
    for rel, text in files.items():
        (seed / rel).parent.mkdir(parents=True, exist_ok=True)
        (seed / rel).write_text(text, encoding="utf-8")
    git(seed, "init", "-q")
    git(seed, "add", "-A")
    git(seed, "commit", "-q", "-m", "vault")
    git(seed, "push", "-q", str(remote), "HEAD:main")
    return remote


def clone(remote: Path, where: Path) -> Path:
    git(remote.parent, "clone", "-q", str(remote), str(where))
    return where


def commit_all(clone_dir: Path, message: str) -> None:
    git(clone_dir, "add", "-A")
    git(clone_dir, "commit", "-q", "-m", message)
