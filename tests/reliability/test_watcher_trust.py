"""One-shot commands and a running `vaultmind watch`, as real processes on real files:
with a live, beating watcher they trust the index (no walk of the vault); when it
died, hangs or never held the lock, they walk the vault and still answer correctly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.reliability.conftest import vaultmind
from vaultmind.index.indexer import Indexer, UpdateReport
from vaultmind.index.paths import DataPaths
from vaultmind.index.presence import MAX_BEAT_AGE, WatcherPresence, watcher_keeps_current
from vaultmind.index.watch import VaultWatcher

pytestmark = pytest.mark.slow

DEADLINE = 8.0  # seconds; bounds a stuck watcher, not the usual wait (a fraction of one)
KEPT = "kept current by a running `vaultmind watch`"


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    (root / "People").mkdir(parents=True)
    (root / "Projects").mkdir()
    (root / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', encoding="utf-8")
    maria = "---\ntype: person\n---\n# Maria\n\n## Memory\n- [fact] Likes tea\n"
    (root / "People" / "Maria.md").write_text(maria, encoding="utf-8")
    for i in range(5):
        text = f"# Project {i}\n\nWith [[Maria]], about alpha {i}.\n"
        (root / "Projects" / f"Project {i}.md").write_text(text, encoding="utf-8")
    return root


def run(vault: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """A one-shot `vaultmind` command, as a user types it."""
    done = subprocess.run(
        [sys.executable, "-m", "vaultmind", *args, "--vault", str(vault)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done


def index_says(vault: Path) -> str:
    return run(vault, "index").stderr.strip()


def context(vault: Path) -> str:
    return run(vault, "context", "Maria").stdout


def save_zebra(vault: Path) -> None:
    """A new note linking Maria: her context's backlinks show it once it is indexed."""
    text = "# Zebra\n\nZebrafish plans with [[Maria]].\n"
    (vault / "Projects" / "Zebra.md").write_text(text, encoding="utf-8")


def eventually(check: Callable[[], bool], what: str, deadline: float = DEADLINE) -> float:
    started = time.monotonic()
    while time.monotonic() - started < deadline:
        if check():
            return time.monotonic() - started
        time.sleep(0.05)
    raise AssertionError(f"not within {deadline} s: {what}")


def start_watch(vault: Path) -> subprocess.Popen[str]:
    proc = vaultmind("watch", "--vault", str(vault))
    assert proc.stderr is not None
    summary = proc.stderr.readline()
    line = proc.stderr.readline()
    assert summary.startswith("index "), summary
    assert "watching" in line, line
    return proc


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGCONT)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def watching() -> Iterator[Callable[[Path], subprocess.Popen[str]]]:
    """Start `vaultmind watch` processes; every one is stopped at the end."""
    started: list[subprocess.Popen[str]] = []

    def start(vault: Path) -> subprocess.Popen[str]:
        started.append(start_watch(vault))
        return started[-1]

    yield start
    for proc in started:
        stop(proc)


def trusted(vault: Path) -> bool:
    return KEPT in index_says(vault)


def holder(vault: Path) -> str:
    return (DataPaths.for_vault(vault).root / "watcher.lock").read_text()


