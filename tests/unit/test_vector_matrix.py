"""The unit vectors' snapshot a question reads: made once per change of the store,
memory-mapped after, and never stale (a changed, removed or damaged anything makes
it again from the store, which stays the truth)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from vaultmind.index.vector_cache import UnitVector, VectorCache
from vaultmind.index.vector_matrix import unit_matrix


def vector(*values: float) -> bytes:
    return np.asarray(values, dtype=np.float32).tobytes()


@pytest.fixture
def store(tmp_path: Path) -> VectorCache:
    found = VectorCache(tmp_path / "vectors.sqlite", "model-a")
    found.replace("People/Anna.md", "h1", [UnitVector(3, "t1", vector(1, 0))])
    found.replace("Notes/Garage.md", "h2", [UnitVector(2, "t2", vector(0, 1))])
    return found


def test_the_snapshot_is_read_back_without_the_store(
    store: VectorCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys, matrix = unit_matrix(store)
    assert keys == [("Notes/Garage.md", 2, "t2"), ("People/Anna.md", 3, "t1")]
    assert matrix.tolist() == [[0.0, 1.0], [1.0, 0.0]]

    def unread(*_: object) -> None:
        raise AssertionError("the store's rows were read again")

    monkeypatch.setattr(VectorCache, "generation_rows", unread)
    again_keys, again = unit_matrix(store)
    assert again_keys == keys
    assert again.tolist() == matrix.tolist()
    assert isinstance(again, np.memmap)
    store.delete([])  # nothing removed: the snapshot stays current
    assert unit_matrix(store)[0] == keys


def test_a_change_in_the_store_is_in_the_next_snapshot(store: VectorCache) -> None:
    unit_matrix(store)
    store.replace("People/Anna.md", "h3", [UnitVector(5, "t3", vector(0.6, 0.8))])
    keys, matrix = unit_matrix(store)
    assert keys == [("Notes/Garage.md", 2, "t2"), ("People/Anna.md", 5, "t3")]
    assert matrix[1].tolist() == pytest.approx([0.6, 0.8])
    store.delete(["Notes/Garage.md"])
    assert unit_matrix(store)[0] == [("People/Anna.md", 5, "t3")]
    old_matrices = list(store.path.with_name("vectors.matrix").glob("matrix-*.npy"))
    assert len(old_matrices) == 1  # the replaced ones are removed


def test_a_changed_note_is_left_out_and_a_damaged_snapshot_made_again(
    store: VectorCache,
) -> None:
    unit_matrix(store)
    folder = store.path.with_name("vectors.matrix")
    (folder / "keys.json").write_bytes(b"\x00garbage")
    keys, matrix = unit_matrix(store, skip=frozenset({"People/Anna.md"}))
    assert keys == [("Notes/Garage.md", 2, "t2")]
    assert matrix.tolist() == [[0.0, 1.0]]
    assert len(unit_matrix(store)[0]) == 2  # whole again
    keys_file = folder / "keys.json"
    state = json.loads(keys_file.read_text(encoding="utf-8"))
    (folder / "elsewhere.npy").write_bytes((folder / state["matrix"]).read_bytes())
    keys_file.write_text(json.dumps({**state, "matrix": "../vectors.matrix/elsewhere.npy"}))
    assert len(unit_matrix(store)[0]) == 2  # a name that is not its own: rebuilt
    assert json.loads(keys_file.read_text(encoding="utf-8"))["matrix"].startswith("matrix-")


def test_another_model_starts_an_empty_snapshot(store: VectorCache, tmp_path: Path) -> None:
    unit_matrix(store)
    store.close()
    other = VectorCache(tmp_path / "vectors.sqlite", "model-b")
    keys, matrix = unit_matrix(other)
    assert keys == []
    assert len(matrix) == 0
