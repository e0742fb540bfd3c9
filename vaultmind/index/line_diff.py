"""Which lines a write added or changed, in time linear in the note's size.

`difflib.SequenceMatcher` over a whole note is quadratic in the worst case (a 2 MB note
took 95 s). VaultMind's writes change a few lines of a large file, so the unchanged
beginning and end are set aside first; what remains is split at lines that occur once
on each side (patience diff, as git does), and only small gaps go to difflib.
"""

from __future__ import annotations

import difflib
from bisect import bisect_left
from collections.abc import Iterator, Sequence

Opcode = tuple[str, int, int, int, int]  # as SequenceMatcher.get_opcodes, never "equal"
SMALL = 40_000  # gaps up to this many line pairs are left to difflib


def opcodes(a: Sequence[str], b: Sequence[str]) -> list[Opcode]:
    """The non-equal opcodes turning `a` into `b`."""
    return list(_gap(a, b, 0, len(a), 0, len(b)))


def _gap(
    a: Sequence[str], b: Sequence[str], a1: int, a2: int, b1: int, b2: int
) -> Iterator[Opcode]:
    while a1 < a2 and b1 < b2 and a[a1] == b[b1]:
        a1, b1 = a1 + 1, b1 + 1
    while a1 < a2 and b1 < b2 and a[a2 - 1] == b[b2 - 1]:
        a2, b2 = a2 - 1, b2 - 1
    if a1 == a2 and b1 == b2:
        return
    if a1 == a2 or b1 == b2:
        yield ("insert" if a1 == a2 else "delete", a1, a2, b1, b2)
        return
    if (a2 - a1) * (b2 - b1) <= SMALL:
        matcher = difflib.SequenceMatcher(None, a[a1:a2], b[b1:b2], autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":
                yield (tag, a1 + i1, a1 + i2, b1 + j1, b1 + j2)
        return
    anchors = _unique_common(a, b, a1, a2, b1, b2)
    if not anchors:
        yield ("replace", a1, a2, b1, b2)
        return
    for i, j in anchors:
        yield from _gap(a, b, a1, i, b1, j)
        a1, b1 = i + 1, j + 1
    yield from _gap(a, b, a1, a2, b1, b2)


def _unique_common(
    a: Sequence[str], b: Sequence[str], a1: int, a2: int, b1: int, b2: int
) -> list[tuple[int, int]]:
    """The longest increasing run of lines that occur exactly once in both ranges."""
    in_a = _once(a, a1, a2)
    in_b = _once(b, b1, b2)
    pairs = [(i, in_b[line]) for line, i in in_a.items() if line in in_b]
    pairs.sort()
    return _longest_increasing(pairs)


def _once(lines: Sequence[str], start: int, end: int) -> dict[str, int]:
    seen: dict[str, int] = {}
    repeated: set[str] = set()
    for i in range(start, end):
        line = lines[i]
        if line in seen:
            repeated.add(line)
        else:
            seen[line] = i
    return {line: i for line, i in seen.items() if line not in repeated}


def _longest_increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Patience sorting on the second index: O(n log n)."""
    tops: list[int] = []  # the smallest second index ending a run of each length
    ends: list[int] = []  # which pair that is
    back: list[int] = []
    for k, (_, j) in enumerate(pairs):
        length = bisect_left(tops, j)
        if length == len(tops):
            tops.append(j)
            ends.append(k)
        else:
            tops[length], ends[length] = j, k
        back.append(ends[length - 1] if length else -1)
    run: list[tuple[int, int]] = []
    k = ends[-1] if ends else -1
    while k >= 0:
        run.append(pairs[k])
        k = back[k]
    return run[::-1]
