"""The Ask screen with a model server that is down: one warning toast saying so, and
the answer from the vault without a model (the model is looked up in a worker)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from tests.reliability.model_servers import free_port
from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from tests.unit.ui.test_ask_screen import QUESTION, ask


def test_a_server_that_is_down_is_one_toast_and_the_answer_goes_on(
    make_app: AppFactory, isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = f"http://127.0.0.1:{free_port()}/v1"
    monkeypatch.delenv("VAULTMIND_MODEL")
    (isolated_home / "settings.toml").write_text(f'model = "{base}#m"\n', encoding="utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await ask(app, pilot, QUESTION)
            await settle(app, pilot)
            toasts = [str(n.message) for n in app._notifications]
            assert toasts.count(f"model server at {base} not reachable; using rules only") == 1
            answer = str(app.screen.query_one("#answer", Static).render())
            assert answer  # the sources' answer, without a model

    run(scenario())
