"""Full garbage collections wait for a pause in the user's keys (issue 28): Python
makes none itself while the app runs, the app makes one once the user pauses, and
the process is left as it was found when the app ends."""

from __future__ import annotations

import gc
import time

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.ui import pauses_collect
from vaultmind.ui.pauses_collect import collect_when_quiet
from vaultmind.ui.responsive import QUIET, InputClock


def _make_due() -> None:
    """Enough young collections that Python would collect the oldest generation."""
    while gc.get_count()[2] < 10:
        gc.collect(1)


def test_no_full_collection_while_keys_come_one_once_they_pause() -> None:
    clock = InputClock()
    _make_due()
    clock.saw_input()
    assert not collect_when_quiet(clock, 10)
    assert gc.get_count()[2] >= 10  # still waiting
    clock._last = time.monotonic() - QUIET - 0.01  # a pause
    assert collect_when_quiet(clock, 10)
    assert gc.get_count()[2] == 0


def test_not_before_python_would_have_collected() -> None:
    gc.collect()
    clock = InputClock()
    assert not collect_when_quiet(clock, 10)


def test_the_app_holds_python_s_own_full_collections_and_gives_them_back(
    make_app: AppFactory,
) -> None:
    before = gc.get_threshold()

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            young, middle, oldest = gc.get_threshold()
            assert (young, middle) == before[:2]
            assert oldest == pauses_collect.NEVER

    run(scenario())
    assert gc.get_threshold() == before
