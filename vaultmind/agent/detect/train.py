"""Fitting the detector: one logistic regression per kind over the hashed features.

scikit-learn is imported here only (`make train`, `vaultmind train`, a review session's
retraining), never by a one-shot command. Calibration and thresholds come from
predictions on chats the fitted weights never saw (leave one chat group out).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from vaultmind.agent.detect.examples import KINDS, ROWS, Example
from vaultmind.agent.detect.features import BUCKETS, features, vector
from vaultmind.agent.detect.weights import Weights, sure

STRENGTH = 4.0  # inverse L2 penalty (C): chosen leave-one-set-out on blind2–5
PRECISION = 0.9  # written items: held-out precision at least this
FLOOR = 0.25  # suggested down to this calibrated probability
USER_WEIGHT = 1.0  # one decision weighs as a shipped example: 3 and 10 did no better
FOLDS = 8  # held-out folds for calibration: one set each up to eight sets


def matrix(examples: Sequence[Example]) -> Any:
    """The binary, unit-length sparse rows of the examples."""
    from scipy.sparse import csr_matrix

    rows, cols, values = [], [], []
    for row, example in enumerate(examples):
        buckets, weights = vector(features(example.view))
        rows += [row] * len(buckets)
        cols += buckets
        values += weights
    return csr_matrix((values, (rows, cols)), shape=(len(examples), BUCKETS), dtype=np.float32)


def targets(examples: Sequence[Example]) -> NDArray[np.int8]:
    """One column per row of the model: any item, then each kind."""
    return np.array([[bool(e.kinds), *(k in e.kinds for k in KINDS)] for e in examples],
                    dtype=np.int8)  # fmt: skip


def fit(
    examples: Sequence[Example], strength: float = STRENGTH, features_of: Any = None
) -> Weights:
    """Raw weights (calibration identity, thresholds at 0.5). A user's own decision
    counts `USER_WEIGHT` times: a few dozen must be able to move a model of thousands."""
    from sklearn.linear_model import LogisticRegression

    x = matrix(examples) if features_of is None else features_of
    y = targets(examples)
    weight = np.array([USER_WEIGHT if e.group == "user" else 1.0 for e in examples])
    coef = np.zeros((len(ROWS), BUCKETS), dtype=np.float32)
    intercept = np.zeros(len(ROWS), dtype=np.float32)
    for k in range(len(ROWS)):
        if y[:, k].sum() == 0:
            intercept[k] = -10.0  # never seen: never predicted
            continue
        model = LogisticRegression(C=strength, class_weight="balanced", max_iter=2000)
        model.fit(x, y[:, k], sample_weight=weight)
        coef[k] = model.coef_[0]
        intercept[k] = model.intercept_[0]
    ones = np.ones(len(ROWS), dtype=np.float32)
    means = np.asarray(x.mean(axis=0), dtype=np.float32).ravel()
    return Weights(ROWS, coef, intercept, ones, np.zeros(len(ROWS), dtype=np.float32),
                   ones * 0.5, ones * FLOOR, trained_on=len(examples), means=means)  # fmt: skip


def held_out_scores(examples: Sequence[Example]) -> NDArray[np.float32]:
    """Each example's raw scores from weights fitted without its set. Up to `FOLDS` sets
    each is its own fold, as before; past that, whole sets share a fold (round robin by
    name): thirty fits of ten thousand messages took minutes per model."""
    sets = sorted({_set_of(e) for e in examples})
    fold_of = {name: i % FOLDS for i, name in enumerate(sets)}
    x = matrix(examples)
    scores = np.zeros((len(examples), len(ROWS)), dtype=np.float32)
    for fold in sorted(set(fold_of.values())):
        inside = np.array([fold_of[_set_of(e)] == fold for e in examples])
        train = [e for e, held in zip(examples, inside, strict=True) if not held]
        weights = fit(train, features_of=x[~inside])
        scores[inside] = np.asarray(x[inside] @ weights.coef.T) + weights.intercept
    return scores


def calibrated(weights: Weights, scores: NDArray[np.float32], truth: NDArray[np.int8]) -> Weights:
    """Platt scaling per row from held-out scores, and each row's write threshold: the
    lowest probability above which held-out precision is at least `PRECISION`."""
    from sklearn.linear_model import LogisticRegression

    scale, shift, write_at = (np.ones(len(ROWS), dtype=np.float32) for _ in range(3))
    shift *= 0
    for k in range(len(ROWS)):
        if truth[:, k].sum() < 2:
            continue
        platt = LogisticRegression(C=1e4).fit(scores[:, k : k + 1], truth[:, k])
        scale[k], shift[k] = platt.coef_[0, 0], platt.intercept_[0]
        probability = 1 / (1 + np.exp(-(scale[k] * scores[:, k] + shift[k])))
        write_at[k] = precise_above(probability, truth[:, k])
    floor = np.full(len(ROWS), FLOOR, dtype=np.float32)
    written = sure(1 / (1 + np.exp(-(scale * scores + shift))), write_at)
    right = int((written & (truth[:, 0] == 1)).sum())
    estimate = (right / max(int(written.sum()), 1), right / max(int(truth[:, 0].sum()), 1))
    return Weights(ROWS, weights.coef, weights.intercept, scale, shift, write_at, floor,
                   weights.trained_on, weights.decisions, estimate, weights.means)  # fmt: skip


def precise_above(probability: NDArray[np.float64], truth: NDArray[np.int8]) -> float:
    """The lowest threshold whose predictions above it are `PRECISION` right (1.0: none)."""
    order = np.argsort(-probability)
    right = np.cumsum(truth[order]) / np.arange(1, len(order) + 1)
    good = np.nonzero(right >= PRECISION)[0]
    if len(good) == 0:
        return 1.0
    return float(probability[order][good[-1]])


def _set_of(example: Example) -> str:
    return example.group.split("/", 1)[0]
