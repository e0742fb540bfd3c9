"""The in-process runner behind `cli` answers as `python -m vaultmind` does, and one
command leaves nothing behind for the next (see in_process.py)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Result, Runner, hit_paths, ok
from tests.functional.in_process import forget_process_state

COMMANDS = {
    "version": ("--version",),
    "help": ("--help",),
    "command-help": ("search", "--help"),
    "typo": ("serch", "обещал"),
    "bad-choice": ("completion", "fish"),
    "missing-vault": ("search", "обещал", "--vault", "{missing}"),
    "index": ("index", "--vault", "{vault}"),
    "search": ("search", "обещал", "--json", "--vault", "{vault}"),
    "doctor": ("doctor", "--vault", "{vault}"),
    "bad-date": ("remember", "Дима", "Likes tea", "--due", "0001-01-01", "--vault", "{vault}"),
    "remember": ("remember", "Maria", "Likes tea", "--today", "2026-12-02", "--vault", "{vault}"),
}


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
def test_in_process_answers_as_a_real_process(
    cli: Runner, cli_process: Runner, demo_vault: Path, tmp_path: Path, command: tuple[str, ...]
) -> None:
    twin = tmp_path / "twin"
    shutil.copytree(demo_vault, twin)
    missing = tmp_path / "no such vault"
    inside = cli(*(a.format(vault=demo_vault, missing=missing) for a in command))
    real = cli_process(*(a.format(vault=twin, missing=missing) for a in command))
    assert shown(inside, demo_vault) == shown(real, twin)


def shown(result: Result, vault: Path) -> tuple[int, str, str]:
    """Exit code and output, with the vault's path and the time taken left out."""

    def plain(text: str) -> str:
        return re.sub(r"\d+\.\d+ s\b", "T s", text.replace(str(vault), "VAULT"))

    return result.returncode, plain(result.stdout), plain(result.stderr)


def test_environment_and_folder_are_the_command_s_own(
    cli: Runner, write_vault: WriteVault, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    vault = write_vault({"Note.md": "# Note\n\nthe quollword\n"})
    monkeypatch.setenv("VAULTMIND_DEBUG", "1")
    monkeypatch.chdir(tmp_path)
    before = dict(os.environ)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {"VAULTMIND_VAULT": str(vault), "NO_COLOR": None}
    found = cli("search", "quollword", "--json", cwd=elsewhere, env=env)
    assert hit_paths(found) == ["Note.md"]
    assert dict(os.environ) == before and Path.cwd() == tmp_path
    assert "no vault" in cli("search", "quollword", cwd=elsewhere).stderr


def test_a_start_up_variable_asks_for_a_real_process(cli: Runner) -> None:
    with pytest.raises(ValueError, match="run_process"):
        cli("--version", env={"PYTHONIOENCODING": "latin-1"})


def test_a_command_past_its_timeout_stops_and_holds_no_lock(
    cli: Runner, cli_process: Runner, write_vault: WriteVault
) -> None:
    vault = write_vault({f"Notes/N{n}.md": f"# N{n}\n\nword{n} [[N{n + 1}]]\n" for n in range(300)})
    with pytest.raises(subprocess.TimeoutExpired):
        cli("index", "--vault", vault, timeout=0.001)
    from vaultmind.index import lock

    assert lock._LOCKS == {}
    again = cli_process("index", "--vault", vault, env={"VAULTMIND_INDEX_LOCK_TIMEOUT": "0"})
    assert "unchanged" in ok(again).stderr or "added" in again.stderr


def test_a_read_only_vault_s_private_copy_ends_with_its_command(tmp_path: Path) -> None:
    from vaultmind.index.paths import data_elsewhere, keep_data_in

    vault, copy = tmp_path / "vault", tmp_path / "copy"
    copy.mkdir()
    keep_data_in(vault, copy)  # what a query on a read-only vault does (index.readonly)
    forget_process_state()
    assert data_elsewhere(vault) is None and not copy.exists()
