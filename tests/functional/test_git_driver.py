"""The merge driver as git calls it, and its registration by the first write."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, ok, run_process
from tests.reliability.git_clones import git_identity  # noqa: F401 (autouse)

BASE = "# P\n\nText.\n\n## Memory\n- [fact] One ^m-aaaaaa\n"


def _files(tmp_path: Path, base: str, ours: str | bytes, theirs: str) -> list[Path]:
    found = []
    for name, text in (("O", base), ("A", ours), ("B", theirs)):
        path = tmp_path / name
        path.write_bytes(text.encode() if isinstance(text, str) else text)
        found.append(path)
    return found


def test_the_driver_writes_the_merge_into_ours_and_exits_0(tmp_path: Path) -> None:
    base, ours, theirs = _files(
        tmp_path, BASE, BASE + "- [fact] Two ^m-bbbbbb\n", BASE + "- [fact] Three ^m-cccccc\n"
    )
    done = run_process("merge-driver", "--marker-size", "7", base, ours, theirs, "People/P.md")
    assert done.returncode == 0, done.stderr
    assert ours.read_text() == BASE + "- [fact] Two ^m-bbbbbb\n- [fact] Three ^m-cccccc\n"


def test_a_conflict_exits_1_with_markers_in_ours(tmp_path: Path) -> None:
    base, ours, theirs = _files(
        tmp_path, BASE, BASE.replace("Text.", "Ours."), BASE.replace("Text.", "Theirs.")
    )
    done = run_process("merge-driver", base, ours, theirs, "People/P.md")
    assert done.returncode == 1
    assert "<<<<<<< ours\nOurs.\n=======\nTheirs.\n>>>>>>> theirs\n" in ours.read_text()


def test_nothing_is_written_when_nothing_changes(tmp_path: Path) -> None:
    base, ours, theirs = _files(tmp_path, BASE, BASE + "- [fact] Two ^m-bbbbbb\n", BASE)
    os.utime(ours, ns=(1_000_000_000, 1_000_000_000))
    ok(run_process("merge-driver", base, ours, theirs, "People/P.md"))
    assert ours.stat().st_mtime_ns == 1_000_000_000


def test_text_that_is_not_utf8_is_merged_as_git_would(tmp_path: Path) -> None:
    latin = "# P\n\nCaf\xe9.\n".encode("latin-1")
    base, ours, theirs = _files(tmp_path, "# P\n\nCafe.\n", latin, "# P\n\nCafe.\n")
    base.write_bytes(latin)
    theirs.write_bytes(latin + b"More.\n")
    ok(run_process("merge-driver", base, ours, theirs, "People/P.md"))
    assert ours.read_bytes() == latin + b"More.\n"


def test_the_driver_is_not_in_the_help(cli: Runner) -> None:
    assert "merge-driver" not in ok(cli("--help")).stdout
    assert "sync" in ok(cli("--help")).stdout


def _git(cwd: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_the_first_write_into_a_git_work_tree_registers_the_driver(
    write_vault: WriteVault, cli: Runner
) -> None:
    vault = write_vault({"People/P.md": "---\ntype: person\n---\n# P\n"})
    _git(vault, "init", "-q")
    ok(cli("search", "P", "--vault", vault))
    assert not (vault / ".gitattributes").exists()  # a read-only command runs no git
    ok(cli("remember", "P", "Likes tea", "--vault", vault))
    assert "*.md merge=vaultmind" in (vault / ".gitattributes").read_text().splitlines()
    assert ".vaultmind/" in (vault / ".gitignore").read_text().splitlines()
    driver = _git(vault, "config", "--local", "merge.vaultmind.driver")
    assert driver.startswith(f"{sys.executable} -m vaultmind merge-driver")
    assert "merge-driver --marker-size %L --conflict-exit 3 %O %A %B %P;" in driver
    assert _git(vault, "check-attr", "merge", "People/P.md").endswith("merge: vaultmind")
    ok(cli("remember", "P", "Likes coffee", "--vault", vault))
    assert (vault / ".gitattributes").read_text().count("merge=vaultmind") == 1


def test_no_git_no_registration(write_vault: WriteVault, cli: Runner) -> None:
    vault = write_vault({"People/P.md": "---\ntype: person\n---\n# P\n"})
    ok(cli("remember", "P", "Likes tea", "--vault", vault))
    assert not (vault / ".gitattributes").exists()


@pytest.mark.parametrize("existing", ["*.png binary", "*.png binary\r\n"])
def test_an_existing_gitattributes_gets_its_lines_added(
    write_vault: WriteVault, cli: Runner, existing: str
) -> None:
    vault = write_vault({"People/P.md": "# P\n", ".gitattributes": existing})
    _git(vault, "init", "-q")
    ok(cli("remember", "P", "Likes tea", "--vault", vault))
    newline = "\r\n" if "\r\n" in existing else "\n"
    added = ("*.md merge=vaultmind", ".review/*.jsonl merge=union")  # the review inbox's records
    expected = existing.rstrip("\r\n") + "".join(newline + line for line in added) + newline
    assert (vault / ".gitattributes").read_bytes().decode() == expected


def test_the_driver_line_quotes_an_interpreter_path_with_spaces() -> None:
    from vaultmind.vault.git_setup import driver_command

    line = driver_command("/opt/my tools/bin/python3")
    assert line.startswith("'/opt/my tools/bin/python3' -m vaultmind merge-driver ")


def test_a_stale_driver_line_is_set_again(write_vault: WriteVault, cli: Runner) -> None:
    vault = write_vault({"People/P.md": "# P\n"})
    _git(vault, "init", "-q")
    _git(vault, "config", "merge.vaultmind.driver", "/gone/python -m vaultmind merge-driver")
    ok(cli("remember", "P", "Likes tea", "--vault", vault))
    assert _git(vault, "config", "merge.vaultmind.driver").startswith(sys.executable)
