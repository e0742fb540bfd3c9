"""Notes changed on a day: by git history in a git work tree, else by mtime."""

from __future__ import annotations

import os
import subprocess
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from vaultmind.agent.reflect.history import changed_on


def _git(root: Path, *args: str, when: str = "") -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@x"}  # fmt: skip
    if when:
        env |= {"GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}
    subprocess.run(["git", "-C", str(root), *args], check=True, env=env, capture_output=True)


def test_git_history_names_the_days_commits(write_vault: WriteVault) -> None:
    root = write_vault({"Notes/Старое.md": "# old\n", "Notes/Ретро.md": "# retro\n"})
    _git(root, "init", "-q")
    _git(root, "add", "Notes/Старое.md")
    _git(root, "commit", "-qm", "old", when="2026-12-01T10:00:00+00:00")
    _git(root, "add", "Notes/Ретро.md")
    _git(root, "commit", "-qm", "retro", when="2026-12-03T23:30:00+00:00")  # Dec 4 in Moscow
    assert changed_on(root, date(2026, 12, 3), "UTC") == {"Notes/Ретро.md"}
    assert changed_on(root, date(2026, 12, 4), "Europe/Moscow") == {"Notes/Ретро.md"}
    assert changed_on(root, date(2026, 12, 3), "Europe/Moscow") == set()


def test_without_git_the_mtime(write_vault: WriteVault) -> None:
    root = write_vault({"Notes/A.md": "# a\n", "Notes/B.md": "# b\n"})
    os.utime(root / "Notes/A.md", (1796212800, 1796212800))  # 2026-12-02 12:00 UTC
    os.utime(root / "Notes/B.md", (1796040000, 1796040000))  # 2026-11-30 12:00 UTC
    assert changed_on(root, date(2026, 12, 2), "UTC") == {"Notes/A.md"}
