"""Chat sessions on the Ask screen, through the same service calls as `vaultmind chat`:
a follow-up sees the earlier turns, the compaction's notice shows and its summary and
transcript are written, a session is resumed in the next run, and without a model it
answers as `ask --no-llm` and says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from tests.unit.chat.conftest import scripted
from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from tests.unit.ui.test_ask_screen import citations, shown
from vaultmind.agent.chat.journal import Journal
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.ask import AskScreen


def notes(app: VaultMindApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def say(app: VaultMindApp, pilot: object, question: str) -> None:
    app.screen.query_one(Input).value = question
    await pilot.press("enter")  # type: ignore[attr-defined]
    await settle(app, pilot)  # type: ignore[arg-type]


def journal_of(app: VaultMindApp) -> Journal:
    screen = app.screen
    assert isinstance(screen, AskScreen) and screen.journal is not None
    return screen.journal


def test_a_follow_up_in_a_chat_sees_the_first_question(make_app: AppFactory) -> None:
    model = scripted()

    async def scenario() -> None:
        app = make_app(model=model, start="ask")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+n")
            await settle(app, pilot)
            assert any(n.startswith("new chat ") for n in notes(app))
            await say(app, pilot, "who is Dmitry?")
            assert app.screen.query_one(Input).value == ""  # the box is for the next one
            await say(app, pilot, "and what did he promise?")
            journal = journal_of(app)
            assert [t.role for t in journal.turns] == ["user", "assistant"] * 2
            assert journal.turns[2].names == ["People/Дмитрий Кузнецов.md"]  # the follow-up
            assert "You: who is Dmitry?" in shown(app, "#conversation")
            assert shown(app, "#answer")  # the second answer, under the first turn
            assert any("Дмитрий Кузнецов" in row for row in citations(app))
            assert "chat " in shown(app, "#state")  # which session follow-ups go to
            await pilot.press("ctrl+l")  # back to one-shot questions
            screen = app.screen
            assert isinstance(screen, AskScreen) and screen.journal is None
            assert screen.query_one(Input).placeholder.startswith("Ask the vault")

    run(scenario())
    prompt = model.prompts[-1][1]  # the second answer's
    assert "User: <<<who is Dmitry?>>>" in prompt and "Current question: and what did he" in prompt


def test_the_compaction_notice_shows_and_the_summary_and_transcript_are_written(
    make_app: AppFactory, demo_vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VAULTMIND_CHAT_COMPACT_SHARE", "0.05")  # 102 of 2048 tokens
    model = scripted(context=2048)

    async def scenario() -> None:
        app = make_app(model=model, start="ask")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+n")
            await settle(app, pilot)
            await say(app, pilot, "what did Dmitry promise?")
            [notice] = [n for n in notes(app) if n.startswith("(conversation compacted")]
            assert "Daily/2026-12-03.md" in notice and "Sources/chat/" in notice
            assert journal_of(app).turns[0].role == "summary"
            await say(app, pilot, "and what is due this week?")  # the session goes on
            assert shown(app, "#conversation").startswith("Summary: ")

    run(scenario())
    daily = (demo_vault / "Daily" / "2026-12-03.md").read_text(encoding="utf-8")
    assert "## Chat summary — " in daily and "what did Dmitry promise?" in daily
    [transcript, *_] = sorted((demo_vault / "Sources" / "chat").glob("*.md"))
    assert "what did Dmitry promise?" in transcript.read_text(encoding="utf-8")


def test_a_chat_is_resumed_in_the_next_run_and_without_a_model_says_so(
    make_app: AppFactory,
) -> None:
    async def first_run() -> None:
        app = make_app(explicit_model="none", start="ask")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+o")  # nothing to resume yet: one line
            await settle(app, pilot)
            assert any(n.startswith("no chat session to resume") for n in notes(app))
            await pilot.press("ctrl+n")
            await settle(app, pilot)
            assert any("no model: answers as `ask --no-llm`" in n for n in notes(app))
            await say(app, pilot, "who is Dmitry?")
            await pilot.press("q")

    async def second_run() -> None:
        app = make_app(explicit_model="none", start="ask")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+o")
            await settle(app, pilot)
            assert any(n.startswith("resumed chat ") for n in notes(app))
            assert shown(app, "#conversation").startswith("You: who is Dmitry?")
            await say(app, pilot, "and what did he promise?")  # resolved from the journal
            assert shown(app, "#answer").startswith("Дмитрий Кузнецов promised:")
            assert len(journal_of(app).turns) == 4

    run(first_run())
    run(second_run())
