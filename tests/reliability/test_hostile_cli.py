"""Every command with bad values: no traceback, no exit 70 for a user's mistake, nothing
written outside the vault, no raw control character on the terminal (issue 8).

In-process (`vaultmind.cli.main(argv)`) for speed; a few real `python -m vaultmind`
processes at the end, for what only a real process shows (bytes that are not UTF-8).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.reliability import hostile_corpus as corpus
from tests.reliability.hostile_sandbox import (
    EXIT_CODES,
    Outcome,
    Sandbox,
    checked_run,
    user_files,
)

pytestmark = pytest.mark.slow  # real processes, many runs: `make quick` leaves them out

# ---------------------------------------------------------------- CLI arguments

EVERY_TEMPLATE_WITH = ("", "\x1b[31mred\x1b[0m", "\x85", "x" * 5000)


_CLI_RUNS: list[Outcome] = []  # shared by the two tests that read them


def cli_outcomes(sandbox: Sandbox) -> list[Outcome]:
    """Every command's every slot with a few values that broke things before."""
    if _CLI_RUNS:
        return _CLI_RUNS
    with sandbox.inside():
        for template in corpus.CLI_TEMPLATES:
            for value in EVERY_TEMPLATE_WITH:
                argv = sandbox.argv(template, value)
                if argv is not None and not _would_block(argv):
                    _CLI_RUNS.append(checked_run(sandbox, argv))
    return _CLI_RUNS


def _would_block(argv: tuple[str, ...]) -> bool:
    """`watch` on a real vault runs until Ctrl-C: only its failures are tried."""
    if argv[0] != "watch":
        return False
    vault = argv[argv.index("--vault") + 1]
    try:
        return bool(vault.strip()) and Path(vault).is_dir()
    except (OSError, ValueError):  # too long, a NUL byte: watch refuses it
        return False


def test_every_command_with_bad_values(sandbox: Sandbox) -> None:
    outcomes = cli_outcomes(sandbox)
    crashed = [(o.argv[:4], o.crashed(), o.err[-300:]) for o in outcomes if o.crashed()]
    assert not crashed
    assert len(outcomes) > 150


def test_every_command_prints_no_raw_control_characters(sandbox: Sandbox) -> None:
    """Depends on issue 8 item 5 where an argument is echoed in a message."""
    raw = [
        (o.argv[:3], corpus.has_raw_control(o.out + o.err))
        for o in cli_outcomes(sandbox)
        if corpus.has_raw_control(o.out + o.err)
    ]
    assert not raw


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(template=st.sampled_from(corpus.CLI_TEMPLATES), value=corpus.hostile_text)
@example(template=("init", "{}"), value="\x9dl/t\x0cc")  # a nested new vault is no write outside
def test_any_command_with_any_value(
    sandbox: Sandbox, template: corpus.Template, value: str
) -> None:
    argv = sandbox.argv(template, value)
    if argv is None or _would_block(argv):
        return
    random.seed()  # hypothesis fixes the global seed per example; whoosh names segments
    with sandbox.inside():  # with it, and one vault sees every example: ids would repeat
        outcome = checked_run(sandbox, argv)
    assert outcome.crashed() is None, (outcome.argv, outcome.err[-500:])


# ---------------------------------------------------------------- real processes


@pytest.mark.parametrize(
    "args",
    [
        ("search", "\x1b[31mred"),
        ("remember", "Maria Lopez", "x" * 3000),
        ("links", "\udcff"),  # a byte that is not UTF-8, as a shell passes it
        ("ingest", "\x1b]0;pwned\x07.json"),
        ("commitments", "--due-within", "99999999999999999999d"),
    ],
)
def test_real_processes(args: tuple[str, ...], demo_vault: Path, tmp_path: Path) -> None:
    argv = [os.fsencode(a) for a in (sys.executable, "-m", "vaultmind", *args)]
    result = subprocess.run(
        [*argv, b"--vault", os.fsencode(demo_vault)],
        cwd=tmp_path,
        capture_output=True,
        timeout=60,
        check=False,
    )
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode in EXIT_CODES and "Traceback" not in err, err
    assert "internal error" not in err, err
    assert list(tmp_path.iterdir()) == [demo_vault], "nothing written in the current folder"


@pytest.mark.parametrize("args", corpus.OUT_OF_RANGE_OPTIONS, ids="-".join)
def test_out_of_range_options_in_real_processes(
    args: tuple[str, ...], demo_vault: Path, tmp_path: Path
) -> None:
    before = user_files(demo_vault)
    result = subprocess.run(
        [sys.executable, "-m", "vaultmind", *args, "--vault", str(demo_vault)],
        cwd=tmp_path, capture_output=True, text=True, timeout=30, check=False,
    )  # fmt: skip
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2 and len(lines) == 1, result.stderr[-500:]
    assert "out of range" in lines[0] or "wants" in lines[0], lines
    assert user_files(demo_vault) == before
