"""`vaultmind sync` against a bare remote in tmp_path: commit, pull --rebase, push."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.conftest import assert_one_line_error, ok, run_process
from tests.reliability.git_clones import (  # noqa: F401 (git_identity: autouse)
    PERSON,
    clone,
    commit_all,
    git,
    git_identity,
    remote_with_vault,
)

pytestmark = pytest.mark.slow
NOTE = "People/Дмитрий Кузнецов.md"


def test_sync_commits_pulls_and_pushes_without_derived_data(tmp_path: Path) -> None:
    remote = remote_with_vault(tmp_path, {NOTE: PERSON})
    laptop, desktop = clone(remote, tmp_path / "laptop"), clone(remote, tmp_path / "desktop")
    ok(run_process("remember", "Дима", "Moved to the Berlin office", "--vault", desktop))
    ok(run_process("sync", "--vault", desktop))
    ok(run_process("remember", "Дима", "Prefers tea to coffee", "--vault", laptop))

    synced = ok(run_process("sync", "--vault", laptop))

    assert "committed" in synced.stdout and "pushed" in synced.stdout
    assert git(laptop, "status", "--porcelain").stdout == ""
    tracked = git(laptop, "ls-files").stdout.splitlines()
    assert not any(path.startswith(".vaultmind") for path in tracked)
    assert ".gitattributes" in tracked and ".gitignore" in tracked
    subject = git(laptop, "log", "-1", "--format=%s").stdout
    assert subject.startswith("VaultMind sync from ")
    assert "2 file(s) changed" in subject  # the note, .gitattributes
    body = git(laptop, "log", "-1", "--format=%b").stdout
    assert "VaultMind did:\n- remember Дима\n" in body and NOTE in body
    fresh = clone(remote, tmp_path / "third")
    text = (fresh / NOTE).read_text(encoding="utf-8")
    assert "Moved to the Berlin office" in text and "Prefers tea to coffee" in text
    again = ok(run_process("sync", "--vault", laptop))
    assert "nothing to commit" in again.stdout


def test_sync_stops_on_a_conflict_and_changes_nothing(tmp_path: Path) -> None:
    remote = remote_with_vault(tmp_path, {NOTE: PERSON})
    laptop, desktop = clone(remote, tmp_path / "laptop"), clone(remote, tmp_path / "desktop")
    for place, words in ((desktop, "Met in Tallinn."), (laptop, "Met in Riga.")):
        note = place / NOTE
        note.write_text(note.read_text().replace("Met at the offsite.", words))
    ok(run_process("sync", "--vault", desktop))
    head = git(desktop, "rev-parse", "HEAD").stdout

    stopped = run_process("sync", "--vault", laptop)

    line = assert_one_line_error(stopped, 1)
    assert "conflicts in" in line and "Дмитрий Кузнецов.md" in line and "git pull" in line
    text = (laptop / NOTE).read_text(encoding="utf-8")
    assert "<<<<<<<" not in text and "Met in Riga." in text
    assert git(laptop, "status", "--porcelain").stdout == ""  # committed, no rebase left
    assert git(remote, "rev-parse", "main").stdout == head


def test_sync_outside_git_says_so(write_vault: object, tmp_path: Path) -> None:
    vault = tmp_path / "plain"
    vault.mkdir()
    (vault / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    line = assert_one_line_error(run_process("sync", "--vault", vault), 1)
    assert "not in a git work tree" in line


def test_sync_commits_only_the_vault_not_what_the_user_staged_beside_it(
    tmp_path: Path,
) -> None:
    repo = tmp_path / "home"
    vault = repo / "notes"
    (vault / "People").mkdir(parents=True)
    (vault / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    (vault / NOTE).write_text(PERSON, encoding="utf-8")
    git(repo, "init", "--quiet")
    commit_all(repo, "a vault in a folder of a bigger repository")
    (repo / "draft.txt").write_text("half-written, staged by hand\n", encoding="utf-8")
    git(repo, "add", "draft.txt")
    ok(run_process("remember", "Дима", "Moved to the Berlin office", "--vault", vault))

    ok(run_process("sync", "--vault", vault))

    shown = git(repo, "-c", "core.quotepath=off", "show", "--name-only", "--format=", "HEAD")
    committed = shown.stdout.splitlines()
    assert f"notes/{NOTE}" in committed and "draft.txt" not in committed
    assert git(repo, "diff", "--cached", "--name-only").stdout.split() == ["draft.txt"]


def test_sync_after_a_conflict_resolved_with_git_pull_pushes_the_resolution(
    tmp_path: Path,
) -> None:
    remote = remote_with_vault(tmp_path, {NOTE: PERSON})
    laptop, desktop = clone(remote, tmp_path / "laptop"), clone(remote, tmp_path / "desktop")
    for place, words in ((desktop, "Met in Tallinn."), (laptop, "Met in Riga.")):
        note = place / NOTE
        note.write_text(note.read_text().replace("Met at the offsite.", words))
    ok(run_process("sync", "--vault", desktop))
    assert "git pull" in assert_one_line_error(run_process("sync", "--vault", laptop), 1)
    assert git(laptop, "pull", "-q", check=False).returncode != 0  # as the message says
    resolved = PERSON.replace("Met at the offsite.", "Met in Riga, then in Tallinn.")
    (laptop / NOTE).write_text(resolved, encoding="utf-8")
    commit_all(laptop, "resolved")
    (desktop / "Projects").mkdir()
    (desktop / "Projects/CRM.md").write_text("# CRM\n", encoding="utf-8")
    ok(run_process("sync", "--vault", desktop))  # upstream moves on meanwhile

    first = ok(run_process("sync", "--vault", laptop))

    assert "pushed" in first.stdout
    assert git(remote, "rev-parse", "main").stdout == git(laptop, "rev-parse", "HEAD").stdout
    ok(run_process("remember", "Дима", "Prefers tea to coffee", "--vault", laptop))
    assert "pushed" in ok(run_process("sync", "--vault", laptop)).stdout
    fresh = clone(remote, tmp_path / "third")
    text = (fresh / NOTE).read_text(encoding="utf-8")
    assert "Met in Riga, then in Tallinn." in text and "Prefers tea to coffee" in text
    assert (fresh / "Projects/CRM.md").is_file() and "<<<<<<<" not in text
    assert git(fresh, "rev-list", "--merges", "--count", "HEAD").stdout.strip() != "0"


def test_sync_in_a_bigger_repository_names_the_changed_files_outside_the_vault(
    tmp_path: Path,
) -> None:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "--bare", "-q", str(remote))
    repo = tmp_path / "home"
    vault = repo / "notes"
    (vault / "People").mkdir(parents=True)
    (vault / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    (vault / NOTE).write_text(PERSON, encoding="utf-8")
    code = [repo / "src" / f"m{n:02d}.py" for n in range(12)]
    (repo / "src").mkdir()
    for file in code:
        file.write_text("x = 1\n", encoding="utf-8")
    (repo / "untracked.txt").write_text("not git's business\n", encoding="utf-8")
    git(repo, "init", "--quiet")
    git(repo, "add", "notes", "src")
    git(repo, "commit", "-q", "-m", "a vault in a folder of a bigger repository")
    git(repo, "remote", "add", "origin", str(remote))
    git(repo, "push", "-q", "-u", "origin", "main")
    for file in code:
        file.write_text("x = 2\n", encoding="utf-8")
    ok(run_process("remember", "Дима", "Moved to the Berlin office", "--vault", vault))

    line = assert_one_line_error(run_process("sync", "--vault", vault), 1)

    shown = [f"src/m{n:02d}.py" for n in range(12)]
    assert ", ".join(shown[:10]) + " and 2 more" in line
    assert "untracked.txt" not in line and "commit or stash" in line
    assert "outside the vault" in line and "sync again" in line
    assert git(repo, "status", "--porcelain", "--", "notes").stdout == ""  # the vault committed
    assert git(repo, "diff", "--name-only").stdout.split() == shown  # the rest untouched
