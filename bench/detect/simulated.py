"""A simulated user reviews half a chat; does the detector get better on the other half?

    python -m bench.detect.simulated [--sets blind2,…,blind11]

For each test set the detector is trained, calibrated and thresholded on the other sets
only. In each chat, the first half's suggestions (messages whose calibrated item
probability is between the suggestion floor and the write threshold) are accepted or
rejected as the labels say; the detector learns from those decisions as the product
does (`retrain.adapted`, what `vaultmind train`, the review screen and the daemon run),
and message-level F1 (does a message carry an item?) is measured on the second half,
before and after. `--refit` also shows the old way: a refit on the other sets plus the
decisions, calibration kept. `--every` decides every first-half message, not only the
suggested ones: the most a user's review of that half could teach. A dev set is tested
with the blind sets left out of training.
"""

from __future__ import annotations

import argparse
from dataclasses import replace

import numpy as np

from bench.detect.labelled import BLIND, SETS, all_examples, set_examples
from vaultmind.agent.detect import train
from vaultmind.agent.detect.adapt import adapted
from vaultmind.agent.detect.examples import Example
from vaultmind.agent.detect.train import calibrated, fit, held_out_scores, matrix, targets
from vaultmind.agent.detect.weights import Weights


def f1(weights: Weights, examples: list[Example]) -> tuple[int, int, int]:
    if not examples:
        return 0, 0, 0
    scores = np.asarray(matrix(examples) @ weights.coef[:1].T)[:, 0] + weights.intercept[0]
    p = 1 / (1 + np.exp(-(weights.scale[0] * scores + weights.shift[0])))
    predicted, truth = p >= 0.5, targets(examples)[:, 0] == 1
    return int((predicted & truth).sum()), int(predicted.sum()), int(truth.sum())


def halves(examples: list[Example]) -> dict[str, tuple[list[Example], list[Example]]]:
    chats: dict[str, list[Example]] = {}
    for example in examples:
        chats.setdefault(example.group, []).append(example)
    return {name: (m[: len(m) // 2], m[len(m) // 2 :]) for name, m in chats.items()}


def suggested(weights: Weights, examples: list[Example]) -> list[Example]:
    scores = np.asarray(matrix(examples) @ weights.coef[:1].T)[:, 0] + weights.intercept[0]
    p = 1 / (1 + np.exp(-(weights.scale[0] * scores + weights.shift[0])))
    low, high = float(weights.suggest_at[0]), float(weights.write_at[0])
    return [e for e, q in zip(examples, p, strict=True) if low <= q < high]


def main() -> None:
    parser = argparse.ArgumentParser()
    sets = ",".join(f"blind{n}" for n in range(2, 12))
    parser.add_argument("--sets", default=sets)
    parser.add_argument("--user-weight", type=float, default=train.USER_WEIGHT)
    parser.add_argument("--refit", action="store_true", help="also the old refit, for contrast")
    parser.add_argument("--every", action="store_true", help="every first-half message decided")
    args = parser.parse_args()
    train.USER_WEIGHT = args.user_weight
    names = [n for n in SETS if SETS[n].is_file()]
    pooled = np.zeros((3, 3))
    for test in args.sets.split(","):
        others = all_examples([n for n in names if n not in (test, *_left_out(test))])
        base = calibrated(fit(others), held_out_scores(others), targets(others))
        split = halves(set_examples(test))
        decided = [replace(e, group="user") for first, _ in split.values()
                   for e in (first if args.every else suggested(base, first))]  # fmt: skip
        second = [e for _, rest in split.values() for e in rest]
        counts = np.zeros((3, 3))
        counts[0], counts[1] = f1(base, second), f1(adapted(base, decided), second)
        if args.refit:
            again = fit([*others, *decided])
            refit = replace(base, coef=again.coef, intercept=again.intercept)
            counts[2] = f1(refit, second)
        pooled += counts
        print(f"{test}: {len(decided)} decisions; second half F1 {_f1(counts[0]):.3f} → "
              f"{_f1(counts[1]):.3f}" + (f" (refit {_f1(counts[2]):.3f})" if args.refit else ""),
              flush=True)  # fmt: skip
    print(f"pooled: F1 {_f1(pooled[0]):.3f} → {_f1(pooled[1]):.3f}"
          + (f" (refit {_f1(pooled[2]):.3f})" if args.refit else ""))  # fmt: skip


def _left_out(test: str) -> tuple[str, ...]:
    """A set is tested without the blind sets in training, as the shipped model is
    trained (`make train` leaves them out); a blind set itself trains on the rest."""
    return tuple(name for name in BLIND if name != test)


def _f1(counts: np.ndarray) -> float:
    tp, predicted, true = counts
    p, r = tp / max(predicted, 1), tp / max(true, 1)
    return float(2 * p * r / max(p + r, 1e-9))


if __name__ == "__main__":
    main()
