"""A GGUF model in llama.cpp's embedding mode, for `ask`'s optional vector pass, or
the multilingual sentence encoder a package ships (`embedder_use`).

Only imported when the `embedding_model` setting names one: without it `ask` loads
no model code at all. A model with its own pooling (a real embedding model) gives
one vector per text; one without (the bundled chat model) gives one per token,
which is averaged here. Texts are embedded one at a time, so a vector does not
depend on what else was embedded with it and a rebuilt cache is identical.
"""

from __future__ import annotations

import atexit
import threading
from pathlib import Path
from typing import Any, Protocol

from vaultmind.agent.llama import ModelError, default_threads
from vaultmind.agent.registry import NO_MODEL, default_model
from vaultmind.errors import UsageError

CONTEXT = 512  # tokens per text: a longer unit is cut (units are paragraphs and lines)
MAX_CHARS = 1000  # and at most this much of it is tokenised at all (time: ~7 ms a token)
DEFAULT = "default"  # the setting's value for the bundled GGUF
_CALLS = threading.Lock()
_LOADED: dict[tuple[str, int], LlamaEmbedder] = {}


class Embedder(Protocol):
    name: str  # the model's identity: vectors of another model are not comparable

    def embed(self, text: str) -> list[float]:
        """The text's vector (any length; the caller normalises it)."""
        ...


def load_named(setting: str | None, threads: int = 0) -> Embedder | None:
    """The embedder the setting names: the packaged encoder by its package's name,
    else a GGUF (see `embedding_model_path`); None: no vector pass."""
    from vaultmind.agent.embedder_use import PACKAGE, load_use_embedder

    if setting is not None and setting.strip().lower() == PACKAGE:
        return load_use_embedder(threads)
    path = embedding_model_path(setting)
    return None if path is None else load_embedder(path, threads)


def embedding_model_path(setting: str | None) -> Path | None:
    """The GGUF the setting names (`default`: the bundled one); None: no vector pass."""
    if setting is None or not setting.strip() or setting.strip().lower() == NO_MODEL:
        return None
    if setting.strip().lower() == DEFAULT:
        found = default_model()
        if found is None:
            raise UsageError("embedding_model = default, but the bundled model is not installed")
        return found
    path = Path(setting).expanduser()
    if not path.is_file():
        raise UsageError(f"embedding model file {path} (from settings) does not exist")
    return path


def load_embedder(path: Path, threads: int = 0) -> LlamaEmbedder:
    """The embedding model at `path`, loaded at most once per process."""
    key = (str(path), threads)
    with _CALLS:
        if key not in _LOADED:
            if not _LOADED:
                atexit.register(_close_all)
            _LOADED[key] = LlamaEmbedder(path, threads)
    return _LOADED[key]


def _close_all() -> None:
    """Free the models before the interpreter tears down llama_cpp's globals (whose
    own finaliser would then fail noisily at exit), as `llama.load` does."""
    for embedder in _LOADED.values():
        embedder.close()
    _LOADED.clear()


class LlamaEmbedder:
    def __init__(self, path: Path, threads: int = 0) -> None:
        try:
            from llama_cpp import Llama
        except ImportError:
            raise ModelError("llama-cpp-python is not installed (run `make install`)") from None
        from vaultmind.agent.llama_cpu import avoid_amx_kernels

        avoid_amx_kernels()
        threads = threads or default_threads()
        stat = path.stat()
        self.name = f"{path.name}:{stat.st_size}"
        self.embedded = 0  # texts embedded by this process: what the tests count
        try:
            self._llama: Any = Llama(model_path=str(path), embedding=True, n_ctx=CONTEXT,
                                     n_batch=CONTEXT, n_ubatch=CONTEXT, n_threads=threads,
                                     n_threads_batch=threads, verbose=False)  # fmt: skip
        except Exception as exc:  # llama.cpp reports a bad file as ValueError or RuntimeError
            raise ModelError(f"cannot load the embedding model {path}: {exc}") from None

    def close(self) -> None:
        self._llama.close()

    def embed(self, text: str) -> list[float]:
        with _CALLS:
            try:
                out = self._llama.embed(text[:MAX_CHARS] or " ", truncate=True)
            except Exception as exc:
                raise ModelError(f"the embedding model failed: {exc}") from None
            self.embedded += 1
        if out and isinstance(out[0], list):  # no pooling in the model: one per token
            return [sum(column) / len(out) for column in zip(*out, strict=True)]
        return [float(x) for x in out]
