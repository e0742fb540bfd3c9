"""The long-lived readers of an open session (the TUI, a chat): one cache connection
and one searcher per thread, kept across calls instead of opened and closed for each.

A thread gets its own, because neither an sqlite connection nor a whoosh searcher
may be shared between threads. What is derived from every note (the parsed notes,
the link graph) is kept too, until the cache says another connection committed:
SQLite's `data_version` changes exactly then, and costs one pragma to read.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from vaultmind.index.paths import DataPaths

if TYPE_CHECKING:
    from vaultmind.index.cache import NoteCache
    from vaultmind.index.fulltext import Searcher

T = TypeVar("T")
CLOSE_WAIT = 5.0  # seconds `close` waits for reads still running in other threads


class Readers:
    """Per-thread readers of one vault; `close` closes every thread's."""

    def __init__(self, vault: Path) -> None:
        self.vault = vault
        self._local = threading.local()
        self._opened: list[NoteCache | Searcher] = []
        self._lock = threading.Lock()
        self._reads = 0  # `reading` blocks running now, in any thread
        self._idle = threading.Condition()

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Around every use of a reader: `close` waits for these to end, since an
        sqlite connection closed under a running query crashes the process."""
        with self._idle:
            self._reads += 1
        try:
            yield
        finally:
            with self._idle:
                self._reads -= 1
                self._idle.notify_all()

    def cache(self) -> NoteCache:
        found: NoteCache | None = getattr(self._local, "cache", None)
        if found is None:
            from vaultmind.index.cache import NoteCache

            found = self._local.cache = self._keep(
                NoteCache(DataPaths.for_vault(self.vault).cache_file, closed_elsewhere=True)
            )
        return found

    def searcher(self) -> Searcher:
        """Open on first use; whoosh refreshes it when the index has changed."""
        found: Searcher | None = getattr(self._local, "searcher", None)
        if found is None:
            from vaultmind.index.fulltext import Searcher

            index_dir = DataPaths.for_vault(self.vault).index_dir
            found = self._local.searcher = self._keep(Searcher(index_dir, self.vault))
        return found

    def derived(self, name: str, build: Callable[[], T]) -> T:
        """`build()`'s result, kept while the cache is unchanged (in this thread)."""
        with self.reading():
            version = self.cache().data_version()
        memo: dict[str, tuple[int, Any]] = self._local.__dict__.setdefault("memo", {})
        kept = memo.get(name)
        if kept is not None and kept[0] == version:
            return kept[1]  # type: ignore[no-any-return]
        value = build()
        memo[name] = (version, value)  # as of before the build: a later commit rebuilds
        return value

    def close(self) -> None:
        """Every thread's readers, once no read is running (a TUI worker may still be
        in one when the app ends); still busy after `CLOSE_WAIT`, they are left open:
        the process is ending, and a leak beats a crash."""
        with self._idle:
            if not self._idle.wait_for(lambda: self._reads == 0, CLOSE_WAIT):
                return
        with self._lock:
            opened, self._opened = self._opened, []
        for reader in opened:
            reader.close()
        self._local = threading.local()

    def _keep(self, reader: Any) -> Any:
        with self._lock:
            self._opened.append(reader)
        return reader
