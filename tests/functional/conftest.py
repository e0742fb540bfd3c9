"""Functional tests: the command line as a user runs it, arguments in, text and exit code out.

`cli` runs a command in this process through `vaultmind.cli.main` (fast, isolated as a
process would be); `cli_process` starts `python -m vaultmind` (the entry point, signals,
capabilities, start-up settings). Both inherit the isolated environment of
tests/conftest.py (VAULTMIND_HOME in a temp dir, no VAULTMIND_VAULT, NO_COLOR).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from tests.functional.in_process import run_in_process

Result = subprocess.CompletedProcess[str]
Runner = Callable[..., Result]

# Every subcommand the foundation issue asks for.
SUBCOMMANDS = ("init", "index", "search", "links", "doctor", "watch", "completion")


def run_vaultmind(
    *args: str | Path,
    cwd: Path | None = None,
    env: Mapping[str, str | None] | None = None,
    timeout: float = 60.0,
) -> Result:
    """`vaultmind ARGS` in this process (see in_process.py): what `run_process` would
    return, in milliseconds instead of a Python start-up per command.

    `env` is applied on top of the current environment; a value of None removes the key.
    """
    return run_in_process([str(a) for a in args], env or {}, cwd, timeout)


def run_process(
    *args: str | Path,
    cwd: Path | None = None,
    env: Mapping[str, str | None] | None = None,
    timeout: float = 60.0,
    preexec_fn: Callable[[], None] | None = None,
) -> Result:
    """Run `python -m vaultmind ARGS` as a real process and return it finished (text output):
    for the entry point itself, signals, capabilities, locale and start-up variables.

    `env` is applied on top of the current environment; a value of None removes the key.
    """
    full = dict(os.environ)
    full.pop("VAULTMIND_DEBUG", None)  # a user-visible run, not a debugging one
    for key, value in (env or {}).items():
        if value is None:
            full.pop(key, None)
        else:
            full[key] = value
    return subprocess.run(
        [sys.executable, "-m", "vaultmind", *(str(a) for a in args)],
        cwd=cwd,
        env=full,
        timeout=timeout,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        stdin=subprocess.DEVNULL,
        check=False,
        preexec_fn=preexec_fn,
    )


@pytest.fixture
def cli() -> Runner:
    """The runner, as a fixture: `cli("search", "word", "--vault", vault)`."""
    return run_vaultmind


@pytest.fixture
def cli_process() -> Runner:
    """The real-process runner, as a fixture, for tests that need a process of their own."""
    return run_process


def ok(result: Result) -> Result:
    """Assert a zero exit with a readable failure message; return the result for chaining."""
    assert result.returncode == 0, (
        f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    )
    return result


def assert_one_line_error(result: Result, code: int) -> str:
    """A user error: the expected exit code, nothing on stdout, exactly one stderr line."""
    assert result.returncode == code, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert result.stdout == ""
    return lines[0]


def age_tree(root: Path, seconds: float = 3600.0) -> None:
    """Move every file's mtime into the past, as in a vault that has not just been written."""
    past = time.time() - seconds
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            os.utime(path, (past, past))


def hit_paths(result: Result) -> list[str]:
    """The paths of the hits in `search --json` output."""
    ok(result)
    return [hit["path"] for hit in json.loads(result.stdout)]
