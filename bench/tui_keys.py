"""Keys answered while a worker runs (issue 28): `python -m bench.tui_keys [--vault
PATH]` starts the app headless at 80×24 on a copy of the 10 000-note vault, starts an
ingest of a generated chat export (no model: the rules pass, the day sections, the
index catching up; CPU work in threads, the worst case for the UI thread's share of
the interpreter), goes back to Today, and presses keys there while the ingest runs:
`j` and `k` (the highlight moves), `C` and `t` (Commitments, then Today again).

Each key's time runs from the moment it is posted to the app, as a terminal driver
posts it, to the first frame drawn that shows the key's effect (the list repainted
with its highlight moved; the other screen drawn): the app's own `_display` call,
which a real terminal gets as output, checked as it is drawn. The same keys are
pressed with nothing running, for comparison. Median, p95 and the slowest; keys
pressed after the ingest ended are not counted as "while".
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

ROUNDS = 12  # × 4 keys
PAUSE = 0.15  # s between keys: a quick typist
MESSAGES = 60_000  # enough ingest to outlast the keys
DAY = date(2026, 12, 3)


def export(path: Path, messages: int) -> Path:
    """A JSONL team chat: mostly talk, one message in ten a dated promise."""
    senders = ["Дмитрий Кузнецов", "Ольга Иванова", "Игорь Петров", "Анна Смирнова"]
    phrases = ["Пришлю отчёт {i} до пятницы", "Ок, спасибо {i}", "Кто смотрел договор {i}?",
               "I will send the supplier report {i} by Monday", "Meeting notes {i} are up",
               "Thanks, looks good {i}", "Созвон по релизу {i} переносим", "Any news on {i}?",
               "Поставщик задерживает партию {i}", "The checklist {i} is in the wiki"]  # fmt: skip
    with path.open("w", encoding="utf-8") as out:
        for i in range(messages):
            row = {"id": i, "sender": senders[i // 2 % 4], "text": phrases[i % 10].format(i=i),
                   "time": f"2026-{1 + i // 6000 % 11:02d}-{1 + i // 220 % 27:02d}"
                           f"T{8 + i // 60 % 10:02d}:{i % 60:02d}:00"}  # fmt: skip
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


STALL = 30.0  # s: a key not answered by then is counted as this long, and the run goes on


class Frames:
    """The app's frames, watched: `probe(screen)` is asked at each frame drawn (in the UI
    thread, as it is drawn) until it holds; that frame answers the key."""

    def __init__(self) -> None:
        self.probe: Callable[[Any], bool] | None = None
        self.answered: float | None = None
        self.trace: Any = None  # a `tui_trace.UiTrace` with --trace

    def drawn(self, screen: Any) -> None:
        if self.probe is not None and self.answered is None and self.probe(screen):
            self.answered = time.perf_counter()


async def press(app: Any, key: str, drawn: Callable[[Any], bool], frames: Frames) -> float:
    """Seconds from posting `key` to the first frame that shows its effect: `drawn`
    is asked in the frame itself. (Polling for the effect and then waiting for a later
    frame, as this did first, missed a frame drawn before the poll woke: a key answered
    in 2 ms then counted as answered by the next repaint, seconds later.)"""
    from textual import events

    character = key if len(key) == 1 else None
    frames.probe, frames.answered = drawn, None
    cpu = frames.trace.cpu() if frames.trace else 0.0
    started = time.perf_counter()
    app.post_message(events.Key(key, character))  # as the driver's input thread does
    while frames.answered is None:
        if time.perf_counter() - started > STALL:
            return STALL
        await asyncio.sleep(0.0005)
    if frames.trace:
        frames.trace.key(key, started, frames.answered, frames.trace.cpu() - cpu)
    return frames.answered - started


async def keys(app: Any, frames: Frames, busy: Callable[[], bool]) -> list[tuple[str, float]]:
    """The rounds of j, k, C, t on Today; each key's time, if the worker still ran."""
    from textual.widgets import OptionList

    from vaultmind.ui.screens.commitments import CommitmentsScreen
    from vaultmind.ui.screens.today import TodayScreen

    def highlight() -> int | None:
        found: int | None = app.screen.query_one(OptionList).highlighted
        return found

    def moved(before: int | None) -> Callable[[Any], bool]:
        """A frame of the list with its highlight moved, the list repainted in it."""

        def shown(screen: Any) -> bool:
            listing = screen.query_one(OptionList)
            dirty = screen._dirty_widgets
            return highlight() != before and (listing in dirty or screen in dirty)

        return shown

    def on(screen_type: type) -> Callable[[Any], bool]:
        return lambda screen: isinstance(screen, screen_type)

    times: list[tuple[str, float]] = []
    for _ in range(ROUNDS):
        for key in "jkCt":
            if key in "jk":
                drawn = moved(highlight())
            else:
                drawn = on(CommitmentsScreen if key == "C" else TodayScreen)
            was_busy = busy()
            took = await press(app, key, drawn, frames)
            if took >= 1:  # what the app was doing, for the report (stderr)
                focused = type(app.screen.focused).__name__
                print(f"slow {key}: {took:.1f} s on {type(app.screen).__name__}, focus "
                      f"{focused}, highlight {highlight()}", file=sys.stderr)  # fmt: skip
            if was_busy and busy():
                times.append((key, took))
            await asyncio.sleep(PAUSE)
        if not busy():
            break
    return times


def phase(what: str, since: float = time.perf_counter()) -> None:
    """Where the child is (stderr): a run that hits its limit says where it was."""
    print(f"[{time.perf_counter() - since:6.1f} s] {what}", file=sys.stderr, flush=True)


