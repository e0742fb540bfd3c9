"""No merge writes a note with one block id on two lines.

A block id is a memory's stable id and the target of every `[[Note#^id]]` link and
citation; a copy of it (typed in the user's text, or added by one side while the
other kept the original) makes them ambiguous. A merged note whose block id is on
more lines than it was in the common ancestor keeps the original line and leaves
each copy inside conflict markers, on the side it came from, so git reports a
conflict and the user decides.
"""

from __future__ import annotations

from collections import defaultdict

from vaultmind.vault import syntax
from vaultmind.vault.frontmatter import body_offset
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.visible_lines import visible_lines


def guard_block_ids(
    text: str, base: str, ours: str, theirs: str, marker_size: int
) -> tuple[str, list[str]]:
    """The merged text with each new copy of a block id conflicted, and one message per id."""
    lines = text.split("\n")
    old = block_lines(base, marker_size)
    sides = ({_bare(x) for x in ours.split("\n")}, {_bare(x) for x in theirs.split("\n")})
    copies: dict[str, list[int]] = {}
    wrapped: dict[int, tuple[bool, bool]] = {}
    for bid, where in block_lines(text, marker_size).items():
        if len(where) < 2 or len(old.get(bid, [])) > 1:
            continue
        before = [_bare(base.split("\n")[i]) for i in old.get(bid, [])]
        original = max(where, key=lambda i: (*_likeness(_bare(lines[i]), before), -i))
        copies[bid] = [i for i in where if i != original]
        for index in copies[bid]:
            mine, other = (_bare(lines[index]) in side for side in sides)
            wrapped[index] = (mine, other) if mine != other else (True, True)
    merged, moved = _wrap(lines, wrapped, marker_size)
    messages = [
        f"block id ^{bid} would be on {len(found) + 1} lines; each copy is left as a "
        f"conflict (line {', '.join(str(moved[i]) for i in found)})"
        for bid, found in copies.items()
    ]
    return merged, messages


def block_lines(text: str, marker_size: int = 7) -> dict[str, list[int]]:
    """Block id → the 0-based indexes of the lines carrying it, outside the frontmatter,
    code, comments and conflict hunks (a hunk shows two versions of one line)."""
    first = text.count("\n", 0, body_offset(text))
    start, end = "<" * marker_size, ">" * marker_size
    inside = False
    found: dict[str, list[int]] = defaultdict(list)
    for offset, _, visible in visible_lines(text[body_offset(text) :]):
        if visible.startswith(start) and not inside:
            inside = True
        elif visible.startswith(end) and inside:
            inside = False
        elif not inside:
            block = syntax.find_block_id(syntax.mask_line(visible))
            if block:
                found[block].append(first + offset)
    return found


def _likeness(line: str, before: list[str]) -> tuple[bool, bool, int]:
    """How surely `line` is the one that carried the id before: the ancestor's line as
    it was, else one of its shape (a memory line for a memory) sharing the longest
    start with it; for an id new on both sides, a memory line."""
    if not before:
        return (False, _is_memory(line), 0)
    was = before[0]
    shared = 0
    for one, other in zip(line, was, strict=False):
        if one != other:
            break
        shared += 1
    return (line == was, _is_memory(line) == _is_memory(was), shared)


def _is_memory(line: str) -> bool:
    return isinstance(parse_memory_line(line, 0), MemoryLine)


def _wrap(
    lines: list[str], wrapped: dict[int, tuple[bool, bool]], size: int
) -> tuple[str, dict[int, int]]:
    """The text with each wrapped line in a hunk on its sides, and where each hunk
    starts (1-based line numbers in the result)."""
    out: list[str] = []
    starts: dict[int, int] = {}
    for index, line in enumerate(lines):
        if index not in wrapped:
            out.append(line)
            continue
        starts[index] = len(out) + 1
        mine, other = wrapped[index]
        bare = _bare(line)
        ending = line[len(bare) :]  # "\r" in a CRLF note: the hunk ends as the line did
        hunk = ["<" * size + " ours", *([bare] if mine else []), "=" * size]
        hunk += [*([bare] if other else []), ">" * size + " theirs"]
        out += [part + ending for part in hunk]
    return "\n".join(out), starts


def _bare(line: str) -> str:
    return line.rstrip("\r")
