"""One owned section's body merged from base, ours and theirs.

`## Memory`, `## Relations`: line by line by id (`units`), memory lines both sides
changed combined field by field (`fields`). Sections VaultMind writes whole
(`## Plan`, `## Ingested`, reflections, chat summaries, the weekly digest) carry a
hash marker (`memory.owned`): a side the user edited wins over a generated one; two
generated versions of `## Plan` or `## Ingested` are joined line by line and
re-marked; of two generated reflections, summaries or digests one is kept
(the longer; on a tie the one that sorts first), so a day's reflection is there once.
"""

from __future__ import annotations

import re

from vaultmind.memory.merge.fields import merge_memory
from vaultmind.memory.merge.split import MESSAGES
from vaultmind.memory.merge.units import Unit, merge_units, units
from vaultmind.memory.owned import body_hash

LINE_SECTIONS = ("memory", "relations")  # line by line by id, never written whole
JOINED = ("ingested", "plan")  # written whole, but two machines' lines both count
_TIME = re.compile(r"^- (\d{2}:\d{2}(?::\d{2})?) ")
_MARKER = re.compile(r"^%% vm:([a-z0-9-]+) ([0-9a-f]{8}) %%[ \t]*$")


def merge_body(
    key: str, base: list[str], ours: list[str], theirs: list[str], marker_size: int = 7
) -> tuple[list[str], bool]:
    """The merged body lines and whether they hold a conflict."""
    if _same(ours, theirs) or _same(base, theirs):
        return ours, False
    if _same(base, ours):
        return theirs, False
    if key == MESSAGES:
        found = units(base), units(ours), units(theirs)
        return merge_units(*found, _combine, marker_size, sort_key=_message_time)
    if key in LINE_SECTIONS or not (_generated(ours) or _generated(theirs)):
        return _by_line(base, ours, theirs, marker_size)
    if _generated(ours) != _generated(theirs):  # the user's edit of it wins
        return (theirs if _generated(ours) else ours), False
    if key in JOINED:
        return _joined(base, ours, theirs, marker_size)
    return min(ours, theirs, key=lambda body: (-len(body), _plain(body))), False


def _by_line(
    base: list[str], ours: list[str], theirs: list[str], marker_size: int
) -> tuple[list[str], bool]:
    return merge_units(units(base), units(ours), units(theirs), _combine, marker_size)


def _combine(base: Unit | None, ours: Unit, theirs: Unit) -> tuple[str, ...] | None:
    """A unit both sides changed: a memory line field by field, else their lines joined
    (the first line is the same: that is the key; sub-lines from both are kept)."""
    if ours.key[0] == "id":
        if len(ours.lines) > 1 or len(theirs.lines) > 1:
            return None
        merged = merge_memory(base.lines[0] if base else None, ours.lines[0], theirs.lines[0])
        return (merged,) if merged is not None else None
    extra = [line for line in theirs.lines if line not in ours.lines]
    return (*ours.lines, *extra)


def _joined(
    base: list[str], ours: list[str], theirs: list[str], marker_size: int
) -> tuple[list[str], bool]:
    """Both machines' lines, under a marker that matches them (so it stays VaultMind's)."""
    marker = _MARKER.match(ours[0].rstrip("\r\n"))
    assert marker is not None
    lines, conflicted = _by_line(base[1:], ours[1:], theirs[1:], marker_size)
    ending = ours[0][len(ours[0].rstrip("\r\n")) :] or "\n"
    return [f"%% vm:{marker.group(1)} {body_hash(lines)} %%{ending}", *lines], conflicted


def _message_time(unit: Unit) -> str | None:
    """`- 10:05 **Sender**: …`: a message's time; None for any other line."""
    found = _TIME.match(unit.lines[0])
    return found.group(1) if found else None


def _generated(body: list[str]) -> bool:
    """Written by VaultMind and not edited since: the marker's hash matches the body."""
    marker = _MARKER.match(body[0].rstrip("\r\n")) if body else None
    return marker is not None and marker.group(2) == body_hash(body[1:])


def _plain(body: list[str]) -> str:
    return "\n".join(line.rstrip("\r\n") for line in body)


def _same(one: list[str], other: list[str]) -> bool:
    return _plain(one) == _plain(other)
