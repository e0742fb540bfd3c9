"""Why labels are missed, written or suggested: each one matched to what its message gave.

    python -m bench.detect.misses [--sets blind6,blind7] [--kind commitment] [-v] [--cache D]

Leave one set out, as `bench.detect.causes` (whose counterpart this is: that one asks why
a written item is wrong, this one why a label found nothing). Each chat is ingested
through the real `VaultService.ingest` without a model; every written line and every
suggestion keeps the message it came from, and a missed label is classified by what its
own message gave:

    nothing       no item, written or suggested, came from its message
    other kind    items came from it, none of the label's kind
    other person  items of its kind, for someone else
    text          its kind and person, the label's words missing
    date          its kind, person and words, another due
    taken         an item that fits it went to another label (scored once)

`--kind` takes a kind or a category (`lifecycle`). `-v` prints each miss with its
message and what that message gave: development sets only, never a blind one.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from bench.detect.causes import (
    _block,
    _weights,
    _words_match,
    ingested,
    message_keys,
    written_items,
)
from bench.detect.items import suggestion_item
from bench.detect.labelled import BLIND, SETS
from bench.extract_eval.score import Item, label_items, score
from vaultmind.agent.detect.weights import Weights
from vaultmind.memory.suggestions import suggestions


@dataclass(frozen=True)
class Given:
    item: Item
    key: str  # the label `msg` of the message it came from
    how: str  # "W" written, "S0.83" suggested with its probability


def cause(label: Item, given: list[Item]) -> str:
    """The first thing the message's items lack, against the label."""
    if not given:
        return "nothing"
    kind = [i for i in given if i.kind == label.kind]
    if not kind:
        return "other kind"
    mine = [i for i in kind if i.person == label.person]
    if not mine:
        return "other person"
    if not any(_words_match(label, i) for i in mine):
        return "text"
    return "date" if label.due is not None else "taken"


def chat_misses(chat: dict[str, Any], base: Path, today: date, weights: Weights,
                wanted: str) -> list[tuple[str, Item, str, list[Given]]]:  # fmt: skip
    """(cause, label, its message's text, what that message gave) for each missed label
    of the `wanted` kind or category."""
    keys = message_keys(base / chat["file"], chat["file"].endswith(".txt"))
    with ingested(chat, base, today, weights) as vault:
        given = [Given(w.item, w.key, "W") for w in written_items(vault, chat.get("owner"), keys)]
        for s in suggestions(vault):
            item = suggestion_item(s)
            if item is not None and item.person != chat.get("owner"):
                key = keys.get(_block(s.source), ("", ""))[0]
                given.append(Given(item, key, f"S{s.probability:.2f}"))
    labels = label_items(chat["labels"])
    missed = list(score(labels, [g.item for g in given]).missed)
    texts = dict(keys.values())
    found = []
    for raw, label in zip(chat["labels"], labels, strict=True):
        if label not in missed or wanted not in (label.kind, label.category):
            continue
        missed.remove(label)
        key = str(raw.get("msg", ""))
        at = [g for g in given if g.key == key]
        found.append((cause(label, [g.item for g in at]), label, texts.get(key, ""), at))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="blind6,blind7")
    parser.add_argument("--kind", default="commitment", help="a kind, or `lifecycle`")
    parser.add_argument("-v", "--verbose", action="store_true", help="examples (dev sets only)")
    parser.add_argument("--cache", type=Path, default=None, help="keep the LOSO weights here")
    args = parser.parse_args()
    names = [n for n in SETS if SETS[n].is_file() and n not in BLIND]
    counts: Counter[str] = Counter()
    for test in args.sets.split(","):
        if test in BLIND:
            raise SystemExit(f"{test} is a blind set: its misses are never read")
        weights = _weights(test, [n for n in names if n != test], args.cache)
        data = json.loads(SETS[test].read_text("utf-8"))
        for chat in data["chats"]:
            today = date.fromisoformat(data["today"])
            for found, label, text, at in chat_misses(chat, SETS[test].parent, today,
                                                      weights, args.kind):  # fmt: skip
                counts[found] += 1
                if args.verbose:
                    _show(test, found, label, text, at)
    for found, n in counts.most_common():
        print(n, found)


def _show(test: str, found: str, label: Item, text: str, at: list[Given]) -> None:
    print(f"[{found}] {test} {label.kind} {label.person}: {label.text} {label.due or ''}")
    print(f"    message: {' '.join(text.split())[:200]}")
    for g in at:
        print(f"    {g.how} {g.item.kind} {g.item.person}: {g.item.text[:100]} {g.item.due or ''}")


if __name__ == "__main__":
    main()
