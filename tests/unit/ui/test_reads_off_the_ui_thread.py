"""Keys within 100 ms while a worker runs (issue 28): the rows a screen shows are
measured in the worker that read them, as Textual would lay them out; a screen behind
another lays out what it read only when it is shown again; the watcher's many batches
during an ingest make one read a second, not one each."""

from __future__ import annotations

import asyncio
from datetime import date
from typing import cast

import pytest
from textual.app import App
from textual.css.styles import RulesMap
from textual.visual import RichVisual
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, settled_today
from vaultmind.ui.coalesce import Coalesced
from vaultmind.ui.commitment_target import Target
from vaultmind.ui.messages import VaultChanged
from vaultmind.ui.screens.commitments import CommitmentsRead, CommitmentsScreen
from vaultmind.ui.widgets.measured_row import MeasuredRow

WIDE = (120, 40)


def measured_rows(listing: OptionList) -> list[MeasuredRow]:
    return [o.prompt for o in listing.options if isinstance(o.prompt, MeasuredRow)]


@pytest.mark.parametrize("size", [SIZE, WIDE], ids=["80x24", "120x40"])
def test_rows_are_measured_in_their_worker_as_the_list_lays_them_out(
    make_app: AppFactory, size: tuple[int, int]
) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=size) as pilot:
            for key in ("", "C"):
                if key:
                    await pilot.press(key)
                await settle(app, pilot)
                listing = app.screen.query_one(OptionList)
                rows = measured_rows(listing)
                assert rows, f"{type(app.screen).__name__} shows measured rows"
                padding = listing.get_component_styles("option-list--option").padding
                width = listing.scrollable_content_region.width - padding.width
                rules = cast(RulesMap, listing.styles)  # as the list itself hands them over
                for row in rows:
                    assert width in row.measured  # laid out at a width its worker measured
                    as_textual = RichVisual(listing, row.prompt).get_height(rules, width)
                    assert row.get_height(rules, width) == as_textual

    run(scenario())


def test_a_screen_behind_another_lays_out_what_it_read_when_shown_again(
    make_app: AppFactory,
) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("C")
            await settle(app, pilot)
            commitments = app.screen
            assert isinstance(commitments, CommitmentsScreen)
            await pilot.press("t")
            await settle(app, pilot)
            listing = commitments.query_one(OptionList)
            before = listing.option_count
            new = Target("Projects/New.md", 3, None, "Write the new plan", "Ольга Иванова")
            commitments.post_message(
                CommitmentsRead((commitments.view, commitments.within), [new], {})
            )
            await pilot.pause(0.2)
            assert listing.option_count == before  # nothing laid out behind Today
            commitments.load = lambda watched=False: None  # type: ignore[method-assign]  # the read, kept
            await pilot.press("C")
            await pilot.pause(0.2)
            assert app.screen is commitments
            assert listing.option_count == 2  # the person and the row, now it is in front

    run(scenario())


def test_the_watchers_batches_make_one_read_a_second(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            today = await settled_today(app, pilot)
            reads: list[float] = []
            load = today.load

            def counted() -> None:
                reads.append(asyncio.get_running_loop().time())
                load()

            today._changed._run = counted  # what the watcher's batches ask for
            await asyncio.sleep(1.1)  # the start-up's read is a second old
            for _ in range(10):  # an ingest's writes, seen by the watcher in ten batches
                app.post_message(VaultChanged(("Sources/jsonl/team/2026-01-01.md",)))
                await pilot.pause(0.05)
            assert len(reads) == 1  # the first at once
            await asyncio.sleep(1.2)
            await settle(app, pilot)
            assert len(reads) == 2  # the nine others: one read, a second after the first
            assert reads[1] - reads[0] >= 0.9

    run(scenario())


def test_coalesced_runs_at_once_then_once_per_interval() -> None:
    async def scenario() -> None:
        runs: list[float] = []
        app: App[None] = App()
        async with app.run_test() as pilot:
            loop = asyncio.get_running_loop()
            coalesced = Coalesced(app, lambda: runs.append(loop.time()), every=0.3)
            for _ in range(5):
                coalesced()
            assert len(runs) == 1 and coalesced.pending
            await pilot.pause(0.5)
            assert len(runs) == 2 and not coalesced.pending
            assert runs[1] - runs[0] >= 0.25
            await pilot.pause(0.4)
            coalesced()  # quiet for longer than the interval: at once again
            assert len(runs) == 3

    run(scenario())


def test_reads_asked_for_while_one_runs_make_one_more_not_one_each(
    make_app: AppFactory,
) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("C")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, CommitmentsScreen)
            started: list[object] = []
            read = screen.read
            screen.read = lambda *a: started.append(a) or read(*a)  # type: ignore[method-assign, func-returns-value]
            for _ in range(5):  # a write, the watcher, a view key: while the first still reads
                screen.load()
            assert len(started) == 1
            await settle(app, pilot)
            assert len(started) == 2  # the four others: one read after the first

    run(scenario())


def test_a_long_list_of_commitments_shows_its_first_rows_and_says_how_many_more(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vaultmind.ui.screens import commitments

    monkeypatch.setattr(commitments, "SHOWN", 2)  # 10 000 notes: 3 003 rows, 300 shown

    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("C")
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            last = str(listing.get_option_at_index(listing.option_count - 1).prompt)
            assert "more of" in last and "people: / filters them" in last
            assert len(app.screen.shown_rows) < len(app.screen.rows)  # type: ignore[attr-defined]

    run(scenario())
