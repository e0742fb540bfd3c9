"""`make train`: the shipped detector, from every labelled chat that names its messages.

Writes `vaultmind/agent/detect/data/examples.jsonl.gz` (the examples, so a user's
retraining starts from the same) and `detector.npz` (weights, calibration, thresholds),
then prints the held-out reliability table that docs/benchmarks.md records.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from bench.detect.labelled import BLIND, SETS, all_examples
from vaultmind.agent.detect.examples import ROWS, write_shipped
from vaultmind.agent.detect.train import calibrated, fit, held_out_scores, targets
from vaultmind.agent.detect.weights import SHIPPED, save


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--leave-out", default=",".join(BLIND), help="sets kept out (default: the sets still blind)"
    )
    args = parser.parse_args()
    names = [n for n in SETS if n not in args.leave_out.split(",")]
    examples = all_examples(names)
    start = time.perf_counter()
    scores = held_out_scores(examples)
    truth = targets(examples)
    weights = calibrated(fit(examples), scores, truth)
    print(f"{len(examples)} examples from {', '.join(names)}; {time.perf_counter() - start:.1f} s")
    write_shipped(examples)
    save(weights, SHIPPED)
    reliability(weights, scores, truth)


def reliability(weights: object, scores: np.ndarray, truth: np.ndarray) -> None:
    """Held-out calibrated probability in bins against how often it was right."""
    from vaultmind.agent.detect.weights import Weights

    assert isinstance(weights, Weights)
    print(
        "| row | write at | "
        + " | ".join(f"{b:.1f}–{b + 0.2:.1f}" for b in np.arange(0, 1, 0.2))
        + " |"
    )
    for k, row in enumerate(ROWS):
        p = 1 / (1 + np.exp(-(weights.scale[k] * scores[:, k] + weights.shift[k])))
        cells = []
        for low in np.arange(0, 1, 0.2):
            inside = (p >= low) & (p < low + 0.2 + (1e-9 if low >= 0.8 else 0))
            cells.append(f"{truth[inside, k].mean():.2f} ({inside.sum()})" if inside.any() else "–")
        print(f"| {row} | {weights.write_at[k]:.2f} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
