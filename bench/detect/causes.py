"""Why written items are wrong: each one matched back to its message and the labels there.

    python -m bench.detect.causes [--sets blind2,blind3,blind4,blind5] [-v] [--blind]

Leave one set out, as `bench.detect.items`: the detector is trained on the other sets,
each chat ingested through the real `VaultService.ingest` without a model, what was
written scored by bench/extract_eval/score.py. Every written item keeps the message it
came from (its evidence link: the first for a memory, the last for a done/cancelled
line, the replacing line's for a postponement); a wrong one (`spurious`) is classified
by the labels of that message:

    duplicate     a label it matches exists, but another item took it
    no label      its message carries no label at all
    wrong kind    the message has labels, none of this kind
    person        a label of this kind, for someone else
    commitment    a lifecycle event with the right person, on another commitment's words
    text          the right person, the label's words missing
    date          the right person and words, another date

`-v` prints the examples. A blind set is scored for the table only (`--blind`): its
items are never printed.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from bench.detect.items import loso_weights
from bench.detect.labelled import BLIND, SETS
from bench.extract_eval.run import make_vault
from bench.extract_eval.score import Item, Score, label_items, matches, memory_item_pairs, score
from vaultmind.agent.detect.weights import Weights, load, save
from vaultmind.agent.ingest.sources.escape import block_id
from vaultmind.agent.ingest.sources.formats.detect import parse_export
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories

CAUSES = ("duplicate", "no label", "wrong kind", "person", "commitment", "text", "date")


@dataclass(frozen=True)
class Written:
    item: Item
    key: str  # the label `msg` of the message it came from ("" when unknown)
    origin: str  # for a lifecycle event: the `msg` of the commitment it closed or moved
    message: str  # that message's text, for reading


@dataclass
class Causes:
    counts: Counter[tuple[str, str]] = field(default_factory=Counter)  # (category, cause)
    examples: list[tuple[str, Written, list[Item]]] = field(default_factory=list)
    missed: list[Item] = field(default_factory=list)
    written: int = 0
    labels: int = 0
    right: int = 0


def message_keys(path: Path, by_position: bool) -> dict[str, tuple[str, str]]:
    """Block id → (the labels' `msg` for it, its text)."""
    messages = parse_export(path, "Europe/Moscow").chats[0].messages
    keys = {}
    for position, m in enumerate(messages, start=1):
        key = str(position) if by_position else m.message_id
        keys[block_id(m.source, m.chat_id, m.message_id)] = (key, m.text)
    return keys


def _block(link: str) -> str:
    return link.split("#^", 1)[1].rstrip("]") if "#^" in link else ""


def _evidence(item: Item, memory: MemoryLine, by_id: dict[str, MemoryLine]) -> str:
    if item.kind in ("done", "cancelled"):
        return memory.sources[-1] if memory.sources else ""
    if item.kind == "postponed":
        newer = by_id.get(memory.superseded_by or "")
        return newer.sources[-1] if newer and newer.sources else ""
    return memory.sources[0] if memory.sources else ""


def written_items(
    vault: Path, owner: str | None, keys: dict[str, tuple[str, str]]
) -> list[Written]:
    """What ingest wrote (not the owner's note), each with the message it came from."""
    found = []
    for note in sorted((vault / "People").glob("*.md")):
        if note.stem == owner:
            continue
        memories = [m for m in scan_memories(note.read_text("utf-8"))[0]
                    if m.author.startswith("agent:")]  # fmt: skip
        by_id = {m.id: m for m in memories if m.id}
        for memory, item in memory_item_pairs(note.stem, memories):
            key, text = keys.get(_block(_evidence(item, memory, by_id)), ("", ""))
            origin = keys.get(_block(memory.sources[0] if memory.sources else ""), ("", ""))[0]
            found.append(Written(item, key, origin, text))
    return found


def cause(wrong: Item, at_message: list[Item], labels: list[Item], at_origin: list[Item]) -> str:
    """The first thing that differs from the closest label of its message. A lifecycle
    event on a commitment whose own message is labelled with the event's words closed
    the right commitment, worded wrong: `text`, not `commitment`."""
    if any(matches(label, wrong) for label in labels):
        return "duplicate"
    if not at_message:
        return "no label"
    same_kind = [label for label in at_message if label.kind == wrong.kind]
    if not same_kind:
        return "wrong kind"
    mine = [label for label in same_kind if label.person == wrong.person]
    if not mine:
        return "person"
    if any(_words_match(label, wrong) for label in mine):
        return "date"
    if wrong.category != "lifecycle":
        return "text"
    promised = {label.words for label in at_origin if label.kind == "commitment"
                and label.person == wrong.person}  # fmt: skip
    return "text" if any(label.words in promised for label in mine) else "commitment"


def _words_match(label: Item, wrong: Item) -> bool:
    return matches(Item(label.kind, label.person, label.text, None, label.words), wrong)


@contextmanager
def ingested(chat: dict[str, Any], base: Path, today: date, weights: Weights) -> Iterator[Path]:
    """A scratch vault with the chat ingested without a model, `weights` its detector."""
    with tempfile.TemporaryDirectory() as scratch:
        vault = make_vault(Path(scratch), chat)
        save(weights, vault / ".vaultmind" / "detector.npz")
        VaultService(vault).ingest(IngestRequest((base / chat["file"],), model="none", today=today))
        yield vault


def chat_causes(chat: dict[str, Any], base: Path, today: date, weights: Weights,
                result: Causes) -> None:  # fmt: skip
    labels = label_items(chat["labels"])
    keyed: dict[str, list[Item]] = {}
    for raw, label in zip(chat["labels"], labels, strict=True):
        keyed.setdefault(str(raw.get("msg", "")), []).append(label)
    keys = message_keys(base / chat["file"], chat["file"].endswith(".txt"))
    with ingested(chat, base, today, weights) as vault:
        written = written_items(vault, chat.get("owner"), keys)
    result.written += len(written)
    scored = score(labels, [w.item for w in written])
    wrong = list(scored.spurious)
    result.labels += len(labels)
    result.missed += scored.missed
    result.right += Score.count(scored.matched, None)
    for w in written:
        if w.item not in wrong:
            continue
        wrong.remove(w.item)
        at_message = keyed.get(w.key, [])
        found = cause(w.item, at_message, labels, keyed.get(w.origin, []))
        result.counts[(w.item.category, found)] += 1
        result.examples.append((found, w, at_message))


def set_causes(test: str, names: list[str], cache: Path | None) -> Causes:
    weights = _weights(test, names, cache)
    data = json.loads(SETS[test].read_text("utf-8"))
    today = date.fromisoformat(data["today"])
    result = Causes()
    for chat in data["chats"]:
        chat_causes(chat, SETS[test].parent, today, weights, result)
    return result


def _weights(test: str, names: list[str], cache: Path | None) -> Weights:
    """The leave-one-set-out detector; cached, since structure work does not change it."""
    path = cache / f"{test}.npz" if cache else None
    if path is not None and path.is_file():
        return load(path)
    weights = loso_weights(test, names)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        save(weights, path)
    return weights


def table(test: str, r: Causes) -> str:
    wrong = sum(r.counts.values())
    rows = [f"### {test}: {r.written} written, {wrong} wrong; {r.right} of {r.labels} labels "
            f"found (P {1 - wrong / max(r.written, 1):.2f}, R {r.right / max(r.labels, 1):.2f})",
            "",
            "| category | " + " | ".join(CAUSES) + " | all |",
            "|---|" + "---|" * (len(CAUSES) + 1)]  # fmt: skip
    for category in ("commitment", "lifecycle", "preference", "context", "fact", None):
        counts = [sum(v for (c, k), v in r.counts.items() if k == name
                      and (category is None or c == category)) for name in CAUSES]  # fmt: skip
        rows.append(f"| {category or '**all**'} | " + " | ".join(map(str, counts))
                    + f" | {sum(counts)} |")  # fmt: skip
    return "\n".join(rows)


def show(r: Causes) -> None:
    for item in r.missed:
        print(f"  [missed] {item.kind} {item.person}: {item.text} {item.due or ''}")
    for found, w, at_message in sorted(r.examples, key=lambda e: CAUSES.index(e[0])):
        item = w.item
        print(f"  [{found}] {item.kind} {item.person}: {item.text[:90]} {item.due or ''}")
        print(f"      msg {w.key}: {' '.join(w.message.split())[:160]}")
        for label in at_message:
            print(f"      label {label.kind} {label.person}: {label.text} {label.due or ''}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="blind2,blind3,blind4,blind5")
    parser.add_argument("-v", "--verbose", action="store_true", help="examples (dev sets only)")
    parser.add_argument("--cache", type=Path, default=None, help="keep the LOSO weights here")
    args = parser.parse_args()
    names = [n for n in SETS if SETS[n].is_file()]
    for test in args.sets.split(","):
        result = set_causes(test, [n for n in names if n not in BLIND or n == test], args.cache)
        print(table(test, result) + "\n", flush=True)
        if args.verbose and test not in BLIND:
            show(result)


if __name__ == "__main__":
    main()
