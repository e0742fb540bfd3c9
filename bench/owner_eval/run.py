"""Whose each open action item is, and when it is owed, as every face reads it:
`python -m bench.owner_eval.run --set dev1 [--show]`.

Each set (bench/owner_eval/<set>/, written by someone who read none of the code) is a
team lead's Obsidian vault whose action items are keyed: the exact line, its owner (a
person note's title, or null: the team, nobody), its due day and whether it is done.
The vault is copied to a temporary folder, given a `vaultmind.toml` naming its owner
(`me`), and `commitments` (what `due`, Today, the person card and `ask` list) is read
through the real service. For each open keyed item:

- owned (the key names a person): listed under that person, under another, or not at
  all;
- unowned (the key names nobody): listed under someone is wrong;
- due, of those listed under the right person with a day in the key: the same day,
  another, or none;
- listed lines the key does not hold (a checkbox that is no action item, given an
  owner) are counted apart.

Figures are split by the item's shape (a checkbox, a plain list item, a table row,
other): only the shape is printed, never a set's text, unless `--show` (refused for
the blind sets).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.service import VaultService

HERE = Path(__file__).resolve().parent
BLIND = ("blind1",)
TODAY = date(2026, 12, 4)
_CHECKBOX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[.\]")
_BULLET = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


@dataclass(frozen=True, slots=True)
class Item:
    file: str
    line: int  # 1-based
    text: str
    owner: str | None
    due: date | None


def shape(text: str) -> str:
    if _CHECKBOX.match(text):
        return "checkbox"
    if text.lstrip().startswith("|"):
        return "table row"
    if _BULLET.match(text):
        return "list item"
    return "other"


def open_items(root: Path) -> list[Item]:
    """The key's open items, each located in its file (a key line found nowhere stops
    the run: the set is broken, not the code)."""
    items = []
    for raw in (root / "key.jsonl").read_text(encoding="utf-8").splitlines():
        if not raw.strip():
            continue
        entry = json.loads(raw)
        if entry.get("done"):
            continue
        lines = (root / "vault" / entry["file"]).read_text(encoding="utf-8").splitlines()
        number = lines.index(entry["line"]) + 1
        due = date.fromisoformat(entry["due"]) if entry.get("due") else None
        items.append(Item(entry["file"], number, entry["line"], entry.get("owner"), due))
    return items


def vault_owner(root: Path) -> str | None:
    found = re.search(r"Vault owner:\s*(.+)", (root / "README.md").read_text(encoding="utf-8"))
    return found.group(1).strip().strip("*`") if found else None


def measure(root: Path, show: bool) -> tuple[Counter[tuple[str, str]], int]:
    """(shape, outcome) counts over the open keyed items, and the listed lines the key
    does not hold."""
    items = open_items(root)
    with tempfile.TemporaryDirectory(prefix="vm-owner-") as tmp:
        vault = Path(tmp) / "vault"
        shutil.copytree(root / "vault", vault)
        me = vault_owner(root)
        settings = 'timezone = "UTC"\n' + (
            f"me = {json.dumps(me, ensure_ascii=False)}\n" if me else ""
        )
        (vault / "vaultmind.toml").write_text(settings, "utf-8")
        listed = {(c.path, c.line): c for c in VaultService.open(vault).commitments(TODAY)}
    counts: Counter[tuple[str, str]] = Counter()
    keyed = set()
    for item in items:
        keyed.add((item.file, item.line))
        found = listed.get((item.file, item.line))
        person = found.person if found is not None and found.person else None
        outcome = _outcome(item, person, found.due if found is not None else None)
        for kind in outcome:
            counts[(shape(item.text), kind)] += 1
        if show and outcome[0] not in ("right owner", "rightly nobody's"):
            print(f"{outcome[0]:>15} | {person or '-':>18} | want {item.owner} | {item.text}")
    unkeyed = [c for where, c in listed.items() if where not in keyed]
    for c in unkeyed if show else []:
        print(f"{'not in the key':>15} | {c.person or '-':>18} | {c.path}:{c.line} {c.text}")
    return counts, len(unkeyed)


def _outcome(item: Item, person: str | None, due: date | None) -> list[str]:
    if item.owner is None:
        return ["rightly nobody's" if person is None else "given an owner"]
    if person is None:
        return ["not listed"]
    if person.casefold() != item.owner.casefold():
        return ["other owner"]
    if item.due is None:
        return ["right owner", "due invented" if due is not None else "due right"]
    return ["right owner", "due right" if due == item.due else "due other" if due else "due none"]


OUTCOMES = ("right owner", "other owner", "not listed", "rightly nobody's", "given an owner",
            "due right", "due other", "due none", "due invented")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sets = sorted(p.name for p in HERE.iterdir() if (p / "key.jsonl").exists())
    parser.add_argument("--set", choices=sets, required=True)
    parser.add_argument("--show", action="store_true", help="print each miss (dev sets)")
    args = parser.parse_args()
    if args.show and args.set in BLIND:
        parser.error(f"{args.set} is blind: its text is never shown")
    counts, unkeyed = measure(HERE / args.set, args.show)
    shapes = [*sorted({s for s, _ in counts}), "all"]
    print("| shape | " + " | ".join(OUTCOMES) + " |\n" + "|---" * (len(OUTCOMES) + 1) + "|")
    for s in shapes:
        row = [sum(n for (sh, k), n in counts.items() if k == o and s in (sh, "all"))
               for o in OUTCOMES]  # fmt: skip
        print(f"| {s} | " + " | ".join(str(n) for n in row) + " |")
    owned = sum(n for (_, k), n in counts.items() if k in ("right owner", "other owner",
                                                           "not listed"))  # fmt: skip
    right = sum(n for (_, k), n in counts.items() if k == "right owner")
    print(f"owner recall {right}/{owned}; listed lines not in the key: {unkeyed}")


if __name__ == "__main__":
    main()
