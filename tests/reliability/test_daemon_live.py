"""`vaultmind daemon` as a real process, with the echo model and the clock frozen at
2026-12-03 20:00 in the demo's zone (fault_run.py): a bad or half-saved vaultmind.toml
while it runs never stops it, and SIGTERM stops it within seconds, mid-reflection,
leaving the day for the next run to finish."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.reliability.faults import demo_with_chats
from vaultmind.index import fulltext
from vaultmind.index.paths import DataPaths

pytestmark = pytest.mark.slow  # real processes

DAY = "Daily/2026-12-03.md"  # the frozen evening's day; the day before is done
SECTION = "## Reflection — [["


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo vault with its chats ingested, made once and copied per run."""
    return demo_with_chats(tmp_path_factory.mktemp("daemon") / "demo")


def vault_from(demo: Path, root: Path, reflection_time: str = "19:00") -> Path:
    vault = root / "vault"
    shutil.copytree(demo, vault)
    settings = vault / "vaultmind.toml"
    settings.write_text(setting(settings, reflection_time), encoding="utf-8")
    data = DataPaths.for_vault(vault).root
    data.mkdir(parents=True, exist_ok=True)
    (data / "daemon.json").write_text('{"last": "2026-12-02"}', encoding="utf-8")
    return vault


def setting(settings: Path, reflection_time: str) -> str:
    """vaultmind.toml with the given reflection_time line, everything else as it is."""
    lines = settings.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if not line.startswith("reflection_time")]
    return "".join(kept) + f'reflection_time = "{reflection_time}"\n'


@contextmanager
def daemon(vault: Path, piece_seconds: float = 0.0) -> Iterator[subprocess.Popen[str]]:
    """The daemon with the echo model (streaming each piece after `piece_seconds`)."""
    env = {**os.environ, "FAULT_RUN_PIECE_SECONDS": str(piece_seconds)}
    env.pop("VAULTMIND_DEBUG", None)
    running = subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.fault_run", "count", str(vault), "--",
         "daemon", "--tick", "0.2", "--vault", str(vault)],
        cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        yield running
    finally:
        if running.poll() is None:
            running.kill()
        running.communicate(timeout=30)


def wait_for(what: Callable[[], bool], running: subprocess.Popen[str], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not what():
        assert running.poll() is None, f"the daemon exited {running.returncode}"
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def log_of(vault: Path) -> str:
    try:
        return (DataPaths.for_vault(vault).root / "daemon.log").read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""


def last_day(vault: Path) -> str:
    return (DataPaths.for_vault(vault).root / "daemon.json").read_text(encoding="utf-8")


def found(vault: Path, word: str) -> bool:
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        return any(hit.path == "Projects/Live.md" for hit in searcher.search(word))
    except Exception:  # no index yet, or one being replaced
        return False
    finally:
        searcher.close()


def reflections(vault: Path) -> int:
    daily = vault / DAY
    return daily.read_text(encoding="utf-8").count(SECTION) if daily.exists() else 0


def test_bad_settings_are_named_once_and_the_last_good_ones_kept(
    demo: Path, tmp_path: Path
) -> None:
    vault = vault_from(demo, tmp_path, reflection_time="21:00")  # not due at 20:00
    settings = vault / "vaultmind.toml"
    good = settings.read_text(encoding="utf-8")
    with daemon(vault) as running:
        wait_for(lambda: "daemon started" in log_of(vault), running, 60)
        settings.write_text(good[: good.index("21:") + 3], encoding="utf-8")  # half-saved
        wait_for(lambda: "not valid TOML" in log_of(vault), running, 10)
        settings.write_text(good.replace('"21:00"', '"7pm"'), encoding="utf-8")  # a typo
        wait_for(lambda: "reflection_time wants HH:MM, not '7pm'" in log_of(vault), running, 10)
        (vault / "Projects/Live.md").write_text("# Live\n\nwombat arrives\n", encoding="utf-8")
        wait_for(lambda: found(vault, "wombat"), running, 10)  # the index is still live
        time.sleep(2)  # ten ticks more with the typo
        log = log_of(vault)
        assert log.count("not valid TOML") == 1 and log.count("not '7pm'") == 1, log
        assert "keeps reflections at 21:00 Europe/Moscow" in log, log
        assert reflections(vault) == 0  # 21:00 kept: no fallback to 19:00 reflected early
        settings.write_text(good.replace('"21:00"', '"19:30"'), encoding="utf-8")  # fixed
        wait_for(lambda: "2026-12-03" in last_day(vault), running, 30)
        assert "vaultmind.toml read: reflections at 19:30 Europe/Moscow" in log_of(vault)
        assert reflections(vault) >= 1
        running.send_signal(signal.SIGTERM)
        assert running.wait(timeout=15) == 0


def everyone_writes(vault: Path) -> Path:
    """A message from every person on the reflected day: each day has news, so each
    person's reflection asks the model (a day with nothing new is not asked), and a stop
    lands in a model call rather than between two instant template sections."""
    people = sorted(p.stem for p in (vault / "People").glob("*.md"))
    lines = "".join(
        f"- 10:{i:02d} **{name}**: on it ^tg-7-{i + 1}\n" for i, name in enumerate(people)
    )
    chat = vault / "Sources/telegram/7/2026-12-03.md"
    chat.parent.mkdir(parents=True, exist_ok=True)
    chat.write_text(
        '---\ntype: source\nsource: telegram\nchat: "7"\nchat_title: "Team"\n'
        f"date: 2026-12-03\n---\n# Team — 2026-12-03\n\n{lines}",
        encoding="utf-8",
    )
    return vault


def markdown(vault: Path) -> dict[str, bytes]:
    return {p.relative_to(vault).as_posix(): p.read_bytes() for p in vault.rglob("*.md")
            if ".vaultmind" not in p.parts}  # fmt: skip


def caught_up(vault: Path, piece_seconds: float = 0.0) -> None:
    with daemon(vault, piece_seconds) as running:
        wait_for(lambda: "2026-12-03" in last_day(vault), running, 120)
        running.send_signal(signal.SIGTERM)
        assert running.wait(timeout=15) == 0


def test_sigterm_stops_a_reflection_and_the_next_run_finishes_the_day(
    demo: Path, tmp_path: Path
) -> None:
    reference = everyone_writes(vault_from(demo, tmp_path / "reference"))
    caught_up(reference)  # the day reflected on without a stop
    expected = markdown(reference)
    people = expected[DAY].decode("utf-8").count(SECTION)
    assert people >= 2, "the demo day needs two people for a stop between them"
    vault = everyone_writes(vault_from(demo, tmp_path / "stopped"))
    with daemon(vault, piece_seconds=0.6) as running:  # ~9 s per person's reflection
        wait_for(lambda: reflections(vault) >= 1, running, 120)
        running.send_signal(signal.SIGTERM)  # during the second person's model call
        started = time.monotonic()
        assert running.wait(timeout=30) == 0
        assert time.monotonic() - started < 5.0
    assert 1 <= reflections(vault) < people  # each section whole or not there at all
    assert "2026-12-02" in last_day(vault)  # the day is not marked done
    caught_up(vault)
    assert markdown(vault) == expected  # finished as an unstopped run writes it
