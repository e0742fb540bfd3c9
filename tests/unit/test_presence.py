"""Whether a one-shot command may trust the index: a live watcher holding the lock
and beating recently (index.presence)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from vaultmind.index.paths import DataPaths
from vaultmind.index.presence import MAX_BEAT_AGE, SETTLE_NS, WatcherPresence, watcher_keeps_current


@pytest.fixture
def data(tmp_path: Path) -> DataPaths:
    return DataPaths(tmp_path / ".vaultmind")


@pytest.fixture
def presence(data: DataPaths) -> Iterator[WatcherPresence]:
    watcher = WatcherPresence(data)
    yield watcher
    watcher.release()


def _age(path: Path, seconds: float) -> None:
    then = time.time_ns() - int(seconds * 1e9)
    os.utime(path, ns=(then, then))


def test_a_claimed_beating_watcher_is_trusted_in_the_same_process(
    data: DataPaths, presence: WatcherPresence
) -> None:
    """flock belongs to an open file description: the check opens its own, so even the
    process that holds the lock (a TUI's watcher thread) sees it held."""
    assert presence.claim()
    assert presence.holds
    assert (data.root / "watcher.lock").read_text() == str(os.getpid())
    assert not watcher_keeps_current(data)  # claimed, but not caught up yet
    presence.beat()
    assert watcher_keeps_current(data)


def test_no_beat_no_trust(data: DataPaths, presence: WatcherPresence) -> None:
    assert not watcher_keeps_current(data)  # not even a .vaultmind/
    assert presence.claim()
    assert not watcher_keeps_current(data)


def test_a_stale_beat_is_not_trusted(data: DataPaths, presence: WatcherPresence) -> None:
    """A watcher that hangs (stopped, stuck on a long update) stops beating."""
    assert presence.claim()
    presence.beat()
    _age(presence.beat_file, MAX_BEAT_AGE + 0.5)
    assert not watcher_keeps_current(data)
    _age(presence.beat_file, MAX_BEAT_AGE - 0.5)
    assert watcher_keeps_current(data)


def test_a_beat_from_the_future_is_not_trusted(data: DataPaths, presence: WatcherPresence) -> None:
    assert presence.claim()
    presence.beat()
    _age(presence.beat_file, -(MAX_BEAT_AGE + 0.5))  # a clock set back since
    assert not watcher_keeps_current(data)


def test_a_beat_without_the_lock_is_a_dead_watchers(data: DataPaths) -> None:
    data.root.mkdir()
    (data.root / "watcher.lock").write_text("12345")
    (data.root / "watcher.beat").touch()
    assert not watcher_keeps_current(data)
    (data.root / "watcher.lock").unlink()
    assert not watcher_keeps_current(data)


def test_a_beat_older_than_our_own_write_is_not_trusted(
    data: DataPaths, presence: WatcherPresence
) -> None:
    """The watcher must have seen our write first (and had time to: SETTLE_NS)."""
    assert presence.claim()
    presence.beat()
    beat = presence.beat_file.stat().st_mtime_ns
    assert watcher_keeps_current(data, since_ns=beat - SETTLE_NS - 1)
    assert not watcher_keeps_current(data, since_ns=beat - SETTLE_NS + 1)
    assert not watcher_keeps_current(data, since_ns=time.time_ns())


def test_a_second_watcher_cannot_claim_while_the_first_holds(
    data: DataPaths, presence: WatcherPresence
) -> None:
    assert presence.claim()
    presence.beat()
    second = WatcherPresence(data)
    assert not second.claim(wait=0.05)
    assert not second.holds
    second.behind()  # a failed update of the second must not drop the holder's beat
    second.release()
    assert watcher_keeps_current(data)
    presence.release()
    assert second.claim(wait=0)
    second.release()


def test_release_stops_trust_at_once(data: DataPaths, presence: WatcherPresence) -> None:
    assert presence.claim()
    presence.beat()
    presence.release()
    assert not presence.holds
    assert not presence.beat_file.exists()
    assert not watcher_keeps_current(data)


def test_behind_stops_trust_until_the_next_beat(data: DataPaths, presence: WatcherPresence) -> None:
    assert presence.claim()
    presence.beat()
    presence.behind()
    assert not watcher_keeps_current(data)
    presence.beat()  # not held back by BEAT_EVERY: an update succeeded again
    assert watcher_keeps_current(data)


def test_a_new_watcher_drops_a_dead_ones_beat(data: DataPaths, presence: WatcherPresence) -> None:
    """A watcher restarted within MAX_BEAT_AGE of the last one's death has not caught up
    yet: the fresh beat it finds vouches for nothing."""
    data.root.mkdir()
    (data.root / "watcher.beat").touch()
    assert presence.claim()
    assert not watcher_keeps_current(data)


HOLD = """
import sys, time
from pathlib import Path
from vaultmind.index.paths import DataPaths
from vaultmind.index.presence import WatcherPresence
presence = WatcherPresence(DataPaths(Path(sys.argv[1])))
assert presence.claim()
presence.beat()
print("held", flush=True)
time.sleep(60)
"""


def test_another_process_holding_the_lock_is_trusted_until_it_dies(data: DataPaths) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(data.root)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline() == "held\n"
        assert watcher_keeps_current(data)
        assert not WatcherPresence(data).claim(wait=0.05)
    finally:
        proc.kill()
        proc.wait()
    assert (data.root / "watcher.beat").exists()  # SIGKILL: no clean-up ran
    assert not watcher_keeps_current(data)  # but the kernel let go of the lock
