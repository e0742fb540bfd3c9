"""The detector retrained on the user's review decisions: their team's language.

Each decided message is one example: the kinds the user accepted (or edited) for it,
none if they rejected everything suggested from it. The shipped weights are the prior
and the decisions learn a small correction to them (`adapt`): a few dozen borderline
messages re-rank what is distinctive of the team, in seconds, with no refit of the
thousands of shipped examples.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.agent.detect.examples import KINDS, Example
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.detect.weights import SHIPPED, load, save
from vaultmind.memory.suggestions import Decision

USER_MODEL = "detector.npz"  # in the vault's `.vaultmind/`: rebuilt from decisions if lost


@dataclass(frozen=True, slots=True)
class Retrained:
    examples: int
    decisions: int
    seconds: float


def user_examples(decided: Iterable[Decision]) -> list[Example]:
    """One example per decided message: the union of the kinds the user kept."""
    views: dict[str, MessageView] = {}
    kinds: dict[str, set[str]] = {}
    for decision in decided:
        key = decision.source or decision.id
        try:
            views[key] = _view(decision.view)
        except (KeyError, TypeError, ValueError):  # mangled, or nothing to learn (no view)
            continue
        kinds.setdefault(key, set()).update(k for k in decision.kinds if k in KINDS)
    return [Example(views[k], frozenset(kinds[k]), "user") for k in views]


def retrain(data: Path, decided: Iterable[Decision]) -> Retrained:
    """The shipped detector corrected by the user's decisions, saved as the vault's."""
    from vaultmind.agent.detect.adapt import adapted

    start = time.perf_counter()
    mine = user_examples(decided)
    weights = adapted(load(SHIPPED), mine)
    save(weights, data / USER_MODEL)
    return Retrained(weights.trained_on, len(mine), time.perf_counter() - start)


def _view(row: dict[str, object]) -> MessageView:
    values = dict(row)
    values["day"] = date.fromisoformat(str(values["day"]))
    return MessageView(**values)  # type: ignore[arg-type]
