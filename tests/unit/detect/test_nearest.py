"""The decided messages found by cosine through a bucket-sorted sparse lookup."""

from __future__ import annotations

from datetime import date

import numpy as np

from vaultmind.agent.detect.features import MessageView, features, vector
from vaultmind.agent.detect.nearest import Nearest

DAY = date(2026, 12, 1)
TEXTS = ("закажу пиццу к вечеру", "pizza for everyone at 12?", "готово, отправил акт",
         "I'll send the invoice by Friday", "ок")  # fmt: skip


def dense(text: str) -> np.ndarray:
    buckets, values = vector(features(MessageView(text, DAY)))
    row = np.zeros(1 << 18)
    row[buckets] = values
    return row / np.linalg.norm(row)


def test_similarities_are_the_cosines_of_the_messages() -> None:
    decided = [vector(features(MessageView(t, DAY))) for t in TEXTS]
    nearest = Nearest.of(decided, np.zeros((len(TEXTS), 8), dtype=np.float32))
    for text in ("закажу пиццу на всех", "invoice sent", "ок, сделаю"):
        expected = [float(dense(text) @ dense(t)) for t in TEXTS]
        found = nearest.similarities(vector(features(MessageView(text, DAY))))
        assert np.allclose(found, expected, atol=1e-5)


def test_only_close_decisions_correct_a_message() -> None:
    decided = [vector(features(MessageView(TEXTS[0], DAY)))]
    residual = np.full((1, 8), -0.8, dtype=np.float32)
    nearest = Nearest.of(decided, residual)
    assert (nearest.correction(vector(features(MessageView(TEXTS[0], DAY)))) < -1).all()
    far = nearest.correction(vector(features(MessageView("migrate the database", DAY))))
    assert (far == 0).all()
