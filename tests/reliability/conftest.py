"""Helpers for tests with real processes, real files and a real whoosh index on disk."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.hostile_sandbox import Sandbox
from vaultmind.index import fulltext
from vaultmind.index.indexer import Indexer
from vaultmind.index.paths import DataPaths


@pytest.fixture
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Sandbox:
    """A scratch place for the hostile-input corpus (vaults, exports, a home)."""
    return Sandbox(tmp_path_factory.mktemp("hostile"))


@pytest.fixture(autouse=True)
def _no_debug(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs here are what a user sees: no tracebacks asked for."""
    monkeypatch.delenv("VAULTMIND_DEBUG", raising=False)


QUERIES = ["обещал", "поставщик", "promised", "deadline", "релиз", "report", "alpha", "omega"]

RU = "Дима обещал прислать отчёт поставщику до пятницы. Релиз перенесли, сроки горят."
EN = "Maria promised the supplier report before the deadline. The release slipped again."


def note_text(i: int) -> str:
    """A small note with Russian and English text and links to its neighbours."""
    words = "alpha" if i % 3 == 0 else "omega"
    return (
        f"---\ntype: {'person' if i % 5 == 0 else 'project'}\ntags: [t{i % 4}]\n---\n"
        f"# Note {i}\n\n{RU if i % 2 else EN} {words} {i}\n\n"
        f"See [[Note {i + 1}]] and [[Note {max(i - 1, 0)}|the one before]].\n"
    )


def make_notes(root: Path, count: int) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    for i in range(count):
        folder = root / ("People" if i % 5 == 0 else "Projects")
        folder.mkdir(exist_ok=True)
        (folder / f"Note {i}.md").write_text(note_text(i), encoding="utf-8")
    return root


def results(vault: Path, queries: list[str] = QUERIES) -> dict[str, list[tuple[str, float]]]:
    """Every query's ranked (path, score) list from the vault's current index."""
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        return {q: [(h.path, h.score) for h in searcher.search(q, limit=50)] for q in queries}
    finally:
        searcher.close()


def rebuilt_results(vault: Path, scratch: Path) -> dict[str, list[tuple[str, float]]]:
    """The same queries on a copy of the vault indexed from nothing."""
    copy = scratch / "rebuilt"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(vault, copy, ignore=shutil.ignore_patterns(".vaultmind"))
    Indexer(copy).update(rebuild=True)
    return results(copy)


def hears_ctrl_c() -> None:
    """In the child: Ctrl-C (SIGINT) as a terminal delivers it. A shell starts background
    jobs with SIGINT ignored, and Python keeps an ignored SIGINT ignored, so a test
    suite run in the background would otherwise never see its Ctrl-C arrive."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# `vaultmind ARGS` sending itself a signal right after the Nth read of the safe-write
# path (each update of an existing note reads it, swaps, then reads the file it
# displaced): the same moment on every machine, however loaded.
SIGNAL_AT_READ = """
import os, sys
from vaultmind.vault import swap, write
real, calls = swap.settled_read, []
def settled_read(fd, timeout=2.0):
    calls.append(fd)
    data = real(fd, timeout)
    if len(calls) == int(sys.argv[2]):
        os.kill(os.getpid(), int(sys.argv[1]))
    return data
write.settled_read = settled_read
from vaultmind.cli import main
sys.exit(main(sys.argv[3:]))
"""


def signalled_at_read(
    signal_number: int, at_read: int, *args: str | Path
) -> subprocess.CompletedProcess[bytes]:
    """Run `vaultmind ARGS` (no model), signalled after its `at_read`th safe-write read."""
    return subprocess.run(
        [sys.executable, "-c", SIGNAL_AT_READ, str(signal_number), str(at_read), *map(str, args)],
        capture_output=True,
        env={**os.environ, "VAULTMIND_MODEL": "none"},
        timeout=300,
        preexec_fn=hears_ctrl_c,
    )


def vaultmind(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "vaultmind", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
        preexec_fn=hears_ctrl_c,
    )


@pytest.fixture
def notes_vault(tmp_path: Path) -> Path:
    return make_notes(tmp_path / "vault", 60)
