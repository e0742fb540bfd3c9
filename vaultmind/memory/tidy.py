"""Tidying proposals: duplicate memories in a note, and one person under two names.

`plan_tidy` computes every file's new text without writing anything; `render_patch`
shows it as a unified diff for review; `apply_plan` writes it only if no memory id,
no link and no line the user wrote would disappear, and only to files that have not
changed since the plan was made. Nothing is deleted: a merged memory or person is
marked superseded and points to what replaced it.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from vaultmind.errors import UnsafeWriteError, VaultMindError
from vaultmind.memory.dedupe import reinforce, similar
from vaultmind.memory.frontmatter_edit import add_aliases
from vaultmind.memory.ids import memory_id
from vaultmind.memory.line_edit import set_field
from vaultmind.memory.sections import append_to_section, replace_line
from vaultmind.memory.tidy_people import absorb, is_stub, person_pairs, renamed
from vaultmind.vault.files import on_disk
from vaultmind.vault.model import Note
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import labelled
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import remove_note, update_note

_BLOCK_ID = re.compile(r"[ \t]+\^[A-Za-z0-9-]+[ \t]*$")


@dataclass
class TidyPlan:
    before: dict[str, str] = field(default_factory=dict)
    after: dict[str, str] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    removed: dict[str, str] = field(default_factory=dict)  # a stub merged away: its text
    renames: dict[str, dict[str, str]] = field(default_factory=dict)  # path → links rewritten

    def edit(self, path: str, old: str, new: str) -> None:
        self.before.setdefault(path, old)
        self.after[path] = new

    def current(self, path: str, texts: dict[str, str]) -> str:
        return self.after.get(path, texts[path])


def plan_tidy(
    notes: list[Note], texts: dict[str, str], today: date, private: frozenset[str] = frozenset()
) -> TidyPlan:
    """`private`: the private notes, never merged with one anyone may read (their
    memories would become readable)."""
    plan = TidyPlan()
    for note in notes:
        if note.path in texts:
            _merge_memories(plan, note, texts, today)
    taken = {m.id for note in notes for m in note.memories if m.id}  # ids are vault-wide
    for keep, other, reason in person_pairs(notes, texts):
        if (keep.path in private) != (other.path in private):
            plan.actions.append(f"{other.path} and {keep.path}: {reason}; one is private, "
                                "so they are left apart")  # fmt: skip
        elif keep.path in plan.removed or other.path in plan.removed:
            continue  # merged into a third note already: the next run sees the rest
        elif keep.path in texts and other.path in texts:
            if is_stub(other, plan.current(other.path, texts)):
                _absorb(plan, (keep, other), reason, notes, texts)
            else:
                _merge_people(plan, (keep, other), reason, texts, taken)
    return plan


def _absorb(
    plan: TidyPlan, pair: tuple[Note, Note], reason: str, notes: list[Note], texts: dict[str, str]
) -> None:
    keep, stub = pair
    current = {path: plan.current(path, texts) for path in texts}
    absorbed = absorb(keep, stub, notes, current)
    for path, text in absorbed.texts.items():
        plan.edit(path, texts[path], text)
    for path, renames in absorbed.renames.items():
        plan.renames.setdefault(path, {}).update(renames)
    plan.removed[stub.path] = current[stub.path]
    moved = len(parse_note(stub.path, current[stub.path]).memories)
    plan.actions.append(f"{stub.path} and {keep.path} look like one person ({reason}): "
                        f"{moved} memory line(s) moved into {keep.title} with their ids, "
                        f"links to it pointed at {keep.title}, {stub.path} removed")  # fmt: skip


def _merge_memories(plan: TidyPlan, note: Note, texts: dict[str, str], today: date) -> None:
    active = [m for m in note.memories if m.status == "active" and m.id]
    dropped: set[str] = set()
    for i, keep in enumerate(active):
        if keep.id in dropped:
            continue
        for other in active[i + 1 :]:
            if other.id in dropped or other.kind != keep.kind or not similar(keep.text, other.text):
                continue
            dropped.add(other.id or "")
            text = plan.current(note.path, texts)
            current = parse_note(note.path, text)
            keep_now = next(m for m in current.memories if m.id == keep.id)
            other_now = next(m for m in current.memories if m.id == other.id)
            merged = reinforce(keep_now, other_now.confidence_or_default, other_now.sources, today)
            retired = set_field(set_field(other_now.raw, "status", "superseded"),
                                "superseded_by", f"[[#^{keep.id}]]")  # fmt: skip
            text = replace_line(text, keep_now.line - 1, merged)
            text = replace_line(text, other_now.line - 1, retired)
            plan.edit(note.path, texts[note.path], text)
            plan.actions.append(f"{note.path}: ^{other.id} repeats ^{keep.id} — merged into it")


def _merge_people(
    plan: TidyPlan, pair: tuple[Note, Note], reason: str, texts: dict[str, str], taken: set[str]
) -> None:
    """`other`'s active memories are copied into `keep` under new ids (a memory id names
    one line in the vault), and superseded by the copies."""
    keep, other = pair
    keep_text = plan.current(keep.path, texts)
    other_text = plan.current(other.path, texts)
    keep_now, other_now = parse_note(keep.path, keep_text), parse_note(other.path, other_text)
    known = {name.casefold() for name in (keep_now.title, *keep_now.aliases)}
    new_names = [n for n in (other_now.title, *other_now.aliases) if n.casefold() not in known]
    newline = "\r\n" if "\r\n" in keep_text else "\n"
    keep_text = add_aliases(keep_text, new_names, newline)
    taken |= {b.id for b in keep_now.block_ids}
    for memory in other_now.memories:
        if memory.status != "active" or not memory.id:
            continue
        back = f"[[{other.title}#^{memory.id}]]"
        first = memory.sources[0] if memory.sources else back
        copied_id = memory_id(memory.kind, memory.text, first, keep.title, taken)
        taken.add(copied_id)
        copy = _BLOCK_ID.sub(f" ^{copied_id}", memory.raw.strip())
        copy = set_field(copy, "src", labelled([*memory.sources, back]))
        keep_text = append_to_section(keep_text, "Memory", copy, newline)
        retired = set_field(set_field(memory.raw, "status", "superseded"),
                            "superseded_by", f"[[{keep.title}#^{copied_id}]]")  # fmt: skip
        other_text = replace_line(other_text, memory.line - 1, retired)
    if keep_text == texts[keep.path] and other_text == texts[other.path]:
        return  # merged before: every name and memory is already in `keep`
    plan.edit(keep.path, texts[keep.path], keep_text)
    plan.edit(other.path, texts[other.path], other_text)
    plan.actions.append(f"{other.path} and {keep.path} look like one person ({reason}): "
                        f"memories copied into {keep.title}, names added as aliases")  # fmt: skip


def render_patch(plan: TidyPlan) -> str:
    chunks = []
    for path in sorted(plan.after):
        diff = difflib.unified_diff(
            plan.before[path].splitlines(keepends=True),
            plan.after[path].splitlines(keepends=True),
            fromfile=f"a/{path}",
            tofile=f"b/{path}",
        )
        chunks.append("".join(diff))
    for path in sorted(plan.removed):
        gone = difflib.unified_diff(
            plan.removed[path].splitlines(keepends=True), [], f"a/{path}", "/dev/null"
        )
        chunks.append("".join(gone))
    return "".join(chunks)


def losses(path: str, old: str, new: str, renames: dict[str, str] | None = None) -> list[str]:
    """What the edit would lose: memory ids, links, or lines the user wrote (`renames`:
    the links the plan points elsewhere, as it rewrites them)."""
    renames = renames or {}
    before, after = parse_note(path, old), parse_note(path, new)
    problems = []
    ids_after = {m.id for m in after.memories}
    problems += [
        f"{path}: memory ^{m.id} would be lost" for m in before.memories if m.id not in ids_after
    ]
    links_after = Counter(link.raw for link in after.links)
    for raw, count in Counter(renamed(link.raw, renames) for link in before.links).items():
        if links_after[raw] < count:
            problems.append(f"{path}: link {raw} would be lost")
    lost_names = set(before.aliases) - set(after.aliases)
    problems += [f"{path}: alias '{name}' would be lost" for name in sorted(lost_names)]
    ours = {m.line for m in before.memories} | _alias_lines(old)  # VaultMind may edit these
    new_lines = Counter(new.splitlines())
    for number, line in enumerate(old.splitlines(), start=1):
        line = renamed(line, renames)
        if number not in ours and new_lines[line] <= 0:
            problems.append(f"{path}:{number}: your line would change: {line.strip()[:60]}")
        new_lines[line] -= 1
    return problems


def _alias_lines(text: str) -> set[int]:
    """Line numbers of the frontmatter `aliases:` and `chat_ids:` properties (VaultMind
    adds to them; aliases are checked by value instead)."""
    numbers: set[int] = set()
    in_aliases = False
    for number, line in enumerate(text.split("\n"), start=1):
        if number > 1 and line.rstrip() in ("---", "..."):
            break
        if line.startswith(("aliases:", "chat_ids:")):
            in_aliases = True
            numbers.add(number)
        elif in_aliases and line.lstrip().startswith("-") and line[:1] in (" ", "\t", "-"):
            numbers.add(number)
        else:
            in_aliases = False
    return numbers if text.startswith("---") else set()


def apply_plan(vault: Path, plan: TidyPlan) -> list[str]:
    """Write every file of the plan, or nothing if anything would be lost."""
    problems = [
        p
        for path in plan.after
        for p in losses(path, plan.before[path], plan.after[path], plan.renames.get(path))
    ]
    problems += _shared_ids(plan) + _unplaced(plan)
    if problems:
        raise VaultMindError("tidy refused: " + "; ".join(problems[:3]))
    for path in sorted(plan.after):
        update_note(on_disk(vault, path), _replace(path, plan.before[path], plan.after[path]))
    for path, text in sorted(plan.removed.items()):
        remove_note(on_disk(vault, path), text)
    return sorted([*plan.after, *plan.removed])


def _unplaced(plan: TidyPlan) -> list[str]:
    """A memory of a note the plan removes that it does not put anywhere else."""
    kept = {m.id for path, text in plan.after.items() for m in parse_note(path, text).memories}
    return [
        f"{path}: memory ^{m.id} would be lost"
        for path, text in plan.removed.items()
        for m in parse_note(path, text).memories
        if m.id not in kept
    ]


def _shared_ids(plan: TidyPlan) -> list[str]:
    """A memory id the plan would leave in two of its notes (`memory done` refuses those)."""
    where: dict[str, set[str]] = {}
    for path, text in plan.after.items():
        for memory in parse_note(path, text).memories:
            if memory.id:
                where.setdefault(memory.id, set()).add(path)
    return [
        f"memory ^{mid} would be in {' and '.join(sorted(paths))}"
        for mid, paths in sorted(where.items())
        if len(paths) > 1
    ]


def _replace(path: str, old: str, new: str) -> Callable[[NoteText], NoteText]:
    def change(current: NoteText) -> NoteText:
        if current.text != old:
            raise UnsafeWriteError(f"{path} changed since the plan was made; run tidy again")
        return NoteText(new, bom=current.bom, lossy=current.lossy)

    return change
