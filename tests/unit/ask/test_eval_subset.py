"""A slice of bench/ask_eval run in the suite, so the published figures stay honest:
every structural answer exact, every no-answer question not found."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from bench.ask_eval.run import QUESTIONS, evaluate


def test_structural_and_not_found_questions_of_the_eval(ask_vault: Path) -> None:
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    chosen = [q for q in data["questions"] if "structural" in q or q.get("not_found")]
    scores = evaluate(ask_vault, chosen, date.fromisoformat(data["today"]))
    assert scores.misses == [] or all(m.startswith("recall") for m in scores.misses)
    assert all(scores.structural) and len(scores.structural) >= 60
    assert all(scores.not_found) and len(scores.not_found) >= 10
