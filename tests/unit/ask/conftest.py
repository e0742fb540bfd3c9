"""The vault `ask` is judged on: the demo vault with the sample Telegram chat ingested
(without a model) and its review inbox accepted, built once per module and never
written to by the tests."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import REPO, TEMPLATE, vault_at
from vaultmind.service import VaultService

TODAY = date(2026, 12, 3)
SAMPLE = REPO / "samples" / "telegram" / "result.json"


def build_demo(root: Path) -> Path:
    from vaultmind.cli.main import main

    shutil.copytree(TEMPLATE, root)
    assert main(["--vault", str(root), "ingest", "--model", "none", str(SAMPLE)]) == 0
    # the inbox reviewed, everything kept: what `ask` reads does not move with the detector
    assert main(["--vault", str(root), "review", "accept", "--all-above", "0"]) == 0
    return root


@pytest.fixture(scope="module")
def ask_vault(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VAULTMIND_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setenv("VAULTMIND_MODEL", "none")
        patch.delenv("VAULTMIND_VAULT", raising=False)
        yield build_demo(tmp_path_factory.mktemp("ask") / "demo")


def indexed(
    tmp_path_factory: pytest.TempPathFactory, name: str, notes: dict[str, str]
) -> VaultService:
    """A service over a small vault of `notes`, indexed: a module's shared vault."""
    found = VaultService.open(vault_at(tmp_path_factory.mktemp(name), notes))
    found.update_index()
    return found


def answered(service: VaultService, question: str, today: date) -> str:
    """What `vaultmind ask --no-llm` prints for the question."""
    from vaultmind.cli.render.ask import as_text

    return as_text(service.ask(question, today), None, False)
