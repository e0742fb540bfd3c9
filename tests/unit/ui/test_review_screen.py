"""The Review screen (issue 26): one suggestion at a time with its message; `a` writes
it into the person note, `r` closes it unwritten, `e` writes it as edited, `n` skips,
and the next one follows; Today counts them; leaving after a decision retrains the
detector in the background (a stand-in here: the real one takes seconds)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Select

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.agent.detect.retrain import Retrained
from vaultmind.memory.suggestions import Suggestion, add_suggestions, decisions
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.help import HelpScreen
from vaultmind.ui.screens.review import ReviewScreen
from vaultmind.ui.screens.review_edit import ReviewEdit
from vaultmind.ui.screens.today import TodayScreen
from vaultmind.ui.widgets.hanging_row import row_text
from vaultmind.ui.widgets.screen_header import ScreenHeader
from vaultmind.ui.widgets.suggestion_card import SuggestionCard, likelihood

PERSON = "People/Дмитрий Кузнецов.md"
SOURCE = "[[Sources/telegram/team/2026-12-01#^m{}]]"
PLAN = Suggestion(PERSON, "commitment", "Send the rollout plan", SOURCE.format(12), 0.72,
                  due="2026-12-05", day="2026-12-01", message="I'll send the rollout plan by Sat",
                  view={"previous": "Who owns the rollout plan?", "replied": ""})  # fmt: skip
MARKUP = Suggestion(PERSON, "preference", "Likes [b]bold[/b] [@click=app.quit]x[/]",
                    SOURCE.format(13), 0.41, day="2026-12-01", message="[red]tea[/red], please",
                    view={"previous": "", "replied": "Coffee or [i]tea[/i]?"})  # fmt: skip


@pytest.fixture
def suggested(demo_vault: Path) -> Path:
    add_suggestions(demo_vault, [PLAN, MARKUP])
    return demo_vault


def header(app: VaultMindApp) -> str:
    return str(app.screen.query_one(ScreenHeader).render())


def shown(app: VaultMindApp) -> str:
    return str(app.screen.query_one(SuggestionCard).render())


def note(vault: Path) -> str:
    return (vault / PERSON).read_text("utf-8")


async def open_review(app: VaultMindApp, pilot: Pilot[None]) -> None:
    await settle(app, pilot)
    await pilot.press("v")
    await settle(app, pilot)
    assert isinstance(app.screen, ReviewScreen)


def test_the_card_shows_the_suggestion_and_its_message(
    make_app: AppFactory, suggested: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            assert header(app) == "Review · 1 of 2"
            card = shown(app)
            for said in ("Дмитрий Кузнецов", "commitment", "likely 72 %", "Send the rollout plan",
                         "due 2026-12-05", "Who owns the rollout plan?", "by Sat", "2026-12-01",
                         "^m12"):  # fmt: skip
                assert said in card, said

    run(scenario())


def test_accept_writes_the_memory_then_reject_leaves_none(
    make_app: AppFactory, suggested: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            await pilot.press("a")
            await settle(app, pilot)
            assert "Send the rollout plan " in note(suggested) and "📅 2026-12-05" in note(
                suggested
            )
            assert "Review · 2 of 2" in header(app)
            # vault text as written: the markup neither styles nor quits
            assert "Likes [b]bold[/b] [@click=app.quit]x[/]" in shown(app)
            assert "[red]tea[/red], please" in shown(app) and "Coffee or [i]tea[/i]?" in shown(app)
            await pilot.press("r")
            await settle(app, pilot)
            assert "Nothing left to review" in shown(app)
            assert app.service.review_open() == []
            assert "bold" not in note(suggested)
            assert decisions(suggested)[MARKUP.id].decision == "rejected"

    run(scenario())


def test_edit_then_accept_writes_the_edited_text(make_app: AppFactory, suggested: Path) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            await pilot.press("e")
            assert isinstance(app.screen, ReviewEdit)
            app.screen.query_one("#text", Input).value = "Send the Q1 rollout plan"
            app.screen.query_one("#due", Input).value = "2026-12-07"
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, ReviewScreen)
            assert "Send the Q1 rollout plan " in note(suggested) and "📅 2026-12-07" in note(
                suggested
            )
            assert decisions(suggested)[PLAN.id].decision == "edited"
            assert "Review · 2 of 2" in header(app)
            await pilot.press("e")  # into another person's note, as another kind
            app.screen.query_one("#kind", Select).value = "fact"
            app.screen.query_one("#person", Input).value = "John Carter"
            await pilot.press("enter")
            await settle(app, pilot)
            carter = (suggested / "People/John Carter.md").read_text("utf-8")
            assert "- [fact] Likes [b]bold[/b]" in carter and "bold" not in note(suggested)

    run(scenario())


def test_a_bad_date_is_notified_and_the_suggestion_stays(
    make_app: AppFactory, suggested: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            await pilot.press("e")
            app.screen.query_one("#due", Input).value = "the twelfth of never"
            await pilot.press("enter")
            await settle(app, pilot)
            assert any("never" in n.message for n in app._notifications)
            assert "Review · 1 of 2" in header(app) and "rollout" not in note(suggested)
            await pilot.press("a")  # the screen still takes keys
            await settle(app, pilot)
            assert "Send the rollout plan" in note(suggested)

    run(scenario())


def test_skip_goes_round_and_decides_nothing(make_app: AppFactory, suggested: Path) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            await pilot.press("n")
            assert "Review · 2 of 2" in header(app)
            await pilot.press("n")
            assert "Review · 1 of 2" in header(app)
            await pilot.press("e", "escape")  # Esc from the form's text box: back, undecided
            await settle(app, pilot)
            assert isinstance(app.screen, ReviewScreen) and "Review · 1 of 2" in header(app)
            assert len(app.service.review_open()) == 2

    run(scenario())


def test_today_counts_them_and_leaving_review_retrains_in_the_background(
    make_app: AppFactory, suggested: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    trained = threading.Event()

    def train() -> Retrained:
        trained.set()
        return Retrained(1400, 1, 0.1)

    async def scenario() -> None:
        app = make_app()
        monkeypatch.setattr(app.service, "train_detector", train)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            rows = app.screen.query_one(OptionList)
            prompts = [
                row_text(rows.get_option_at_index(i).prompt) for i in range(rows.option_count)
            ]
            at = next(i for i, p in enumerate(prompts) if "2 suggestions to review — v" in p)
            rows.highlighted = at
            await pilot.press("enter")  # the row opens Review
            await settle(app, pilot)
            assert isinstance(app.screen, ReviewScreen)
            await pilot.press("escape")  # nothing decided: nothing to learn
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen) and not trained.is_set()
            await pilot.press("f6", "a")
            await settle(app, pilot)
            await pilot.press("escape")
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            await until(pilot, trained.is_set)
            await settle(app, pilot)
            said = [n.message for n in app._notifications]
            assert "detector retrained on 1 of your decisions" in said
            await until(pilot, lambda: "1 suggestion to review — v" in row_text(
                app.screen.query_one(OptionList).get_option_at_index(at).prompt))  # fmt: skip

    run(scenario())


def test_the_palette_opens_review_and_help_lists_its_keys(
    make_app: AppFactory, suggested: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            await pilot.press(*"review")
            await pilot.pause(0.5)  # the palette searches its providers in a task of its own
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, ReviewScreen)
            await pilot.press("n", "f1")
            assert isinstance(app.screen, HelpScreen)
            rendered = "".join(seg.text for seg in app.console.render(app.screen.table))
            for said in ("Accept", "Reject", "Edit", "Skip", "v f6"):
                assert said in rendered, said
            await pilot.press("escape")
            assert isinstance(app.screen, ReviewScreen)
            assert "Review · 2 of 2" in header(app)  # the help did not restart the session

    run(scenario())


def test_an_empty_inbox_says_so(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_review(app, pilot)
            assert header(app) == "Review" and "Nothing to review" in shown(app)
            await pilot.press("a", "r", "n")  # nothing to decide: nothing happens
            await settle(app, pilot)
            assert "Nothing to review" in shown(app) and not app._notifications

    run(scenario())


def test_likelihood_in_words() -> None:
    assert [likelihood(p) for p in (0.72, 0.448, 0.3)] == ["likely 72 %", "maybe 45 %",
                                                            "doubtful 30 %"]  # fmt: skip
