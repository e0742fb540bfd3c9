"""`vaultmind watch` as a real process keeps the index current as files change."""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from pathlib import Path
from subprocess import Popen

import pytest

from tests.reliability.conftest import vaultmind
from vaultmind.index import fulltext
from vaultmind.index.paths import DataPaths

DEADLINE = 10.0  # seconds; the debounce is 75 ms, so this only bounds a stuck watcher


def _paths_for(vault: Path, query: str) -> list[str]:
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        return [hit.path for hit in searcher.search(query)]
    finally:
        searcher.close()


def _eventually(vault: Path, query: str, expected: list[str]) -> float:
    started = time.monotonic()
    while time.monotonic() - started < DEADLINE:
        if _paths_for(vault, query) == expected:
            return time.monotonic() - started
        time.sleep(0.05)
    raise AssertionError(f"{query!r}: still {_paths_for(vault, query)}, wanted {expected}")


@pytest.fixture
def watcher(notes_vault: Path) -> Iterator[Popen[str]]:
    proc = vaultmind("watch", "--vault", str(notes_vault))
    assert proc.stderr is not None
    summary = proc.stderr.readline()  # the initial index is built before these lines
    line = proc.stderr.readline()
    assert summary.startswith("index rebuilt"), summary
    assert "watching" in line, line
    yield proc
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=30)


def test_new_changed_renamed_and_deleted_notes_reach_the_index(
    notes_vault: Path, watcher: Popen[str]
) -> None:
    new = notes_vault / "Daily" / "2026-12-02.md"
    new.parent.mkdir()
    new.write_text("Сегодня Дима пообещал zebrafish к пятнице.\n", encoding="utf-8")
    _eventually(notes_vault, "zebrafish", ["Daily/2026-12-02.md"])

    new.write_text("Now it says quokka instead.\n", encoding="utf-8")
    _eventually(notes_vault, "quokka", ["Daily/2026-12-02.md"])
    _eventually(notes_vault, "zebrafish", [])

    renamed = notes_vault / "Daily" / "Renamed.md"
    new.rename(renamed)
    _eventually(notes_vault, "quokka", ["Daily/Renamed.md"])

    renamed.unlink()
    _eventually(notes_vault, "quokka", [])


def test_index_writes_do_not_trigger_the_watcher_again(
    notes_vault: Path, watcher: Popen[str]
) -> None:
    (notes_vault / "Projects" / "Note 1.md").write_text("# One\n\nplatypus\n", encoding="utf-8")
    _eventually(notes_vault, "platypus", ["Projects/Note 1.md"])
    time.sleep(1.0)  # had .vaultmind/ writes re-triggered it, more reports would follow
    watcher.send_signal(signal.SIGINT)
    _, err = watcher.communicate(timeout=30)
    reports = [line for line in err.splitlines() if line.startswith("index updated")]
    assert len(reports) == 1, err
