"""The vector pass: unit vectors kept current in the cache, and a question's
similarities to them (see `fusion` for how they join the full-text score).

Only imported when an embedding model is set (it needs numpy, which comes with
llama-cpp-python). A note is embedded again only when its content hash changed,
and then only its units whose text changed; removed notes lose their vectors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import numpy as np

from vaultmind.agent.ask.fusion import ALONE, STANDOUT_Z, Semantic, embedded_text, text_hash
from vaultmind.agent.ask.retrieve import note_text
from vaultmind.agent.ask.units import split_note
from vaultmind.agent.embedder import Embedder
from vaultmind.index.cache import NoteCache
from vaultmind.index.vector_cache import UnitVector, VectorCache, current_hashes

Progress = Callable[[int, int], None]  # notes done, notes to do


@dataclass(slots=True)
class VectorReport:
    embedded: int = 0  # units embedded now
    reused: int = 0  # units of changed notes whose text had not changed
    notes: int = 0  # notes (re)embedded
    removed: int = 0  # notes whose vectors were dropped
    waiting: list[str] = field(default_factory=list)  # changed notes left for later


def refresh(
    cache: NoteCache,
    vault: Path,
    store: VectorCache,
    embedder: Embedder,
    budget: int | None = None,
    progress: Progress | None = None,
) -> VectorReport:
    """Embed what changed since the last refresh: at most `budget` units (None: all);
    notes beyond it wait, and their old vectors are not used meanwhile."""
    report = VectorReport()
    current = current_hashes(cache.manifest())
    known = store.note_hashes()
    gone = [p for p in known if p not in current or not p.lower().endswith(".md")]
    store.delete(gone)
    report.removed = len(gone)
    notes = [p for p, sha in sorted(current.items()) if p.lower().endswith(".md")]
    stale = [p for p in notes if known.get(p) != current[p]]
    parsed = {note.path: note for note in cache.notes_at(stale)}
    for done, path in enumerate(stale, start=1):
        note = parsed.get(path)  # None: a file the cache holds no note for (too big)
        units = split_note(note, note_text(vault, note), date.today(), {}) if note else []
        old = store.vectors_of(path)
        texts = [embedded_text(u) for u in units]
        new = sum(text_hash(t) not in old for t in dict.fromkeys(texts))
        if budget is not None and report.embedded + new > budget and report.notes:
            report.waiting = stale[done - 1 :]
            break
        rows = []
        for unit, text in zip(units, texts, strict=True):
            sha = text_hash(text)
            if sha not in old:
                old[sha] = unit_vector(embedder.embed(text))
                report.embedded += 1
            else:
                report.reused += 1
            rows.append(UnitVector(unit.line, sha, old[sha]))
        store.replace(path, current[path], rows)
        report.notes += 1
        if progress is not None:
            progress(done, len(stale))
    return report


def unit_vector(values: list[float]) -> bytes:
    """float32 of unit length (a zero vector stays zero: similar to nothing)."""
    vector = np.asarray(values, dtype=np.float32)
    norm = float(np.linalg.norm(vector))
    return (vector / norm if norm > 0 else vector).astype(np.float32).tobytes()


def similarities(
    store: VectorCache,
    embedder: Embedder,
    question: str,
    skip: frozenset[str] = frozenset(),
    alone: float = ALONE,
) -> Semantic:
    """Each unit's `sem` for the question (see `fusion`), units no closer than the
    question's baseline left out, and those that stand out (`STANDOUT_Z` deviations)."""
    from vaultmind.index.vector_matrix import unit_matrix

    keys, matrix = unit_matrix(store, skip)
    if not keys:
        return Semantic({}, alone=alone)
    query = np.frombuffer(unit_vector(embedder.embed(question)), dtype=np.float32)
    if query.shape[0] != matrix.shape[1]:
        return Semantic({}, alone=alone)
    cosines = matrix @ query
    base = float(cosines.mean())
    sems = np.clip((cosines - base) / max(1.0 - base, 1e-6), 0.0, 1.0)
    spread = float(cosines.std())
    out = (cosines - base) / spread >= STANDOUT_Z if spread > 0 else np.zeros(len(keys), bool)
    standout = frozenset(keys[i] for i in np.flatnonzero(out & (sems >= alone)))
    scores = {keys[i]: round(float(sems[i]), 4) for i in np.flatnonzero(sems > 0)}
    return Semantic(scores, standout, alone)
