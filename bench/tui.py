"""Time to the TUI's first interactive frame on the 10 000-note vault (warm index):
`python -m bench.tui [--vault PATH]` starts the app headless in fresh processes and
reports, as medians, when Today is on screen and taking keys, and when its sections
are filled — counted from the process start (Python, imports and all).

The vault is copied first: the app's watcher writes its beat into `.vaultmind/`,
and the benchmark vaults are shared.
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()  # before any import below: the child's own clock

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

RUNS = 7


def child(vault: Path) -> None:
    """One start: print when Today is up, then when its rows are in, and quit."""
    import asyncio

    from textual.widgets import OptionList

    from vaultmind.ui.app import VaultMindApp
    from vaultmind.ui.screens.today import TodayScreen

    async def run() -> dict[str, float]:
        app = VaultMindApp(vault)
        times: dict[str, float] = {}
        async with app.run_test(size=(80, 24)):
            screen = app.screen
            while not (isinstance(screen, TodayScreen) and screen.shown_at is not None):
                await asyncio.sleep(0.002)
                screen = app.screen
            times["frame_ms"] = (screen.shown_at - STARTED) * 1000  # drawn, taking keys
            listing = screen.query_one(OptionList)
            while listing.option_count == 0:
                await asyncio.sleep(0.002)
            times["today_ms"] = (time.perf_counter() - STARTED) * 1000
            while "index: live" not in app.status_line:
                await asyncio.sleep(0.005)
            times["watching_ms"] = (time.perf_counter() - STARTED) * 1000
        return times

    print(json.dumps(asyncio.run(run())), flush=True)


def measure(vault: Path, runs: int) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMIND_")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: modules load from .pyc
    samples: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as home:
        env["VAULTMIND_HOME"] = home
        for run in range(runs + 1):  # the first warms the disk cache and the bytecode
            started = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-m", "bench.tui", "--child", str(vault)],
                env=env, capture_output=True, text=True, check=True, timeout=300,
            )  # fmt: skip
            wall = (time.perf_counter() - started) * 1000
            if run == 0:
                continue
            found = json.loads(out.stdout.strip().splitlines()[-1])
            for key, value in {**found, "process_ms": wall}.items():
                samples.setdefault(key, []).append(value)
    return {key: statistics.median(values) for key, values in samples.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--vault", type=Path, help="a vault (default: the 10 000-note one)")
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    from bench.run import machine, prepare_vault

    source = prepare_vault(10_000, args.vault)
    print(machine())
    with tempfile.TemporaryDirectory() as scratch:
        vault = Path(scratch) / source.name
        shutil.copytree(source, vault, symlinks=True)
        result = measure(vault, args.runs)
    print(f"TUI on {source.name}, median of {args.runs} fresh processes (headless, 80×24):")
    print(f"  Today on screen, taking keys:   {result['frame_ms']:.0f} ms")
    print(f"  Today's sections filled:        {result['today_ms']:.0f} ms")
    print(f"  the watcher live (catch-up done): {result['watching_ms']:.0f} ms")
    print(f"  whole process, start to exit:   {result['process_ms']:.0f} ms")


if __name__ == "__main__":
    main()
