"""Every model call is recorded: tokens, latency, model, task — in `.vaultmind/state.sqlite`.

`vaultmind status` reads them back, so a slow or silent model shows at once.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vaultmind.agent.language_model import Completion, LanguageModel
from vaultmind.agent.wrapped_model import WrappedModel
from vaultmind.index.state import open_state


class RecordingModel(WrappedModel):
    """Wraps a model; each completion is logged with the task it was for."""

    def __init__(self, model: LanguageModel, state: Path, task: str) -> None:
        super().__init__(model)
        self._state = state
        self.task = task

    def complete(self, system: str, prompt: str, **options: Any) -> Completion:
        result = self.model.complete(system, prompt, **options)
        with open_state(self._state) as db:
            db.execute(
                "INSERT INTO model_calls VALUES (?, ?, ?, ?, ?, ?)",
                (
                    time.time(),
                    result.model,
                    self.task,
                    result.prompt_tokens,
                    result.completion_tokens,
                    result.seconds,
                ),
            )
        return result


@dataclass(frozen=True, slots=True)
class ModelUsage:
    model: str
    calls: int
    prompt_tokens: int
    completion_tokens: int
    median_seconds: float
    last_call: float


def usage(state: Path) -> list[ModelUsage]:
    if not state.exists():
        return []
    with open_state(state) as db:
        rows = db.execute(
            "SELECT model, prompt_tokens, completion_tokens, seconds, at FROM model_calls"
        ).fetchall()
    by_model: dict[str, list[tuple[int, int, float, float]]] = {}
    for model, prompt, completion, seconds, at in rows:
        by_model.setdefault(model, []).append((prompt, completion, seconds, at))
    return [
        ModelUsage(
            model,
            len(calls),
            sum(c[0] for c in calls),
            sum(c[1] for c in calls),
            statistics.median(c[2] for c in calls),
            max(c[3] for c in calls),
        )
        for model, calls in sorted(by_model.items())
    ]
