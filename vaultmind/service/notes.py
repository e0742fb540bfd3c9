"""The facade's note operations: the index, search, links and the vault's health."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from vaultmind.cancel import CancelToken, checking
from vaultmind.errors import UsageError
from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from collections.abc import Callable
    from threading import Event

    from vaultmind.index.fulltext import SearchHit
    from vaultmind.index.graph import Neighbourhood
    from vaultmind.index.report import Progress, UpdateReport
    from vaultmind.index.watch import WatchBatch
    from vaultmind.vault.doctor import Finding
    from vaultmind.vault.model import Link, Note


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


class NoteCommands(ServiceCore):
    """Index, search, links, doctor and watch; part of `VaultService`."""

    def search(
        self, query: str, limit: int = 10, type_: str | None = None, folder: str | None = None
    ) -> list[SearchHit]:
        from vaultmind.index import fulltext

        if limit < 1:
            raise UsageError("the number of results must be at least 1")
        directory = DataPaths.for_vault(self.vault).index_dir
        if not fulltext.exists(directory) or self.read_only:
            self.update_index()  # a read-only vault's copy is fresh in every process
        hidden = self.hidden_paths()  # asked for on top, so `limit` visible hits remain
        if self._readers is not None:
            with self._readers.reading():
                hits = self._readers.searcher().search(query, limit + len(hidden), type_, folder)
        else:
            searcher = fulltext.Searcher(directory, self.vault)
            try:
                hits = searcher.search(query, limit + len(hidden), type_, folder)
            finally:
                searcher.close()
        return self._visible_hits(hits)[:limit]

    def _visible_hits(self, hits: list[SearchHit]) -> list[SearchHit]:
        """The hits the asker may see, judged after the search by the cache as it is
        then: only notes it knows and shows. A watcher indexing in another thread may
        have put a private note in the full-text index before the cache says it is
        private; a blacklist read before the search would let it through."""
        if self.privacy.sees_private:
            return hits
        with self._cache() as cache:
            shown = cache.titles(hit.path for hit in hits)
        return [hit for hit in hits if hit.path in shown]

    def search_warning(self) -> str | None:
        """Once per process, why search runs slower than it could (another whoosh build
        lacks what the fast path needs); None when all is well or already said."""
        from vaultmind.index.whoosh_compat import take_note

        return take_note()

    def links(self, name: str) -> LinkReport:
        """One note's links, backlinks and 2-hop neighbours, from the notes that can
        hold them (`local_graph`): the same answer as the whole graph's, at any size."""
        from vaultmind.index.graph import neighbourhood
        from vaultmind.index.local_graph import local_graph

        note = self.find_note(name)  # brings the index up to date first
        with self._cache() as cache:
            graph, resolver = local_graph(cache, note.path)
        hood = neighbourhood(graph, note.path)
        unresolved = tuple(
            link for link in note.links if resolver.resolve_link(link, note.path).path is None
        )
        mentioned = {hood.path, *hood.two_hop}
        mentioned |= {e.target for e in hood.outgoing} | {e.source for e in hood.backlinks}
        titles = {path: str(graph.nodes[path].get("title", path)) for path in mentioned}
        return LinkReport(note, hood, unresolved, titles)

    def doctor(self, strict: bool = False) -> HealthReport:
        """The vault's health; `strict` adds the project tasks with a due date that no
        one owns (advice, not damage: only when asked)."""
        from vaultmind.memory.unowned import unowned_tasks
        from vaultmind.service.asker import owner_path
        from vaultmind.vault.doctor import check_vault

        unreadable = self.update_index(trust_watcher=False).unreadable  # a full walk
        notes = self._cached_notes()
        resolver = self._resolver(notes)
        findings = check_vault(notes, resolver, unreadable)
        findings += self._format_findings(notes)
        if strict:
            findings += unowned_tasks(notes, resolver, owner_path(self))
            findings.sort(key=lambda f: (f.path, f.line, f.kind, f.message))
        return HealthReport(len(notes), findings)

    def _format_findings(self, notes: list[Note]) -> list[Finding]:
        """A vault still in format 1 whose commitments the Tasks plugin cannot see."""
        from vaultmind.vault.doctor import WARNING, Finding
        from vaultmind.vault.settings import SETTINGS_FILE, TASKS_FORMAT
        from vaultmind.vault.task_memory import is_task_form

        if self.vault_settings.format >= TASKS_FORMAT:
            return []
        old = sum(
            1 for n in notes for m in n.memories
            if m.kind == "commitment" and not is_task_form(m.raw)
        )  # fmt: skip
        if not old:
            return []
        return [
            Finding(
                WARNING, "format", SETTINGS_FILE, 0,
                f"format {self.vault_settings.format}: {old} commitment(s) are not tasks the "
                "Tasks plugin sees; `vaultmind migrate` shows the change",
            )
        ]  # fmt: skip

    def build_index(
        self,
        rebuild: bool = False,
        progress: Progress | None = None,
        cancel: CancelToken | None = None,
    ) -> UpdateReport:
        """`vaultmind index`: the update, saved in the vault's `.vaultmind/`. Cancelled,
        it leaves the index as it was (nothing half-written is committed)."""
        self.require_writable(
            "the index cannot be saved there; queries still answer from a temporary copy"
        )
        return self.update_index(rebuild, checking(progress, cancel))

    def watch(
        self,
        on_batch: Callable[[WatchBatch], None],
        stop: Event | None = None,
        on_ready: Callable[[UpdateReport], None] | None = None,
    ) -> None:
        """Keep the index current until `stop` is set (or Ctrl-C); reports each batch."""
        from vaultmind.index.presence import WatcherPresence
        from vaultmind.index.watch import VaultWatcher
        from vaultmind.settings import load_machine_settings

        self.require_writable("the index cannot be kept current there")
        debounce = load_machine_settings().watch_debounce_ms
        presence = WatcherPresence(DataPaths.for_vault(self.vault))
        catch_up = partial(self.update_index, trust_watcher=False)
        watcher = VaultWatcher(self.vault, self.update_paths, catch_up, debounce, presence)
        watcher.run(on_batch, stop, on_ready)
