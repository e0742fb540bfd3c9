"""Item level, leave one set out: what ingest writes and suggests with the detector.

    python -m bench.detect.items [--sets blind2,…,blind11]

For each test set the detector is trained on the other labelled sets only (its weights
go into each eval vault's `.vaultmind/detector.npz`, where a user's retrained model
lives), then every chat is ingested through the real `VaultService.ingest` without a
model and scored by bench/extract_eval/score.py three ways: the rules alone (`detector
= false`), what is written with the detector, and written + suggested. Suggestions per
100 messages are the review load a user would see.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from bench.detect.labelled import BLIND, SETS, all_examples
from bench.extract_eval.run import make_vault, scored_items
from bench.extract_eval.score import CATEGORIES, Item, Score, label_items, score
from vaultmind.agent.detect.train import calibrated, fit, held_out_scores, targets
from vaultmind.agent.detect.weights import Weights, save
from vaultmind.memory.suggestions import Suggestion, suggestions
from vaultmind.service import IngestRequest, VaultService

TRAIN_ALWAYS = ("tuned",)


@dataclass
class SetResult:
    rules: Score = field(default_factory=Score)
    written: Score = field(default_factory=Score)
    both: Score = field(default_factory=Score)
    messages: int = 0
    suggested: int = 0


def loso_weights(test: str, names: list[str]) -> Weights:
    train = all_examples([n for n in names if n != test])
    return calibrated(fit(train), held_out_scores(train), targets(train))


def run_chat(chat: dict[str, Any], base: Path, today: date, weights: Weights | None,
             scratch: Path) -> tuple[list[Item], list[Item], int]:  # fmt: skip
    vault = make_vault(scratch, chat)
    if weights is None:
        settings = vault / "vaultmind.toml"
        settings.write_text(settings.read_text("utf-8") + "\ndetector = false\n", "utf-8")
    else:
        save(weights, vault / ".vaultmind" / "detector.npz")
    VaultService(vault).ingest(IngestRequest((base / chat["file"],), model="none", today=today))
    written = scored_items(vault, chat.get("owner"))
    made = suggestions(vault)
    owner = chat.get("owner")
    suggested = [i for s in made if (i := suggestion_item(s)) and i.person != owner]
    return written, suggested, len(made)


def suggestion_item(suggestion: Suggestion) -> Item | None:
    """A suggestion in the labels' shape, as if it were accepted."""
    person = Path(suggestion.person).stem
    if suggestion.op == "add":
        due = suggestion.due if suggestion.kind == "commitment" else suggestion.valid_until
        return Item(suggestion.kind, person, suggestion.text, due)
    kind = {"done": "done", "archived": "cancelled", "supersede": "postponed"}[suggestion.op]
    return Item(kind, person, suggestion.text, suggestion.due if kind == "postponed" else None)


def evaluate(test: str, names: list[str]) -> SetResult:
    weights = loso_weights(test, names)
    data = json.loads(SETS[test].read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    result = SetResult()
    for chat in data["chats"]:
        labels = label_items(chat["labels"])
        with tempfile.TemporaryDirectory() as one, tempfile.TemporaryDirectory() as two:
            rules, _, _ = run_chat(chat, SETS[test].parent, today, None, Path(one))
            written, suggested, count = run_chat(chat, SETS[test].parent, today, weights,
                                                 Path(two))  # fmt: skip
        result.rules.add(score(labels, rules))
        result.written.add(score(labels, written))
        result.both.add(score(labels, written + suggested))
        result.suggested += count
    result.messages = len(all_examples([test]))
    return result


def report(test: str, r: SetResult) -> str:
    right, written = Score.count(r.written.matched, None), Score.count(r.written.predicted, None)
    found, labels = Score.count(r.both.matched, None), Score.count(r.both.labels, None)
    rows = [f"### {test} ({r.messages} messages, {r.suggested} suggestions = "
            f"{100 * r.suggested / max(r.messages, 1):.0f} per 100)", "",
            f"written: {right} right of {written}; written + suggested: {found} of {labels} "
            "labels", "",
            "| category | rules P | rules R | written P | written R | written+suggested R |",
            "|---|---|---|---|---|---|"]  # fmt: skip
    for category in (*CATEGORIES, None):
        rows.append(
            f"| {category or '**all**'} | {r.rules.precision(category):.2f} "
            f"| {r.rules.recall(category):.2f} | {r.written.precision(category):.2f} "
            f"| {r.written.recall(category):.2f} | {r.both.recall(category):.2f} |"
        )
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="blind2,blind3,blind4,blind5")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    names = [n for n in SETS if SETS[n].is_file()]
    for test in args.sets.split(","):
        result = evaluate(test, [n for n in names if n not in BLIND or n == test])
        print(report(test, result) + "\n", flush=True)
        if args.verbose:
            for item in result.both.missed:
                print(f"  missed   {item.kind:10} {item.person}: {item.text[:80]} {item.due or ''}")
            for item in result.written.spurious:
                print(f"  spurious {item.kind:10} {item.person}: {item.text[:80]} {item.due or ''}")


if __name__ == "__main__":
    main()
