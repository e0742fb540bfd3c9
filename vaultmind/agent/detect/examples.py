"""Labelled messages: what the detector learns from, shipped or decided by the user.

An example is a message as the detector sees it (`MessageView`) and the kinds of
memory a careful reader noted for it (none: a message that carries nothing).
The shipped examples come from the labelled chats of `bench/extract_eval` (`make
train` writes them into the package); the user's come from `vaultmind review`.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path

from vaultmind.agent.detect.features import MessageView

KINDS = ("commitment", "done", "postponed", "cancelled", "preference", "context", "fact")
ROWS = ("item", *KINDS)  # the model's rows: whether a message carries anything, then which
SHIPPED = Path(__file__).resolve().parent / "data" / "examples.jsonl.gz"


@dataclass(frozen=True, slots=True)
class Example:
    view: MessageView
    kinds: frozenset[str]
    group: str = ""  # the set and chat it came from: leave-one-out splits by it


def dump(examples: Iterable[Example]) -> str:
    """One JSON object per line (the shipped file, the user's decisions)."""
    lines = []
    for example in examples:
        row = asdict(example.view) | {"kinds": sorted(example.kinds), "group": example.group}
        row["day"] = example.view.day.isoformat()
        lines.append(json.dumps(row, ensure_ascii=False, sort_keys=True))
    return "".join(line + "\n" for line in lines)


def parse(lines: Iterable[str]) -> Iterator[Example]:
    for line in lines:
        if not line.strip():
            continue
        row = json.loads(line)
        kinds = frozenset(k for k in row.pop("kinds") if k in KINDS)
        group = str(row.pop("group", ""))
        row["day"] = date.fromisoformat(row["day"])
        yield Example(MessageView(**row), kinds, group)


def shipped() -> list[Example]:
    """The examples the package carries (empty before the first `make train`)."""
    if not SHIPPED.is_file():
        return []
    with gzip.open(SHIPPED, "rt", encoding="utf-8") as stream:
        return list(parse(stream))


def write_shipped(examples: Iterable[Example]) -> None:
    SHIPPED.parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(SHIPPED, "wb", mtime=0) as stream:  # same bytes on every run
        stream.write(dump(examples).encode("utf-8"))
