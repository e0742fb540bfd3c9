"""Which detection rule families still earn their place next to the learned detector.

    python -m bench.detect.ablation [--sets blind2,…,blind5] [--families a,b] [--timing]

Each family is switched off by making its entry functions find nothing, so a message
only it caught reaches `RuleExtraction._detect` exactly as one the rules found nothing
in. Then the item-level leave-one-set-out measurement of `bench.detect.items` runs as
it is (detector trained without the test set, real ingest without a model, scored by
bench/extract_eval/score.py). Only counts are printed: never a label or an item, so a
set's contents stay unread. The blind sets are never used, not even in training.

`--timing` times the 20,000-message year chat of `bench.ingest` with each family off.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any
from unittest import mock

from bench.detect import items
from bench.detect.items import loso_weights, run_chat
from bench.detect.labelled import BLIND, SETS, all_examples
from bench.extract_eval.score import CATEGORIES, Item, Score, label_items, score
from vaultmind.agent.detect.weights import Weights, save
from vaultmind.agent.ingest.extract import (
    lifecycle_step,
    promises,
    rules_step,
    statement_answers,
    statements,
)

BASELINE = "all rules"

Patch = tuple[Any, str, Callable[[Any], Any]]  # (owner, attribute, original → stand-in)


def _nothing(value: Any) -> Callable[[Any], Any]:
    return lambda original: lambda *args, **kwargs: value


def _without_kind(kind: str) -> Callable[[Any], Any]:
    """An event finder that finds no event of `kind` (the others as before)."""

    def wrap(original: Any) -> Any:
        def find(*args: Any, **kwargs: Any) -> Any:
            event = original(*args, **kwargs)
            return None if event is not None and event.kind == kind else event

        return find

    return wrap


def _events_off(kind: str) -> list[Patch]:
    return [
        (lifecycle_step, "find_event", _without_kind(kind)),
        (lifecycle_step, "in_thread", _without_kind(kind)),
    ]


# the families still in the code: preference statements went in session 28, the plain
# cancellation forms in session 35 (each measured here first; docs/decisions.md)
FAMILIES: dict[str, list[Patch]] = {
    "promise forms": [
        (rules_step, "find_promises", _nothing([])),
        (lifecycle_step, "same_addition", _nothing(None)),
    ],
    "agreement forms": [(lifecycle_step, "is_agreement", _nothing(False))],
    "completion forms": _events_off("done"),
    "postponement forms": _events_off("postponed"),
    "hand-over forms": _events_off("cancelled"),  # "Bob will do it": the giver's ends
    "context statements": [
        (statements, "context", _nothing(None)),
        (statements, "short_day", _nothing(None)),
    ],
    "fact statements": [
        (statements, "fact", _nothing(None)),
        (statements, "own_position", _nothing(None)),
        (statement_answers.OpenQuestions, "see", _nothing([])),
    ],
}
PROMISE_PARTS: dict[str, list[Patch]] = {  # inside "promise forms", one at a time
    "promise: undated": [(promises, "_undated", _nothing(False))],
    "promise: shape verbs": [(promises, "extra_promise", _nothing(False))],
    "promise: implicit": [
        (promises, "implicit_promise", _nothing(False)),
        (promises, "claimed", _nothing(False)),
        (promises, "subjectless", _nothing(False)),
    ],
    "promise: date in a next/previous sentence": [
        (promises, "_due_next", _nothing(None)),
        (promises, "due_before", _nothing(None)),
    ],
    "promise: same for X": [(lifecycle_step, "same_addition", _nothing(None))],
}
ALL_OFF = "every family off"
SWITCHES = {
    BASELINE: [],
    **FAMILIES,
    **PROMISE_PARTS,
    ALL_OFF: [p for patches in FAMILIES.values() for p in patches],
}


@contextmanager
def switched_off(name: str) -> Iterator[None]:
    """The rules with family `name` finding nothing (BASELINE: all of them on)."""
    with ExitStack() as stack:
        for owner, attribute, stand_in in SWITCHES[name]:
            original = getattr(owner, attribute)
            stack.enter_context(mock.patch.object(owner, attribute, stand_in(original)))
        yield


@dataclass
class Run:
    """One family switched off, on one set (or pooled)."""

    written: Score = field(default_factory=Score)
    both: Score = field(default_factory=Score)
    suggested: int = 0
    messages: int = 0
    seconds: float = 0.0


def evaluate(test: str, names: list[str], chosen: list[str]) -> dict[str, Run]:
    if set(BLIND) & {test, *names}:
        raise SystemExit(f"{', '.join(BLIND)} are the blind sets: never measured here")
    weights = loso_weights(test, names)
    data = json.loads(SETS[test].read_text("utf-8"))
    runs = {name: Run(messages=len(all_examples([test]))) for name in chosen}
    with tempfile.TemporaryDirectory() as kept:
        saved = Path(kept) / "detector.npz"
        save(weights, saved)  # once: compressing it per run cost seconds a chat
        with mock.patch.object(items, "save", lambda _, path: _copied(saved, path)):
            _each_chat(test, data, weights, runs)
    return runs


def _copied(saved: Path, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(saved, path)


def _each_chat(test: str, data: dict[str, Any], weights: Weights, runs: dict[str, Run]) -> None:
    today = date.fromisoformat(data["today"])
    for chat in data["chats"]:
        labels = label_items(chat["labels"])
        for name in runs:
            with tempfile.TemporaryDirectory() as scratch, switched_off(name):
                start = time.perf_counter()
                written, suggested, count = run_chat(
                    chat, SETS[test].parent, today, weights, Path(scratch)
                )
                runs[name].seconds += time.perf_counter() - start
            runs[name].written.add(score(labels, written))
            runs[name].both.add(score(labels, written + suggested))
            runs[name].suggested += count


def pooled(per_set: dict[str, dict[str, Run]]) -> dict[str, Run]:
    total: dict[str, Run] = {}
    for runs in per_set.values():
        for name, run in runs.items():
            into = total.setdefault(name, Run())
            into.written.add(run.written)
            into.both.add(run.both)
            into.suggested += run.suggested
            into.messages += run.messages
            into.seconds += run.seconds
    return total


def right(s: Score) -> int:
    return s.count(s.matched, None)


def wrong(s: Score) -> int:
    return s.count(s.predicted, None) - right(s)


def lost_and_gained(base: Score, off: Score) -> tuple[int, int]:
    """Right items the baseline had and this run lacks, and the other way round
    (labels compared as items; only the counts leave this function)."""
    missed_base, missed_off = Counter[Item](base.missed), Counter[Item](off.missed)
    return sum((missed_off - missed_base).values()), sum((missed_base - missed_off).values())


def summary(runs: dict[str, Run]) -> dict[str, dict[str, Any]]:
    """Per family: the figures, and their change from the all-rules baseline."""
    base = runs[BASELINE]
    rows: dict[str, dict[str, Any]] = {}
    for name, run in runs.items():
        lost, gained = lost_and_gained(base.written, run.written)
        lost_both, gained_both = lost_and_gained(base.both, run.both)
        rows[name] = {
            "right": right(run.written),
            "wrong": wrong(run.written),
            "P": round(run.written.precision(), 3),
            "R": round(run.written.recall(), 3),
            "R_both": round(run.both.recall(), 3),
            "per100": round(100 * run.suggested / max(run.messages, 1), 1),
            "lost": lost,
            "gained": gained,
            "lost_both": lost_both,
            "gained_both": gained_both,
            "R_by_category": {c: round(run.written.recall(c), 3) for c in CATEGORIES},
            "R_both_by_category": {c: round(run.both.recall(c), 3) for c in CATEGORIES},
            "seconds": round(run.seconds, 1),
            "labels": run.written.count(run.written.labels, None),
            "right_both": right(run.both),
            "suggested": run.suggested,
            "messages": run.messages,
        }
    return rows


SUMMED = ("right", "wrong", "labels", "right_both", "suggested", "messages", "seconds",
          "lost", "gained", "lost_both", "gained_both")  # fmt: skip


def pool_rows(sets: list[dict[str, dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """Sets run apart (one process each), pooled from their counts."""
    rows: dict[str, dict[str, Any]] = {}
    for name in sets[0]:
        r = {key: sum(s[name][key] for s in sets) for key in SUMMED}
        r["P"] = r["right"] / max(r["right"] + r["wrong"], 1)
        r["R"], r["R_both"] = r["right"] / r["labels"], r["right_both"] / r["labels"]
        r["per100"] = 100 * r["suggested"] / r["messages"]
        rows[name] = r
    return rows


def table(rows: dict[str, dict[str, Any]]) -> str:
    base = rows[BASELINE]
    lines = [
        "| switched off | right (Δ) | wrong (Δ) | written P | written R | written+sugg. R "
        "| sugg./100 | right lost / gained (written) | lost / gained (w+s) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, r in rows.items():
        lines.append(
            f"| {name} | {r['right']} ({r['right'] - base['right']:+d}) "
            f"| {r['wrong']} ({r['wrong'] - base['wrong']:+d}) "
            f"| {r['P']:.2f} ({r['P'] - base['P']:+.2f}) "
            f"| {r['R']:.2f} ({r['R'] - base['R']:+.2f}) "
            f"| {r['R_both']:.2f} ({r['R_both'] - base['R_both']:+.2f}) "
            f"| {r['per100']:.1f} ({r['per100'] - base['per100']:+.1f}) "
            f"| {r['lost']} / {r['gained']} | {r['lost_both']} / {r['gained_both']} |"
        )
    return "\n".join(lines)


def timing(chosen: list[str], messages: int) -> dict[str, dict[str, float]]:
    """The first import of `bench.ingest`'s year chat (rules + detector) per family off:
    wall seconds, and the process's CPU seconds (steadier on a shared machine)."""
    took: dict[str, dict[str, float]] = {}
    for name in chosen:
        wall, cpu = _first_import(name, messages)
        took[name] = {"wall": wall, "cpu": cpu, "load": os.getloadavg()[0]}
        print(f"{name}: {took[name]}", flush=True)
    return took


