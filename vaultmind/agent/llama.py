"""The local llama.cpp model behind the `LanguageModel` protocol.

Loaded once per process; the context size comes from the model's own trained
context (capped by a setting), never llama-cpp-python's default of 512. Structured
output is grammar-constrained with a grammar built explicitly from the JSON schema,
failing loudly if the schema cannot be converted (llama-cpp-python's
`response_format` path silently falls back to unconstrained JSON). `Llama` is not
thread-safe: one call at a time per process.
"""

from __future__ import annotations

import atexit
import json
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from vaultmind.agent.language_model import Completion
from vaultmind.errors import Cancelled, VaultMindError

DEFAULT_CONTEXT_CAP = 8192
_CALLS = threading.Lock()
_LOADED: dict[tuple[str, int, int], LlamaModel] = {}


class ModelError(VaultMindError):
    """The model could not be loaded or could not answer."""


def load(path: Path, context_cap: int = DEFAULT_CONTEXT_CAP, threads: int = 0) -> LlamaModel:
    """The model at `path`, loaded at most once per process."""
    key = (str(path), context_cap, threads)
    with _CALLS:
        if key not in _LOADED:
            if not _LOADED:
                atexit.register(_close_all)
            _LOADED[key] = LlamaModel(path, context_cap, threads)
    return _LOADED[key]


def _close_all() -> None:
    """Free models before the interpreter tears down llama_cpp's globals (whose own
    finaliser would then fail noisily at exit)."""
    for model in _LOADED.values():
        model.close()
    _LOADED.clear()


class LlamaModel:
    def __init__(self, path: Path, context_cap: int, threads: int) -> None:
        try:
            import llama_cpp  # noqa: F401
        except ImportError:
            raise ModelError("llama-cpp-python is not installed (run `make install`)") from None
        self.name = path.name
        self.path = path
        self._llama = _open(path, 0, threads)  # n_ctx=0: the model's own trained context
        if self._llama.n_ctx() > context_cap:
            self._llama = _open(path, context_cap, threads)
        self._context = int(self._llama.n_ctx())

    @property
    def context_size(self) -> int:
        return self._context

    @property
    def parameters(self) -> int:
        import llama_cpp

        return int(llama_cpp.llama_model_n_params(self._llama.model))

    def close(self) -> None:
        self._llama.close()

    def count_tokens(self, text: str) -> int:
        with _CALLS:
            return len(self._llama.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def complete(
        self,
        system: str,
        prompt: str,
        *,
        max_tokens: int,
        schema: dict[str, Any] | None = None,
        temperature: float = 0.0,
        on_text: Callable[[str], None] | None = None,
    ) -> Completion:
        if on_text is not None:
            return self._stream(system, prompt, max_tokens, schema, temperature, on_text)
        grammar = grammar_for(schema) if schema is not None else None
        messages: Any = [
            {"role": "system", "content": system},
            {"role": "user", "content": prompt},
        ]
        started = time.perf_counter()
        with _CALLS:
            try:
                raw = self._llama.create_chat_completion(
                    messages=messages,
                    max_tokens=max_tokens,
                    temperature=temperature,
                    grammar=grammar,
                    seed=0,
                )
            except Exception as exc:  # context overflow, decode failure …
                raise ModelError(f"the model failed: {exc}") from None
        reply = cast(dict[str, Any], raw)  # not streaming: one response
        usage = reply.get("usage") or {}
        return Completion(
            text=reply["choices"][0]["message"]["content"] or "",
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            completion_tokens=int(usage.get("completion_tokens", 0)),
            seconds=time.perf_counter() - started,
            model=self.name,
        )

    def _stream(
        self,
        system: str,
        prompt: str,
        max_tokens: int,
        schema: dict[str, Any] | None,
        temperature: float,
        on_text: Callable[[str], None],
    ) -> Completion:
        """The same reply, handed to `on_text` piece by piece as llama.cpp makes it."""
        grammar = grammar_for(schema) if schema is not None else None
        messages: Any = [
            {"role": "system", "content": system},
            {"role": "user", "content": prompt},
        ]
        started = time.perf_counter()
        pieces: list[str] = []
        with _CALLS:
            try:
                chunks = self._llama.create_chat_completion(messages=messages,
                    max_tokens=max_tokens, temperature=temperature, grammar=grammar, seed=0,
                    stream=True)  # fmt: skip
                for chunk in cast(Any, chunks):
                    piece = chunk["choices"][0]["delta"].get("content") or ""
                    if piece:
                        pieces.append(piece)
                        on_text(piece)
            except Cancelled:
                raise  # the reader stopped it (`StoppableModel`): not a failure
            except Exception as exc:
                raise ModelError(f"the model failed: {exc}") from None
        text = "".join(pieces)
        return Completion(text, self.count_tokens(system + prompt), self.count_tokens(text),
                          time.perf_counter() - started, self.name)  # fmt: skip


# llama-cpp-python's converter lets a JSON string hold raw control characters (its
# `char` rule is [^"\\]), which JSON forbids: a small model put a bare newline in a
# title and the whole chunk failed validation. llama.cpp's own converter excludes them.
_LOOSE_CHAR = r'char ::= [^"\\] |'
_STRICT_CHAR = r'char ::= [^"\\\x7F\x00-\x1F] |'


def gbnf_for(schema: dict[str, Any]) -> str:
    """The GBNF text for a JSON schema, strings without raw control characters."""
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    try:
        text: str = json_schema_to_gbnf(json.dumps(schema))
    except Exception as exc:
        raise ModelError(f"the JSON schema cannot be turned into a grammar: {exc}") from None
    if "char ::=" in text and _LOOSE_CHAR not in text:
        raise ModelError("llama-cpp-python's string rule has changed: check gbnf_for")
    return text.replace(_LOOSE_CHAR, _STRICT_CHAR)


def grammar_for(schema: dict[str, Any]) -> Any:
    """A llama.cpp grammar for the schema, or a loud error: never unconstrained output."""
    from llama_cpp.llama_grammar import LlamaGrammar

    text = gbnf_for(schema)
    try:
        return LlamaGrammar.from_string(text, verbose=False)
    except Exception as exc:
        raise ModelError(f"the JSON schema cannot be turned into a grammar: {exc}") from None


def default_threads() -> int:
    """llama-cpp-python's own default for generating: half the cores, at least one."""
    return max((os.cpu_count() or 1) // 2, 1)


def _open(path: Path, context: int, threads: int) -> Any:
    """The prompt is read with as many threads as the reply is written with: llama-cpp's
    default reads it on every core, and on a busy 2-core machine its threads then wait
    on each other (150 tokens: 6 s on two threads, 1.3 s on one, at load 6)."""
    from llama_cpp import Llama

    from vaultmind.agent.llama_cpu import avoid_amx_kernels

    avoid_amx_kernels()
    threads = threads or default_threads()
    try:
        return Llama(model_path=str(path), n_ctx=context, n_threads=threads,
                     n_threads_batch=threads, verbose=False)  # fmt: skip
    except Exception as exc:  # llama.cpp reports a bad file as ValueError or RuntimeError
        raise ModelError(f"cannot load the model {path}: {exc}") from None
