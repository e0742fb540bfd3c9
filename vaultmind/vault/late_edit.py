"""Carrying over a save that landed in the old file while VaultMind replaced it.

The racing save turned `base` (what VaultMind read) into `theirs`. That edit is one
contiguous change once the common beginning and end are set aside; it is placed into
the new file by the text around it, as `patch` would, and only where it fits exactly.
"""

from __future__ import annotations


def replay(current: bytes, base: bytes, theirs: bytes, *, unsure: bool = True) -> bytes | None:
    """`current` with the edit that turned `base` into `theirs`; None if it does not fit,
    or, with `unsure=False`, if it fits in two places (both edits at the same spot)."""
    head = _common_prefix(base, theirs)
    tail = _common_suffix(base[head:], theirs[head:])
    removed = base[head : len(base) - tail]
    inserted = theirs[head : len(theirs) - tail]
    after = base[len(base) - tail :]
    by_tail = _by_tail(current, removed, inserted, after)
    by_head = _by_head(current, removed, inserted, base[:head])
    # An edit at the very end (an append) stays at the end, one at the very start stays
    # there; otherwise the side with more unchanged text around it places it more surely.
    at_end, at_start = tail == 0, head == 0
    prefer_head = at_start or (not at_end and head >= tail)
    first, second = (by_head, by_tail) if prefer_head else (by_tail, by_head)
    if not unsure and None not in (first, second) and first != second:
        return None
    return first if first is not None else second


def _by_tail(current: bytes, removed: bytes, inserted: bytes, after: bytes) -> bytes | None:
    if not current.endswith(after):
        return None
    end = len(current) - len(after)
    if not current[:end].endswith(removed):
        return None
    return current[: end - len(removed)] + inserted + current[end:]


def _by_head(current: bytes, removed: bytes, inserted: bytes, before: bytes) -> bytes | None:
    if not (current.startswith(before) and current[len(before) :].startswith(removed)):
        return None
    return current[: len(before)] + inserted + current[len(before) + len(removed) :]


def _common_prefix(a: bytes, b: bytes) -> int:
    """Length of the common beginning, by bisection over slice comparisons (C speed)."""
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[low:middle] == b[low:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _common_suffix(a: bytes, b: bytes) -> int:
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[len(a) - middle : len(a) - low] == b[len(b) - middle : len(b) - low]:
            low = middle
        else:
            high = middle - 1
    return low