def _first_import(name: str, messages: int) -> tuple[float, float]:
    from bench import ingest

    calls: list[tuple[float, float]] = []
    real = ingest._timed_import

    def timed(service: Any, chat: Path) -> float:
        cpu = time.process_time()
        wall = real(service, chat)
        calls.append((round(wall, 1), round(time.process_time() - cpu, 1)))
        return wall

    with switched_off(name), mock.patch.object(ingest, "_timed_import", timed):
        ingest.bench_large_chat(messages)
    return calls[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="blind2,blind3,blind4,blind5")
    parser.add_argument("--families", default=",".join(SWITCHES))
    parser.add_argument("--timing", type=int, default=0, help="messages of the year chat")
    parser.add_argument("--out", type=Path, default=None, help="the figures as JSON")
    parser.add_argument("--pool", default="", help="--out files of sets run apart")
    args = parser.parse_args()
    if args.pool:
        sets = [json.loads(Path(p).read_text("utf-8")) for p in args.pool.split(",")]
        print(table(pool_rows([rows for s in sets for t, rows in s.items() if t != "pooled"])))
        return
    chosen = [BASELINE, *[f for f in args.families.split(",") if f and f != BASELINE]]
    unknown = [f for f in chosen if f not in SWITCHES]
    if unknown:
        raise SystemExit(f"no such family: {', '.join(unknown)}")
    if args.timing:
        figures: dict[str, Any] = {"timing": timing(chosen, args.timing)}
    else:
        names = [n for n in SETS if n not in BLIND and SETS[n].is_file()]
        per_set = {test: evaluate(test, names, chosen) for test in args.sets.split(",")}
        figures = {test: summary(runs) for test, runs in per_set.items()}
        figures["pooled"] = summary(pooled(per_set))
        for test, rows in figures.items():
            print(f"### {test}\n\n{table(rows)}\n", flush=True)
    if args.out:
        args.out.write_text(json.dumps(figures, ensure_ascii=False, indent=1), "utf-8")


if __name__ == "__main__":
    main()
