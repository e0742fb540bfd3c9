"""Marking a plain task done (the Commitments screen's and the person card's `d` on a
task line): the checkbox ticked in place as the Tasks plugin ticks it (`task_tick`).

The task is found by its line, or — when the user has edited the note since it was
read — by its text, if exactly one open task says it; otherwise nothing is written.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.errors import NoteNotFoundError, UnsafeWriteError, UsageError
from vaultmind.memory.sections import replace_line, split_lines
from vaultmind.vault.files import on_disk
from vaultmind.vault.model import Task
from vaultmind.vault.parse import parse_note
from vaultmind.vault.syntax import has_conflict_markers
from vaultmind.vault.target import write_target
from vaultmind.vault.task_tick import ticked
from vaultmind.vault.text import MAX_PARSED_BYTES, NoteText, decode
from vaultmind.vault.write import update_note


@dataclass(frozen=True, slots=True)
class TaskChange:
    action: str  # done | unchanged (it was already ticked)
    path: str
    line: int  # 1-based, where it is now
    text: str  # the task's description
    before: str
    after: str


def tick_task(vault: Path, path: str, line: int, text: str, today: date) -> TaskChange:
    """Tick the open task `text` of `path` (at `line` when it is still there). The
    caller holds the writer lock and logs the job."""
    file = _editable(vault, path)
    outcome: list[TaskChange] = []

    def change(current: NoteText) -> NoteText:
        outcome[:] = [_ticking(current.text, path, line, text, today)]
        if outcome[0].action == "unchanged":
            return current
        new = replace_line(current.text, outcome[0].line - 1, outcome[0].after)
        return NoteText(new, bom=current.bom, lossy=current.lossy)

    update_note(write_target(vault, file), change)
    return outcome[0]


def tick_preview(vault: Path, path: str, line: int, text: str, today: date) -> TaskChange:
    """What `tick_task` would write, without writing: the line after, or the one-line
    reason it would refuse (a table row, a recurring task, a line edited away), so a
    face can say so before it asks for a yes."""
    file = _editable(vault, path)
    return _ticking(decode(file.read_bytes()).text, path, line, text, today)


def _editable(vault: Path, path: str) -> Path:
    file = on_disk(vault, path)
    if not file.is_file():
        raise NoteNotFoundError(f"{path} does not exist")
    if file.stat().st_size > MAX_PARSED_BYTES:
        raise UnsafeWriteError(f"{path} is too large for VaultMind to edit")
    return file


def _ticking(text: str, path: str, line: int, wanted: str, today: date) -> TaskChange:
    if has_conflict_markers(text):
        raise UnsafeWriteError(f"{path} holds git conflict markers: resolve them first")
    task = _find(text, path, line, wanted)
    raw = split_lines(text)[task.line - 1].rstrip("\r\n")
    if not task.is_open:
        return TaskChange("unchanged", path, task.line, task.text, raw, raw)
    return TaskChange("done", path, task.line, task.text, raw, ticked(raw, today))


def _find(text: str, path: str, line: int, wanted: str) -> Task:
    tasks = parse_note(path, text).tasks
    at_line = next((t for t in tasks if t.line == line), None)
    if at_line is not None and at_line.text == wanted:
        return at_line
    same = [t for t in tasks if t.text == wanted and t.is_open]
    if len(same) == 1:
        return same[0]
    where = f"{path}:{line}"
    if not same:
        raise UsageError(f"the task '{wanted}' is no longer in {where} (edited meanwhile?)")
    raise UsageError(f"'{wanted}' is an open task {len(same)} times in {path}: tick it there")
