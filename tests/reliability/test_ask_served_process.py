"""`vaultmind ask --no-llm` while `vaultmind watch` runs, as real processes: the
watcher answers, with exactly the answer the process gives on its own; a watcher
killed with -9 leaves its socket behind, and `ask` still answers by itself."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.conftest import vaultmind
from tests.reliability.test_watcher_trust import run, start_watch, stop
from vaultmind.cli.ask_served import NO_WATCHER, socket_path

pytestmark = pytest.mark.slow

QUESTIONS = ("what is overdue?", "что обещала Мария?", "alpha 3")


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    (root / "People").mkdir(parents=True)
    (root / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', encoding="utf-8")
    maria = ("---\ntype: person\n---\n# Мария\n\n## Memory\n- [commitment] Пришлёт смету "
             "[due:: 2026-11-20]\n- [ ] [[Мария]]: book the venue 📅 2026-11-28\n")  # fmt: skip
    (root / "People" / "Мария.md").write_text(maria, encoding="utf-8")
    for i in range(5):
        text = f"# Project {i}\n\nWith [[Мария]], about alpha {i}.\n"
        (root / f"Project {i}.md").write_text(text, encoding="utf-8")
    return root


def ask(vault: Path, question: str, in_process: bool = False) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **({NO_WATCHER: "1"} if in_process else {})}
    return subprocess.run(
        [sys.executable, "-m", "vaultmind", "ask", "--no-llm", "--today", "2026-12-03",
         "--vault", str(vault), question],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip


def test_the_watcher_answers_as_the_process_would(vault: Path) -> None:
    watcher = vaultmind("watch", "--vault", str(vault))
    assert watcher.stderr is not None
    assert watcher.stderr.readline().startswith("index ")
    assert "; answering `ask --no-llm` for other processes" in watcher.stderr.readline()
    try:
        served = [ask(vault, q) for q in QUESTIONS]
        alone = [ask(vault, q, in_process=True) for q in QUESTIONS]
    finally:
        stop(watcher)
    assert watcher.stderr is not None
    said = watcher.stderr.read()
    assert [(d.returncode, d.stdout, d.stderr) for d in served] == [
        (d.returncode, d.stdout, d.stderr) for d in alone
    ]
    assert "book the venue" in served[0].stdout and "Пришлёт смету" in served[1].stdout
    assert f"answered {len(QUESTIONS)} `ask` question(s)" in said
    path = socket_path(vault)
    assert path is not None and not path.exists()  # a watcher that stopped cleans up


def test_a_killed_watcher_leaves_ask_answering_by_itself(vault: Path) -> None:
    watcher = start_watch(vault)
    path = socket_path(vault)
    assert path is not None and path.exists()
    watcher.send_signal(signal.SIGKILL)
    watcher.wait()
    assert path.exists()  # nobody removed it
    done = ask(vault, "what is overdue?")
    assert done.returncode == 0, done.stderr
    assert "book the venue" in done.stdout
    stop(watcher)


def test_a_terminated_watcher_cleans_up_its_socket(vault: Path) -> None:
    watcher = start_watch(vault)
    path = socket_path(vault)
    assert path is not None and path.exists()
    watcher.send_signal(signal.SIGTERM)
    assert watcher.wait(timeout=10) == 0
    assert not path.exists()


def status(vault: Path) -> str:
    return run(vault, "status").stdout


def test_status_says_whether_a_watcher_keeps_the_index_and_answers_ask(vault: Path) -> None:
    assert "watcher: none" in status(vault)
    watcher = start_watch(vault)
    try:
        assert "watcher: running: the index is current, and it answers `ask" in status(vault)
    finally:
        stop(watcher)
    assert "watcher: none" in status(vault)
