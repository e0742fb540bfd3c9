"""Memory writes with real processes and real files: contention, an editor saving, git conflicts.

Workers run in `spawn`ed processes (a fresh interpreter each, like separate CLI runs).
"""

from __future__ import annotations

import hashlib
import itertools
import multiprocessing
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from multiprocessing.synchronize import Barrier, Event
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WriteVault
from tests.reliability.conftest import vaultmind
from vaultmind.memory.dedupe import similar
from vaultmind.service import VaultService
from vaultmind.vault.parse import parse_note

DIMA = "People/Дмитрий Кузнецов.md"
DAY = date(2026, 12, 2)
CTX = multiprocessing.get_context("spawn")


def texts(prefix: str, count: int) -> list[str]:
    """Memory texts no two of which the duplicate guard would take for the same thing."""
    return [
        f"{prefix} {hashlib.sha1(f'{prefix}{i}'.encode()).hexdigest()[:16]}" for i in range(count)
    ]


def add_memories(vault: str, items: list[str], ready: Barrier | None) -> None:
    """Worker: add each text as a fact about Дмитрий Кузнецов, one `remember` at a time."""
    from vaultmind.memory.store import NewMemory

    service = VaultService(Path(vault))
    if ready is not None:
        ready.wait(30)
    for text in items:
        service.remember("Дмитрий Кузнецов", NewMemory("fact", text), DAY)


@contextmanager
def processes(*procs: Any) -> Iterator[None]:
    """Start the processes; afterwards none is left running, whatever happened."""
    for proc in procs:
        proc.start()
    try:
        yield
    finally:
        for proc in procs:
            proc.join(30)
            if proc.is_alive():
                proc.kill()
                proc.join(5)


def check_note(vault: Path, before: bytes, items: list[str]) -> str:
    """Each text in exactly one memory line; without those lines, the file is as it was."""
    text = (vault / DIMA).read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    for item in items:
        assert sum(f"] {item} [" in line for line in lines) == 1, item
    kept = [line for line in lines if not any(f"] {item} [" in line for item in items)]
    assert "".join(kept).encode("utf-8") == before
    note = parse_note(DIMA, text)
    assert note.problems == ()
    assert {m.text for m in note.memories} >= set(items)
    assert not list((vault / "People").glob(".*.tmp"))  # no temporary file left behind
    return text


def test_four_processes_add_forty_memories(demo_vault: Path) -> None:
    VaultService(demo_vault).update_index()
    before = (demo_vault / DIMA).read_bytes()
    batches = [texts(f"worker{w}", 10) for w in range(4)]
    everything = list(itertools.chain(*batches))
    assert not any(similar(a, b) for a, b in itertools.combinations(everything, 2))
    ready = CTX.Barrier(len(batches) + 1)
    workers = [CTX.Process(target=add_memories, args=(str(demo_vault), b, ready)) for b in batches]
    with processes(*workers):
        ready.wait(30)  # every worker has imported VaultMind: they start together
    assert [w.exitcode for w in workers] == [0] * len(workers)
    text = check_note(demo_vault, before, everything)
    assert len(parse_note(DIMA, text).memories) == 4 + 40


def save_in_place(path: Path, change: Callable[[bytes], bytes]) -> bool:
    """An editor's save: rewrite the whole file in place. False if it was replaced meanwhile."""
    with path.open("r+b") as handle:
        data = handle.read()
        inode = os.fstat(handle.fileno()).st_ino
        if path.stat().st_ino != inode:
            return False  # changed on disk since loaded: reload first, like Obsidian
        handle.seek(0)
        handle.write(change(data))
        handle.truncate()
    return path.stat().st_ino == inode  # else the save went to a file just replaced


def with_user_line(line: bytes) -> Callable[[bytes], bytes]:
    def change(data: bytes) -> bytes:
        if line in data:
            return data
        heading = data.index(b"\n# ") + 1
        cut = data.index(b"\n", heading) + 1
        return data[:cut] + line + data[cut:]

    return change


def edit_like_obsidian(path: str, stop: Event, saved: Any) -> None:
    """Worker: type a line at the top of the body and save, every 20 ms, until stopped."""
    note, count, deadline = Path(path), 0, time.monotonic() + 15
    while (not stop.is_set() or count < 3) and time.monotonic() < deadline:
        if save_in_place(note, with_user_line(f"User line {count}\n".encode())):
            count += 1
        time.sleep(0.02)
    saved.put(count)


