"""Training: the detector learns a team's own phrasing from the user's decisions."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from vaultmind.agent.detect.examples import Example, dump, parse, shipped
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.detect.retrain import USER_MODEL, retrain, user_examples
from vaultmind.agent.detect.weights import load
from vaultmind.memory.suggestions import Decision

DAY = date(2026, 12, 1)
JARGON = "паллету закатаю"  # a team's word for "I'll wrap the pallet": no set has it


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
    phrase = MessageView(f"{JARGON} до вечера", DAY)
    before = load().probabilities(phrase)["commitment"]
    texts = [f"{JARGON} к {h} часам" for h in range(10, 22)] + [f"{JARGON} сегодня", JARGON]
    done = retrain(tmp_path, [decision(n, t, ("commitment",)) for n, t in enumerate(texts)])
    assert done.decisions == len(texts)
    after = load(tmp_path / USER_MODEL).probabilities(phrase)["commitment"]
    assert after > before + 0.05