def test_a_save_reaches_one_shot_commands_through_the_watcher(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the watcher")
    save_zebra(vault)
    eventually(lambda: "Zebra.md" in run(vault, "search", "zebrafish").stdout, "search finds it")
    assert "- Zebra" in context(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` still defers to the watcher")


@pytest.fixture
def blind_watcher(vault: Path) -> Iterator[WatcherPresence]:
    """This test process poses as a live watcher that sees nothing: it holds the lock
    and keeps the beat fresh, so an edit is indexed only if a command walks the vault."""
    run(vault, "index")
    presence = WatcherPresence(DataPaths.for_vault(vault))
    assert presence.claim()
    done = threading.Event()

    def beat() -> None:
        while not done.is_set():
            presence.beat()
            done.wait(0.1)

    beating = threading.Thread(target=beat)
    beating.start()
    yield presence
    done.set()
    beating.join()
    presence.release()


def test_with_a_live_watcher_one_shot_commands_do_not_walk_the_vault(
    vault: Path, blind_watcher: WatcherPresence
) -> None:
    save_zebra(vault)  # behind the (blind) watcher's back
    assert "- Zebra" not in context(vault)  # trusted the index: no walk, no Zebra
    assert KEPT in index_says(vault)
    blind_watcher.release()  # as a watcher does when it stops (or the kernel, if killed)
    assert "- Zebra" in context(vault)  # no live watcher: one walk finds it


def test_after_the_watcher_is_killed_commands_walk_the_vault(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    proc = watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the watcher")
    proc.kill()
    proc.wait()
    assert (DataPaths.for_vault(vault).root / "watcher.beat").exists()  # nothing cleaned up
    save_zebra(vault)
    assert "- Zebra" in context(vault)  # at once: the kernel let go of the lock
    assert index_says(vault).startswith("index updated")


def test_a_stopped_watcher_is_trusted_no_longer_than_its_beat(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    proc = watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the watcher")
    proc.send_signal(signal.SIGSTOP)  # idle: it holds no index lock
    save_zebra(vault)
    eventually(lambda: "- Zebra" in context(vault), "a walk once the beat is stale")
    assert not trusted(vault)
    proc.send_signal(signal.SIGCONT)
    eventually(lambda: trusted(vault), "the watcher beats again")
    (vault / "Projects" / "Zebra.md").write_text("# Zebra\n\nquokka now\n", encoding="utf-8")
    eventually(lambda: "- Zebra" not in context(vault), "the resumed watcher indexes a save")
    assert proc.poll() is None


def flood_events(vault: Path) -> None:
    """More changes than the kernel queues for a watcher that does not read them
    (fs.inotify.max_queued_events): the events after that are dropped."""
    queued = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text())
    fds = [os.open(vault / f"Flood {i}.md", os.O_WRONLY | os.O_CREAT) for i in (1, 2)]
    try:
        for i in range(queued // 2 + 1000):
            for fd in fds:  # alternating files: the kernel merges repeats of one event
                os.pwrite(fd, b"x", i)
    finally:
        for fd in fds:
            os.close(fd)


def test_a_watcher_that_did_not_run_catches_up_before_it_is_trusted_again(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    """While it is stopped the kernel's event queue overflows and the save after that
    is never reported: the resumed watcher must walk the vault before it beats."""
    data = DataPaths.for_vault(vault)
    proc = watching(vault)
    eventually(lambda: watcher_keeps_current(data), "the watcher beats")
    proc.send_signal(signal.SIGSTOP)
    flood_events(vault)
    save_zebra(vault)
    eventually(lambda: not watcher_keeps_current(data), "the beat goes stale")
    proc.send_signal(signal.SIGCONT)
    eventually(lambda: watcher_keeps_current(data), "the watcher beats again")
    assert "- Zebra" in context(vault)  # trusted, and the watcher's index has it


def test_a_commands_own_write_is_seen_by_the_next_command_at_once(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    """The writer indexes its own paths before it exits; the watcher's beat is fresh,
    so the next process trusts the index — which already has the write."""
    watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the watcher")
    for i in range(3):
        run(vault, "remember", "Maria", f"Plays chess on day {i}", "--kind", "fact")
        assert f"Plays chess on day {i}" in context(vault)


def test_a_second_watcher_takes_over_when_the_first_dies(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    first = watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the first watcher")
    second = watching(vault)  # runs and indexes too, but does not beat: not the holder
    assert holder(vault) == str(first.pid)
    first.kill()
    first.wait()
    eventually(lambda: holder(vault) == str(second.pid), "the second watcher holds the lock")
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the second watcher")
    save_zebra(vault)
    eventually(lambda: "- Zebra" in context(vault), "the second watcher indexes a save")


def test_a_restarted_watcher_is_not_trusted_before_it_has_caught_up(vault: Path) -> None:
    """The beat of a watcher killed a moment ago is still fresh when the next one takes
    the lock: until its own catch-up is done, that beat must not vouch for the index."""
    data = DataPaths.for_vault(vault)
    data.root.mkdir()
    (data.root / "watcher.beat").touch()  # left by a watcher SIGKILLed just now
    during: list[bool] = []
    ready = threading.Event()
    halt = threading.Event()

    def catch_up() -> UpdateReport:
        during.append(watcher_keeps_current(data))
        return Indexer(vault).update()

    presence = WatcherPresence(data)
    watcher = VaultWatcher(vault, Indexer(vault).update_paths, catch_up, presence=presence)
    thread = threading.Thread(
        target=watcher.run, args=(lambda _batch: None, halt, lambda _r: ready.set())
    )
    thread.start()
    try:
        assert ready.wait(DEADLINE)
        assert during == [False]
        assert watcher_keeps_current(data)  # caught up: now it vouches
    finally:
        halt.set()
        thread.join()
    assert not watcher_keeps_current(data)  # stopped: released, beat removed


def test_while_the_watcher_indexes_a_save_commands_do_not_trust_the_index(vault: Path) -> None:
    """From the moment a batch of saves reaches the watcher until it is indexed, the
    index is behind: a command then walks (waiting for the watcher's index lock)
    rather than answer without the save. What is left is the debounce (75 ms)."""
    data = DataPaths.for_vault(vault)
    during: list[bool] = []
    ready = threading.Event()
    halt = threading.Event()
    indexer = Indexer(vault)

    def update(paths: list[str]) -> UpdateReport:
        during.append(watcher_keeps_current(data))
        return indexer.update_paths(paths)

    presence = WatcherPresence(data)
    watcher = VaultWatcher(vault, update, indexer.update, presence=presence)
    thread = threading.Thread(
        target=watcher.run, args=(lambda _batch: None, halt, lambda _r: ready.set())
    )
    thread.start()
    try:
        assert ready.wait(DEADLINE)
        eventually(lambda: watcher_keeps_current(data), "the watcher beats")
        save_zebra(vault)
        eventually(lambda: len(during) > 0, "the watcher sees the save")
        assert during[0] is False
        eventually(lambda: watcher_keeps_current(data), "the watcher beats again")
    finally:
        halt.set()
        thread.join()


def test_a_stream_of_commands_keeps_the_watcher_trusted(
    vault: Path, watching: Callable[[Path], subprocess.Popen[str]]
) -> None:
    """Commands touch `.vaultmind/` (the cache, the locks) all the time; those changes
    are VaultMind's own and must not keep the watcher from beating."""
    watching(vault)
    eventually(lambda: trusted(vault), "`vaultmind index` defers to the watcher")
    beat = DataPaths.for_vault(vault).root / "watcher.beat"
    churn = DataPaths.for_vault(vault).root / "churn"
    ends = time.monotonic() + 3 * MAX_BEAT_AGE
    while time.monotonic() < ends:
        churn.write_text(str(time.monotonic()))  # what every command's cache access does
        time.sleep(0.02)
        assert time.time() - beat.stat().st_mtime < MAX_BEAT_AGE
    assert trusted(vault)
