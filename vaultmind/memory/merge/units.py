"""A section body as units (a line and the indented lines under it), merged by key.

A unit's key is its block id (`^m-a3fecq`) when it has one, else its text, and which
occurrence of that id or text it is. Both sides' new units are kept: ours's where they
are, theirs's after the unit that precedes them on their side (and after ours's
new units there), so nothing that was already in the section moves. A unit one side
deleted stays deleted if the other left it alone, and is a conflict if the other
changed it (git's modify/delete), so neither the deletion nor the edit is lost silently.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from vaultmind.vault import syntax
from vaultmind.vault.visible_lines import hide_comments

Key = tuple[str, str, int]


@dataclass(frozen=True)
class Unit:
    key: Key
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "".join(line.rstrip("\r\n") + "\n" for line in self.lines)


def units(lines: list[str]) -> list[Unit]:
    groups: list[list[str]] = []
    for line in lines:
        indented = line[:1] in (" ", "\t") and line.strip()
        if indented and groups and groups[-1][0].strip():
            groups[-1].append(line)
        else:
            groups.append([line])
    seen: dict[str, int] = {}
    found = []
    for group in groups:
        block = syntax.find_block_id(syntax.mask_line(hide_comments(group[0].rstrip("\r\n"))))
        if block:  # a copied id is its own unit (the merge then conflicts it), never lost
            seen["^" + block] = seen.get("^" + block, -1) + 1
            found.append(Unit(("id", block, seen["^" + block]), tuple(group)))
            continue
        text = "".join(line.rstrip("\r\n") + "\n" for line in group)
        seen[text] = seen.get(text, 0) + 1
        found.append(Unit(("text", text, seen[text]), tuple(group)))
    return found


Combine = Callable[[Unit | None, Unit, Unit], "tuple[str, ...] | None"]


def merge_units(
    base: list[Unit],
    ours: list[Unit],
    theirs: list[Unit],
    combine: Combine,
    marker_size: int = 7,
    sort_key: Callable[[Unit], str | None] | None = None,
) -> tuple[list[str], bool]:
    """The merged lines and whether a unit conflicted (then shown with markers).
    `sort_key`: units are then stably sorted by it (a unit without one stays with the
    one before it): a chat's messages by their time."""
    old = {u.key: u for u in base}
    mine = {u.key: u for u in ours}
    other = {u.key: u for u in theirs}
    order = [u.key for u in ours if _kept(u, old, other)]
    added_by_us = {u.key for u in ours if u.key not in old}
    for position, unit in enumerate(theirs):
        if unit.key in order or not _wanted(unit, old, mine):
            continue
        order.insert(_slot(order, theirs[:position], added_by_us), unit.key)
    if sort_key is not None:
        order = _sorted(order, {**old, **other, **mine}, sort_key)
    result: list[str] = []
    conflicted = False
    for key in order:
        lines = _resolve(old.get(key), mine.get(key), other.get(key), combine)
        if lines is None:
            conflicted = True
            result += _markers(mine.get(key), other.get(key), marker_size)
        else:
            result += lines
    return result, conflicted


def _sorted(
    order: list[Key], units: dict[Key, Unit], key: Callable[[Unit], str | None]
) -> list[Key]:
    last = ""
    keyed = []
    for item in order:
        last = key(units[item]) or last
        keyed.append((last, item))
    return [item for _, item in sorted(keyed, key=lambda pair: pair[0])]


def _kept(unit: Unit, old: dict[Key, Unit], other: dict[Key, Unit]) -> bool:
    """Ours's unit stays unless theirs deleted it and ours left it as it was."""
    before = old.get(unit.key)
    return unit.key in other or before is None or before.text != unit.text


def _wanted(unit: Unit, old: dict[Key, Unit], mine: dict[Key, Unit]) -> bool:
    """Theirs's unit ours does not have: new, or changed by theirs after ours deleted it."""
    if unit.key in mine:
        return True
    before = old.get(unit.key)
    return before is None or before.text != unit.text


def _slot(order: list[Key], before: list[Unit], added_by_us: set[Key]) -> int:
    for unit in reversed(before):
        if unit.key in order:
            index = order.index(unit.key) + 1
            while index < len(order) and order[index] in added_by_us:
                index += 1
            return index
    return 0


def _resolve(
    base: Unit | None, ours: Unit | None, theirs: Unit | None, combine: Combine
) -> tuple[str, ...] | None:
    if ours is None or theirs is None:  # added on one side, or deleted on one
        found = ours or theirs
        assert found is not None
        if base is not None and base.text != found.text:
            return None  # deleted on one side, changed on the other: git's modify/delete
        return found.lines
    if ours.text == theirs.text or (base is not None and base.text == theirs.text):
        return ours.lines
    if base is not None and base.text == ours.text:
        return theirs.lines
    return combine(base, ours, theirs)


def _markers(ours: Unit | None, theirs: Unit | None, size: int) -> list[str]:
    """A unit's two versions in conflict markers; a side that deleted it shows nothing."""
    return [
        "<" * size + " ours\n",
        *_ended(ours.lines if ours else ()),
        "=" * size + "\n",
        *_ended(theirs.lines if theirs else ()),
        ">" * size + " theirs\n",
    ]


def _ended(lines: tuple[str, ...]) -> list[str]:
    return [line if line.endswith("\n") else line + "\n" for line in lines]
