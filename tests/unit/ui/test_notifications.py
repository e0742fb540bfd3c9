"""Notifications never cover a dialog (issue 28): a toast already up is not drawn over
a dialog opened after it; one raised while a dialog is up (by a worker too) waits and
shows when the dialog closes; a form says its own errors inside itself."""

from __future__ import annotations

import asyncio

from textual.widgets import Label, OptionList
from textual.widgets._toast import Toast

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.screens.memory_form import MemoryForm
from vaultmind.ui.widgets.hanging_row import row_text


def drawn(app: VaultMindApp) -> list[str]:
    """The toasts on screen now (drawn: a region of their own)."""
    return [str(t._notification.message) for t in app.screen.query(Toast) if t.region.area]


def dialog_covered(app: VaultMindApp) -> bool:
    box = app.screen.children[-1].region  # the dialog's frame (the screen's last child)
    return any(t.region.overlaps(box) for t in app.screen.query(Toast) if t.region.area)


def test_no_toast_over_a_dialog_and_what_was_said_meanwhile_shows_after(
    make_app: AppFactory,
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await settle(app, pilot)
            app.notify("said before the dialog " * 6)  # a long one: three lines high
            await until(pilot, lambda: bool(drawn(app)))
            listing = app.screen.query_one(OptionList)
            listing.focus()
            shown = [row_text(listing.get_option_at_index(i).prompt)
                     for i in range(listing.option_count)]  # fmt: skip
            listing.highlighted = next(i for i, r in enumerate(shown) if "Rehearse" in r)
            await pilot.press("d")  # "Tick this task?"
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert not drawn(app) and not dialog_covered(app)
            await asyncio.to_thread(app.notify, "said by a worker while the dialog is up")
            await pilot.pause()
            await pilot.pause()
            assert not drawn(app)
            await pilot.press("escape")  # no
            await settle(app, pilot)
            assert not isinstance(app.screen, ConfirmScreen)
            await until(pilot, lambda: "said by a worker while the dialog is up" in drawn(app))

    run(scenario())


def test_a_form_says_its_error_inside_itself(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await settle(app, pilot)
            app.open_person("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            await pilot.press("a")
            assert isinstance(app.screen, MemoryForm)
            await pilot.press("enter")  # nothing written in the text box
            await pilot.pause()
            error = app.screen.query_one("#error", Label)
            assert error.display and "write what to remember first" in str(error.render())
            assert isinstance(app.screen, MemoryForm) and not drawn(app)

    run(scenario())
