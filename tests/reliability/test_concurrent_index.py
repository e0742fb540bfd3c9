"""Several processes updating one index: serialised by the lock, never corrupted."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from tests.reliability.conftest import make_notes, rebuilt_results, results, vaultmind
from vaultmind.index.indexer import Indexer
from vaultmind.index.lock import writer_lock
from vaultmind.index.paths import DataPaths

pytestmark = pytest.mark.slow  # real processes, many runs: `make quick` leaves them out


def test_two_index_processes_at_once_both_succeed_and_agree(tmp_path: Path) -> None:
    vault = make_notes(tmp_path / "vault", 600)
    procs = [vaultmind("index", "--vault", str(vault)) for _ in range(2)]
    outcomes = [(p.wait(timeout=120), p.stderr.read() if p.stderr else "") for p in procs]
    for code, err in outcomes:
        assert code == 0, err
        assert "Traceback" not in err
    assert results(vault) == rebuilt_results(vault, tmp_path)


def test_a_busy_index_makes_the_writer_wait_then_say_so(notes_vault: Path) -> None:
    Indexer(notes_vault).update()
    lock = DataPaths.for_vault(notes_vault).lock_file
    with writer_lock(lock, timeout=1):
        started = time.monotonic()
        proc = vaultmind(
            "index", "--vault", str(notes_vault), env={"VAULTMIND_INDEX_LOCK_TIMEOUT": "0.5"}
        )
        code = proc.wait(timeout=30)
        waited = time.monotonic() - started
        err = proc.stderr.read() if proc.stderr else ""
    assert code == 1
    assert f"another process (pid {os.getpid()})" in err
    assert len(err.strip().splitlines()) == 1
    assert waited >= 0.5


def test_readers_never_wait_for_the_writer(notes_vault: Path) -> None:
    Indexer(notes_vault).update()
    lock = DataPaths.for_vault(notes_vault).lock_file
    with writer_lock(lock, timeout=1):
        proc = vaultmind("search", "--vault", str(notes_vault), "promised")
        code = proc.wait(timeout=10)
        out = proc.stdout.read() if proc.stdout else ""
    assert code == 0
    assert "Note" in out


def test_killed_mid_build_the_next_run_repairs_everything(tmp_path: Path) -> None:
    vault = make_notes(tmp_path / "vault", 1200)
    Indexer(vault).update()
    (vault / "Projects" / "Note 1.md").write_text("# Changed\n\nomega promised\n", "utf-8")
    (vault / "Projects" / "Note 2.md").unlink()
    for delay in (0.3, 1.0, 2.0):
        proc = vaultmind("index", "--rebuild", "--vault", str(vault))
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert _processes_mentioning(vault) == []  # no orphaned worker holds a lock
    proc = vaultmind("index", "--vault", str(vault))
    assert proc.wait(timeout=120) == 0, proc.stderr.read() if proc.stderr else ""
    assert results(vault) == rebuilt_results(vault, tmp_path)


def _processes_mentioning(vault: Path, wait: float = 5.0) -> list[int]:
    """Live processes whose command line names the vault (whoosh workers inherit it)."""
    deadline = time.monotonic() + wait
    while True:
        found = []
        for entry in Path("/proc").iterdir():
            try:
                cmdline = (entry / "cmdline").read_bytes()
                state = (entry / "stat").read_text().split(") ", 1)[1][0]
            except (OSError, IndexError):
                continue
            if str(vault).encode() in cmdline and state != "Z":
                found.append(int(entry.name))
        if not found or time.monotonic() > deadline:
            return found
        time.sleep(0.1)
