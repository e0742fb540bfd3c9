"""The facade's optional vector pass for `ask`: on only when the `embedding_model`
setting names a GGUF or the packaged multilingual encoder. Without it nothing here
imports llama.cpp, the encoder or numpy.

The vectors are brought up to date lazily, by `ask` itself (at most `ASK_BUDGET`
units per question, the rest told on stderr) and fully by `vaultmind index`; the
watcher never embeds (see docs/decisions.md, "Vector pass").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.index.paths import DataPaths
from vaultmind.service.core import ServiceCore

if TYPE_CHECKING:
    from pathlib import Path

    from vaultmind.agent.ask.fusion import Semantic
    from vaultmind.agent.ask.vectors import Progress, VectorReport
    from vaultmind.agent.embedder import Embedder
    from vaultmind.index.cache import NoteCache
    from vaultmind.index.vector_cache import VectorCache


@dataclass(frozen=True, slots=True)
class VectorStatus:
    """The vector pass as `vaultmind status` tells it."""

    setting: str | None  # `embedding_model`; None: the pass is off
    model: str | None  # the embedder the stored vectors are of (name:version or file:size)
    notes: int  # notes with vectors
    units: int
    waiting: int  # notes the index has seen change or appear since: the next `ask` embeds them


ASK_BUDGET = 32  # units `ask` embeds at most before answering (~15 s, bundled model, 2 cores)
# an embedder may say how many it embeds in that time (the packaged encoder: ~4 ms a unit)


class VectorCommands(ServiceCore):
    """The vector pass; part of `VaultService` through `AskCommands`."""

    vector_report: VectorReport | None = None  # the last refresh: for the CLI and tests

    def update_vectors(self, progress: Progress | None = None) -> VectorReport | None:
        """Every changed note embedded (`vaultmind index`); None: no vector pass."""
        embedder = self._embedder()
        if embedder is None:
            return None
        from vaultmind.index.vector_cache import VectorCache

        with self._whole_cache() as cache, VectorCache(self._vectors_file, embedder.name) as store:
            return self._refresh(cache, store, embedder, None, progress)  # private too

    def vector_status(self) -> VectorStatus:
        """What the vector pass holds, without loading its model or writing anything:
        changes are counted as the index has seen them (a watcher keeps it current)."""
        from vaultmind.index.vector_cache import current_hashes, stored_vectors
        from vaultmind.settings import raw_setting

        setting = raw_setting("embedding_model")
        stored = stored_vectors(self._vectors_file)
        current: dict[str, str] = {}
        if DataPaths.for_vault(self.vault).cache_file.exists():  # never indexed: nothing seen
            with self._whole_cache() as cache:
                current = current_hashes(cache.manifest())
        notes = {p: sha for p, sha in current.items() if p.lower().endswith(".md")}
        waiting = sum(1 for p, sha in notes.items() if stored.notes.get(p) != sha)
        named = str(setting) if setting else None
        return VectorStatus(named, stored.model, len(stored.notes), stored.units, waiting)

    def _semantic(
        self, cache: NoteCache, question: str, progress: Progress | None = None
    ) -> Semantic | None:
        """The question's similarities to the vault's units, after embedding what
        changed (bounded); None without an embedding model. The vectors are derived
        data of the whole vault, like the full-text index: `cache` must be the whole
        cache (an asker's view would drop the private notes' vectors), and the
        question's privacy filters the units it finds."""
        embedder = self._embedder()
        if embedder is None:
            return None
        from vaultmind.agent.ask.fusion import ALONE
        from vaultmind.agent.ask.vectors import similarities
        from vaultmind.index.vector_cache import VectorCache

        with VectorCache(self._vectors_file, embedder.name) as store:  # one open for both
            budget = getattr(embedder, "ask_budget", ASK_BUDGET)
            report = self._refresh(cache, store, embedder, budget, progress)
            alone = getattr(embedder, "alone", ALONE)  # the model's own, if it has one
            return similarities(store, embedder, question, frozenset(report.waiting), alone)

    def _refresh(
        self,
        cache: NoteCache,
        store: VectorCache,
        embedder: Embedder,
        budget: int | None,
        progress: Progress | None,
    ) -> VectorReport:
        from vaultmind.agent.ask.vectors import refresh

        report = refresh(cache, self.vault, store, embedder, budget, progress)
        self.vector_report = report
        return report

    @property
    def _vectors_file(self) -> Path:
        return DataPaths.for_vault(self.vault).vectors_file

    def _embedder(self) -> Embedder | None:
        """The embedder the settings name; None: no vector pass (the default)."""
        settings = self.machine_settings()
        if settings is None or settings.embedding_model is None:
            return None
        from vaultmind.agent.embedder import load_named

        return load_named(settings.embedding_model, settings.model_threads)
