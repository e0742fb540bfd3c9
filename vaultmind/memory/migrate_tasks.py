"""Vault format 1 → 2: each `- [commitment] …` line becomes a Tasks-plugin task line.

    - [commitment] Send the report [due:: 2026-11-30] [status:: done] [done:: 2026-11-29] ^m-r6
    - [x] Send the report 📅 2026-11-30 ✅ 2026-11-29 ^m-r6

The words, the id, the evidence and every other field stay as written; the status
moves into the box, the dates into the plugin's emoji, and the defaults every reader
assumes (`by:: user`, `confidence:: 1`, a `created` equal to the source's day) go.
It is planned like `tidy` (and written by its `apply_plan`, which refuses anything
that would lose an id, a link or a user's line), so it is one undo job.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from vaultmind.memory.line_edit import field_pattern, set_field
from vaultmind.memory.sections import replace_line
from vaultmind.memory.tidy import TidyPlan
from vaultmind.vault.memory_fields import DEFAULT_CONFIDENCE, implied_author, source_date
from vaultmind.vault.model import MemoryLine, Note
from vaultmind.vault.syntax import mask_line
from vaultmind.vault.task_memory import BOX, EMOJI
from vaultmind.vault.visible_lines import hide_comments

_KIND = re.compile(r"^([ \t]*[-*+][ \t]+)\[commitment\]", re.IGNORECASE)
_FORMAT_LINE = re.compile(r"^format[ \t]*=[ \t]*\d+[ \t]*$", re.MULTILINE)
_MOVED = ("status", *EMOJI)  # into the box and the emoji


def plan_migration(notes: Iterable[Note], texts: dict[str, str]) -> TidyPlan:
    """Every note's `[commitment]` lines rewritten as task lines (a plan, not a write)."""
    plan = TidyPlan()
    for note in notes:
        if note.path not in texts:
            continue
        text = texts[note.path]
        for memory in note.memories:
            line = task_form(memory)
            if line is not None:
                text = replace_line(text, memory.line - 1, line)
        if text != texts[note.path]:
            plan.edit(note.path, texts[note.path], text)
            plan.actions.append(f"{note.path}: commitments written as tasks")
    return plan


def task_form(memory: MemoryLine) -> str | None:
    """The line as a task, or None when it is not a `[commitment]` line."""
    kind = _KIND.match(memory.raw)
    if kind is None:
        return None
    values = {key: memory.field(key) for key in _MOVED}
    line = memory.raw
    for key in (*_MOVED, *_defaults(memory)):
        line = _without_field(line, key)
    box = BOX.get(memory.status, " ")
    line = f"{kind.group(1)}[{box}]{line[kind.end() :]}"
    for key in EMOJI:
        value = values[key]
        if value and not (key == "created" and _source_day(memory) == value):
            line = set_field(line, key, value)
    return line


def _defaults(memory: MemoryLine) -> list[str]:
    """Fields that say what a reader assumes when they are left out."""
    found = []
    if memory.field("by") == implied_author(memory.sources):
        found.append("by")
    if memory.confidence == DEFAULT_CONFIDENCE:
        found.append("confidence")
    return found


def _source_day(memory: MemoryLine) -> str | None:
    day = source_date(memory.sources[0]) if memory.sources else None
    return day.isoformat() if day else None


def _without_field(raw: str, key: str) -> str:
    """`raw` without every `[key:: …]` the parser reads, and the space before each."""
    shown = mask_line(hide_comments(raw))
    for match in reversed(list(field_pattern(key).finditer(shown))):
        start = match.start()
        while start > 0 and raw[start - 1] in " \t":
            start -= 1
        raw = raw[:start] + raw[match.end() :]
        shown = shown[:start] + shown[match.end() :]
    return raw


def with_format(settings_text: str, version: int) -> str:
    """`vaultmind.toml` naming `version`: its `format` line changed, or one added first."""
    if _FORMAT_LINE.search(settings_text):
        return _FORMAT_LINE.sub(f"format = {version}", settings_text, count=1)
    newline = "\r\n" if "\r\n" in settings_text else "\n"
    return f"format = {version}{newline}{settings_text}"
