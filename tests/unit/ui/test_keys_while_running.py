"""Keys while a worker runs (issue 28): the key bar says `Esc Stop` while this
screen's ingest runs and `Esc Back` when nothing does; and while an ingest sits inside
its work (the model blocked, the vault's write lock and the ingest's files held), keys
on another screen are handled and drawn: the UI never waits on the worker."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList
from textual.widgets._footer import FooterKey

from tests.unit.ui.conftest import SIZE, AppFactory, blocked_model, run, settle, start_ingest
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.commitments import CommitmentsScreen
from vaultmind.ui.screens.today import TodayScreen


def esc_label(app: VaultMindApp) -> str:
    """What the key bar says beside Esc on the screen in front."""
    keys = [k for k in app.screen.query(FooterKey) if k.key == "escape"]
    assert len(keys) == 1, "Esc is in the key bar"
    return str(keys[0].description)


def last_drawn(drawn: list[tuple[type, int | None]]) -> type:
    """The screen of the last frame the terminal got."""
    return drawn[-1][0]


def test_the_key_bar_says_stop_while_the_ingest_runs_and_back_after(
    make_app: AppFactory,
) -> None:
    model, inside, release = blocked_model()

    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=model)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert esc_label(app) == "Back"  # nothing runs: Esc goes back
            screen = await start_ingest(app, pilot, inside)
            assert screen.running
            assert esc_label(app) == "Stop"
            release.set()
            await settle(app, pilot)
            assert not screen.running
            assert esc_label(app) == "Back"

    run(scenario())


def test_keys_on_today_are_handled_and_drawn_while_the_ingest_is_inside_its_work(
    make_app: AppFactory,
) -> None:
    model, inside, release = blocked_model()

    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=model)
        drawn: list[tuple[type, int | None]] = []
        display = app._display

        def recorded(screen: Any, renderable: Any) -> None:
            if renderable is not None and not app._batch_count:
                lists = screen.query(OptionList)
                drawn.append((type(screen), lists.first().highlighted if lists else None))
            display(screen, renderable)

        app._display = recorded  # type: ignore[method-assign]
        async with app.run_test(size=SIZE) as pilot:
            ingest = await start_ingest(app, pilot, inside)
            try:
                await pilot.press("t")
                await pilot.pause(0.2)
                assert isinstance(app.screen, TodayScreen) and ingest.running
                assert (
                    last_drawn(drawn) is TodayScreen
                )  # Today is on the terminal, not only mounted
                listing = app.screen.query_one(OptionList)
                listing.focus()
                listing.action_first()
                await pilot.pause(0.2)
                first = listing.highlighted
                await pilot.press("j")
                await pilot.pause(0.2)
                assert listing.highlighted != first
                assert drawn[-1] == (TodayScreen, listing.highlighted)  # the move was drawn
                await pilot.press("C")
                await pilot.pause(0.2)
                assert last_drawn(drawn) is CommitmentsScreen
                assert ingest.running  # all of it while the worker held its work
            finally:
                release.set()
            await settle(app, pilot)

    run(scenario())
