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

from tests.reliability.test_memory_writes import CTX, DAY, DIMA, processes
from vaultmind.service import VaultService
from vaultmind.vault.parse import parse_note

EDITORS = 4
SAVES = 25_000  # per editor: 100 000 appended lines in all
WRITERS = 2


def append_lines(path: str, editor: int, seed: int) -> None:
    """Worker: one save per line; every 8th save holds the file open ~1 ms first."""
    chance = random.Random(seed)
    note = Path(path)
    for n in range(SAVES):
        with note.open("ab") as handle:
            if n % 8 == 0:
                time.sleep(chance.uniform(0, 0.002))
            handle.write(f"U{editor}.{n}\n".encode())
        if n % 64 == 0:
            time.sleep(0.001)


def remember_until(vault: str, writer: int, stop: Any, done: Any) -> None:
    """Worker: remember one memory after another until told to stop; report which landed."""
    from vaultmind.errors import VaultMindError
    from vaultmind.memory.store import NewMemory

    service = VaultService(Path(vault))
    landed, refused, n = [], 0, 0
    while not stop.is_set():
        text = f"Race memo {writer}-{n} {random.getrandbits(40):x}"
        n += 1
        try:
            service.remember("Дмитрий Кузнецов", NewMemory("fact", text), DAY)
        except VaultMindError:
            refused += 1  # "kept changing": allowed, as long as nothing is lost
            continue
        landed.append(text)
    done.put((landed, refused))


def test_no_appended_line_is_lost_while_memories_are_written(demo_vault: Path) -> None:
    VaultService(demo_vault).update_index()
    note = demo_vault / DIMA
    stop, done = CTX.Event(), CTX.Queue()
    editors = [CTX.Process(target=append_lines, args=(str(note), e, e)) for e in range(EDITORS)]
    writers = [
        CTX.Process(target=remember_until, args=(str(demo_vault), w, stop, done))
        for w in range(WRITERS)
    ]
    with processes(*writers, *editors):
        for editor in editors:
            editor.join(600)
        stop.set()
        reports = [done.get(timeout=120) for _ in writers]
    assert [p.exitcode for p in (*editors, *writers)] == [0] * (EDITORS + WRITERS)
    text = note.read_text(encoding="utf-8")
    lines = text.splitlines()
    user = [line for line in lines if line.startswith("U") and "." in line]
    assert len(user) == len(set(user)) == EDITORS * SAVES  # every save, once
    landed = [memo for found, _ in reports for memo in found]
    assert len(landed) >= 20, reports  # the writers really wrote while the editors saved
    for memo in landed:
        assert text.count(f"] {memo} [") == 1, memo
    assert parse_note(DIMA, text).problems == ()
    assert sorted(p.name for p in note.parent.iterdir() if "Дмитрий" in p.name) == [note.name]
