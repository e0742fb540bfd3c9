"""Every unit vector as one memory-mapped matrix, for a question's similarities.

Reading 61 000 vectors out of `vectors.sqlite` row by row cost a one-shot `ask` 0.33 s
at 10 000 notes, and held them twice in memory. The store stays the truth; next to it
`vectors.matrix/` keeps a snapshot: `keys.json` (the store's generation, the model,
the unit keys in row order, the matrix file's name) and `matrix-<token>.npy` (float32,
one row per key). A question maps the matrix when the snapshot is of the store's
current generation, and otherwise rebuilds it from the store first (after an ingest or
an edit: once). It is a cache of a cache: deleting it costs one rebuild.

Writers never change a file a reader may have open: a new matrix gets a new name, and
the keys file that names it is replaced whole. Both are read as data only (JSON, and
`.npy` without pickles): `.vaultmind/` may travel with a vault.
"""

from __future__ import annotations

import json
import re
import secrets
from pathlib import Path
from typing import Any

import numpy as np

from vaultmind.index.vector_cache import UnitKey, VectorCache

_KEYS = "keys.json"
_MATRIX = re.compile(r"matrix-[0-9a-f]{16}\.npy")


def unit_matrix(
    store: VectorCache, skip: frozenset[str] = frozenset()
) -> tuple[list[UnitKey], np.ndarray[Any, np.dtype[np.float32]]]:
    """The unit keys and their vectors as rows, except the notes in `skip`."""
    folder = store.path.with_name(store.path.stem + ".matrix")
    found = _read(folder, store.generation(), store.model)
    if found is None:
        generation, keys, blobs = store.generation_rows()
        matrix = (
            np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(keys), -1)
            if keys
            else np.zeros((0, 0), dtype=np.float32)
        )
        _write(folder, generation, store.model, keys, matrix)
        found = keys, matrix
    keys, matrix = found
    if not skip:
        return keys, matrix
    kept = np.fromiter((key[0] not in skip for key in keys), dtype=bool, count=len(keys))
    return [key for key, keep in zip(keys, kept, strict=True) if keep], matrix[kept]


def _read(
    folder: Path, generation: int, model: str
) -> tuple[list[UnitKey], np.ndarray[Any, np.dtype[np.float32]]] | None:
    try:
        state = json.loads((folder / _KEYS).read_text(encoding="utf-8"))
        if state["generation"] != generation or state["model"] != model:
            return None
        if not _MATRIX.fullmatch(state["matrix"]):
            return None
        keys = [tuple(key) for key in state["keys"]]
        matrix = np.load(folder / state["matrix"], mmap_mode="r", allow_pickle=False)
    except (OSError, ValueError, KeyError, TypeError):
        return None  # none yet, or damaged: rebuilt from the store
    if matrix.dtype != np.float32 or matrix.ndim != 2 or matrix.shape[0] != len(keys):
        return None
    return keys, matrix


def _write(
    folder: Path,
    generation: int,
    model: str,
    keys: list[UnitKey],
    matrix: np.ndarray[Any, np.dtype[np.float32]],
) -> None:
    """The snapshot, if it can be written (a read-only cache only costs the rebuild)."""
    name = f"matrix-{secrets.token_hex(8)}.npy"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with (folder / f"{name}.part").open("wb") as out:
            np.save(out, matrix)
        (folder / f"{name}.part").replace(folder / name)
        state = {"generation": generation, "model": model, "keys": keys, "matrix": name}
        part = folder / f"{_KEYS}.{secrets.token_hex(4)}.part"
        part.write_text(json.dumps(state, ensure_ascii=False), encoding="utf-8")
        part.replace(folder / _KEYS)
    except OSError:
        return
    for old in folder.glob("matrix-*.npy*"):  # a reader with one open keeps its mapping
        if old.name != name:
            old.unlink(missing_ok=True)