def race_an_editor(vault: Path) -> tuple[str, list[str], list[str]]:
    """20 memories added while an editor saves: (the note, the memories, the user lines)."""
    VaultService(vault).update_index()
    items = texts("memo", 20)
    stop, saved = CTX.Event(), CTX.Queue()
    editor = CTX.Process(target=edit_like_obsidian, args=(str(vault / DIMA), stop, saved))
    writer = CTX.Process(target=add_memories, args=(str(vault), items, None))
    with processes(editor, writer):
        writer.join(60)
        stop.set()
        count = saved.get(timeout=30)
    assert (writer.exitcode, editor.exitcode) == (0, 0)
    text = (vault / DIMA).read_text(encoding="utf-8")
    assert parse_note(DIMA, text).problems == ()
    return text, items, [f"User line {i}\n" for i in range(count)]


def test_memories_survive_an_editor_saving_meanwhile(demo_vault: Path) -> None:
    text, items, _ = race_an_editor(demo_vault)
    for item in items:
        assert text.count(f"] {item} [") == 1, item


def test_user_lines_survive_memories_added_meanwhile(demo_vault: Path) -> None:
    text, _, lines = race_an_editor(demo_vault)
    assert [line for line in lines if line not in text] == []


def remember_with_slow_disk(vault: str, paused: Event, resume: Event) -> None:
    """Worker: one `remember`, whose fsync of the note's temp file waits for `resume`."""
    real_fsync = os.fsync

    def slow_fsync(fd: Any) -> None:
        number = fd if isinstance(fd, int) else fd.fileno()
        name = str(Path(f"/proc/self/fd/{number}").readlink())
        if name.endswith(".tmp") and "Дмитрий" in name and not paused.is_set():
            paused.set()
            resume.wait(20)
        real_fsync(fd)

    os.fsync = slow_fsync
    add_memories(vault, ["Slow disk memo"], None)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_a_save_during_a_slow_write_is_kept(demo_vault: Path) -> None:
    VaultService(demo_vault).update_index()
    paused, resume = CTX.Event(), CTX.Event()
    writer = CTX.Process(target=remember_with_slow_disk, args=(str(demo_vault), paused, resume))
    with processes(writer):
        assert paused.wait(30), "the writer never reached its fsync"
        note = demo_vault / DIMA
        note.write_bytes(with_user_line(b"Typed in Obsidian\n")(note.read_bytes()))
        resume.set()
        writer.join(30)
    assert writer.exitcode == 0
    text = note.read_text(encoding="utf-8")
    assert "Slow disk memo" in text
    assert "Typed in Obsidian\n" in text


def test_conflict_markers_refuse_then_resolved_works(demo_vault: Path) -> None:
    note = demo_vault / DIMA
    clean = note.read_bytes()
    body = clean.index(b"\n\n", clean.index(b"\n# ")) + 2
    marked = clean[:body] + b"<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> laptop\n" + clean[body:]
    note.write_bytes(marked)
    args = (
        "remember",
        "Дима",
        "Likes green tea",
        "--today",
        "2026-12-02",
        "--vault",
        str(demo_vault),
    )
    proc = vaultmind(*args)
    out, err = proc.communicate(timeout=60)
    assert (proc.returncode, out) == (1, "")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "Дмитрий Кузнецов.md" in err and "conflict" in err
    assert note.read_bytes() == marked
    assert not list(note.parent.glob(".*.tmp"))
    note.write_bytes(clean)  # the user resolves the conflict
    proc = vaultmind(*args)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    check_note(demo_vault, clean, ["Likes green tea"])


PAIRS = [("m-aaaaa1", "m-aaaaa2"), ("m-aaaaa3", "m-aaaaa4"), ("m-aaaaa5", "m-aaaaa6")]


def test_two_processes_mark_two_memories_done_at_once(write_vault: WriteVault) -> None:
    memories = "".join(
        f"- [commitment] Promise number {n} [due:: 2026-12-0{n}] ^{mid}\n"
        for n, mid in enumerate(itertools.chain(*PAIRS), start=1)
    )
    text = f"---\ntype: person\n---\n# Дмитрий Кузнецов\n\nMy words.\n\n## Memory\n{memories}"
    vault = write_vault({DIMA: text})
    VaultService(vault).update_index()
    for pair in PAIRS:  # three rounds of two processes started together
        args = [
            ("memory", "done", mid, "--today", "2026-12-03", "--vault", str(vault)) for mid in pair
        ]
        procs = [vaultmind(*a) for a in args]
        for proc in procs:
            _, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, err
    note = parse_note(DIMA, (vault / DIMA).read_text(encoding="utf-8"))
    assert note.problems == ()
    done = ("done", "2026-12-03")
    assert {m.id: (m.status, m.field("done")) for m in note.memories} == dict.fromkeys(
        itertools.chain(*PAIRS), done
    )
    assert (vault / DIMA).read_text(encoding="utf-8").startswith(text.split("## Memory")[0])
