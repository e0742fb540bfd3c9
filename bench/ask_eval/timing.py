"""How fast `ask` answers on the benchmark vault: retrieval in-process (a session, as
the TUI or a chat holds one) and `vaultmind ask --no-llm` as a whole process, each
without and with a live `vaultmind watch` (with one, the freshness walk is skipped
and the watcher answers the process's question: `cli.ask_served`; the same processes
answering in process are timed beside it).

``python -m bench.ask_eval.timing [--notes 10000 | --vault PATH] [--runs 3]``
Targets (issue 11): retrieval ≤ 100 ms, the process ≤ 300 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import date
from functools import partial
from pathlib import Path

from bench.faces import ROOT, Side, watching
from bench.run import median_ms, p95_ms, prepare_vault, timed
from vaultmind.cli.ask_served import NO_WATCHER

TODAY = date(2026, 12, 3)


def questions(vault: Path) -> list[str]:
    """Questions naming the vault's own people and nodes, in both languages, plus
    plain full-text and time questions: the mix `ask` meets."""
    rng = random.Random(11)
    people = sorted(p.stem for p in (vault / "People").glob("*.md"))
    nodes = sorted(p.stem for p in (vault / "Knowledge").glob("*.md"))
    asked = []
    for person in rng.sample(people, 4):
        asked += [f"what did {person} promise?", f"что предпочитает {person}?"]
    for node in rng.sample(nodes, 3):
        asked += [f"who is responsible for {node}?", f"что известно про {node}?"]
    asked += ["почему сдвинулась поставка?", "what happened last week?",
              "какие сроки на этой неделе?", "release checklist staging"]  # fmt: skip
    return asked


def in_process(vault: Path, asked: list[str], runs: int) -> tuple[list[float], list[float]]:
    from vaultmind.service import VaultService

    with VaultService.open(vault) as service:
        service.ask(asked[0], TODAY)  # the session's first call opens its readers
        retrieval = [t for q in asked for t in timed(partial(service.retrieve, q, TODAY), runs)]
        whole = [t for q in asked for t in timed(partial(service.ask, q, TODAY), runs)]
    return retrieval, whole


def cpu_process(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one child: on a shared machine the wall
    time mostly measures the other processes. (With a watcher answering, the child's
    CPU leaves out the watcher's: the wall is the figure then.)"""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(proc.pid, 0)
    return time.perf_counter() - started, usage.ru_utime + usage.ru_stime


def processes(
    vault: Path, asked: list[str], env: dict[str, str], command: str = "ask"
) -> tuple[list[float], list[float]]:
    argv = [sys.executable, "-m", "vaultmind", command, "--vault", str(vault)]
    if command == "ask":
        argv += ["--no-llm", "--today", TODAY.isoformat()]
    cpu_process([*argv, asked[0]], env)  # warm the disk cache and the bytecode
    runs = [cpu_process([*argv, q], env) for q in asked[:: max(1, len(asked) // 6)]]
    return [wall for wall, _ in runs], [cpu for _, cpu in runs]


def row(label: str, samples: list[float]) -> str:
    return f"| {label} | {median_ms(samples):.0f} ms | {p95_ms(samples):.0f} ms |"


def process_rows(vault: Path, asked: list[str], label: str, env: dict[str, str]) -> list[str]:
    wall, cpu = processes(vault, asked, env)
    words = ["обещал", "deadline", "поставка"]
    search_wall, search_cpu = processes(vault, words, env, "search")
    rows = [row(f"`ask --no-llm` process{label}, wall", wall),
            row(f"`ask --no-llm` process{label}, CPU", cpu)]  # fmt: skip
    if label:  # the watcher answers; the same processes answering themselves beside it
        wall, cpu = processes(vault, asked, {**env, NO_WATCHER: "1"})
        rows += [row(f"`ask --no-llm` process{label}, answered in process, wall", wall),
                 row(f"`ask --no-llm` process{label}, answered in process, CPU", cpu)]  # fmt: skip
    return [*rows, row(f"`search WORD` process{label} (reference), wall", search_wall),
            row(f"`search WORD` process{label} (reference), CPU", search_cpu)]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ask_eval.timing", description=__doc__)
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--vault", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: modules load from .pyc
    vault = prepare_vault(args.notes, args.vault)
    asked = questions(vault)
    lines = [f"{len(asked)} questions, {vault}", "| measure | median | p95 |", "|---|---|---|"]
    side = Side("now", ROOT, vault)
    with tempfile.TemporaryDirectory() as home:
        env = side.env(Path(home))  # the watcher's: a process with other settings is not
        retrieval, whole = in_process(vault, asked, args.runs)  # answered by it
        lines += [row("retrieval in-process (session, freshness walk each call)", retrieval),
                  row("ask in-process (+ structural)", whole),
                  *process_rows(vault, asked, "", env)]  # fmt: skip
        with watching(side, Path(home)):
            retrieval, whole = in_process(vault, asked, args.runs)
            lines += [row("retrieval in-process, live watcher", retrieval),
                      row("ask in-process (+ structural), live watcher", whole),
                      *process_rows(vault, asked, ", live watcher", env)]  # fmt: skip
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
