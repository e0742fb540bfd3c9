"""`make bench-scale`: how VaultMind's figures grow from 1 000 to 50 000 notes.

For each generated vault size: the full index build (process, peak memory), an
incremental update of one file in-process, one saved file to searchable through
a live `vaultmind watch` process, search in-process (p50/p95), `vaultmind search`
as a process next to `rg` on the same words in the same run, and the one-shot
query commands (`context`, `commitments`, also filtered, `ask --no-llm`) as
processes with the watcher running.
The table ends with each figure's growth from the smallest to the largest vault,
against the growth in notes: a figure growing faster than the notes is a defect.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.make_vault import make_vault
from bench.run import (
    COMMON_WORDS,
    VAULTMIND,
    machine,
    median_ms,
    p95_ms,
    specific_words,
    timed,
    timed_each,
    timed_process,
)

SIZES = (1_000, 10_000, 50_000)
SCALE_VAULTS = Path(__file__).resolve().parent / ".vaults"
Figures = dict[str, float]


def vault_of(notes: int) -> Path:
    vault = SCALE_VAULTS / f"notes-{notes}"
    if not vault.exists():
        make_vault(vault, notes)
    return vault


def full_index(vault: Path, figures: Figures) -> None:
    """Wall time, and CPU time (all its processes): on a loaded machine the CPU time
    still shows how the work grows. Peak memory of its largest process, and of all
    its processes together (sampled: the parallel writer's workers peak together)."""
    started = time.perf_counter()
    argv = [*VAULTMIND, "index", "--rebuild", "--vault", str(vault)]
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with _peak_rss(proc.pid) as peak:
        _, _, usage = os.wait4(proc.pid, 0)
    figures["full index, process (s)"] = time.perf_counter() - started
    figures["full index, CPU of all its processes (s)"] = usage.ru_utime + usage.ru_stime
    figures["full index, peak memory (MiB)"] = usage.ru_maxrss / 1024
    figures["full index, peak memory of all its processes (MiB)"] = peak[0] / 1024


@contextmanager
def _peak_rss(pid: int) -> Iterator[list[int]]:
    """The largest sum of resident memory (KiB) of `pid` and its descendants, sampled
    five times a second until the block ends."""
    peak, done = [0], threading.Event()

    def sample() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], _tree_rss(pid))
            done.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        yield peak
    finally:
        done.set()
        sampler.join()


