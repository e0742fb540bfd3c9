"""Memory operations on the vault: add (with the duplicate guard), done, archive, supersede.

Each operation is one `update_note` call: the change is computed from the note's
current text, so if the user saves in Obsidian meanwhile, it is re-applied to the
new text instead of overwriting it. VaultMind's own writers are serialised by a
vault-wide lock, so two processes never lose each other's memories.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path

from vaultmind.errors import NoteNotFoundError, UnsafeWriteError, UsageError
from vaultmind.index.lock import writer_lock
from vaultmind.index.paths import DataPaths
from vaultmind.memory.decay import parse_iso
from vaultmind.memory.dedupe import find_duplicate, moves_date, reinforce, similar
from vaultmind.memory.field_values import checked_link, checked_tag
from vaultmind.memory.ids import memory_id
from vaultmind.memory.line_edit import close_line, format_memory, with_sources
from vaultmind.memory.sections import replace_line
from vaultmind.memory.working_note import WorkingNote
from vaultmind.vault.escape import unescape_syntax
from vaultmind.vault.files import on_disk
from vaultmind.vault.memory_fields import (
    DEFAULT_AUTHOR,
    DEFAULT_CONFIDENCE,
    implied_author,
    source_date,
)
from vaultmind.vault.model import KINDS, MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.settings import TASKS_FORMAT, load_vault_settings
from vaultmind.vault.source_labels import labelled
from vaultmind.vault.target import write_target
from vaultmind.vault.text import MAX_PARSED_BYTES, NoteText
from vaultmind.vault.write import update_note

AUTHORS = ("user", "agent:extraction", "agent:reflection", "agent:conversation")
MIN_TEXT, MAX_TEXT = 2, 2000


@dataclass(frozen=True, slots=True)
class NewMemory:
    kind: str
    text: str
    confidence: float = 0.7
    by: str = "user"
    sources: tuple[str, ...] = ()
    due: date | None = None
    valid_until: date | None = None
    tags: tuple[str, ...] = ()

    def validated(self) -> NewMemory:
        """The same memory, or a one-line UsageError saying what is wrong with it."""
        text = " ".join(self.text.split())
        if self.kind not in KINDS:
            raise UsageError(f"unknown kind '{self.kind}'; use one of: {', '.join(KINDS)}")
        if not MIN_TEXT <= len(text) <= MAX_TEXT:
            raise UsageError(
                f"memory text must be {MIN_TEXT}–{MAX_TEXT} characters, not {len(text)}"
            )
        if not 0.0 <= self.confidence <= 1.0:
            raise UsageError(f"confidence must be between 0 and 1, not {self.confidence:g}")
        if self.by not in AUTHORS and not self.by.startswith("[["):
            raise UsageError(f"--by must be one of {', '.join(AUTHORS)} or a [[Person]] link")
        if self.by not in AUTHORS:
            checked_link(self.by, "--by")
        for source in self.sources:
            checked_link(source, "--src")
        tags = tuple(checked_tag(t) for t in self.tags)
        return NewMemory(
            self.kind,
            _escape(text),
            self.confidence,
            self.by,
            self.sources,
            self.due,
            self.valid_until,
            tags,
        )


_FIELD_START = re.compile(r"(?<!\\)([\[(])(?=[^\[\]()\n]*::)")
_COMMENT = re.compile(r"%{2,}")


def _escape(text: str) -> str:
    """Text that would read as syntax is escaped, as ingest escapes message text: a
    trailing `^word` (the block id), `[key:: value]` / `(key:: value)` (fields) and
    `%%` (an Obsidian comment, which would hide the rest of the line)."""
    text = _FIELD_START.sub(r"\\\1", text)
    text = _COMMENT.sub(lambda run: "\\%" * len(run.group(0)), text)
    words = text.split(" ")
    if words[-1].startswith("^"):
        words[-1] = "\\" + words[-1]
    return " ".join(words)


@dataclass
class MemoryChange:
    action: str  # added | reinforced | done | archived | superseded | unchanged
    path: str
    memory_id: str
    line: str
    previous: str | None = None
    extra: list[MemoryChange] = field(default_factory=list)


@dataclass
class ChangeTally:
    """What a run did to memories, for its summary line (ingest's two extractors)."""

    added: int = 0
    reinforced: int = 0
    superseded: int = 0

    def count(self, change: MemoryChange) -> None:
        if change.action in ("added", "reinforced", "superseded"):
            setattr(self, change.action, getattr(self, change.action) + 1)


class MemoryStore:
    def __init__(self, vault: Path, lock_timeout: float = 10.0) -> None:
        self.vault = vault
        self.lock_path = DataPaths.for_vault(vault).root / "write.lock"
        self.lock_timeout = lock_timeout

    @property
    def as_tasks(self) -> bool:
        """Whether new commitments are Tasks-plugin lines: the vault's `format` ≥ 2. Read
        at each write (a small file), so a daemon writes the new form once a `vaultmind
        migrate --apply` in another process has changed it."""
        return load_vault_settings(self.vault).format >= TASKS_FORMAT

    def add(self, path: str, new: NewMemory, today: date, skip: str | None = None) -> MemoryChange:
        """Add, or reinforce the same memory; the same commitment with another date
        supersedes the old one (a postponed deadline)."""
        return self.add_all(path, [Addition(new, today)], skip)[0]

    def add_all(
        self, path: str, additions: list[Addition], skip: str | None = None
    ) -> list[MemoryChange]:
        """`add` for several memories of one note in one locked write (an ingest chunk)."""
        valid = [replace(a, new=a.new.validated()) for a in additions if not _secret(a.new)]
        outcome: list[MemoryChange] = []

        def change(current: NoteText) -> NoteText:
            working = WorkingNote(path, current, self.as_tasks)
            outcome[:] = [_add_to(working, addition, skip) for addition in valid]
            return working.current

        if valid:
            self._write(path, change, outcome)
        return outcome

    def set_status(
        self, path: str, mid: str, status: str, today: date, evidence: str | None = None
    ) -> MemoryChange:
        """`evidence`: a link added to `src` (the message that said it is done)."""
        outcome: list[MemoryChange] = []

        def change(current: NoteText) -> NoteText:
            outcome.clear()
            memory = _find(scan_memories(current.text)[0], mid, path)
            if memory.status == status:
                outcome.append(MemoryChange("unchanged", path, mid, memory.raw, memory.raw))
                return current
            if memory.status == "superseded":
                raise UsageError(f"^{mid} is superseded by {_replacement(memory)}; change that one")
            closed, line = _closed(current, memory, status, today, evidence)
            outcome.append(MemoryChange(status, path, mid, line, memory.raw))
            return closed

        self._write(path, change, outcome)
        return outcome[0]

    def add_closed(self, path: str, addition: Addition, status: str) -> list[MemoryChange]:
        """A commitment first heard of as done or dropped («отчёт отправила» with no
        promise on record): added and given `status` (done, archived) on its own day, in
        one write — never an open line for work already done."""
        if _secret(addition.new):
            return []
        addition = replace(addition, new=addition.new.validated())
        evidence = addition.new.sources[0] if addition.new.sources else None
        outcome: list[MemoryChange] = []

        def change(current: NoteText) -> NoteText:
            working = WorkingNote(path, current, self.as_tasks)
            added = _add_to(working, addition, None)
            outcome[:] = [added]
            if added.action not in ("added", "reinforced") or not added.memory_id:
                return working.current
            text = working.current
            memory = _find(scan_memories(text.text)[0], added.memory_id, path)
            if memory.status in (status, "superseded"):
                return text
            closed, line = _closed(text, memory, status, addition.today, evidence)
            outcome[:] = [MemoryChange(status, path, added.memory_id, line, memory.raw)]
            return closed

        self._write(path, change, outcome)
        return outcome

    def supersede(
        self, path: str, mid: str, new: NewMemory, today: date, inherit: Iterable[str] = ()
    ) -> MemoryChange:
        """Adds the new memory; the old line gets `status:: superseded` and `superseded_by`.
        `inherit` names what the new memory takes over from the old line ("kind", "due"):
        a commitment restated stays a commitment with its date unless told otherwise."""
        inherit = frozenset(inherit)
        if not inherit:
            new = new.validated()  # before the lock: a bad memory never waits for it
        outcome: list[MemoryChange] = []

        def change(current: NoteText) -> NoteText:
            working = WorkingNote(path, current, self.as_tasks)
            old = _find(working.memories, mid, path)
            if old.status == "superseded":
                raise UsageError(f"^{mid} is already superseded by {_replacement(old)}")
            outcome[:] = [_supersede(working, old, _inherited(new, old, inherit), today)]
            return working.current

        self._write(path, change, outcome)
        return outcome[0]

    def _write(
        self, path: str, change: Callable[[NoteText], NoteText], outcome: list[MemoryChange]
    ) -> None:
        def checked(current: NoteText) -> NoteText:
            after = change(current)
            if after is not current:
                try:
                    _read_back(path, after, outcome)
                except UnsafeWriteError:
                    if _still(self.vault / path, current):
                        raise
                    # read while an editor was saving: update_note sees the file
                    # changed and applies the change again to the saved text
            return after

        file = on_disk(self.vault, path)
        if not file.is_file():
            raise NoteNotFoundError(f"{path} does not exist")
        size = file.stat().st_size
        if size > MAX_PARSED_BYTES:  # before reading megabytes to refuse
            raise _too_large(path, "is", size)
        with writer_lock(self.lock_path, self.lock_timeout):
            update_note(write_target(self.vault, file), checked)


def _secret(new: NewMemory) -> bool:
    """An agent's memory (extraction, reflection, conversation) that holds what looks
    like a credential is never written: the source keeps it, memory does not copy it."""
    from vaultmind.vault.secrets import secret_kind

    return new.by != DEFAULT_AUTHOR and secret_kind(new.text) is not None


def _too_large(path: str, verb: str, size: int) -> UnsafeWriteError:
    return UnsafeWriteError(
        f"{path} {verb} {size} bytes, and VaultMind reads notes only up to "
        f"{MAX_PARSED_BYTES // 2**20} MiB: it writes no memories there (split the note)"
    )


def _still(path: Path, text: NoteText) -> bool:
    try:
        return path.read_bytes() == text.encode()
    except OSError:
        return False


def _read_back(path: str, after: NoteText, changes: list[MemoryChange]) -> None:
    """Write only what the reader will see: the note within the size that is parsed, and
    every line written read back as that memory (not hidden in a comment or code)."""
    size = len(after.encode())
    if size > MAX_PARSED_BYTES:
        raise _too_large(path, "would be", size)
    final = {  # a batch may add a line and then reinforce it: the last version counts
        c.memory_id.lstrip("^"): c.line
        for change in changes
        for c in (change, *change.extra)
        if c.action != "unchanged"
    }
    seen = {(m.id, m.raw) for m in scan_memories(after.text)[0]}
    for mid, line in final.items():
        if (mid, line) not in seen:
            raise UnsafeWriteError(
                f"{path}: ^{mid} would land where VaultMind cannot read it "
                "back (inside a %% comment %% or a code block); nothing was written"
            )


@dataclass(frozen=True)
class Addition:
    new: NewMemory
    today: date  # the day it was learnt: `created`, or `confirmed` on a reinforcement


def _add_to(working: WorkingNote, addition: Addition, skip: str | None) -> MemoryChange:
    new, today, path = addition.new, addition.today, working.path
    # compared as the note will read it back: without the escapes that keep it inert
    shown = unescape_syntax(new.text)
    cited = working.citing(new.sources[0]) if new.sources else []
    learnt = _learnt_from(cited, new, shown)
    if learnt is not None:  # the same message read again (a new extractor): already known
        return MemoryChange("unchanged", path, learnt.id or "", learnt.raw, learnt.raw)
    duplicate = find_duplicate(working.alike(new.kind, shown), new.kind, shown, today, skip)
    if duplicate is None:
        mid, line = _new_line(working, new, today)
        working.append(line, mid)
        return MemoryChange("added", path, mid, line)
    mid = duplicate.id or ""
    redated = new.kind == "commitment" and moves_date(duplicate, new.text, new.due)
    if redated and not _said_before(duplicate, new, today):
        return _supersede(working, duplicate, new, today)
    if new.sources and set(new.sources) <= set(duplicate.sources):
        # the same evidence again (a re-run, a resumed ingest): nothing new to learn
        return MemoryChange("unchanged", path, mid, duplicate.raw, duplicate.raw)
    line = reinforce(duplicate, new.confidence, new.sources, today)
    working.replace(duplicate, line)
    return MemoryChange("reinforced", path, mid, line, duplicate.raw)


def _said_before(line: MemoryLine, new: NewMemory, today: date) -> bool:
    """An agent's word from a day before the line was written (a reflection catching up
    on last week) is evidence for the line, never its new date: only a later word
    postpones. The user's own `remember` supersedes as before."""
    created = line.created_on
    return new.by != DEFAULT_AUTHOR and created is not None and today < created


def _learnt_from(memories: Iterable[MemoryLine], new: NewMemory, shown: str) -> MemoryLine | None:
    """A line of any status (done, superseded, archived) that already says this on this
    evidence: re-reading an old message must not revive or re-date what it said."""
    if not new.sources:
        return None
    for memory in memories:
        same_evidence = memory.kind == new.kind and set(new.sources) <= set(memory.sources)
        if same_evidence and similar(memory.text, shown):
            return memory
    return None


def _supersede(working: WorkingNote, old: MemoryLine, new: NewMemory, today: date) -> MemoryChange:
    new_id, new_line = _new_line(working, new, today)
    old_line = close_line(old.raw, "superseded", today, superseded_by=f"[[#^{new_id}]]")
    working.replace(old, old_line)
    working.append(new_line, new_id)
    added = MemoryChange("added", working.path, new_id, new_line)
    return MemoryChange("superseded", working.path, old.id or "", old_line, old.raw, [added])


def _inherited(new: NewMemory, old: MemoryLine, inherit: frozenset[str]) -> NewMemory:
    if "kind" in inherit:
        new = replace(new, kind=old.kind)
    written = old.field("due")
    if "due" in inherit and written:
        due = parse_iso(written)
        if due is None:
            raise UsageError(f"^{old.id} has the due date '{written}', not a date: give --due")
        new = replace(new, due=due)
    return new.validated()


def _closed(
    current: NoteText, memory: MemoryLine, status: str, today: date, evidence: str | None
) -> tuple[NoteText, str]:
    """The note with `memory`'s line given `status` on `today` (and `evidence` added to
    its `src`), and that line."""
    line = close_line(memory.raw, status, today)
    if evidence and evidence not in memory.sources:
        line = with_sources(line, memory.sources, (*memory.sources, evidence))
    return _with(current, replace_line(current.text, memory.line - 1, line)), line


def _with(current: NoteText, text: str) -> NoteText:
    return NoteText(text, bom=current.bom, lossy=current.lossy)


def _find(memories: Iterable[MemoryLine], mid: str, path: str) -> MemoryLine:
    wanted = mid.lstrip("^")
    for memory in memories:
        if memory.id == wanted:
            return memory
    raise NoteNotFoundError(f"no memory ^{wanted} in {path} (it may have been moved or edited)")


def _replacement(memory: MemoryLine) -> str:
    """`^m-x` for a line superseded in either form; what it says, if it names no id."""
    new_id = memory.superseded_by
    return f"^{new_id}" if new_id else (memory.field("superseded_by") or "another memory")


def _new_line(working: WorkingNote, new: NewMemory, today: date) -> tuple[str, str]:
    """The new line, its defaults left out (`memory_fields`): it reads the same."""
    first_source = new.sources[0] if new.sources else ""
    mid = memory_id(new.kind, new.text, first_source, working.title, working.taken)
    fields: list[tuple[str, str]] = []
    if new.due:
        fields.append(("due", new.due.isoformat()))
    if new.confidence != DEFAULT_CONFIDENCE:
        fields.append(("confidence", f"{new.confidence:g}"))
    if new.by != implied_author(new.sources):
        fields.append(("by", new.by))
    if new.sources:
        fields.append(("src", labelled(new.sources)))
    if not new.sources or source_date(new.sources[0]) != today:
        fields.append(("created", today.isoformat()))
    if new.valid_until:
        fields.append(("valid_until", new.valid_until.isoformat()))
    return mid, format_memory(new.kind, new.text, fields, new.tags, mid, working.as_tasks)
