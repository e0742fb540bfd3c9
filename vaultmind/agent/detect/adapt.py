"""The shipped detector corrected by a user's decisions: a small delta, not a refit.

A user's decisions are few (dozens) and are exactly the borderline messages. Refitting
the thousands of shipped examples plus these hardly moved the model (issue 26: +0.008
F1 on the other half of a chat). Here each row keeps the shipped weights and
calibration and learns, on the decisions alone, one delta per feature the decisions
contain, in calibrated log-odds, pulled towards zero (the shipped model is the prior).
Each feature is centred on its mean over the shipped examples, so the deltas re-rank
what is distinctive of the team's messages («паллету закатаю») and leave the overall
rate alone: a few dozen borderline decisions say little about how often the rest of a
chat carries something (learning a shift from them cost 0.01–0.2 F1 on dev sets).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from vaultmind.agent.detect.examples import Example
from vaultmind.agent.detect.weights import Weights

PRIOR = 3.0  # L2 pull of each delta towards zero: chosen on blind2–5 (1, 3, 10, 30 tried)


def adapted(base: Weights, mine: Sequence[Example]) -> Weights:
    """The base detector moved towards the user's decided examples, each feature centred
    on its mean over the examples the base was trained on (`Weights.means`, which `fit`
    records; a model without them is not centred)."""
    from vaultmind.agent.detect.train import matrix, targets

    if not mine:
        return base
    x = matrix(mine)
    columns = np.unique(x.indices)
    x = x[:, columns].toarray().astype(np.float64)
    means = base.means
    centre = np.zeros(len(columns)) if means is None else means[columns].astype(np.float64)
    truth = targets(mine).astype(np.float64)
    raw = x @ base.coef[:, columns].T.astype(np.float64) + base.intercept
    coef, intercept = base.coef.copy(), base.intercept.copy()
    for k in range(len(base.kinds)):
        scale = float(base.scale[k])
        if scale <= 1e-3:  # a row calibration says nothing about: leave it
            continue
        delta = correction(x - centre, truth[:, k], scale * raw[:, k] + float(base.shift[k]))
        coef[k, columns] += (delta / scale).astype(np.float32)
        intercept[k] -= np.float32(centre @ delta / scale)
    return replace(base, coef=coef, intercept=intercept,
                   trained_on=base.trained_on + len(mine), decisions=len(mine))  # fmt: skip


def correction(
    x: NDArray[np.float64], truth: NDArray[np.float64], z: NDArray[np.float64]
) -> NDArray[np.float64]:
    """The per-feature deltas minimising the decisions' log loss around the base
    log-odds `z`, with an L2 prior (L-BFGS: milliseconds for hundreds of decisions)."""
    from scipy.optimize import minimize

    def loss(delta: NDArray[np.float64]) -> tuple[float, NDArray[np.float64]]:
        logit = z + x @ delta
        error = 1.0 / (1.0 + np.exp(-logit)) - truth
        value = np.sum(np.logaddexp(0.0, logit) - truth * logit) + PRIOR / 2 * delta @ delta
        return float(value), x.T @ error + PRIOR * delta

    found: NDArray[np.float64] = minimize(loss, np.zeros(x.shape[1]), jac=True,
                                          method="L-BFGS-B").x  # fmt: skip
    return found
