"""How the TUI is reached: `vaultmind` alone in a terminal inside a vault opens it
(a real pseudo-terminal here), in a pipe prints the help; no other command, nor
`--help`, ever imports Textual (each checked in a fresh interpreter)."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.functional.conftest import Runner
from tests.functional.test_entry_point import heavy_modules
from vaultmind.cli.commands import ALL_COMMANDS

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("command", [c for c in ALL_COMMANDS if c != "tui"])
def test_no_command_imports_textual(command: str, demo_vault: Path) -> None:
    assert "textual" not in heavy_modules(demo_vault, command, "--help", probe=("textual",))


def test_help_and_bare_commands_do_not_import_textual(demo_vault: Path) -> None:
    assert heavy_modules(demo_vault, "--help", probe=("textual", "vaultmind.ui")) == []
    assert heavy_modules(demo_vault, "status", probe=("textual", "vaultmind.ui")) == []


def test_bare_vaultmind_in_a_pipe_prints_the_whole_help(
    cli_process: Runner, demo_vault: Path
) -> None:
    result = cli_process("--vault", demo_vault)
    assert result.returncode == 2
    assert "tui" in result.stderr and "remember" in result.stderr and "usage:" in result.stderr
    assert result.stdout == ""


def read_until(fd: int, wanted: bytes, timeout: float) -> bytes:
    seen = b""
    deadline = time.monotonic() + timeout
    while wanted not in seen:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"no {wanted!r} on the terminal; saw {seen[-400:]!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    return seen


def test_bare_vaultmind_in_a_terminal_opens_the_tui_and_q_quits(demo_vault: Path) -> None:
    main, child = pty.openpty()
    os.set_blocking(main, True)
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24"}
    process = subprocess.Popen(
        [sys.executable, "-m", "vaultmind"], cwd=demo_vault, env=env,
        stdin=child, stdout=child, stderr=child, close_fds=True,
    )  # fmt: skip
    os.close(child)
    try:
        read_until(main, b"Ingest backlog", 30)
        os.write(main, b"q")
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(main)


def test_tui_outside_a_vault_is_one_line(cli_process: Runner, tmp_path: Path) -> None:
    result = cli_process("tui", "--vault", tmp_path / "nowhere")
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "nowhere" in result.stderr
