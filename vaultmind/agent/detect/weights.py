"""The linear detector as numpy arrays: one weight row per kind, scored in microseconds.

A message's vector is binary over hashed features and scaled to unit length, so a
long message does not outvote a short «+». Each kind's probability is the logistic of
its score, calibrated (Platt: `a·score + b`) on chats the weights never saw.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from vaultmind.agent.detect.features import BUCKETS, MessageView, features, vector
from vaultmind.errors import VaultMindError

SHIPPED = Path(__file__).resolve().parent / "data" / "detector.npz"


@dataclass(frozen=True)
class Weights:
    kinds: tuple[str, ...]
    coef: NDArray[np.float32]  # (kinds, BUCKETS)
    intercept: NDArray[np.float32]  # (kinds,)
    scale: NDArray[np.float32]  # Platt a per kind
    shift: NDArray[np.float32]  # Platt b per kind
    write_at: NDArray[np.float32]  # written above this probability (precision ≥ 0.9 held out)
    suggest_at: NDArray[np.float32]  # suggested above this, down to here
    trained_on: int = 0  # examples, shipped and the user's
    decisions: int = 0  # of them, the user's own review decisions
    estimate: tuple[float, float] = (0.0, 0.0)  # held-out precision, recall of what is written
    # each feature's mean over the training examples: a user's correction is centred on
    # it (`adapt`), read here instead of featurising ten thousand examples per retrain
    means: NDArray[np.float32] | None = None

    def scores(self, view: MessageView) -> NDArray[np.float32]:
        """The raw linear score of each kind (before calibration)."""
        buckets, values = vector(features(view))
        total = self.coef[:, buckets] @ np.asarray(values, dtype=np.float32)
        return (total + self.intercept).astype(np.float32)

    def probabilities(self, view: MessageView) -> dict[str, float]:
        """Each kind's calibrated probability that the message carries it."""
        raw = self.scores(view)
        calibrated = 1.0 / (1.0 + np.exp(-(self.scale * raw + self.shift)))
        return {kind: float(p) for kind, p in zip(self.kinds, calibrated, strict=True)}


def sure(probability: NDArray[np.floating], write_at: NDArray[np.float32]) -> NDArray[np.bool_]:
    """Which messages (rows of calibrated probabilities, the item row first) are written:
    the likeliest kind past its own threshold, which holds precision 0.9 on held-out
    chats. A sure item of an unsure kind («Шучу, не сделаю график») would be written as
    the wrong thing; a sure kind is enough, whatever the item row says ("Calls work
    better for me than email": preference 0.87, item 0.49; session 34, decisions.md)."""
    kinds = 1 + np.argmax(probability[:, 1:], axis=1)
    rows = np.arange(len(probability))
    found: NDArray[np.bool_] = probability[rows, kinds] >= write_at[kinds]
    return found


def save(weights: Weights, path: Path) -> None:
    """Written whole then moved into place: a reader never sees half a model."""
    buffer = io.BytesIO()
    means: dict[str, Any] = (  # a model saved before `means` loads without them
        {} if weights.means is None else {"means": weights.means.astype(np.float16)}
    )
    np.savez_compressed(
        buffer,
        **means,
        kinds=np.array(weights.kinds),
        coef=weights.coef.astype(np.float16),  # 3 significant digits are plenty
        intercept=weights.intercept,
        scale=weights.scale,
        shift=weights.shift,
        write_at=weights.write_at,
        suggest_at=weights.suggest_at,
        counts=np.array([weights.trained_on, weights.decisions]),
        estimate=np.array(weights.estimate),
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_bytes(buffer.getvalue())
    partial.replace(path)


def load(path: Path = SHIPPED) -> Weights:
    try:
        with np.load(path) as data:
            coef = data["coef"].astype(np.float32)
            if coef.shape[1] != BUCKETS:
                raise VaultMindError(f"{path}: a detector for another feature space")
            trained_on, decisions = (int(n) for n in data["counts"])
            rows = tuple(str(k) for k in data["kinds"])
            arrays = {name: data[name].astype(np.float32) for name in
                      ("intercept", "scale", "shift", "write_at", "suggest_at")}  # fmt: skip
            precision, recall = (float(v) for v in data["estimate"])
            means = data["means"].astype(np.float32) if "means" in data.files else None
            return Weights(rows, coef, **arrays, trained_on=trained_on, decisions=decisions,
                           estimate=(precision, recall), means=means)  # fmt: skip
    except (OSError, KeyError, ValueError) as exc:
        raise VaultMindError(f"cannot read the detector {path}: {exc}") from None
