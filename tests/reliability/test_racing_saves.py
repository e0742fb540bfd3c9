"""Saves racing VaultMind's writes of the same note: not one line may be lost.

Real processes on real files. Editors append a line per save, as fast as a machine
allows, some holding the file open for a moment between opening and writing (the
save that lands in the old file after VaultMind has swapped in the new one), while
writers `remember` one memory after another into the same note.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.test_memory_writes import CTX, DAY, DIMA, processes
from vaultmind.service import VaultService
from vaultmind.vault.parse import parse_note

EDITORS = 4
SAVES = 25_000  # per editor at least: 100 000 appended lines in all
WRITERS = 3
RACED_WRITES = 12  # editors go on saving until the writers have written this many times


def append_lines(path: str, editor: int, written: Any, saved: Any) -> None:
    """Worker: one save per line; every 8th save holds the file open ~1 ms first.
    Reports how many lines it appended."""
    chance = random.Random(editor)
    note, n = Path(path), 0
    deadline = time.monotonic() + 300
    while n < SAVES or (written.value < RACED_WRITES and time.monotonic() < deadline):
        with note.open("ab") as handle:
            if n % 8 == 0:
                time.sleep(chance.uniform(0, 0.002))
            handle.write(f"U{editor}.{n}\n".encode())
        n += 1
        if n % 64 == 0 or n > SAVES:  # past the count, slowly: let the writers catch up
            time.sleep(0.001 if n <= SAVES else 0.005)
    saved.put(n)


def remember_until(vault: str, writer: int, stop: Any, done: Any, written: Any) -> None:
    """Worker: remember one memory after another until told to stop; report which landed.

    Writer 0 goes through `remember` as the CLI does (which also re-indexes the growing
    note each time); the others write through the memory store inside a logged job,
    the same safe-write path without the index, so that many more writes race."""
    from vaultmind.errors import VaultMindError
    from vaultmind.index.journal import Journal
    from vaultmind.memory.store import MemoryStore, NewMemory

    service, store = VaultService(Path(vault)), MemoryStore(Path(vault))
    landed, refused, n = [], 0, 0
    while not stop.is_set():
        text = f"Race memo {writer}-{n} {random.getrandbits(40):x}"
        n += 1
        try:
            if writer == 0:
                service.remember("Дмитрий Кузнецов", NewMemory("fact", text), DAY)
            else:
                with Journal(Path(vault)).job(f"race {writer}"):
                    store.add(DIMA, NewMemory("fact", text), DAY)
        except VaultMindError:
            refused += 1  # "kept changing": allowed, as long as nothing is lost
            continue
        landed.append(text)
        with written.get_lock():
            written.value += 1
    done.put((landed, refused))


@pytest.mark.slow
def test_no_appended_line_is_lost_while_memories_are_written(demo_vault: Path) -> None:
    VaultService(demo_vault).update_index()
    note = demo_vault / DIMA
    stop, done, saved, written = CTX.Event(), CTX.Queue(), CTX.Queue(), CTX.Value("i", 0)
    editors = [
        CTX.Process(target=append_lines, args=(str(note), e, written, saved))
        for e in range(EDITORS)
    ]
    writers = [
        CTX.Process(target=remember_until, args=(str(demo_vault), w, stop, done, written))
        for w in range(WRITERS)
    ]
    with processes(*writers, *editors):
        appended = sum(saved.get(timeout=600) for _ in editors)
        stop.set()
        reports = [done.get(timeout=120) for _ in writers]
    assert [p.exitcode for p in (*editors, *writers)] == [0] * (EDITORS + WRITERS)
    text = note.read_text(encoding="utf-8")
    lines = text.splitlines()
    user = [line for line in lines if line.startswith("U") and "." in line]
    assert appended >= EDITORS * SAVES
    assert len(user) == len(set(user)) == appended  # every save, once
    landed = [memo for found, _ in reports for memo in found]
    assert len(landed) >= RACED_WRITES, reports  # they really wrote while the editors saved
    for memo in landed:
        assert text.count(f"] {memo} [") == 1, memo
    assert parse_note(DIMA, text).problems == ()
    assert sorted(p.name for p in note.parent.iterdir() if "Дмитрий" in p.name) == [note.name]
