"""The one facade over VaultMind's core that the CLI and the TUI both call.

Each method is a whole user-level operation (update the index, search, show links,
check the vault). Heavy modules are imported inside the methods that need them, so
a `vaultmind search` process never pays for networkx, pydantic or Textual.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.errors import (
    AmbiguousNameError,
    FileAccessError,
    NoteNotFoundError,
    UsageError,
    VaultMindError,
    describe_os_error,
)
from vaultmind.index.paths import DataPaths
from vaultmind.service_agent import AgentCommands, VaultStatus

if TYPE_CHECKING:
    from collections.abc import Callable
    from threading import Event

    from vaultmind.index.fulltext import SearchHit
    from vaultmind.index.graph import Neighbourhood
    from vaultmind.index.indexer import Progress, UpdateReport
    from vaultmind.index.journal import Job, Journal
    from vaultmind.index.undo import UndoReport
    from vaultmind.index.watch import WatchBatch
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.connect import Mention
    from vaultmind.memory.context import PersonContext
    from vaultmind.memory.nodes import NodeSpec
    from vaultmind.memory.store import MemoryChange, NewMemory
    from vaultmind.memory.tidy import TidyPlan
    from vaultmind.vault.doctor import Finding
    from vaultmind.vault.model import Link, MemoryLine, Note


TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "vault_template"

__all__ = ["HealthReport", "LinkReport", "VaultService", "VaultStatus", "init_vault"]


@dataclass(frozen=True, slots=True)
class LinkReport:
    note: Note
    neighbourhood: Neighbourhood
    unresolved: tuple[Link, ...]
    titles: dict[str, str]  # path → title for everything mentioned


@dataclass(frozen=True, slots=True)
class HealthReport:
    notes: int
    findings: list[Finding]


class VaultService(AgentCommands):
    """The one facade: every user-level operation of the CLI and the TUI."""

    def search(
        self, query: str, limit: int = 10, type_: str | None = None, folder: str | None = None
    ) -> list[SearchHit]:
        from vaultmind.index import fulltext

        if limit < 1:
            raise UsageError("the number of results must be at least 1")
        directory = DataPaths.for_vault(self.vault).index_dir
        if not fulltext.exists(directory) or self.read_only:
            self.update_index()  # a read-only vault's copy is fresh in every process
        searcher = fulltext.Searcher(directory, self.vault)
        try:
            return searcher.search(query, limit, type_, folder)
        finally:
            searcher.close()

    def links(self, name: str) -> LinkReport:
        from vaultmind.index.graph import build_graph, neighbourhood

        notes = self.notes()
        note = self.find_note(name, notes)
        resolver = self._resolver(notes)
        graph = build_graph(notes, resolver)
        hood = neighbourhood(graph, note.path)
        unresolved = tuple(
            link for link in note.links if resolver.resolve_link(link, note.path).path is None
        )
        mentioned = {hood.path, *hood.two_hop}
        mentioned |= {e.target for e in hood.outgoing} | {e.source for e in hood.backlinks}
        titles = {path: str(graph.nodes[path].get("title", path)) for path in mentioned}
        return LinkReport(note, hood, unresolved, titles)

    def doctor(self) -> HealthReport:
        from vaultmind.index.indexer import load_notes
        from vaultmind.vault.doctor import check_vault

        unreadable = self.update_index().unreadable
        notes = load_notes(self.vault)
        return HealthReport(len(notes), check_vault(notes, self._resolver(notes), unreadable))

    def build_index(self, rebuild: bool = False, progress: Progress | None = None) -> UpdateReport:
        """`vaultmind index`: the update, saved in the vault's `.vaultmind/`."""
        self.require_writable(
            "the index cannot be saved there; queries still answer from a temporary copy"
        )
        return self.update_index(rebuild, progress)

    def watch(
        self,
        on_batch: Callable[[WatchBatch], None],
        stop: Event | None = None,
        on_ready: Callable[[UpdateReport], None] | None = None,
    ) -> None:
        """Keep the index current until `stop` is set (or Ctrl-C); reports each batch."""
        from vaultmind.index.watch import VaultWatcher
        from vaultmind.settings import load_machine_settings

        self.require_writable("the index cannot be kept current there")
        debounce = load_machine_settings().watch_debounce_ms
        watcher = VaultWatcher(self.vault, self.update_paths, self.update_index, debounce)
        watcher.run(on_batch, stop, on_ready)

    def remember(self, name: str, new: NewMemory, today: date) -> MemoryChange:
        """Add a memory to a note (the duplicate guard may reinforce one instead)."""
        with self.job(f"remember {name}"):
            note = self.find_note(name)
            change = self._memory_store().add(note.path, new, today)
            self.update_paths([note.path])
            return change

    def _note_with_memory(self, memory_id: str) -> str:

        wanted = memory_id.strip().lstrip("^")
        self.update_index()
        with self._cache() as cache:
            paths = cache.paths_with_memory(wanted)
        if not paths:
            raise NoteNotFoundError(f"no memory ^{wanted} in the vault")
        if len(paths) > 1:
            raise UsageError(f"^{wanted} is in several notes ({', '.join(paths)}); run doctor")
        return paths[0]

    def set_memory_status(self, memory_id: str, status: str, today: date) -> MemoryChange:
        with self.job(f"memory {status} {memory_id}"):
            path = self._note_with_memory(memory_id)
            change = self._memory_store().set_status(path, memory_id.lstrip("^"), status, today)
            self.update_paths([path])
            return change

    def supersede_memory(
        self, memory_id: str, new: NewMemory, today: date, inherit: tuple[str, ...] = ()
    ) -> MemoryChange:
        """`inherit`: what the new memory keeps from the old one ("kind", "due")."""
        with self.job(f"memory supersede {memory_id}"):
            path = self._note_with_memory(memory_id)
            mid = memory_id.strip().lstrip("^")
            change = self._memory_store().supersede(path, mid, new, today, inherit)
            self.update_paths([path])
            return change

    def memories(self, name: str) -> Note:
        """The note whose `## Memory` lines the caller lists."""
        return self.find_note(name)

    def memory(self, memory_id: str) -> tuple[Note, MemoryLine]:

        path = self._note_with_memory(memory_id)  # brings the cache up to date
        with self._cache() as cache:
            note = cache.note(path)
        if note is None:
            raise NoteNotFoundError(f"{path} vanished while it was read")
        wanted = memory_id.strip().lstrip("^")
        return note, next(m for m in note.memories if m.id == wanted)

    def context(self, name: str, today: date) -> PersonContext:
        """Everything known about one person, assembled without a model."""
        from vaultmind.memory.context import person_context

        person = self.find_note(name)
        with self._cache() as cache:
            return person_context(cache, person, today, self.half_lives)

    def commitments(self, today: date, person: str | None = None) -> list[OpenCommitment]:
        from vaultmind.memory.commitments import open_commitments

        notes = self.notes()
        found = open_commitments(notes, self._resolver(notes), today, self.half_lives)
        if person is None:
            return found
        who = self.find_note(person, notes)
        return [c for c in found if c.person == who.title]

    def add_node(self, spec: NodeSpec, today: date) -> str:
        """Create a typed node from the vault's template; refuses to replace anything."""
        from vaultmind.memory.nodes import node_path, node_text
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.write import atomic_write_bytes

        with self.job(f"node add {spec.type} {spec.title}"):
            spec = spec.validated()
            notes = self.notes()
            try:
                existing = [self.find_note(spec.title, notes).path]
            except NoteNotFoundError:
                existing = []
            except AmbiguousNameError as several:
                existing = several.candidates
            if existing:
                raise UsageError(f"'{spec.title}' already exists: {', '.join(existing)}")
            path = node_path(spec)
            if on_disk(self.vault, path).exists():
                raise UsageError(f"{path} already exists")
            with self._write_lock():
                atomic_write_bytes(
                    self.vault / path, node_text(self.vault, spec, today).encode("utf-8")
                )
            self.update_paths([path])
            return path

    def _texts(self, notes: list[Note]) -> dict[str, str]:
        """Current text of every note that VaultMind may edit: valid UTF-8, no conflicts,
        and read whole (a note over the parse limit is only partly seen)."""
        from vaultmind.vault.files import on_disk
        from vaultmind.vault.syntax import has_conflict_markers
        from vaultmind.vault.text import MAX_PARSED_BYTES, decode

        texts = {}
        for note in notes:
            try:
                data = on_disk(self.vault, note.path).read_bytes()
            except OSError:
                continue
            if len(data) > MAX_PARSED_BYTES:
                continue
            decoded = decode(data)
            if not decoded.lossy and not has_conflict_markers(decoded.text):
                texts[note.path] = decoded.text
        return texts

    def unlinked_mentions(self) -> list[Mention]:
        from vaultmind.memory.connect import find_mentions

        notes = self.notes()
        return find_mentions(notes, self._texts(notes))

    def link_mentions(self, mentions: list[Mention]) -> tuple[list[Mention], list[Mention]]:
        from vaultmind.memory.connect import apply_mentions

        with self.job("connect --apply"):
            with self._write_lock():
                applied, skipped = apply_mentions(self.vault, mentions)
            self.update_paths(sorted({m.path for m in applied}))
            return applied, skipped

    def tidy_plan(self, today: date) -> TidyPlan:
        from vaultmind.memory.tidy import plan_tidy

        notes = self.notes()
        return plan_tidy(notes, self._texts(notes), today)

    def apply_tidy(self, plan: TidyPlan) -> list[str]:
        from vaultmind.memory.tidy import apply_plan

        with self.job("tidy --apply"):
            with self._write_lock():
                written = apply_plan(self.vault, plan)
            self.update_paths(written)
            return written

    def jobs(self, limit: int = 20) -> list[Job]:
        from vaultmind.index.journal import Journal

        return Journal(self.vault).jobs(limit)

    def undo(self, job: int | None = None) -> UndoReport:
        """Revert a job's lines that are still as it wrote them (default: the newest job
        not yet undone, never an older one in its place)."""
        from vaultmind.index.journal import Journal
        from vaultmind.index.undo import undo_job

        self.require_writable("nothing can be undone in this vault")
        journal = Journal(self.vault)
        pending = [j for j in journal.jobs(100_000) if j.status != "undone"]
        chosen = pending[0] if job is None and pending else None
        if job is not None:
            chosen = next((j for j in pending if j.id == job), None)
        if chosen is None:
            raise UsageError(_nothing_to_undo(job, journal))
        if chosen.status == "running":
            raise UsageError(
                f"job {chosen.id} ({chosen.command}) is still running as process "
                f"{chosen.pid}; wait for it to finish, then undo"
            )
        with self._write_lock():
            report = undo_job(self.vault, journal, chosen.id)
        report.newer = [j.id for j in pending if j.id > chosen.id]
        self.update_index()
        return report


