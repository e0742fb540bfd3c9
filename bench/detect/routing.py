"""Choosing how the rules' own items are routed (written or suggested), leave one set out.

    python -m bench.detect.routing dump [--sets blind2,…,blind5] [--out routing.json]
    python -m bench.detect.routing choose [--out routing.json]

`dump` ingests every chat of each development set once, as `bench.detect.items` does
(the detector trained without the test set, real ingest, no model), with a routing that
writes every rule item and records the detector's probabilities for its message, and
the detector's own suggestions from the lowest floor up. The dump keeps the labels, the
written items with their figures and the suggestions, per chat, to be scored by
bench/extract_eval/score.py. The blind sets are refused: they are not tuned on.

`choose` replays routings and floors over the dump: a routed item leaves the written
set and joins the suggested one (one suggestion each); a detector suggestion under the
floor goes. For each held-out set it picks on the other development sets (`choose`:
written precision up to 0.9 on the worst of them, then pooled precision, then recall,
with ≤ 25 suggestions per 100 messages on each) and prints what that gives on the
held-out set, before → after; then the choice on all four.
"""

from __future__ import annotations

import argparse
import itertools
import json
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np

from bench.detect.causes import _block, _weights, message_keys, written_items
from bench.detect.items import suggestion_item
from bench.detect.labelled import BLIND, SETS, all_examples
from bench.extract_eval.run import make_vault
from bench.extract_eval.score import CATEGORIES, Item, Score, label_items, score
from vaultmind.agent.detect.examples import ROWS
from vaultmind.agent.detect.weights import Weights, save
from vaultmind.agent.ingest.extract import item_routing
from vaultmind.agent.ingest.extract.item_routing import Routing
from vaultmind.agent.ingest.extract.suggesting_store import SuggestingStore
from vaultmind.memory.suggestions import suggestions
from vaultmind.service import IngestRequest, VaultService

DEV = "blind2,blind3,blind4,blind5"
PRECISION, LOAD = 0.9, 25.0
LOWEST_FLOOR = 0.25  # the detector's suggestions are dumped from here up


class _WriteAll:
    """Asks the detector about every rule item, routes none."""

    active = True

    def suggests(self, probabilities: dict[str, float], kind: str) -> bool:
        return False


Seen = dict[tuple[str, str], dict[str, float]]  # (block id, kind) → the detector's figures


@contextmanager
def recording() -> Iterator[tuple[Seen, set[str]]]:
    """The detector's figures for every rule item, keyed by (its message's block id, its
    kind), and the links of the messages the rules found items in; nothing is routed."""
    seen: Seen = {}
    links: set[str] = set()
    original = SuggestingStore._held

    def held(self: SuggestingStore, sources: Iterable[str], kind: str) -> Any:
        sources = list(sources)
        for source in sources:
            doubt = self.doubts.get(source)
            if doubt is not None:
                links.add(source)
                seen.setdefault((_block(source), kind), doubt.probabilities)
        return original(self, sources, kind)

    with (mock.patch.object(SuggestingStore, "_held", held),
          mock.patch.object(item_routing, "ROUTING", _WriteAll())):  # fmt: skip
        yield seen, links


def chat_rows(chat: dict[str, Any], base: Path, today: date, weights: Weights) -> dict[str, Any]:
    labels = label_items(chat["labels"])
    keys = message_keys(base / chat["file"], chat["file"].endswith(".txt"))
    with tempfile.TemporaryDirectory() as scratch, recording() as (seen, seen_links):
        vault = make_vault(Path(scratch), chat)
        save(weights, vault / ".vaultmind" / "detector.npz")
        VaultService(vault).ingest(IngestRequest((base / chat["file"],), model="none", today=today))
        written = written_items(vault, chat.get("owner"), keys)
        made = suggestions(vault)
    owner = chat.get("owner")
    suggested = [(asdict(i), s.probability, s.source in seen_links)
                 for s in made if (i := suggestion_item(s)) and i.person != owner]  # fmt: skip
    by_key = {keys[b][0]: b for b in keys}
    rows = [{"item": asdict(w.item), "signals": seen.get((by_key.get(w.key, ""), w.item.kind))}
            for w in written]  # fmt: skip
    return {"labels": [asdict(i) for i in labels], "written": rows,
            "suggested": suggested, "made": len(made)}  # fmt: skip


