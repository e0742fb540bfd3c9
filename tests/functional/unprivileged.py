"""Running `vaultmind` where permission bits count, even when the tests run as root.

Root ignores permission bits, so `chmod -R a-w` alone tests nothing there. The child
process drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH from its bounding set before
it starts Python; the executed interpreter then holds neither, and root is refused
like its files' owner. `prove_read_only` checks that the drop really took effect, so
a test can never pass by writing where it should not.
"""

from __future__ import annotations

import ctypes
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.functional.conftest import Result, run_process

PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def _drop_file_capabilities() -> None:
    """preexec_fn: in the child, between fork and exec."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def run_unprivileged(*args: str | Path, timeout: float = 60.0) -> Result:
    """`python -m vaultmind ARGS` as a process that permission bits apply to."""
    return run_process(*args, timeout=timeout, preexec_fn=_drop_file_capabilities)


def prove_read_only(folder: Path) -> None:
    """Fail loudly unless an unprivileged process really cannot write in `folder`."""
    probe = (
        "import sys\n"
        "try:\n"
        f"    open({str(folder / 'probe.tmp')!r}, 'w')\n"
        "except PermissionError:\n"
        "    sys.exit(0)\n"
        "sys.exit(1)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        preexec_fn=_drop_file_capabilities,
        check=False,
    )
    assert result.returncode == 0, f"{folder} is still writable: the test would prove nothing"


@contextmanager
def read_only(*paths: Path) -> Iterator[None]:
    """Every path (recursively) without write bits; restored afterwards for clean-up."""
    changed: list[tuple[Path, int]] = []
    for top in paths:
        for path in [top, *top.rglob("*")] if top.is_dir() else [top]:
            if path.is_symlink():
                continue
            mode = path.stat().st_mode
            changed.append((path, mode))
            path.chmod(stat.S_IMODE(mode) & ~0o222)
    try:
        yield
    finally:
        for path, mode in reversed(changed):
            path.chmod(stat.S_IMODE(mode))
