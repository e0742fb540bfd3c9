"""Writing and editing single memory lines, changing as few characters as possible.

A status change rewrites one field's value in place (or appends the field before
the line's trailing #tags and block id), so a git merge of two machines' edits
touches one line and the user's wording survives.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from vaultmind.memory.task_line_edit import format_task, set_task_field
from vaultmind.vault.memory_fields import implied_author
from vaultmind.vault.source_labels import labelled
from vaultmind.vault.syntax import mask_line
from vaultmind.vault.task_memory import is_task_form
from vaultmind.vault.visible_lines import hide_comments

_TAIL = re.compile(r"((?:[ \t]+#[\w/-]+)*(?:[ \t]+\^[A-Za-z0-9-]+)?[ \t]*)$")


def field_pattern(key: str) -> re.Pattern[str]:
    return re.compile(
        r"\[(" + re.escape(key) + r")::[ \t]*((?:\[\[[^\]\n]*\]\]|[^\[\]\n])*?)[ \t]*\]",
        re.IGNORECASE,
    )


def set_field(raw: str, key: str, value: str) -> str:
    """`[key:: value]` on the line: the last existing one gets the new value, else appended.
    Only what the parser reads counts: a field in a `%% comment %%` or in code is text.
    A commitment in the Tasks plugin's form keeps its status in the box and its dates
    in emoji (`task_line_edit`)."""
    if is_task_form(hide_comments(raw)):
        return set_task_field(raw, key, value, field_pattern(key))
    matches = list(field_pattern(key).finditer(_shown(raw)))
    if matches:
        last = matches[-1]
        return f"{raw[: last.start()]}[{last.group(1)}:: {value}]{raw[last.end() :]}"
    return insert_before_tail(raw, f"[{key}:: {value}]")


def with_sources(raw: str, before: tuple[str, ...], after: tuple[str, ...]) -> str:
    """The line citing `after` instead of `before`. A line that names no `by` means
    whoever its first source implies; when the new first source implies someone else
    (the user's own line gets its first chat message), `by` is written so the line keeps
    its author."""
    line = set_field(raw, "src", labelled(after))
    author = implied_author(before)
    if implied_author(after) != author and not field_pattern("by").search(_shown(raw)):
        line = set_field(line, "by", author)
    return line


def close_line(raw: str, status: str, today: date, superseded_by: str = "") -> str:
    """A line given a closed status and its day: `[status:: done] [done:: …]` in the
    `[kind]` form; in the task form the box and ✅ (done) or ❌ (cancelled, superseded).
    A task's `[-]` box reads as superseded only beside `superseded_by`, so that field
    goes first there; the `[kind]` form keeps its order (`status`, then the link)."""
    task = is_task_form(hide_comments(raw))
    line = raw
    if superseded_by and task:
        line = set_field(line, "superseded_by", superseded_by)
    line = set_field(line, "status", status)
    if superseded_by and not task:
        line = set_field(line, "superseded_by", superseded_by)
    if status == "done":
        return set_field(line, "done", today.isoformat())
    if status in ("archived", "superseded") and task:
        return set_field(line, "cancelled", today.isoformat())
    return line


def insert_before_tail(raw: str, piece: str) -> str:
    """Put `piece` after the text and fields, before trailing #tags and the ^block-id
    (a comment after the block id stays after it)."""
    tail = _TAIL.search(_shown(raw))
    cut = tail.start() if tail else len(raw)
    head = raw[:cut].rstrip(" \t")
    return f"{head} {piece}{raw[cut:]}"


def _shown(raw: str) -> str:
    """The line as the parser reads it, column for column (comments and code blanked)."""
    return mask_line(hide_comments(raw))


def format_memory(
    kind: str,
    text: str,
    fields: Iterable[tuple[str, str]],
    tags: Iterable[str],
    block_id: str,
    as_task: bool = False,
) -> str:
    """A new memory line in DESIGN.md's order: kind, text, fields, tags, block id; a
    commitment `as_task` (vault format 2) is a Tasks-plugin line instead."""
    if as_task and kind == "commitment":
        return format_task(text, fields, tags, block_id)
    parts = [f"- [{kind}] {text}"]
    parts += [f"[{key}:: {value}]" for key, value in fields]
    parts += [f"#{tag.lstrip('#')}" for tag in tags]
    parts.append(f"^{block_id}")
    return " ".join(parts)
