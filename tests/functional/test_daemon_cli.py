"""`vaultmind daemon` as a real process: it starts, is the live watcher, a second one
refuses, and SIGTERM stops it cleanly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.functional.conftest import assert_one_line_error, run_process
from vaultmind.index.paths import DataPaths
from vaultmind.index.presence import watcher_keeps_current

pytestmark = pytest.mark.slow


def _start(vault: Path) -> subprocess.Popen[str]:
    env = {**os.environ}
    env.pop("VAULTMIND_DEBUG", None)
    return subprocess.Popen(
        [sys.executable, "-m", "vaultmind", "daemon", "--tick", "0.2", "--vault", str(vault)],
        env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
    )  # fmt: skip


def test_start_refuse_a_second_and_stop_on_sigterm(demo_vault: Path) -> None:
    daemon = _start(demo_vault)
    try:
        assert daemon.stderr is not None
        first = daemon.stderr.readline()
        assert first.startswith(f"daemon started for {demo_vault}"), first
        second = run_process("daemon", "--vault", demo_vault, timeout=30)
        assert "already runs for this vault" in assert_one_line_error(second, 2)
        data = DataPaths.for_vault(demo_vault)
        deadline = time.monotonic() + 10
        while not watcher_keeps_current(data, 0) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert watcher_keeps_current(data, 0)  # one-shot commands trust its index
        daemon.send_signal(signal.SIGTERM)
        assert daemon.wait(timeout=15) == 0
        assert "daemon stopped" in daemon.stderr.read()
    finally:
        if daemon.poll() is None:
            daemon.kill()
            daemon.wait()
    log = (DataPaths.for_vault(demo_vault).root / "daemon.log").read_text(encoding="utf-8")
    assert "daemon started" in log and "daemon stopped" in log


@pytest.mark.parametrize(
    ("line", "named"),
    [('reflection_time = "7pm"', "reflection_time wants HH:MM, not '7pm'"),
     ('timezone = "Moscow"', "unknown timezone 'Moscow'")],
)  # fmt: skip
def test_bad_settings_at_start_up_are_refused_in_one_line(
    demo_vault: Path, line: str, named: str
) -> None:
    settings = demo_vault / "vaultmind.toml"
    key = line.split(" ")[0]
    kept = [x for x in settings.read_text(encoding="utf-8").splitlines() if not x.startswith(key)]
    settings.write_text("\n".join([*kept, line, ""]), encoding="utf-8")
    refused = run_process("daemon", "--vault", demo_vault, timeout=60)
    assert named in assert_one_line_error(refused, 2)
