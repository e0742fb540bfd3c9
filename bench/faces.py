"""The one-shot commands a face runs, as processes on the 10 000-note vault: `index`
with nothing changed, `context PERSON`, `commitments` and `search WORD` (against
`rg` on the same files), without a watcher and with a live `vaultmind watch`.

`python -m bench.faces --before DIR` also times the code in DIR (a checkout of an
earlier commit) on its own copy of the vault, command by command in the same run,
so the before/after table in docs/benchmarks.md compares like with like.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from bench.run import COMMON_WORDS, VAULTS, machine, prepare_vault, timed_process

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7


@dataclass(frozen=True)
class Side:
    """One version of the code, and the vault copy it keeps its `.vaultmind/` in."""

    label: str
    code: Path
    vault: Path

    def argv(self, *args: str) -> list[str]:
        return [sys.executable, "-m", "vaultmind", *args, "--vault", str(self.vault)]

    def env(self, home: Path) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMIND_")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: modules load from .pyc
        return {**env, "PYTHONPATH": str(self.code), "VAULTMIND_HOME": str(home)}


def median_ms(side: Side, home: Path, args: list[str], runs: int = RUNS) -> float:
    env = side.env(home)
    _timed(side, args, env)  # warm the disk cache and the bytecode
    samples = [_timed(side, args, env) for _ in range(runs)]
    return statistics.median(samples) * 1000


def _timed(side: Side, args: list[str], env: dict[str, str]) -> float:
    """One run; in the side's checkout, as `python -m` puts the current folder first."""
    started = time.perf_counter()
    subprocess.run(
        side.argv(*args), env=env, cwd=side.code,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    return time.perf_counter() - started


@contextmanager
def watching(side: Side, home: Path) -> Iterator[None]:
    """A `vaultmind watch` of the side's vault, ready and beating, for the block."""
    proc = subprocess.Popen(
        side.argv("watch"), env=side.env(home), cwd=side.code, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            if line.startswith("watching"):
                break
        time.sleep(1.0)  # a beat after the catch-up
        yield
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def search_ratio(side: Side, home: Path, words: list[str]) -> tuple[float, float]:
    """Median `vaultmind search WORD` ms and median per-word ratio against `rg`."""
    rg = shutil.which("rg")
    ours, ratios = [], []
    for word in words:
        mine = median_ms(side, home, ["search", word], runs=3)
        theirs = statistics.median(
            timed_process([rg or "rg", "-i", "-l", "-F", word, str(side.vault)])[0]
            for _ in range(3)
        )
        ours.append(mine)
        ratios.append(mine / (theirs * 1000))
    return statistics.median(ours), statistics.median(ratios)


def person(vault: Path) -> str:
    """A person in the middle of the alphabet, the same in every run."""
    people = sorted(path.stem for path in (vault / "People").glob("*.md"))
    return people[len(people) // 2]


def table(sides: list[Side], home: Path) -> list[str]:
    who = person(sides[0].vault)
    commands = {
        "`vaultmind index`, nothing changed": ["index"],
        f"`vaultmind context '{who}'`": ["context", who, "--today", "2026-12-02"],
        "`vaultmind commitments`": ["commitments", "--today", "2026-12-02"],
    }
    rows: dict[str, list[str]] = {}
    for side in sides:
        _timed(side, ["index"], side.env(home))  # built once, outside the timings
    for label, args in commands.items():
        rows[label] = [f"{median_ms(side, home, args):.0f} ms" for side in sides]
    for side_index, side in enumerate(sides):
        with watching(side, home):
            for label, args in commands.items():
                key = f"{label}, with a live watcher"
                rows.setdefault(key, ["—"] * len(sides))
                rows[key][side_index] = f"{median_ms(side, home, args):.0f} ms"
    words = COMMON_WORDS[:8]
    for side_index, side in enumerate(sides):
        ms, ratio = search_ratio(side, home, words)
        key = f"`vaultmind search WORD` ({len(words)} everyday words) against `rg -i -l -F`"
        rows.setdefault(key, ["—"] * len(sides))
        rows[key][side_index] = f"{ms:.0f} ms, {ratio:.2f}× rg"
    header = "| measure | " + " | ".join(side.label for side in sides) + " |"
    lines = [header, "|---|" + "---|" * len(sides)]
    lines += [f"| {label} | " + " | ".join(values) + " |" for label, values in rows.items()]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.faces", description=__doc__)
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--before", type=Path, help="a checkout of the code to compare with")
    args = parser.parse_args(argv)
    vault = prepare_vault(args.notes, None)
    sides = [Side("now", ROOT, vault)]
    if args.before:
        copy = VAULTS / f"notes-{args.notes}-before"
        if not copy.exists():
            shutil.copytree(vault, copy, ignore=shutil.ignore_patterns(".vaultmind"))
        sides.insert(0, Side("before", args.before.resolve(), copy))
    print(f"Machine: {machine()}; medians of {RUNS} runs after a warm-up\n")
    with tempfile.TemporaryDirectory() as home:
        print("\n".join(table(sides, Path(home))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
