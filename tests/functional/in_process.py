"""`vaultmind ARGS` run inside the test process, as a fresh process would run it.

Starting Python and importing VaultMind for each command made the functional suite
take minutes; calling `main(argv)` takes milliseconds. What a process gives each
command is given here too: its own environment, working folder, empty stdin and
captured stdout/stderr (not terminals, encoded as the process would encode them),
an exit code from `SystemExit`, Python's default warning filters, and none of the
module-level state an earlier command left behind (see `forget_process_state`).
What only a real process has (signals, exit by signal, capabilities, locale and
`PYTHON*` variables read at start-up, a fresh `sys.modules`) stays with
`conftest.run_process`.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import signal
import subprocess
import sys
import threading
import traceback
import warnings
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from types import FrameType
from typing import Literal, TextIO, cast

from vaultmind.cli import main

Result = subprocess.CompletedProcess[str]

# Read once when a process starts: changing them in os.environ would change nothing here.
START_UP_ONLY = ("PYTHON", "LANG", "LC_", "TZ")

# A fresh interpreter's warning filters (Python 3.11, no -W, no PYTHONWARNINGS).
FRESH_FILTERS: tuple[tuple[Literal["default", "ignore"], type[Warning], str], ...] = (
    ("default", DeprecationWarning, "__main__"),
    ("ignore", DeprecationWarning, ""),
    ("ignore", PendingDeprecationWarning, ""),
    ("ignore", ImportWarning, ""),
    ("ignore", ResourceWarning, ""),
)


class _TimedOut(BaseException):
    """Raised into the command when its time is up: no `except Exception` catches it."""


def run_in_process(
    argv: Sequence[str],
    env: Mapping[str, str | None],
    cwd: Path | None,
    timeout: float,
) -> Result:
    """Run `vaultmind ARGV` through `main`; the result a subprocess run would give."""
    late = [key for key in env if key.startswith(START_UP_ONLY)]
    if late:
        raise ValueError(f"{late} only take effect in a new process: use run_process")
    out, err = _captured(sys.__stdout__), _captured(sys.__stderr__)
    try:
        with _environment(env), _working_folder(cwd), _streams(out, err), _fresh_warnings():
            code = _exit_code(argv, timeout)
    finally:
        forget_process_state()
    return subprocess.CompletedProcess(["vaultmind", *argv], code, _text(out), _text(err))


def _exit_code(argv: Sequence[str], timeout: float) -> int:
    """What `sys.exit(main(argv))` would leave as the process's exit status."""
    try:
        with _deadline(timeout):
            return main(list(argv))
    except SystemExit as exc:  # argparse: usage errors, --help, --version
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        print(exc.code, file=sys.stderr)
        return 1
    except _TimedOut:
        raise subprocess.TimeoutExpired(["vaultmind", *argv], timeout) from None
    except KeyboardInterrupt:
        raise  # Ctrl-C on the test run itself
    except BaseException:  # what the interpreter does with an uncaught exception
        traceback.print_exc()
        return 1


def forget_process_state() -> None:
    """Undo what one command leaves in module-level state, as the end of its process
    would: the private copies of read-only vaults' data, the per-file lock registry
    and loaded models. Pure caches (whoosh's loader, dedupe's lru_caches) stay, and so
    do whoosh readers caught in reference cycles until the garbage collector runs: they
    only hold read handles on segment files, and `gc.collect()` costs ~70 ms a command."""
    paths = sys.modules.get("vaultmind.index.paths")
    if paths is not None:
        for folder in paths._ELSEWHERE.values():
            shutil.rmtree(folder, ignore_errors=True)  # an atexit hook in a real process
        paths._ELSEWHERE.clear()
    lock = sys.modules.get("vaultmind.index.lock")
    if lock is not None:  # every command releases its locks; a test may hold one itself
        for path in [path for path, held in lock._LOCKS.items() if held.depth == 0]:
            del lock._LOCKS[path]
    llama = sys.modules.get("vaultmind.agent.llama")
    if llama is not None:
        llama._close_all()


def _captured(like: TextIO | None) -> io.TextIOWrapper:
    """A pipe-like text stream: not a terminal, encoding as the process's stream would."""
    encoding = getattr(like, "encoding", None) or "utf-8"
    errors = getattr(like, "errors", None) or "strict"
    return io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors=errors)


def _text(stream: io.TextIOWrapper) -> str:
    """The stream's bytes read back as `run_process` reads a child's output."""
    stream.flush()
    return cast(io.BytesIO, stream.buffer).getvalue().decode("utf-8", errors="replace")


@contextlib.contextmanager
def _environment(changes: Mapping[str, str | None]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.pop("VAULTMIND_DEBUG", None)  # a user-visible run, not a debugging one
    for key, value in changes.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    try:
        yield
    finally:
        if os.environ != saved:
            os.environ.clear()
            os.environ.update(saved)


@contextlib.contextmanager
def _working_folder(cwd: Path | None) -> Iterator[None]:
    saved = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(saved)


@contextlib.contextmanager
def _streams(out: io.TextIOWrapper, err: io.TextIOWrapper) -> Iterator[None]:
    """stdin empty, stdout and stderr captured; `sys.__stdout__` too, which is where
    argparse measures the terminal (a pipe has none: 80 columns, as in a child)."""
    names = ("stdin", "stdout", "stderr", "__stdin__", "__stdout__", "__stderr__")
    saved = [getattr(sys, name) for name in names]
    stdin = io.StringIO("")
    for name, stream in zip(names, (stdin, out, err) * 2, strict=True):
        setattr(sys, name, stream)
    try:
        yield
    finally:
        for name, stream in zip(names, saved, strict=True):
            setattr(sys, name, stream)


@contextlib.contextmanager
def _fresh_warnings() -> Iterator[None]:
    """Warnings printed to stderr as a new interpreter prints them, not pytest's record."""

    def show(message: Warning | str, category: type[Warning], filename: str, lineno: int,
             file: TextIO | None = None, line: str | None = None) -> None:  # fmt: skip
        text = warnings.formatwarning(message, category, filename, lineno, line)
        (file or sys.stderr).write(text)

    with warnings.catch_warnings():
        warnings.resetwarnings()
        for action, category, module in FRESH_FILTERS:
            warnings.filterwarnings(action, category=category, module=module, append=True)
        warnings.showwarning = show
        yield


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Stop a command that hangs, as `subprocess.run(timeout=...)` would."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: FrameType | None) -> None:
        raise _TimedOut

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
