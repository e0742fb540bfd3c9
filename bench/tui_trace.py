"""What the UI thread did while a key waited (`python -m bench.tui_keys --trace`): a
sampler thread reads the UI thread's stack every ~2 ms and its CPU clock, and for
each key slower than `SLOW` the report says how much of the wait the UI thread ran
(the rest it waited: for the interpreter lock, a timer, or the OS) and which of its
functions the samples fell in. Measured, not guessed: issue 28's 100 ms target."""

from __future__ import annotations

import functools
import importlib
import inspect
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

EVERY = 0.002  # s between samples
SLOW = 0.1  # s: keys slower than this are explained
SKIP = ("asyncio/", "threading.py", "selectors.py", "/contextlib.py", "tui_trace.py")
# the UI-thread calls timed one by one: where a key's wait may go (module, class, method)
TIMED = [
    ("vaultmind.ui.screens.today", "TodayScreen", "on_today_read"),
    ("vaultmind.ui.screens.commitments", "CommitmentsScreen", "on_commitments_read"),
    ("vaultmind.ui.screens.commitments", "CommitmentsScreen", "_fill"),
    ("vaultmind.ui.widgets.key_bar", "KeyBar", "recompose"),
    ("vaultmind.ui.app", "VaultMindApp", "switch_mode"),
    ("vaultmind.ui.app", "VaultMindApp", "on_vault_changed"),
    ("vaultmind.ui.app", "VaultMindApp", "on_status_read"),
    ("textual.app", "App", "refresh_css"),
    ("textual.widgets._option_list", "OptionList", "_update_lines"),
    ("textual.screen", "Screen", "_refresh_layout"),
    ("textual.screen", "Screen", "_compositor_refresh"),
]


@dataclass
class Sample:
    at: float
    frames: tuple[str, ...]  # innermost first: "module.py:function"
    idle: bool  # the event loop waiting in select: nothing to do


@dataclass
class UiTrace:
    thread: int = field(default_factory=threading.get_ident)  # built in the UI thread
    samples: list[Sample] = field(default_factory=list)
    keys: list[tuple[str, float, float, float]] = field(default_factory=list)
    calls: list[tuple[str, float, float]] = field(default_factory=list)  # name, start, s
    # the sampler itself waited this long (s) for the interpreter: who held it, as seen after
    gaps: list[tuple[float, float, list[str]]] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)

    def start(self) -> None:
        self._clock = time.pthread_getcpuclockid(self.thread)
        for module, cls, name in TIMED:
            self._time(getattr(importlib.import_module(module), cls), name)
        threading.Thread(target=self._sample, name="ui-trace", daemon=True).start()

    def _time(self, cls: type, name: str) -> None:
        method = getattr(cls, name)
        label, calls, ui = f"{cls.__name__}.{name}", self.calls, self.thread

        if inspect.iscoroutinefunction(method):

            @functools.wraps(method)
            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                started = time.perf_counter()
                try:
                    return await method(*args, **kwargs)
                finally:
                    calls.append((label + " (awaited)", started, time.perf_counter() - started))

            setattr(cls, name, timed_async)
            return

        @functools.wraps(method)
        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return method(*args, **kwargs)
            finally:
                if threading.get_ident() == ui:
                    calls.append((label, started, time.perf_counter() - started))

        setattr(cls, name, timed)

    def stop(self) -> None:
        self._stop.set()

    def cpu(self) -> float:
        return time.clock_gettime(self._clock)

    def key(self, key: str, started: float, answered: float, cpu: float) -> None:
        """A key, its wait (perf_counter times), and the UI thread's CPU seconds in it."""
        self.keys.append((key, started, answered, cpu))

    def _sample(self) -> None:
        last = time.perf_counter()
        while not self._stop.wait(EVERY):
            now = time.perf_counter()
            if now - last > 0.03:
                self.gaps.append((last, now - last, _others(self.thread)))
            last = now
            frame = sys._current_frames().get(self.thread)
            idle = frame is not None and frame.f_code.co_filename.endswith("selectors.py")
            names: list[str] = []
            while frame is not None and len(names) < 40:
                code = frame.f_code
                if not any(s in code.co_filename for s in SKIP):
                    path = code.co_filename
                    where = (
                        path[path.index("vaultmind/") :]
                        if "vaultmind/" in path
                        else ("/".join(path.split("/")[-2:]))
                    )
                    names.append(f"{where}:{code.co_name}")
                frame = frame.f_back
            self.samples.append(Sample(time.perf_counter(), tuple(names), idle))

    def report(self, top: int = 6) -> str:
        lines = []
        for key, started, answered, cpu in self.keys:
            wall = answered - started
            if wall < SLOW:
                continue
            inside = [s for s in self.samples if started <= s.at <= answered]
            busy = [s for s in inside if not s.idle]
            lines.append(f"key {key}: {wall * 1000:.0f} ms, UI thread CPU {cpu * 1000:.0f} ms, "
                         f"{len(busy)} of {len(inside)} samples not idle")  # fmt: skip
            inner: Counter[str] = Counter(s.frames[0] for s in busy)
            anywhere: Counter[str] = Counter(n for s in busy for n in set(s.frames))
            lines.append("  innermost: " + "; ".join(f"{n} {c}" for n, c in inner.most_common(top)))
            ours = [(n, c) for n, c in anywhere.most_common() if n.startswith("vaultmind/")]
            lines.append("  ours: " + "; ".join(f"{n} {c}" for n, c in ours[:top]))
            textual = [(n, c) for n, c in anywhere.most_common(40) if (n, c) not in ours]
            lines.append("  anywhere: " + "; ".join(f"{n} {c}" for n, c in textual[:12]))
            timed = [(n, at, took) for n, at, took in self.calls
                     if at <= answered and at + took >= started and took >= 0.005]  # fmt: skip
            held = [
                (took, who)
                for at, took, who in self.gaps
                if started <= at + took and at <= answered
            ]
            for took, who in held:
                lines.append(f"  sampler starved {took * 1000:.0f} ms; then: {' | '.join(who)}")
            lines.append(
                "  calls ≥ 5 ms: "
                + "; ".join(
                    f"{n} {took * 1000:.0f} ms at +{(at - started) * 1000:.0f}"
                    for n, at, took in timed
                )
            )
        return "\n".join(lines)


def _others(ui: int) -> list[str]:
    """Where every other thread is (innermost three frames, line numbers): after a long
    hold of the interpreter lock, the holder is where it just let go."""
    found = []
    me = threading.get_ident()
    for ident, top in sys._current_frames().items():
        if ident in {ui, me}:
            continue
        where: list[str] = []
        frame: FrameType | None = top
        while frame is not None and len(where) < 3:
            where.append(f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_lineno}"
                         f" {frame.f_code.co_name}")  # fmt: skip
            frame = frame.f_back
        found.append(" < ".join(where))
    return found
