"""Pilot tests of the TUI: an app over a copy of the demo vault on a fixed day, and
`settle`, which waits for the app's workers (not for time) and lets their messages in."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Coroutine
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from vaultmind.agent.fake import ScriptedModel
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.ingest import IngestScreen
from vaultmind.ui.screens.today import TodayScreen

DAY = date(2026, 12, 3)
SIZE = (80, 24)
SAMPLE = Path(__file__).resolve().parents[3] / "samples/telegram/result.json"
T = TypeVar("T")


def run(scenario: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(scenario)


async def settle(app: VaultMindApp, pilot: Pilot[None]) -> None:
    """Until no worker but the watcher runs: wait for them, then let their messages
    (which may start more workers) be handled."""
    for _ in range(20):
        busy = [w for w in app.workers if w.group != "watch" and not w.is_finished]
        if not busy:
            await pilot.pause()
            if not [w for w in app.workers if w.group != "watch" and not w.is_finished]:
                return
            continue
        await app.workers.wait_for_complete(busy)
        await pilot.pause()
    raise AssertionError("workers kept starting")


async def settled_today(app: VaultMindApp, pilot: Pilot[None]) -> TodayScreen:
    """Today, as the app opens on it, once the start-up's workers are done."""
    await settle(app, pilot)
    today = app.screen
    assert isinstance(today, TodayScreen)
    return today


async def until(pilot: Pilot[None], check: Callable[[], bool], timeout: float = 10.0) -> None:
    """For what another thread does in its own time (the watcher seeing a save)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        if loop.time() > deadline:
            raise AssertionError("the app did not get there in time")
        await pilot.pause(0.05)


AppFactory = Callable[..., VaultMindApp]
Scenario = Callable[[VaultMindApp, Pilot[None]], Awaitable[None]]


@pytest.fixture
def make_app(demo_vault: Path) -> AppFactory:
    def make(**kwargs: Any) -> VaultMindApp:
        kwargs.setdefault("today", DAY)
        kwargs.setdefault("watch", False)
        return VaultMindApp(demo_vault, **kwargs)

    return make


def blocked_model(wait: float = 20) -> tuple[ScriptedModel, threading.Event, threading.Event]:
    """A model whose every call waits (at most `wait` s) for `release`; `inside` is set
    once a call has begun: an ingest held inside its work, for as long as a test needs."""
    inside, release = threading.Event(), threading.Event()

    def slow(system: str, prompt: str) -> str:
        inside.set()
        release.wait(wait)
        return "[]"

    return ScriptedModel([slow] * 5), inside, release


async def start_ingest(app: VaultMindApp, pilot: Any, inside: threading.Event) -> IngestScreen:
    """The sample chat's ingest started from the Ingest screen, and inside its model call."""
    await settle(app, pilot)
    screen = app.screen
    assert isinstance(screen, IngestScreen)
    screen.query_one(Input).value = str(SAMPLE)
    await pilot.press("enter")
    assert await asyncio.to_thread(inside.wait, 10)
    await pilot.pause()
    return screen
