"""Whoosh's multi-process writer, made safe to kill.

Whoosh forks worker processes that wait on a queue for work. If the parent is
killed (SIGKILL, OOM, a closed terminal) they would wait forever, holding copies
of the parent's lock files and blocking every later index update. Here each
worker asks the kernel to kill it when its parent dies (Linux `PR_SET_PDEATHSIG`),
and exits at once if the parent is already gone. With a whoosh whose worker class
is not the one `whoosh_compat` expects, `install` says no and the caller indexes in
one process.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
from typing import Any

PR_SET_PDEATHSIG = 1
_installed = False


def _die_with_parent(parent: int) -> None:
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)


def install() -> bool:
    """Patch whoosh's worker task once per process, before the first parallel writer;
    False if it cannot be patched (then no parallel writer may be used)."""
    global _installed
    if _installed:
        return True
    from vaultmind.index.whoosh_compat import sub_writer_task

    task = sub_writer_task()
    if task is None:
        return False
    original_start, original_run = task.start, task.run

    def start(self: Any) -> None:
        self._vaultmind_parent = os.getpid()
        original_start(self)

    def run(self: Any) -> Any:
        _die_with_parent(self._vaultmind_parent)
        return original_run(self)

    task.start, task.run = start, run
    _installed = True
    return True
