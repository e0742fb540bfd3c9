"""Training: the detector learns a team's own phrasing from the user's decisions."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from vaultmind.agent.detect.examples import Example, dump, parse, shipped
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.detect.retrain import USER_MODEL, retrain, user_examples
from vaultmind.agent.detect.weights import load
from vaultmind.agent.ingest.extract.detector_step import Detector, load_detector
from vaultmind.memory.suggestions import Decision

DAY = date(2026, 12, 1)
JARGON = "паллета на мне"  # a team's "I'll wrap the pallet", said with no verb


def decision(n: int, text: str, kinds: tuple[str, ...]) -> Decision:
    view = {"text": text, "day": DAY.isoformat(), "by_owner": False, "replied": "",
            "previous": "", "forwarded": False, "sender_known": True}  # fmt: skip
    return Decision(f"s{n}", "accepted" if kinds else "rejected", kinds, view, "2026-12-02",
                    f"[[Sources/t/c/2026-12-01#^m{n}]]")  # fmt: skip


def test_examples_survive_the_round_trip_through_their_file_format() -> None:
    example = Example(MessageView("готово", DAY, replied="сделаешь?"), frozenset({"done"}), "x/y")
    assert list(parse(dump([example]).splitlines())) == [example]


def test_the_package_ships_the_examples_its_weights_came_from() -> None:
    examples = shipped()
    assert len(examples) == load().trained_on
    assert sum(bool(e.kinds) for e in examples) > len(examples) / 4


def test_one_example_per_decided_message_with_the_kinds_kept() -> None:
    decided = [decision(1, "сделаю", ("commitment",)), decision(1, "сделаю", ("done",)),
               decision(2, "lol", ())]  # fmt: skip
    found = {e.view.text: e.kinds for e in user_examples(decided)}
    assert found == {"сделаю": {"commitment", "done"}, "lol": frozenset()}


def test_decisions_teach_the_detector_a_teams_own_phrasing(tmp_path: Path) -> None:
    phrase = MessageView(f"ладно, {JARGON}", DAY)
    before = load().probabilities(phrase)["commitment"]
    assert before < 0.6  # the shipped detector doubts it
    texts = [f"{JARGON} к {h} часам" for h in range(10, 22)] + [f"{JARGON} сегодня", JARGON]
    done = retrain(tmp_path, [decision(n, t, ("commitment",)) for n, t in enumerate(texts)])
    assert done.decisions == len(texts)
    after = load(tmp_path / USER_MODEL).probabilities(phrase)["commitment"]
    assert after > before + 0.05


def test_rejecting_a_kind_of_message_makes_it_much_less_likely(tmp_path: Path) -> None:
    """A team that orders pizza in chat rejects those suggestions: the next pizza order
    falls from a likely item (since session 34 one the shipped detector would write) to
    the bottom of the inbox, while a real promise
    keeps its place (what is distinctive of the rejected messages is learnt, not a
    lower rate for everything)."""
    pizza = MessageView("закажу пиццу к вечеру", DAY)
    promise = MessageView("подготовлю отчёт по релизу к пятнице", DAY)
    shipped_detector = Detector(load())
    before = {m: shipped_detector.detect(m) for m in (pizza, promise)}
    assert before[pizza].route != "drop" and before[pizza].probability > 0.5
    texts = [f"закажу пиццу к {h} часам" for h in range(11, 21)] + ["закажу пиццу на всех"]
    retrain(tmp_path, [decision(n, t, ()) for n, t in enumerate(texts)])
    mine = load_detector(tmp_path, None)
    assert mine.detect(pizza).probability < before[pizza].probability - 0.2
    assert mine.detect(promise).route == before[promise].route != "drop"
    assert mine.detect(promise).probability > before[promise].probability - 0.1
    lead_before = before[promise].probability - before[pizza].probability
    lead_after = mine.detect(promise).probability - mine.detect(pizza).probability
    assert lead_after > 0.1 and lead_after > lead_before + 0.2


def test_each_set_is_scored_by_a_model_that_never_saw_it() -> None:
    """Calibration reads held-out scores. With more sets than folds, sets share a fold,
    and still no set is scored by weights fitted on it: one set that calls «гляну
    вечером» nothing, thirty times, is scored by the others, which call it a promise."""
    import numpy as np

    from vaultmind.agent.detect.examples import ROWS
    from vaultmind.agent.detect.train import FOLDS, fit, held_out_scores, matrix

    said = MessageView("гляну вечером", DAY)
    examples = [Example(said, frozenset(), "odd/chat") for _ in range(30)]
    for n in range(FOLDS + 2):
        examples += [Example(said, frozenset({"commitment"}), f"set{n:02d}/chat")] * 2
        examples += [Example(MessageView("привет, коллеги", DAY), frozenset(), f"set{n:02d}/c")]
    promise = ROWS.index("commitment")
    held = held_out_scores(examples)[0, promise]
    everything = fit(examples)
    seen = (np.asarray(matrix(examples[:1]) @ everything.coef.T) + everything.intercept)[0]
    assert held > 2.0 > 1.0 > seen[promise]  # its own thirty would have pulled it down


def test_a_model_carries_its_feature_means_so_retraining_reads_no_examples(
    tmp_path: Path,
) -> None:
    """Retraining centres the user's correction on the shipped examples' feature means.
    The model saves them, so `vaultmind train` need not featurise ten thousand
    examples each time, and the correction is the one those examples would give."""
    from dataclasses import replace

    import numpy as np

    from vaultmind.agent.detect.adapt import adapted
    from vaultmind.agent.detect.train import fit, matrix
    from vaultmind.agent.detect.weights import save

    texts = ["сделаю отчёт", "привет всем", "готово", "I'll send it", "haha", "в отпуске"]
    reference = [Example(MessageView(t, DAY), frozenset({"commitment"} if i % 2 == 0 else ()),
                         f"s{i % 3}/c") for i, t in enumerate(texts * 3)]  # fmt: skip
    save(fit(reference), tmp_path / "base.npz")
    base = load(tmp_path / "base.npz")
    assert base.means is not None
    mine = [Example(MessageView(f"{JARGON} к {h}", DAY), frozenset({"commitment"}), "user")
            for h in range(10, 16)]  # fmt: skip
    expected = np.asarray(matrix(reference).mean(axis=0), dtype=np.float32).ravel()
    assert np.allclose(base.means, expected, atol=1e-3)  # the training examples' means
    quick = adapted(base, mine)
    slow = adapted(replace(base, means=expected), mine)
    assert np.allclose(quick.coef, slow.coef, atol=1e-3)
    uncentred = adapted(replace(base, means=None), mine)  # the means do move the correction
    assert not np.allclose(quick.intercept, uncentred.intercept, atol=1e-3)
