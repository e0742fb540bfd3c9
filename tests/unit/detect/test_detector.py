"""The learned detector: what it reads in a message, and that it tells a promise from
small talk with the weights the package ships."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from vaultmind.agent.detect.examples import Example
from vaultmind.agent.detect.features import MessageView, features, vector
from vaultmind.agent.detect.weights import load, save
from vaultmind.errors import VaultMindError

DAY = date(2026, 12, 1)


def item(text: str, **context: object) -> float:
    return load().probabilities(MessageView(text, DAY, **context))["item"]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("promise", "chatter"),
    [
        ("Сделаю отчёт до пятницы", "Всем привет!"),
        ("I'll send the slides tomorrow", "haha nice"),
        ("Я в отпуске до 15 декабря", "Спасибо, коллеги"),
    ],
)
def test_a_promise_or_an_absence_is_likelier_to_carry_a_memory_than_small_talk(
    promise: str, chatter: str
) -> None:
    assert item(promise) > 0.5 > item(chatter)


def test_a_bare_ok_is_read_with_the_ask_it_answers() -> None:
    """«ок» carries a promise only as the answer to an ask."""
    ask = "Дима, подготовь отчёт по складу до пятницы?"
    assert item("ок", replied=ask) > item("ок") + 0.2


def test_russian_verbs_are_read_by_lemma_and_grammar() -> None:
    """«починю» and «починим» share the lemma; the tags say: I, future."""
    found = set(features(MessageView("Завтра починю", DAY)))
    assert {"l:починить", "g:1per", "g:futr"} <= found
    assert "l:починить" in set(features(MessageView("починим к среде", DAY)))


def test_each_feature_group_has_unit_length() -> None:
    """Many character n-grams must not drown the few words and flags."""
    buckets, values = vector(features(MessageView("Сделаю отчёт до пятницы", DAY)))
    assert len(buckets) == len(set(buckets)) and all(v > 0 for v in values)
    assert 1.5 < sum(v * v for v in values) < 8  # about one per group, a few groups


def test_saved_weights_score_as_the_originals(tmp_path: Path) -> None:
    shipped = load()
    save(shipped, tmp_path / "detector.npz")
    view = MessageView("Беру на себя, к понедельнику будет", DAY)
    again = load(tmp_path / "detector.npz").probabilities(view)
    assert again == pytest.approx(shipped.probabilities(view), abs=1e-6)


def test_a_broken_model_file_is_one_clear_error(tmp_path: Path) -> None:
    broken = tmp_path / "detector.npz"
    broken.write_bytes(b"not a model")
    with pytest.raises(VaultMindError, match="cannot read the detector"):
        load(broken)


def test_a_sure_item_of_an_unsure_kind_is_suggested_not_written() -> None:
    """Each kind's threshold holds precision 0.9 too: a message surely carrying something,
    but not surely a promise, waits for the user rather than being written as one."""
    from dataclasses import replace

    import numpy as np

    from vaultmind.agent.ingest.extract.detector_step import Detector

    shipped = load()
    promise = MessageView("Сделаю отчёт до пятницы", DAY)
    assert Detector(shipped).detect(promise).route == "write"
    kinds = list(shipped.kinds)
    strict = shipped.write_at.copy()
    strict[kinds.index("commitment")] = np.float32(0.999)
    found = Detector(replace(shipped, write_at=strict)).detect(promise)
    assert (found.kind, found.route) == ("commitment", "suggest")


def test_status_estimates_what_is_written_with_the_kind_gate() -> None:
    """`vaultmind status` reports the held-out precision and recall of what ingest would
    write: a message only the item row is sure of is not counted as written."""
    import numpy as np

    from vaultmind.agent.detect.examples import ROWS
    from vaultmind.agent.detect.train import calibrated, fit

    rng = np.random.default_rng(0)
    carries = rng.random(400) < 0.5
    truth = np.zeros((400, len(ROWS)), dtype=np.int8)
    truth[:, 0] = carries
    truth[:, 1] = carries  # every item is a commitment
    scores = np.where(truth == 1, 3.0, -3.0) + rng.normal(0, 1.0, truth.shape)
    blind_kind = scores.copy()
    blind_kind[:, 1] = rng.normal(0, 1.0, 400)  # the kind row knows nothing
    examples = [Example(MessageView("x", DAY), frozenset(), "s") for _ in range(2)]
    weights = fit(examples)
    sure = calibrated(weights, scores.astype(np.float32), truth).estimate
    unsure = calibrated(weights, blind_kind.astype(np.float32), truth).estimate
    assert sure[1] > 0.8 and unsure[1] < sure[1] / 2
