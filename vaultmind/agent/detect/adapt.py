"""The shipped detector corrected by a user's decisions, where they apply.

A user's decisions are few (dozens) and are exactly the borderline messages. Learning a
delta per feature from them (the way until session 28) made the detector worse on the
rest of the same chats (dev: message F1 0.801 → 0.782 on the second halves), and
refitting on the shipped examples plus the decisions did too (0.791). So the shipped
weights and calibration stay as they are, and the decided messages correct the messages
like them (`nearest`): the twelfth pizza order after eleven rejected ones, the team's
own phrasing of a promise after a few accepted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from vaultmind.agent.detect.examples import KINDS, Example
from vaultmind.agent.detect.features import features, vector
from vaultmind.agent.detect.nearest import Nearest
from vaultmind.agent.detect.weights import Weights


def adapted(base: Weights, mine: Sequence[Example]) -> Weights:
    """The base detector with the user's decided examples to correct the messages like
    them; the base itself when there are none."""
    if not mine:
        return base
    vectors = [vector(features(example.view)) for example in mine]
    base = replace(base, nearest=None)
    probability = np.array([[1.0 / (1.0 + np.exp(-odds)) for odds in base.log_odds(e.view)]
                            for e in mine], dtype=np.float32)  # fmt: skip
    truth = np.array([[bool(e.kinds), *(k in e.kinds for k in KINDS)] for e in mine],
                     dtype=np.float32)  # fmt: skip
    return replace(base, nearest=Nearest.of(vectors, truth - probability),
                   trained_on=base.trained_on + len(mine), decisions=len(mine))  # fmt: skip