def child(vault: Path, chat: Path, with_worker: bool, trace: bool = False) -> None:
    from textual.widgets import Input, OptionList

    from vaultmind.ui.app import VaultMindApp
    from vaultmind.ui.screens.today import TodayScreen

    if os.environ.get("TUI_KEYS_BASELINE"):  # `--baseline`
        from vaultmind.ui import responsive

        responsive.SWITCH_INTERVAL = sys.getswitchinterval()
        responsive.AHEAD = ()
        responsive.QUIET = 0.0  # the watcher's rows laid out at once

    async def run() -> dict[str, Any]:
        app = VaultMindApp(vault, today=DAY)
        frames = Frames()
        if trace:
            from bench.tui_trace import UiTrace

            frames.trace = UiTrace()
            frames.trace.start()
        shown = app._display

        def display(screen: Any, renderable: Any) -> None:
            if renderable is not None and not app._batch_count:  # else it is not drawn
                frames.drawn(screen)
            shown(screen, renderable)

        app._display = display  # type: ignore[method-assign]
        async with app.run_test(size=(80, 24)) as pilot:
            phase("app started")
            while not (isinstance(app.screen, TodayScreen) and app.index_ready):
                await asyncio.sleep(0.01)
            phase("index ready")
            await pilot.pause(0.5)
            ingesting: Callable[[], bool] = lambda: True  # noqa: E731
            if with_worker:
                app.action_open("ingest")
                await pilot.pause(0.2)
                screen: Any = app.screen
                screen.query_one("#path", Input).value = str(chat)
                screen.query_one("#path", Input).focus()
                await pilot.press("enter")
                await pilot.pause(1.0)  # the ingest well under way
                ingesting = lambda: screen.running  # noqa: E731
                assert ingesting(), "the ingest ended before the keys"
                phase("ingest running")
                app.action_open("today")
                await pilot.pause(0.3)
            listing = app.screen.query_one(OptionList)
            listing.focus()
            while listing.highlighted is None:  # Today's rows are in (10 000 notes: seconds)
                listing.action_first()
                await pilot.pause(0.1)
            await pilot.pause(0.2)
            phase("Today has rows: keys")
            times = await keys(app, frames, ingesting)
            phase("keys done")
            still = ingesting() if with_worker else False
            if with_worker and still:
                screen.action_cancel()
            if trace:
                frames.trace.stop()
                print(frames.trace.report(), file=sys.stderr)
            return {"times": times, "worker_still_running": still}

    found = asyncio.run(run())
    phase("app closed")
    print(json.dumps(found), flush=True)


def measure(vault: Path, chat: Path, with_worker: bool, trace: bool = False) -> dict[str, Any]:
    import subprocess

    env = {k: v for k, v in os.environ.items() if not k.startswith("VAULTMIND_")}
    env["VAULTMIND_MODEL"] = "none"  # the ingest's rules and writes, no model
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as scratch:
        env["VAULTMIND_HOME"] = home
        copy = Path(scratch) / vault.name
        shutil.copytree(vault, copy, symlinks=True)  # the ingest writes into it
        args = [sys.executable, "-m", "bench.tui_keys", "--child", str(copy), str(chat)]
        args += ["1" if with_worker else "0"] + (["--trace"] if trace else [])
        out = subprocess.run(args, env=env, check=True,
                             capture_output=True, text=True, timeout=900)  # fmt: skip
    sys.stderr.write(out.stderr if trace else out.stderr[-2000:])
    found: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def summary(pressed: list[list[Any]], which: str = "jkCt") -> str:
    ms = sorted(t * 1000 for key, t in pressed if key in which)
    if not ms:
        return "no key was pressed while it ran"
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (f"median {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, slowest {ms[-1]:.0f} ms "
            f"({len(ms)} keys; ≤ 100 ms: {sum(m <= 100 for m in ms)}; "
            f"≥ 1 s: {sum(m >= 1000 for m in ms)})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--vault", type=Path, help="a vault (default: the 10 000-note one)")
    parser.add_argument("--messages", type=int, default=MESSAGES)
    parser.add_argument("--trace", action="store_true",
                        help="say what the UI thread did during each key over 100 ms")  # fmt: skip
    parser.add_argument("--baseline", action="store_true",
                        help="as without ui/responsive: to compare")  # fmt: skip
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        vault, chat, worker = args.child
        child(Path(vault), Path(chat), worker == "1", args.trace)
        return
    from bench.run import machine, prepare_vault
    from vaultmind.index.indexer import Indexer

    if args.baseline:
        os.environ["TUI_KEYS_BASELINE"] = "1"  # read by the child
    source = prepare_vault(10_000, args.vault)
    Indexer(source).update()  # warm, as `make bench` leaves it: the app's start-up is not timed
    print(machine())
    with tempfile.TemporaryDirectory() as scratch:
        chat = export(Path(scratch) / "team.jsonl", args.messages)
        idle = measure(source, chat, False, args.trace)
        busy = measure(source, chat, True, args.trace)
    print(f"TUI keys on {source.name}, headless 80×24, key posted → next frame after its effect:")
    for label, found in (("nothing running", idle), ("while an ingest runs", busy)):
        print(f"  {label}: {summary(found['times'])}")
        print(f"    j/k (the highlight moves): {summary(found['times'], 'jk')}")
        print(f"    C/t (to another screen):   {summary(found['times'], 'Ct')}")
    if not busy["worker_still_running"]:
        print("  (the ingest ended before the last key: only the keys before it are counted)")


if __name__ == "__main__":
    main()
