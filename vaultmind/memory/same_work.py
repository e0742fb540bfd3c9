"""One promise, one item: a memory commitment and a task that say the same work.

A lead who keeps a project task "[[Maria]] Share the roadmap 📅 12-10" and whose
chat gave Maria the memory "Share the roadmap" (due 12-10) has one promise, not two.
They are one when the same person holds both, their due dates agree (or one has
none), and every word of one is a word of the other. The memory stays: it has the
evidence, the confidence and the id every face cites (`Note#^m-…`); it takes the
task's due date when it had none.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.memory.commitments import OpenCommitment

_WORD = re.compile(r"\w+")
_LINK = re.compile(r"\[\[([^\]|#]*)(?:[^\]|]*)(?:\|([^\]]*))?\]\]")


def words(text: str) -> frozenset[str]:
    """A line's words as a reader sees them: a link by its shown name, case and ё
    folded."""
    shown = _LINK.sub(lambda m: m.group(2) or m.group(1), text)
    return frozenset(_WORD.findall(shown.casefold().replace("ё", "е")))


def same_work(memory: OpenCommitment, task: OpenCommitment) -> bool:
    if not memory.person or memory.person != task.person:
        return False
    if memory.due and task.due and memory.due != task.due:
        return False
    one, other = words(memory.text), words(task.text)
    return bool(one and other) and (one <= other or other <= one)


def one_per_work(found: list[OpenCommitment]) -> list[OpenCommitment]:
    """`found` without the tasks that restate a memory of the same work (each memory
    folds at most one task, the first in order). Only the same person's tasks are
    compared: a vault-wide list at 10 000 notes stays milliseconds, not a pass over
    every task for every memory."""
    tasks_of: dict[str, list[int]] = {}
    for j, item in enumerate(found):
        if item.memory_id is None and item.person:
            tasks_of.setdefault(item.person, []).append(j)
    kept: list[OpenCommitment] = []
    gone: set[int] = set()
    for memory in found:
        if memory.memory_id is None:
            continue
        for j in tasks_of.get(memory.person, ()):
            task = found[j]
            if j not in gone and same_work(memory, task):
                gone.add(j)
                if memory.due is None:
                    memory = replace(memory, due=task.due, overdue=task.overdue)
                break
        kept.append(memory)
    tasks = [c for j, c in enumerate(found) if c.memory_id is None and j not in gone]
    return kept + tasks