def _tree_rss(pid: int) -> int:
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            status = Path(f"/proc/{current}/status").read_text()
            children = Path(f"/proc/{current}/task/{current}/children").read_text()
        except OSError:  # gone, or not Linux
            continue
        total += sum(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:")
        todo += [int(child) for child in children.split()]
    return total


def incremental(vault: Path, figures: Figures) -> None:
    from vaultmind.index.indexer import Indexer

    indexer = Indexer(vault)
    indexer.update()
    target, original = _daily_note(vault)
    rel = target.relative_to(vault).as_posix()

    def edit() -> object:
        with target.open("ab") as handle:
            handle.write(b"\nbench edit scale\n")
        return indexer.update_paths([rel])

    try:
        samples = timed(edit, 15)
    finally:
        target.write_bytes(original)
        indexer.update()
    figures["incremental, one file, in-process (ms)"] = median_ms(samples)


def _daily_note(vault: Path) -> tuple[Path, bytes]:
    target = sorted((vault / "Daily").glob("*.md"))[0]
    return target, target.read_bytes()


@contextmanager
def live_watcher(vault: Path) -> Iterator[None]:
    """A real `vaultmind watch` process, ready once its first beat is written."""
    from vaultmind.index.paths import DataPaths
    from vaultmind.index.presence import watcher_keeps_current

    proc = subprocess.Popen(
        [*VAULTMIND, "watch", "--vault", str(vault)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    data = DataPaths.for_vault(vault)
    try:
        deadline = time.monotonic() + 120
        while not watcher_keeps_current(data):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("vaultmind watch did not become ready")
            time.sleep(0.05)
        yield
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def save_to_searchable(vault: Path, figures: Figures) -> None:
    """Append a new word to a note; poll the index until a search finds it."""
    from vaultmind.index import fulltext
    from vaultmind.index.paths import DataPaths

    target, original = _daily_note(vault)
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    samples = []
    try:
        for run in range(7):
            word = f"zqscale{run}x{time.time_ns() % 10**6}"
            started = time.perf_counter()
            with target.open("ab") as handle:
                handle.write(f"\n{word}\n".encode())
            while not searcher.search(word, limit=1):
                if time.perf_counter() - started > 10:
                    raise RuntimeError("the watcher did not index a saved file within 10 s")
                time.sleep(0.005)
            samples.append(time.perf_counter() - started)
            time.sleep(0.3)
    finally:
        searcher.close()
        target.write_bytes(original)
    figures["saved file to searchable, live watcher (ms)"] = median_ms(samples)


def search_in_process(vault: Path, figures: Figures) -> None:
    from vaultmind.index import fulltext
    from vaultmind.index.paths import DataPaths

    words = COMMON_WORDS + specific_words(vault)
    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    try:
        for word in words[:5]:
            searcher.search(word)
        samples = timed_each(lambda word: searcher.search(word), words)
    finally:
        searcher.close()
    figures["search in-process p50 (ms)"] = median_ms(samples)
    figures["search in-process p95 (ms)"] = p95_ms(samples)


def processes(vault: Path, figures: Figures) -> None:
    """One-shot commands as processes, with the watcher live (how a user runs them)."""
    words = specific_words(vault, 6) + COMMON_WORDS[:6]
    rg = shutil.which("rg")
    ours, ratios = [], []
    for word in words:
        mine = timed_process([*VAULTMIND, "search", "--vault", str(vault), word])[0]
        ours.append(mine)
        if rg:
            argv = [rg, "--ignore-case", "--files-with-matches", "--fixed-strings", word]
            ratios.append(mine / timed_process([*argv, str(vault)])[0])
    figures["search, process (ms)"] = median_ms(ours)
    if ratios:
        figures["search process / rg (×)"] = statistics.median(ratios)
    person = sorted((vault / "People").glob("*.md"))[0].stem
    for label, argv in (
        ("context, process (ms)", ["context", person]),
        ("commitments, process (ms)", ["commitments"]),
        ("commitments --due-within 1d, process (ms)", ["commitments", "--due-within", "1d"]),
        ("commitments --person, process (ms)", ["commitments", "--person", person]),
        ("ask --no-llm, process (ms)", ["ask", "--no-llm", f"what did I promise {person}?"]),
    ):
        runs = [
            timed_process([*VAULTMIND, *argv, "--vault", str(vault), "--today", "2026-12-02"])[0]
            for _ in range(5)
        ]
        figures[label] = median_ms(runs)


def measure(notes: int) -> Figures:
    vault = vault_of(notes)
    figures: Figures = {}
    steps: list[Callable[[Path, Figures], None]] = [full_index, incremental, search_in_process]
    for step in steps:
        step(vault, figures)
    with live_watcher(vault):
        save_to_searchable(vault, figures)
        processes(vault, figures)
    return figures


def report(results: dict[int, Figures]) -> list[str]:
    sizes = sorted(results)
    small, large = sizes[0], sizes[-1]
    head = " | ".join(f"{n:,} notes".replace(",", " ") for n in sizes)
    lines = [
        f"| measure | {head} | growth {small // 1000}k→{large // 1000}k "
        f"(notes ×{large / small:.0f}) |",
        "|---|" + "---|" * (len(sizes) + 1),
    ]
    for name in results[small]:
        values = [results[n].get(name, float("nan")) for n in sizes]
        growth = values[-1] / values[0] if values[0] else float("nan")
        cells = " | ".join(f"{v:.2f}" if v < 10 else f"{v:.0f}" for v in values)
        lines.append(f"| {name} | {cells} | ×{growth:.1f} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scale", description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    args = parser.parse_args(argv)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    print(f"Machine: {machine()}\n", flush=True)
    results = {}
    for notes in args.sizes:
        print(f"measuring {notes} notes…", file=sys.stderr, flush=True)
        results[notes] = measure(notes)
    print("\n".join(report(results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
