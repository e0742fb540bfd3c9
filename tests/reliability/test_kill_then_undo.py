"""`undo` after a job killed in the middle: the killed job is recognised and undone,
and never an older job in its place (real processes, SIGKILL)."""

from __future__ import annotations

import signal
from datetime import date
from pathlib import Path

import pytest

from tests.functional.conftest import Runner, ok
from tests.functional.conftest import cli as cli
from tests.functional.conftest import cli_process as cli_process
from tests.functional.test_log_undo import SAMPLE, files
from tests.reliability.conftest import signalled_at_read

pytestmark = pytest.mark.slow  # real processes, many runs: `make quick` leaves them out


def killed(at_read: int, *args: str | Path) -> int:
    done = signalled_at_read(signal.SIGKILL, at_read, *args)
    assert done.returncode in (0, -signal.SIGKILL), done.stderr.decode()
    return done.returncode


def killed_remember(vault: Path, text: str) -> bytes:
    """`remember` killed right after its note write is in place (the 2nd read)."""
    assert killed(2, "remember", "Дима", text, "--vault", vault) == -signal.SIGKILL
    return (vault / "People" / "Дмитрий Кузнецов.md").read_bytes()


def test_undo_reverts_the_killed_job_not_the_one_before(cli: Runner, demo_vault: Path) -> None:
    v = ("--vault", str(demo_vault))
    ok(cli("remember", "Дима", "Memory A about tea", *v))
    with_a = files(demo_vault)
    note = killed_remember(demo_vault, "Memory B about coffee")
    assert b"Memory B about coffee" in note  # it was written before the kill
    log = ok(cli("log", *v)).stdout.splitlines()
    assert log[0].split()[:1] == ["2"] and "interrupted" in log[0]
    assert log[1].split()[:1] == ["1"] and "done" in log[1]
    undone = ok(cli("undo", *v))
    assert "undid job 2" in undone.stdout
    assert files(demo_vault) == with_a  # B is gone, A is still there
    assert "undid job 1" in ok(cli("undo", "1", *v)).stdout


def test_undo_of_a_killed_job_by_number(cli: Runner, demo_vault: Path) -> None:
    v = ("--vault", str(demo_vault))
    before = files(demo_vault)
    killed_remember(demo_vault, "Memory B about coffee")
    assert "undid job 1" in ok(cli("undo", "1", *v)).stdout
    assert files(demo_vault) == before


def test_a_killed_ingest_and_its_rerun_are_one_job(cli: Runner, demo_vault: Path) -> None:
    """Killed three times in a row: each re-run continues the job, one undo reverts all."""
    v = ("--vault", str(demo_vault))
    before = files(demo_vault)
    for at_read in (2, 3, 4):
        assert killed(at_read, "ingest", SAMPLE, *v) == -signal.SIGKILL
        assert "interrupted" in ok(cli("log", *v)).stdout
    ok(cli("ingest", str(SAMPLE), *v))
    jobs = ok(cli("log", *v)).stdout.splitlines()
    assert len(jobs) == 1 and "done" in jobs[0], jobs
    ok(cli("undo", *v))
    assert files(demo_vault) == before


def test_a_running_job_is_not_undone(cli_process: Runner, demo_vault: Path) -> None:
    """The job runs in this process; undo, in another one, must see it running."""
    from vaultmind.index.journal import Journal

    journal = Journal(demo_vault)
    with journal.job("remember Дима in progress"):
        from vaultmind.memory.store import NewMemory
        from vaultmind.service import VaultService

        VaultService(demo_vault).remember("Дима", NewMemory("fact", "Half way"), date(2026, 12, 3))
        result = cli_process("undo", "--vault", str(demo_vault))
    assert result.returncode == 2
    assert "still running" in result.stderr and len(result.stderr.strip().splitlines()) == 1
