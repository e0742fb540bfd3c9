"""Seconds to the first streamed piece of the answer with the default model, on the
demo vault (issue 11: first tokens within 3 s on the 2-core machine).

``python -m bench.ask_eval.first_token [-n 6]``
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from datetime import date
from pathlib import Path

from bench.ask_eval.run import QUESTIONS, build_vault


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ask_eval.first_token")
    parser.add_argument("-n", type=int, default=6, help="questions to time")
    args = parser.parse_args(argv)
    from vaultmind.agent.ask.answer import ask_model
    from vaultmind.service import VaultService

    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    free = [q for q in data["questions"] if "structural" not in q and not q.get("not_found")]
    today = date.fromisoformat(data["today"])
    first: list[float] = []
    whole: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        vault = build_vault(Path(tmp))
        os.environ.pop("VAULTMIND_MODEL", None)
        with VaultService.open(vault) as service:
            model = service.model_for("answers")
            assert model is not None, "no model found"
            ask_model(model, "warm-up", [], None)  # loads the model: not a first token
            for item in free[: args.n]:
                started = time.perf_counter()
                seen: list[float] = []

                def out(piece: str, seen: list[float] = seen, started: float = started) -> None:
                    if not seen:
                        seen.append(time.perf_counter() - started)

                result = service.ask(item["q"], today)
                ask_model(model, item["q"], result.retrieval.sources, None, out)
                whole.append(time.perf_counter() - started)
                first.append(seen[0] if seen else float("nan"))
    print(f"first piece of the answer: median {statistics.median(first):.2f} s, "
          f"max {max(first):.2f} s; whole answer median {statistics.median(whole):.2f} s "
          f"({len(first)} questions, question asked to first piece, model loaded; "
          f"load average {os.getloadavg()[0]:.1f})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