def dump(sets: list[str], out: Path, cache: Path) -> None:
    names = [n for n in SETS if SETS[n].is_file() and n not in BLIND]
    result: dict[str, Any] = {}
    for test in sets:
        if test in BLIND:
            raise SystemExit(f"{test} is blind: not tuned on")
        weights = replace(_weights(test, names, cache), suggest_at=np.full(
            len(ROWS), LOWEST_FLOOR, dtype=np.float32))  # every floor replayable  # fmt: skip
        data = json.loads(SETS[test].read_text("utf-8"))
        today = date.fromisoformat(data["today"])
        chats = [chat_rows(c, SETS[test].parent, today, weights) for c in data["chats"]]
        result[test] = {"messages": len(all_examples([test])), "chats": chats}
        print(f"{test}: {len(chats)} chats dumped", flush=True)
    out.write_text(json.dumps(result), "utf-8")


@dataclass(frozen=True)
class Choice:
    routing: Routing
    floor: float  # the detector's suggestions on messages the rules found nothing in


@dataclass
class Replay:
    written: Score
    both: Score
    load: float  # suggestions per 100 messages


def _item(row: dict[str, Any]) -> Item:
    return Item(row["kind"], row["person"], row["text"], row["due"], tuple(row["words"]))


def replay(data: dict[str, Any], choice: Choice) -> Replay:
    """What ingest would write and suggest with this routing and floor."""
    written, both, made = Score(), Score(), 0
    for chat in data["chats"]:
        labels = [_item(r) for r in chat["labels"]]
        kept: list[Item] = []
        routed: list[Item] = []
        for row in chat["written"]:
            item, figures = _item(row["item"]), row["signals"]
            doubted = figures is not None and choice.routing.suggests(figures, item.kind)
            (routed if doubted else kept).append(item)
        suggested = [_item(i) for i, p, by_rules in chat["suggested"]
                     if by_rules or p >= choice.floor]  # fmt: skip
        dropped = len(chat["suggested"]) - len(suggested)
        written.add(score(labels, kept))
        both.add(score(labels, kept + routed + suggested))
        made += chat["made"] - dropped + len(routed)
    return Replay(written, both, 100 * made / max(data["messages"], 1))


LEVELS = (0.0, 0.1, 0.2, 0.3, 0.4)
GRID = [Choice(Routing(promise, event, statement, item), floor)
        for item, promise, event, statement, floor in itertools.product(
            (0.0, 0.2, 0.3, 0.4, 0.5), (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4), LEVELS, LEVELS,
            (LOWEST_FLOOR, 0.3, 0.35, 0.4, 0.45, 0.5))]  # fmt: skip
NONE = Choice(Routing(), LOWEST_FLOOR)  # as before: every rule item written


def choose(train: dict[str, Any]) -> Choice:
    """Written precision up to the target on the worst training set, then pooled written
    precision, then pooled written recall; never over the review load."""
    best: tuple[tuple[float, float, float], Choice] | None = None
    for choice in GRID:
        replays = [replay(d, choice) for d in train.values()]
        if any(r.load > LOAD for r in replays):
            continue
        pooled = Score()
        for r in replays:
            pooled.add(r.written)
        worst = min(r.written.precision() for r in replays)
        key = (round(min(worst, PRECISION), 3), pooled.precision(), pooled.recall())
        if best is None or key > best[0]:
            best = (key, choice)
    return best[1] if best else NONE


def line(name: str, before: Replay, after: Replay, choice: Choice) -> str:
    groups = " ".join(f"{c[:4]} {before.both.recall(c):.2f}→{after.both.recall(c):.2f}"
                      for c in CATEGORIES)  # fmt: skip
    return (
        f"{name}: {choice} | written P {before.written.precision():.2f}→"
        f"{after.written.precision():.2f} R {before.written.recall():.2f}→"
        f"{after.written.recall():.2f} | written+suggested R {before.both.recall():.2f}→"
        f"{after.both.recall():.2f} ({groups}) | per 100 {before.load:.0f}→{after.load:.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("step", choices=("dump", "choose"))
    parser.add_argument("--sets", default=DEV)
    parser.add_argument("--out", type=Path, default=Path("routing.json"))
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "loso")
    args = parser.parse_args()
    if args.step == "dump":
        dump(args.sets.split(","), args.out, args.cache)
        return
    data = json.loads(args.out.read_text("utf-8"))
    for test in data:
        choice = choose({n: d for n, d in data.items() if n != test})
        print(line(test, replay(data[test], NONE), replay(data[test], choice), choice), flush=True)
    print(f"on all: {choose(data)}")


if __name__ == "__main__":
    main()
