"""`make bench`: VaultMind's speed on a synthetic 10 000-note vault, next to `rg`.

Prints a Markdown report (paste it into docs/benchmarks.md): the machine, full
index time and memory, incremental re-index after touching one file, search
latency in-process, and whole-process `vaultmind search` against `rg` on the same
words over the same files in the same run. Medians, because machines are noisy.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from bench.ingest import bench_ingest, bench_large_chat
from bench.make_vault import make_vault
from bench.writes import bench_big_note

VAULTS = Path(__file__).resolve().parent / ".vaults"
VAULTMIND = [sys.executable, "-m", "vaultmind"]

# Single words, so that `rg` searches the same thing. Half are the vault's everyday
# vocabulary (in a synthetic vault each is in thousands of notes: whoosh's worst
# case), half are specific words drawn from note titles (names, products), which
# is what a team lead mostly looks up.
COMMON_WORDS = (
    "обещал обещала пообещал поставщик поставщиком договор отчёты срок сроками релиза "
    "встречу бюджет регламент promised promise supplier deadline deadlines release "
    "meeting contract reports invoice checklist quarterly"
).split()
SPECIFIC_COUNT = 25


def specific_words(vault: Path, count: int = SPECIFIC_COUNT) -> list[str]:
    """Distinct words from People/Projects/Knowledge titles, sampled deterministically."""
    words: set[str] = set()
    for folder in ("People", "Projects", "Knowledge"):
        for path in (vault / folder).glob("*.md"):
            words.update(w for w in path.stem.split() if w.isalpha() and len(w) >= 5)
    return random.Random(7).sample(sorted(words), min(count, len(words)))


def median_ms(samples: Sequence[float]) -> float:
    return statistics.median(samples) * 1000


def p95_ms(samples: Sequence[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] * 1000


def timed_process(argv: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one child process; output discarded."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return time.perf_counter() - started, usage.ru_maxrss


def timed(fn: Callable[[], object], runs: int) -> list[float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - started)
    return samples


def machine() -> str:
    cpu = "unknown CPU"
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"load average {load:.2f} at start"
    )


def prepare_vault(notes: int, given: Path | None) -> Path:
    if given:
        if not given.is_dir():  # a missing vault made the timed app wait for rows forever
            raise SystemExit(f"bench: no vault at {given} (`vaultmind init --demo PATH` makes one)")
        return given
    vault = VAULTS / f"notes-{notes}"
    if not vault.exists():
        make_vault(vault, notes)
    return vault


def bench_full_index(vault: Path, runs: int) -> list[str]:
    results = [timed_process([*VAULTMIND, "index", "--rebuild", "--vault", str(vault)])]
    for _ in range(runs - 1):
        results.append(timed_process([*VAULTMIND, "index", "--rebuild", "--vault", str(vault)]))
    seconds = [r[0] for r in results]
    rss = max(r[1] for r in results)
    return [
        f"| full index (`vaultmind index --rebuild`, process) | "
        f"{statistics.median(seconds):.2f} s median of {runs} "
        f"(min {min(seconds):.2f}, max {max(seconds):.2f}) | < 10 s |",
        f"| peak memory of the full index build | {rss / 1024:.0f} MiB | — |",
    ]


def bench_incremental(vault: Path, runs: int) -> list[str]:
    from vaultmind.index.indexer import Indexer

    indexer = Indexer(vault)
    indexer.update()  # settle: files written just before the build are re-hashed once
    target = sorted((vault / "Daily").glob("*.md"))[0]
    rel = target.relative_to(vault).as_posix()
    original = target.read_bytes()

    def touch_and(update: Callable[[], object]) -> Callable[[], object]:
        def run() -> object:
            with target.open("ab") as handle:
                handle.write(b"\nbench edit \xd0\xbe\xd0\xb1\xd0\xb5\xd1\x89\xd0\xb0\xd0\xbb\n")
            return update()

        return run

    try:
        watched = timed(touch_and(lambda: indexer.update_paths([rel])), runs)
        scanned = timed(touch_and(indexer.update), max(5, runs // 2))
    finally:
        target.write_bytes(original)
        indexer.update()
    process = [timed_process([*VAULTMIND, "index", "--vault", str(vault)])[0] for _ in range(5)]
    return [
        f"| incremental, one edited file, in-process (`update_paths`, as the watcher does) | "
        f"{median_ms(watched):.1f} ms median, p95 {p95_ms(watched):.1f} ms | < 50 ms |",
        f"| incremental, one edited file, in-process with a full scan (`update`) | "
        f"{median_ms(scanned):.1f} ms median | — |",
        f"| `vaultmind index` with nothing changed (process) | "
        f"{median_ms(process):.0f} ms median | — |",
    ]


def bench_search(vault: Path, queries: list[str]) -> list[str]:
    from vaultmind.index import fulltext
    from vaultmind.index.paths import DataPaths

    searcher = fulltext.Searcher(DataPaths.for_vault(vault).index_dir, vault)
    for query in queries[:5]:
        searcher.search(query)  # warm the OS cache and the stem memo
    lines = []
    for label, subset in (("everyday words", COMMON_WORDS), ("specific words", queries[25:])):
        samples = timed_each(lambda q: searcher.search(q), subset)
        lines.append(
            f"| search in-process, open index, {len(subset)} {label} (top 10 + snippets) | "
            f"p50 {median_ms(samples):.1f} ms, p95 {p95_ms(samples):.1f} ms | p50 < 10 ms |"
        )
    return lines


def timed_each(fn: Callable[[str], object], items: Sequence[str]) -> list[float]:
    samples = []
    for item in items:
        started = time.perf_counter()
        fn(item)
        samples.append(time.perf_counter() - started)
    return samples


def notes_containing(rg: str, vault: Path, word: str) -> int:
    argv = [rg, "--ignore-case", "--files-with-matches", "--fixed-strings", word, str(vault)]
    return len(subprocess.run(argv, capture_output=True, text=True).stdout.splitlines())


def bench_against_rg(vault: Path, queries: list[str]) -> list[str]:
    rg = shutil.which("rg")
    if rg is None:
        return ["| `rg` comparison | not run: ripgrep is not installed | |"]
    notes = sum(1 for _ in vault.rglob("*.md"))
    lines = []
    for label, subset in (("everyday", queries[:25]), ("specific", queries[25:])):
        ours, theirs, ratios = [], [], []
        for query in subset:
            mine, _ = timed_process([*VAULTMIND, "search", "--vault", str(vault), query])
            argv = [rg, "--ignore-case", "--files-with-matches", "--fixed-strings", query]
            ref, _ = timed_process([*argv, str(vault)])
            ours.append(mine)
            theirs.append(ref)
            ratios.append(mine / ref)
        share = statistics.median(notes_containing(rg, vault, q) for q in subset) / notes
        lines += [
            f"| {label} words (median word in {share:.0%} of notes): `vaultmind search WORD` "
            f"process | p50 {median_ms(ours):.0f} ms, p95 {p95_ms(ours):.0f} ms | — |",
            f"| {label} words: `rg -i -l -F WORD` on the same files, same run | "
            f"p50 {median_ms(theirs):.0f} ms, p95 {p95_ms(theirs):.0f} ms | — |",
            f"| {label} words: ratio vaultmind / rg (median of per-query ratios) | "
            f"{statistics.median(ratios):.2f}× | ≤ 3× |",
        ]
    return lines


def bench_context(vault: Path) -> list[str]:
    """Person context (the main query) in-process on the open cache, and as a process."""
    from datetime import date

    from vaultmind.index.cache import NoteCache
    from vaultmind.index.paths import DataPaths
    from vaultmind.memory.context import person_context

    people = sorted((vault / "People").glob("*.md"))
    chosen = random.Random(11).sample(people, min(20, len(people)))
    paths = [p.relative_to(vault).as_posix() for p in chosen]
    today = date(2026, 12, 2)
    cache = NoteCache(DataPaths.for_vault(vault).cache_file)
    try:
        samples = []
        for path in paths:
            started = time.perf_counter()
            person = cache.note(path)
            assert person is not None
            person_context(cache, person, today)
            samples.append(time.perf_counter() - started)
    finally:
        cache.close()
    process = [
        timed_process(
            [*VAULTMIND, "context", "--vault", str(vault), "--today", "2026-12-02", Path(path).stem]
        )[0]
        for path in paths[:5]
    ]
    commitments = [
        timed_process([*VAULTMIND, "commitments", "--vault", str(vault), "--today", "2026-12-02"])[
            0
        ]
        for _ in range(3)
    ]
    return [
        f"| person context in-process, {len(paths)} people (cache open) | "
        f"{median_ms(samples):.1f} ms median, p95 {p95_ms(samples):.1f} ms | < 50 ms |",
        f"| `vaultmind context PERSON` as a process (incl. freshness check) | "
        f"{median_ms(process):.0f} ms median | — |",
        f"| `vaultmind commitments` as a process (every note) | "
        f"{median_ms(commitments):.0f} ms median | — |",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--vault", type=Path, help="an existing vault instead of a synthetic one")
    parser.add_argument("--runs", type=int, default=3, help="full index builds to time")
    args = parser.parse_args(argv)
    # A user's VaultMind loads its modules from .pyc files; a sandbox that forbids
    # writing them would make every process compile them from source (~40 ms).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    vault = prepare_vault(args.notes, args.vault)
    queries = COMMON_WORDS + specific_words(vault)
    files = sum(1 for p in vault.rglob("*") if p.is_file() and ".vaultmind" not in p.parts)
    size = sum(p.stat().st_size for p in vault.rglob("*.md") if ".vaultmind" not in p.parts)
    print(f"Machine: {machine()}")
    print(f"Vault: {vault} — {files} files, {size / 1e6:.1f} MB of Markdown")
    print(f"Specific words: {' '.join(queries[25:])}\n")
    print("| measure | result | target |")
    print("|---|---|---|")
    sections: list[Callable[[], list[str]]] = [
        lambda: bench_full_index(vault, args.runs),
        lambda: bench_incremental(vault, runs=20),
        lambda: bench_search(vault, queries),
        lambda: bench_against_rg(vault, queries),
        lambda: bench_context(vault),
        bench_ingest,
        lambda: bench_large_chat(detector=False),  # side by side: the detector's cost
        bench_large_chat,
        bench_big_note,
    ]
    for section in sections:
        print("\n".join(section()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
