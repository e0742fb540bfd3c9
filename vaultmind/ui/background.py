"""Long work the user does not wait for (retraining the detector, about half a minute),
run so that it never holds the app: a thread worker waits for it, but the work itself
runs in a daemon thread. Textual runs thread workers in asyncio's default executor,
whose threads the interpreter joins at exit — so `q` during a retrain would hang until
it ended. Cancelled (the app closing), the worker stops waiting and the daemon thread
dies with the process; what it would have written is written whole or not at all."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from textual.worker import get_current_worker

T = TypeVar("T")
POLL = 0.1  # seconds between looks at the worker's cancellation


def in_daemon(work: Callable[[], T], lock: threading.Lock | None = None) -> T | None:
    """`work()`'s result, from inside a thread worker; None if the worker was cancelled
    first. `lock`: runs of the same work one after another (the last one started
    saves last)."""
    done: list[T] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            if lock is None:
                done.append(work())
            else:
                with lock:
                    done.append(work())
        except BaseException as exc:  # handed to the worker, which reports it
            failed.append(exc)

    thread = threading.Thread(target=run, name="vaultmind-background", daemon=True)
    thread.start()
    worker = get_current_worker()
    while thread.is_alive():
        if worker.is_cancelled:
            return None
        thread.join(POLL)
    if failed:
        raise failed[0]
    return done[0]
