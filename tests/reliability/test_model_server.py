"""Ingest, reflect and ask through a real OpenAI-compatible server: llama-cpp-python's
own (`llama_cpp.server`), started here on 127.0.0.1 with the bundled SmolLM2, once
for the module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.functional.conftest import run_vaultmind
from tests.reliability.model_servers import ALIAS, llama_server
from tests.unit.ingest.samples import dumps, telegram_chat
from vaultmind.agent.endpoint import EndpointModel
from vaultmind.agent.endpoint_config import Endpoint

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with llama_server(tmp_path_factory.mktemp("server") / "server.log") as base:
        yield base


@pytest.fixture
def configured(isolated_home: Path, server: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The server as the settings' `model` table (its size said: SmolLM2 is 135M)."""
    monkeypatch.delenv("VAULTMIND_MODEL")
    (isolated_home / "settings.toml").write_text(
        f'[model]\nbase_url = "{server}"\nmodel = "{ALIAS}"\nparameters = 135000000\n'
        "context = 4096\n",
        encoding="utf-8",
    )
    return f"{server}#{ALIAS}"


def test_ingest_extracts_with_the_server(demo_vault: Path, tmp_path: Path, configured: str) -> None:
    export = tmp_path / "result.json"
    export.write_text(dumps(telegram_chat()), encoding="utf-8")
    result = run_vaultmind("ingest", export, "--vault", demo_vault, timeout=240)
    assert result.returncode == 0, result.stderr
    assert f"model {configured}: 1 chunk(s) ok, 0 failed" in result.stdout
    source = (demo_vault / "Sources/telegram/1876543210/2026-11-30.md").read_text("utf-8")
    assert f"{configured}" in source  # the chunk is recorded as extracted by this model
    again = run_vaultmind("ingest", export, "--vault", demo_vault, timeout=240)
    assert "0 chunk(s) ok, 0 failed" in again.stdout  # nothing asked twice


def test_reflect_with_the_server(demo_vault: Path, configured: str) -> None:
    result = run_vaultmind("reflect", "--day", "2026-12-01", "--vault", demo_vault, timeout=240)
    assert result.returncode == 0, result.stderr
    assert f"model {configured}; " in result.stderr  # the server was asked, once a person
    # SmolLM2 may write a bare control character in a JSON string (llama-cpp-python's
    # json_object grammar allows it): the same parser as in-process catches it, and the
    # template is written instead. Either way the section is whole.
    daily = (demo_vault / "Daily/2026-12-01.md").read_text("utf-8")
    assert "## Reflection" in daily


def test_ask_streams_the_answer_piece_by_piece(server: str) -> None:
    model = EndpointModel(Endpoint(server, ALIAS), timeout=60)
    pieces: list[str] = []
    done = model.complete("You answer briefly.", "Name three colours.", max_tokens=24,
                          on_text=pieces.append)  # fmt: skip
    model.close()
    assert len(pieces) > 1
    assert "".join(pieces) == done.text and done.text.strip()


def test_ask_through_the_command_line(demo_vault: Path, configured: str) -> None:
    result = run_vaultmind("ask", "what does John Carter supply?", "--vault", demo_vault,
                           timeout=120)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "John Carter" in result.stdout
    assert "not reachable" not in result.stderr
