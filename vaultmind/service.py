"""The one facade over VaultMind's core that the CLI and the TUI both call.

Each method is a whole user-level operation (update the index, search, show links,
check the vault). Heavy modules are imported inside the methods that need them, so
a `vaultmind search` process never pays for networkx, pydantic or Textual.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from vaultmind.errors import NoteNotFoundError, UsageError, VaultMindError
from vaultmind.index.paths import DataPaths
from vaultmind.memory.decay import parse_iso
from vaultmind.vault.locate import find_vault
from vaultmind.vault.model import Link, MemoryLine, Note

if TYPE_CHECKING:
    from collections.abc import Callable
    from contextlib import AbstractContextManager
    from threading import Event

    from vaultmind.agent.ingest.importer import ChatReport
    from vaultmind.agent.ingest.rules_step import RulesReport
    from vaultmind.agent.registry import ModelFile
    from vaultmind.agent.stats import ModelUsage
    from vaultmind.index.fulltext import SearchHit
    from vaultmind.index.graph import Neighbourhood
    from vaultmind.index.indexer import Progress, UpdateReport
    from vaultmind.index.watch import WatchBatch
    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.memory.connect import Mention
    from vaultmind.memory.context import PersonContext
    from vaultmind.memory.nodes import NodeSpec
    from vaultmind.memory.store import MemoryChange, MemoryStore, NewMemory
    from vaultmind.memory.tidy import TidyPlan
    from vaultmind.vault.doctor import Finding
    from vaultmind.vault.resolve import LinkResolver
    from vaultmind.vault.settings import VaultSettings

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "vault_template"


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


class VaultService:
    def __init__(self, vault: Path, lock_timeout: float | None = None) -> None:
        self.vault = vault
        self._lock_timeout = lock_timeout

    @classmethod
    def open(cls, vault: str | Path | None = None) -> VaultService:
        """The vault from --vault, VAULTMIND_VAULT or the current directory upwards."""
        return cls(find_vault(vault))

    @property
    def lock_timeout(self) -> float:
        if self._lock_timeout is None:
            from vaultmind.settings import load_machine_settings

            self._lock_timeout = load_machine_settings().index_lock_timeout
        return self._lock_timeout

    def update_index(self, rebuild: bool = False, progress: Progress | None = None) -> UpdateReport:
        from vaultmind.index.indexer import Indexer

        return Indexer(self.vault, self.lock_timeout).update(rebuild=rebuild, progress=progress)

    def update_paths(self, paths: list[str]) -> UpdateReport:
        from vaultmind.index.indexer import Indexer

        return Indexer(self.vault, self.lock_timeout).update_paths(paths)

    def search(
        self, query: str, limit: int = 10, type_: str | None = None, folder: str | None = None
    ) -> list[SearchHit]:
        from vaultmind.index import fulltext

        if limit < 1:
            raise UsageError("the number of results must be at least 1")
        directory = DataPaths.for_vault(self.vault).index_dir
        if not fulltext.exists(directory):
            self.update_index()
        searcher = fulltext.Searcher(directory, self.vault)
        try:
            return searcher.search(query, limit, type_, folder)
        finally:
            searcher.close()

    def notes(self) -> list[Note]:
        """Every parsed note, fresh: an incremental update runs first."""
        from vaultmind.index.indexer import load_notes

        self.update_index()
        return load_notes(self.vault)

    def _resolver(self, notes: list[Note]) -> LinkResolver:
        from vaultmind.index.indexer import load_file_paths
        from vaultmind.vault.resolve import LinkResolver

        return LinkResolver(load_file_paths(self.vault), notes)

    def find_note(self, name: str, notes: list[Note] | None = None) -> Note:
        """A note by title, alias, path or slug, the way every command accepts one."""
        from vaultmind.vault.slug import slugify

        if notes is None:
            quick = self._find_by_name(name)
            if quick is not None:
                return quick
            notes = self.notes()
        by_path = {note.path: note for note in notes}
        found = self._resolver(notes).resolve(name).path
        if found in by_path:
            return by_path[found]
        matches = [note for note in notes if slugify(note.title) == name.strip().lower()]
        if len(matches) == 1:
            return matches[0]
        if matches:
            paths = ", ".join(note.path for note in matches)
            raise UsageError(f"the slug '{name}' names {len(matches)} notes ({paths}); use a title")
        raise NoteNotFoundError(f"no note named '{name}' (by title, alias, path or slug)")

    def _find_by_name(self, name: str) -> Note | None:
        """One note whose title or alias is exactly `name`, without loading every note."""
        from vaultmind.index.cache import NoteCache
        from vaultmind.vault.text import name_key

        self.update_index()
        cache = NoteCache(DataPaths.for_vault(self.vault).cache_file)
        try:
            paths = cache.paths_named([name_key(name.strip())])
            return cache.note(paths[0]) if len(paths) == 1 else None
        finally:
            cache.close()

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
        from vaultmind.vault.doctor import check_vault

        notes = self.notes()
        return HealthReport(len(notes), check_vault(notes, self._resolver(notes)))

    def watch(
        self,
        on_batch: Callable[[WatchBatch], None],
        stop: Event | None = None,
        on_ready: Callable[[UpdateReport], None] | None = None,
    ) -> None:
        """Keep the index current until `stop` is set (or Ctrl-C); reports each batch."""
        from vaultmind.index.watch import VaultWatcher
        from vaultmind.settings import load_machine_settings

        debounce = load_machine_settings().watch_debounce_ms
        watcher = VaultWatcher(self.vault, self.update_paths, self.update_index, debounce)
        watcher.run(on_batch, stop, on_ready)

    # --- typed memory and the organisation graph -------------------------------------

    def today(self, override: str | None = None) -> date:
        """`--today`, else the current date in the vault's timezone."""
        if override:
            found = parse_iso(override)
            if found is None:
                raise UsageError(f"--today must be a date like 2026-12-04, not '{override}'")
            return found
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        zone = self.vault_settings.timezone
        try:
            return datetime.now(ZoneInfo(zone)).date()
        except (ZoneInfoNotFoundError, ValueError):
            raise UsageError(f"vaultmind.toml: unknown timezone '{zone}'") from None

    @property
    def vault_settings(self) -> VaultSettings:
        from vaultmind.vault.settings import load_vault_settings

        return load_vault_settings(self.vault)

    def _memory_store(self) -> MemoryStore:
        from vaultmind.memory.store import MemoryStore

        return MemoryStore(self.vault, self.lock_timeout)

    def remember(self, name: str, new: NewMemory, today: date) -> MemoryChange:
        """Add a memory to a note (the duplicate guard may reinforce one instead)."""
        note = self.find_note(name)
        change = self._memory_store().add(note.path, new, today)
        self.update_paths([note.path])
        return change

    def _note_with_memory(self, memory_id: str) -> str:
        from vaultmind.index.cache import NoteCache

        wanted = memory_id.strip().lstrip("^")
        self.update_index()
        cache = NoteCache(DataPaths.for_vault(self.vault).cache_file)
        try:
            paths = cache.paths_with_memory(wanted)
        finally:
            cache.close()
        if not paths:
            raise NoteNotFoundError(f"no memory ^{wanted} in the vault")
        if len(paths) > 1:
            raise UsageError(f"^{wanted} is in several notes ({', '.join(paths)}); run doctor")
        return paths[0]

    def set_memory_status(self, memory_id: str, status: str, today: date) -> MemoryChange:
        path = self._note_with_memory(memory_id)
        change = self._memory_store().set_status(path, memory_id.lstrip("^"), status, today)
        self.update_paths([path])
        return change

    def supersede_memory(self, memory_id: str, new: NewMemory, today: date) -> MemoryChange:
        path = self._note_with_memory(memory_id)
        change = self._memory_store().supersede(path, memory_id.lstrip("^"), new, today)
        self.update_paths([path])
        return change

    def memories(self, name: str) -> Note:
        """The note whose `## Memory` lines the caller lists."""
        return self.find_note(name)

    def memory(self, memory_id: str) -> tuple[Note, MemoryLine]:
        path = self._note_with_memory(memory_id)
        note = self.find_note(path)
        wanted = memory_id.strip().lstrip("^")
        return note, next(m for m in note.memories if m.id == wanted)

    def context(self, name: str, today: date) -> PersonContext:
        """Everything known about one person, assembled without a model."""
        from vaultmind.index.cache import NoteCache
        from vaultmind.memory.context import person_context

        person = self.find_note(name)
        cache = NoteCache(DataPaths.for_vault(self.vault).cache_file)
        try:
            return person_context(cache, person, today, self.half_lives)
        finally:
            cache.close()

    @property
    def half_lives(self) -> dict[str, int]:
        from vaultmind.memory.decay import HALF_LIFE_DAYS
        from vaultmind.settings import load_machine_settings

        return {**HALF_LIFE_DAYS, **load_machine_settings().memory_half_life_days}

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
        from vaultmind.vault.write import atomic_write_bytes

        spec = spec.validated()
        notes = self.notes()
        try:
            existing = self.find_note(spec.title, notes)
        except NoteNotFoundError:
            existing = None
        if existing is not None:
            raise UsageError(f"'{spec.title}' already exists: {existing.path}")
        path = node_path(spec)
        if (self.vault / path).exists():
            raise UsageError(f"{path} already exists")
        atomic_write_bytes(self.vault / path, node_text(self.vault, spec, today).encode("utf-8"))
        self.update_paths([path])
        return path

    def _texts(self, notes: list[Note]) -> dict[str, str]:
        """Current text of every note that VaultMind may edit (valid UTF-8, no conflicts)."""
        from vaultmind.vault.syntax import has_conflict_markers
        from vaultmind.vault.text import decode

        texts = {}
        for note in notes:
            try:
                decoded = decode((self.vault / note.path).read_bytes())
            except OSError:
                continue
            if not decoded.lossy and not has_conflict_markers(decoded.text):
                texts[note.path] = decoded.text
        return texts

    def unlinked_mentions(self) -> list[Mention]:
        from vaultmind.memory.connect import find_mentions

        notes = self.notes()
        return find_mentions(notes, self._texts(notes))

    def link_mentions(self, mentions: list[Mention]) -> tuple[list[Mention], list[Mention]]:
        from vaultmind.memory.connect import apply_mentions

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

        with self._write_lock():
            written = apply_plan(self.vault, plan)
        self.update_paths(written)
        return written

    def _write_lock(self) -> AbstractContextManager[None]:
        from vaultmind.index.lock import writer_lock

        return writer_lock(DataPaths.for_vault(self.vault).root / "write.lock", self.lock_timeout)

    # --- the local model -------------------------------------------------------------

    def models(self, explicit: str | None = None) -> list[ModelFile]:
        """Every GGUF VaultMind can see, the active one first."""
        from vaultmind.agent.registry import candidates
        from vaultmind.settings import load_machine_settings

        return candidates(explicit, load_machine_settings().model)

    def ingest(
        self, files: list[Path], dry_run: bool, chat: str | None, since: date | None
    ) -> list[ChatReport]:
        """Import chat exports into `Sources/` (extraction by the model is the next step)."""
        from vaultmind.agent.ingest.formats import parse_export
        from vaultmind.agent.ingest.importer import import_export

        timezone = self.vault_settings.timezone
        parsed = [parse_export(path, timezone) for path in files]  # all parse before any write
        reports: list[ChatReport] = []
        with self._write_lock():
            for export in parsed:
                reports += import_export(self.vault, export, dry_run, chat, since)
        if not dry_run:
            self.update_paths(sorted({path for r in reports for path in r.files}))
        return reports

    def extract_with_rules(self, paths: list[str], today: date) -> RulesReport:
        """Promises in these Sources files become commitments (no model needed)."""
        from vaultmind.agent.ingest.importer import mark_processed
        from vaultmind.agent.ingest.people import PeopleFinder
        from vaultmind.agent.ingest.rules_step import RulesReport, extract_file
        from vaultmind.index.cache import NoteCache

        report = RulesReport()
        store = self._memory_store()
        timezone = self.vault_settings.timezone
        cache = NoteCache(DataPaths.for_vault(self.vault).cache_file)
        try:
            people = PeopleFinder(self.vault, cache, today)
            with self._write_lock():
                for path in paths:
                    extract_file(self.vault, path, timezone, people, store, report)
                    mark_processed(self.vault, path)
        finally:
            cache.close()
        report.people_created, report.near_misses = people.created, people.near_misses
        self.update_index()
        return report

    def status(self) -> VaultStatus:
        from vaultmind.agent.ingest.importer import backlog
        from vaultmind.agent.stats import usage
        from vaultmind.index.cache import NoteCache

        paths = DataPaths.for_vault(self.vault)
        indexed = paths.cache_file.exists()
        files = notes = size = 0
        if indexed:
            cache = NoteCache(paths.cache_file)
            try:
                manifest = cache.manifest()
            finally:
                cache.close()
            files = len(manifest)
            notes = sum(1 for path in manifest if path.lower().endswith(".md"))
            size = sum(entry.size for entry in manifest.values())
        index_time = paths.index_dir.stat().st_mtime if paths.index_dir.exists() else None
        return VaultStatus(
            str(self.vault),
            files,
            notes,
            size,
            index_time,
            usage(paths.root / "state.sqlite"),
            backlog(self.vault),
        )


@dataclass(frozen=True, slots=True)
class VaultStatus:
    vault: str
    files: int
    notes: int
    bytes: int
    index_updated: float | None  # seconds since the epoch; None: never indexed
    model_usage: list[ModelUsage]
    backlog: list[tuple[str, str, int, int]]  # (source, chat, pending, failed)


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
    created = []
    for source, dest in zip(sources, clashes, strict=True):
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, dest)
        created.append(dest)
    for folder in ("People", "Projects", "Knowledge", "Daily", "Sources"):
        (target / folder).mkdir(parents=True, exist_ok=True)
    return created
