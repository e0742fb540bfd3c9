"""`vaultmind mcp` on the 10 000-note vault, as an assistant meets it: the SDK's own
client starts the server over stdio, and every retrieval tool is called in turn
(different people, words and questions each round). Reported: the time to the first
listing of the tools, and each tool's p50 / p90 per call (the issue's target: p50
≤ 100 ms), with a live watcher (the server's own) trusted for freshness.

`python -m bench.mcp [--notes N] [--rounds R]`
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from bench.run import COMMON_WORDS, machine, prepare_vault

ROOT = Path(__file__).resolve().parents[1]
TODAY = "2026-12-02"


def _people(vault: Path, count: int) -> list[str]:
    names = sorted(path.stem for path in (vault / "People").glob("*.md"))
    step = max(1, len(names) // count)
    return names[::step][:count]


def _rounds(vault: Path, rounds: int) -> list[list[tuple[str, dict[str, Any]]]]:
    """The calls of each round: the same tools, different arguments."""
    people = _people(vault, rounds)
    daily = sorted(path.stem for path in (vault / "Daily").glob("*.md"))
    plan: list[list[tuple[str, dict[str, Any]]]] = []
    for n in range(rounds):
        who, word = people[n % len(people)], COMMON_WORDS[n % len(COMMON_WORDS)]
        plan.append([
            ("search", {"query": word, "k": 10}),
            ("person_context", {"name": who, "today": TODAY}),
            ("commitments", {"person": who, "today": TODAY}),
            ("commitments", {"overdue": True, "today": TODAY}),
            ("commitments", {"overdue": True, "k": 1000, "today": TODAY}),
            ("ask", {"question": f"What did {who} promise?", "today": TODAY}),
            ("note", {"path": f"Daily/{daily[n * 37 % len(daily)]}.md"}),
            ("recent_changes", {"since": "1d", "limit": 50}),
        ])  # fmt: skip
    return plan


async def _measure(vault: Path, home: str, rounds: int) -> tuple[float, dict[str, list[float]]]:
    env = {"VAULTMIND_HOME": home, "VAULTMIND_MODEL": "none", "PYTHONPATH": str(ROOT)}
    argv = ["-m", "vaultmind", "mcp", "--vault", str(vault)]
    server = StdioServerParameters(command=sys.executable, args=argv, cwd=str(ROOT), env=env)
    started = time.perf_counter()
    times: dict[str, list[float]] = defaultdict(list)
    async with Client(server) as client:
        await client.list_tools()
        ready = time.perf_counter() - started
        await anyio.sleep(3.0)  # the watcher's catch-up walk, then its beat
        for n, calls in enumerate(_rounds(vault, rounds + 1)):
            for name, arguments in calls:
                before = time.perf_counter()
                result = await client.call_tool(name, arguments)
                took = time.perf_counter() - before
                if result.is_error:
                    raise SystemExit(f"{name} {arguments}: {result.content}")
                key = _label(name, arguments)
                if n:  # the first round warms the session's caches
                    times[key].append(took * 1000)
    return ready, times


def _label(name: str, arguments: dict[str, Any]) -> str:
    if not arguments.get("overdue"):
        return name
    return f"{name}, overdue, k={arguments.get('k', 50)} (of ~1 450 in the vault)"


def _p90(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=10)[-1] if len(samples) > 1 else samples[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.mcp", description=__doc__)
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args(argv)
    vault = prepare_vault(args.notes, None)
    os.environ.pop("VAULTMIND_VAULT", None)
    print(f"Machine: {machine()}; {args.notes} notes, {args.rounds} rounds after a warm-up\n")
    with tempfile.TemporaryDirectory() as home:
        ready, times = anyio.run(_measure, vault, home, args.rounds)
    print(f"start to the tool list: {ready * 1000:.0f} ms\n")
    print("| tool call | p50 | p90 |\n|---|---|---|")
    for name, samples in times.items():
        print(f"| `{name}` | {statistics.median(samples):.0f} ms | {_p90(samples):.0f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