def _nothing_to_undo(job: int | None, journal: Journal) -> str:
    if job is None:
        return "nothing to undo (see `vaultmind log`)"
    if any(j.id == job for j in journal.jobs(100_000)):
        return f"job {job} is already undone (see `vaultmind log`)"
    return f"there is no job {job} (see `vaultmind log`)"


def init_vault(target: Path, template: Path = TEMPLATE_DIR) -> list[Path]:
    """A new vault from the template; refuses to overwrite any existing file."""
    if not template.is_dir():
        raise VaultMindError(f"the vault template is missing at {template}")
    sources = sorted(p for p in template.rglob("*") if p.is_file())
    clashes = [target / p.relative_to(template) for p in sources]
    existing = [p for p in clashes if p.exists()]
    if existing:
        shown = ", ".join(str(p) for p in existing[:3])
        more = f" and {len(existing) - 3} more" if len(existing) > 3 else ""
        raise UsageError(f"refusing to overwrite existing files: {shown}{more}")
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target} exists and is not a folder")
    created: list[Path] = []
    try:
        for source, dest in zip(sources, clashes, strict=True):
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, dest)
            created.append(dest)
        for folder in ("People", "Projects", "Knowledge", "Daily", "Sources"):
            (target / folder).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        for path in created:  # ours, seconds old: no half-made vault is left behind
            path.unlink(missing_ok=True)
        cause = describe_os_error(exc).removeprefix(f"{target}: ")
        raise FileAccessError(f"cannot create a vault in {target}: {cause}") from None
    return created
