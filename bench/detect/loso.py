"""Message-level detection, leave one set out: does a message carry an item of a kind?

python -m bench.detect.loso [--sets blind2,blind3,...]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from bench.detect.labelled import all_examples
from vaultmind.agent.detect.examples import ROWS
from vaultmind.agent.detect.train import fit, matrix, targets


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="blind2,blind3,blind4,blind5")
    parser.add_argument("--train-extra", default="tuned,train7,train8")
    parser.add_argument("--C", type=float, default=None)
    args = parser.parse_args()
    tests = args.sets.split(",")
    names = tests + args.train_extra.split(",")
    examples = {name: all_examples([name]) for name in names}
    pooled = np.zeros(3)
    for test in tests:
        train = [e for n in names if n != test for e in examples[n]]
        start = time.perf_counter()
        weights = fit(train, **({"strength": args.C} if args.C else {}))
        took = time.perf_counter() - start
        held = examples[test]
        x, y = matrix(held), targets(held)
        scores = np.asarray(x @ weights.coef.T) + weights.intercept
        predicted = scores > 0
        any_true, any_pred = y[:, 0] == 1, predicted[:, 0]
        tp = int((any_true & any_pred).sum())
        counts = np.array([tp, int(any_pred.sum()), int(any_true.sum())])
        pooled += counts
        per_kind = []
        for k, kind in enumerate(ROWS):
            ktp = int((predicted[:, k] & (y[:, k] == 1)).sum())
            p, r = ktp / max(predicted[:, k].sum(), 1), ktp / max(y[:, k].sum(), 1)
            per_kind.append(f"{kind[:4]} {2 * p * r / max(p + r, 1e-9):.2f}")
        print(f"{test}: {_prf(counts)}  fit {took:.1f}s  | " + " ".join(per_kind))
    print(f"pooled: {_prf(pooled)}")


def _prf(counts: np.ndarray) -> str:
    tp, pred, true = counts
    p, r = tp / max(pred, 1), tp / max(true, 1)
    return f"P {p:.2f} R {r:.2f} F1 {2 * p * r / max(p + r, 1e-9):.2f}"


if __name__ == "__main__":
    main()
