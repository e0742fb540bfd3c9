"""A chat promise that restates a person's own open task becomes that task's evidence.

A lead who wrote `- [ ] Marta: send the access list 📅 2026-12-02` and whose chat then
has Marta say «I'll send the access list by Wednesday» has one promise, not two: the
message's link joins the task's `[src:: …]` (one field, placed before the Tasks
plugin's emoji), and a task with no due date takes the promise's as `📅`. The task's
words are never changed.

The same work is decided as the duplicate guard decides it for two memories
(`dedupe.same_commitment`: nearly the same words, or one's words nearly all in the
other's, numbers equal), on the task's words without its owner (`[[Marta]] …`,
`Marta: …`). Due dates must agree, or one side has none. Two tasks that both match
are a guess: neither is touched, and the promise is written as a memory, as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vaultmind.errors import NoteNotFoundError, UnsafeWriteError
from vaultmind.memory.dedupe import same_commitment
from vaultmind.memory.line_edit import field_pattern, set_field
from vaultmind.memory.sections import replace_line, split_lines
from vaultmind.vault.files import on_disk
from vaultmind.vault.model import Task
from vaultmind.vault.owner_names import lead
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import bare, labelled
from vaultmind.vault.syntax import has_conflict_markers
from vaultmind.vault.target import write_target
from vaultmind.vault.text import MAX_PARSED_BYTES, NoteText
from vaultmind.vault.write import update_note

_LEADING_LINK = re.compile(r"^!?\[\[[^\]]*\]\][ \t]*:?[ \t]*")
_LINK = re.compile(r"!?\[\[([^\]|#]*)(?:[^\]|]*)(?:\|([^\]]*))?\]\]")


@dataclass(frozen=True, slots=True)
class OpenTask:
    """An open plain task some person owns (`task_owner`), where it was last read."""

    path: str
    line: int  # 1-based
    text: str  # the task's description (`Task.text`: no fields, no emoji)
    due: date | None


@dataclass(frozen=True, slots=True)
class TaskEvidence:
    action: str  # added (the link, and maybe the due date) | unchanged (already there)
    path: str
    line: int
    before: str
    after: str


def work_words(task_text: str) -> str:
    """A task's words without its owner: a leading link or `Name:`, and links shown by
    the name a reader sees."""
    text = _LEADING_LINK.sub("", task_text.strip())
    found = lead(text)
    if found is not None:
        text = found[1]
    return _LINK.sub(lambda m: m.group(2) or m.group(1).split("/")[-1], text)


def same_task(text: str, due: date | None, task: OpenTask) -> bool:
    """Whether a promise (`text`, due `due`) is the work of this task."""
    if due is not None and task.due is not None and due != task.due:
        return False
    words = work_words(task.text)
    return bool(words.strip()) and same_commitment(text, words)


def matching_task(text: str, due: date | None, tasks: Iterable[OpenTask]) -> OpenTask | None:
    """The one task that is the same work as the promise; None for none, or for two."""
    found = [task for task in tasks if same_task(text, due, task)]
    return found[0] if len(found) == 1 else None


def add_evidence(vault: Path, task: OpenTask, link: str, due: date | None) -> TaskEvidence:
    """`link` added to the task's `[src:: …]` (and `📅 due` when it had no due date),
    in one safe write; the caller holds the writer lock and logs the job. A link the
    line already cites changes nothing (a re-run)."""
    file = on_disk(vault, task.path)
    if not file.is_file():
        raise NoteNotFoundError(f"{task.path} does not exist")
    if file.stat().st_size > MAX_PARSED_BYTES:
        raise UnsafeWriteError(f"{task.path} is too large for VaultMind to edit")
    outcome: list[TaskEvidence] = []

    def change(current: NoteText) -> NoteText:
        outcome.clear()
        if has_conflict_markers(current.text):
            raise UnsafeWriteError(f"{task.path} holds git conflict markers: resolve them first")
        found = _find(current.text, task)
        raw = split_lines(current.text)[found.line - 1].rstrip("\r\n")
        after = _with_evidence(raw, link, due if found.due is None else None)
        action = "unchanged" if after == raw else "added"
        outcome.append(TaskEvidence(action, task.path, found.line, raw, after))
        if after == raw:
            return current
        text = replace_line(current.text, found.line - 1, after)
        return NoteText(text, bom=current.bom, lossy=current.lossy)

    update_note(write_target(vault, file), change)
    return outcome[0]


def _with_evidence(raw: str, link: str, due: date | None) -> str:
    sources = _sources(raw)
    line = raw
    if link not in sources:
        line = set_field(line, "src", labelled((*sources, link)))
    if due is not None and line != raw:  # a date only with new evidence: never on a re-run
        line = set_field(line, "due", due.isoformat())
    return line


def _sources(raw: str) -> tuple[str, ...]:
    found = list(field_pattern("src").finditer(raw))
    if not found:
        return ()
    value = found[-1].group(2)
    return tuple(bare(s) for s in re.findall(r"\[\[[^\]]*\]\]", value))


def _find(text: str, wanted: OpenTask) -> Task:
    """The task at its line, or (the note edited since) the one open task with its words."""
    tasks = parse_note(wanted.path, text).tasks
    at_line = next((t for t in tasks if t.line == wanted.line), None)
    if at_line is not None and at_line.is_open and at_line.text == wanted.text:
        return at_line
    same = [t for t in tasks if t.is_open and t.text == wanted.text]
    if len(same) != 1:
        raise NoteNotFoundError(f"the task '{wanted.text}' is no longer open in {wanted.path}")
    return same[0]
