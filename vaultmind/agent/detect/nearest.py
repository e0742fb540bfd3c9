"""A user's decisions applied to the messages like them, not to the whole model.

Measured on the development chats (`python -m bench.detect.simulated`, session 28): a
delta per feature learnt from the first half's decisions lowered message F1 on the
second half (pooled 0.801 → 0.782, five sets of six), and so did refitting with every
first-half label. The decided messages are borderline and say little about the rest of
a chat. What they do say is local: a team that rejected eleven pizza orders wants the
twelfth one rejected too.

So each decided message keeps its unit vector and how wrong the shipped detector was on
it (truth − probability, per row). A new message's log-odds move by `STRENGTH` times the
similarity-weighted mean of those residuals, over the decided messages whose cosine
with it passes `REACH`; any other message keeps the shipped judgment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

REACH = 0.5  # cosine past which a decided message speaks for a new one (0.3–0.7 tried)
STRENGTH = 2.0  # log-odds per unit of residual (1, 2, 4 tried)
DAMPING = 0.1  # a single faint neighbour moves a message less than several close ones

Vector = tuple[Sequence[int], Sequence[float]]  # hashed buckets, values (`features.vector`)


@dataclass(frozen=True)
class Nearest:
    """The decided messages, as a bucket-sorted sparse matrix for one-message lookups."""

    buckets: NDArray[np.int32]  # every decided message's buckets, sorted
    rows: NDArray[np.int32]  # which decided message each entry belongs to
    values: NDArray[np.float32]  # its value, each message scaled to unit length
    residual: NDArray[np.float32]  # (decided messages, model rows): truth − probability

    @classmethod
    def of(cls, vectors: Sequence[Vector], residual: NDArray[np.float32]) -> Nearest:
        buckets, rows, values = [], [], []
        for row, (found, weights) in enumerate(vectors):
            unit = np.asarray(weights, dtype=np.float32)
            unit /= max(float(np.linalg.norm(unit)), 1e-9)
            buckets.append(np.asarray(found, dtype=np.int32))
            rows.append(np.full(len(unit), row, dtype=np.int32))
            values.append(unit)
        if not vectors:
            empty = np.zeros(0, dtype=np.int32)
            return cls(empty, empty, np.zeros(0, dtype=np.float32), residual)
        flat = np.concatenate(buckets)
        order = np.argsort(flat, kind="stable")
        return cls(flat[order], np.concatenate(rows)[order], np.concatenate(values)[order],
                   residual.astype(np.float32))  # fmt: skip

    @property
    def size(self) -> int:
        return len(self.residual)

    def similarities(self, vector: Vector) -> NDArray[np.float32]:
        """The cosine of the message with each decided message."""
        found = np.asarray(vector[0], dtype=np.int32)
        weights = np.asarray(vector[1], dtype=np.float32)
        weights = weights / max(float(np.linalg.norm(weights)), 1e-9)
        low = np.searchsorted(self.buckets, found, "left")
        counts = np.searchsorted(self.buckets, found, "right") - low
        starts = np.repeat(low - np.cumsum(counts) + counts, counts)
        entries = starts + np.arange(int(counts.sum()))
        cosine = np.zeros(self.size, dtype=np.float32)
        np.add.at(cosine, self.rows[entries], self.values[entries] * np.repeat(weights, counts))
        return cosine

    def correction(self, vector: Vector) -> NDArray[np.float32]:
        """What to add to each row's calibrated log-odds: zero when no decided message is
        close enough."""
        if self.size == 0:
            return np.zeros(self.residual.shape[1], dtype=np.float32)
        pull = np.clip(self.similarities(vector) - REACH, 0.0, None)
        total = float(pull.sum())
        if total == 0.0:
            return np.zeros(self.residual.shape[1], dtype=np.float32)
        moved: NDArray[np.float32] = STRENGTH * (pull @ self.residual) / (DAMPING + total)
        return moved.astype(np.float32)
