"""Whether the process that started a job is still running.

A pid alone is not enough: pids are reused. On Linux the process's start time (in clock
ticks since boot, from /proc) tells the same process from a later one with its pid.
"""

from __future__ import annotations

import os
from pathlib import Path


def identity(pid: int | None = None) -> str:
    """A string naming this (or that) process for as long as it lives."""
    pid = os.getpid() if pid is None else pid
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return str(pid)
    fields = stat[stat.rfind(")") + 2 :].split()  # the name may hold spaces and parentheses
    if fields and fields[0] in ("Z", "X"):
        return f"{pid}:gone"  # killed, not yet reaped: it will never write again
    return f"{pid}:{fields[19]}" if len(fields) > 19 else str(pid)


def is_alive(pid: int, recorded: str) -> bool:
    """Whether the process recorded as `recorded` (an `identity`) is still running."""
    if pid == os.getpid():
        return recorded == identity()
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # someone else's process: it exists
    return identity(pid) == recorded
