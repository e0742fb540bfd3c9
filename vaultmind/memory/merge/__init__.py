"""VaultMind's git merge driver: a note merged from base, ours and theirs.

The user's text (frontmatter included) goes through git's ordinary three-way merge,
so a real conflict keeps its markers; the sections VaultMind owns are merged line by
line by id (`sections`), so two machines' memories never conflict. See
docs/decisions.md, "Git sync (issue 14)".
"""

from __future__ import annotations

from dataclasses import dataclass

from vaultmind.memory.merge.block_ids import guard_block_ids
from vaultmind.memory.merge.sections import merge_body
from vaultmind.memory.merge.sources import hide_records, is_source, restore_records
from vaultmind.memory.merge.split import (
    NOTE,
    SOURCE,
    Placeholders,
    Split,
    note_kind,
    owned_key,
    split_owned,
)
from vaultmind.memory.merge.text3 import merge_file, settle
from vaultmind.vault.syntax import has_conflict_markers

__all__ = ["Merged", "merge_note"]


@dataclass(frozen=True)
class Merged:
    text: str
    conflicted: bool
    notes: tuple[str, ...] = ()  # why a conflict was left that git's merge would not show


def merge_note(
    base: str, ours: str, theirs: str, path: str | None = None, marker_size: int = 7
) -> Merged:
    """The merged note. Text already holding conflict markers is merged as git would."""
    if any(has_conflict_markers(text) for text in (base, ours, theirs)):
        return _plain(base, ours, theirs, marker_size)
    originals = (base, ours, theirs)
    kind = note_kind(path)
    if kind == SOURCE and not (is_source(ours) and is_source(theirs)):
        kind = NOTE  # a note the user dropped into Sources/: their text, merged as git does
    records: list[dict[str, object]] = [{}, {}, {}]
    if kind == SOURCE:
        hidden = [hide_records(text) for text in (base, ours, theirs)]
        (base, records[0]), (ours, records[1]), (theirs, records[2]) = hidden
    marks = Placeholders()
    parts = [split_owned(text, kind, marks) for text in (base, ours, theirs)]
    keys = {name: key.split("\x00")[0] for key, name in marks.names.items()}
    user, _ = merge_file(parts[0].text, parts[1].text, parts[2].text)
    user, conflicted = settle(user, lambda line: _anchor(line, keys, kind), marker_size)
    for name, key in keys.items():
        base_body, ours_body, theirs_body = (part.bodies.get(name, []) for part in parts)
        body, clash = merge_body(key, base_body, ours_body, theirs_body, marker_size)
        conflicted |= clash
        user = _place(user, name, body, parts)
    if kind == SOURCE:
        user = restore_records(user, records[1], records[2])
    user, notes = guard_block_ids(user, *originals, marker_size)
    return Merged(user, conflicted or bool(notes), tuple(notes))


def _plain(base: str, ours: str, theirs: str, marker_size: int) -> Merged:
    text, _ = merge_file(base, ours, theirs)
    text, conflicted = settle(text, lambda line: False, marker_size)
    return Merged(text, conflicted)


def _anchor(line: str, keys: dict[str, str], kind: str | None) -> bool:
    """A line that may stand on either side of a conflict without one: blank, an owned
    heading, a placeholder."""
    bare = line.rstrip("\r\n")
    if not bare.strip() or bare in keys:
        return True
    return bare.startswith("## ") and owned_key(bare[3:], kind) is not None


def _place(text: str, name: str, body: list[str], parts: list[Split]) -> str:
    """The body where its placeholder is (every copy of it, inside a conflict too). A
    body whose placeholder the user's merge dropped (one side deleted the section while
    the other changed it) is appended under its heading, so nothing is lost."""
    lines = text.splitlines(keepends=True)
    out: list[str] = []
    found = False
    for index, line in enumerate(lines):
        if line.rstrip("\r\n") != name:
            out.append(line)
            continue
        found = True
        out += _ended(body, keep_last=index == len(lines) - 1)
    if found or not body or _same(body, parts[0].bodies.get(name, [])):
        return "".join(out)
    heading = next(part.headings[name] for part in parts if name in part.headings)
    prefix = "".join(out)
    if prefix and not prefix.endswith("\n"):
        prefix += "\n"
    return prefix + ("\n" if prefix.strip() else "") + heading + "\n" + "".join(_ended(body))


def _ended(body: list[str], keep_last: bool = False) -> list[str]:
    """Every line ended (a last line without one met new lines after it), except the
    file's own last line when it stays last."""
    done = [line if line.endswith("\n") else line + "\n" for line in body]
    if keep_last and body:
        done[-1] = body[-1]
    return done


def _same(one: list[str], other: list[str]) -> bool:
    return [x.rstrip("\r\n") for x in one] == [x.rstrip("\r\n") for x in other]
