"""Smoke tests use the real default model: undo the suite-wide `VAULTMIND_MODEL=none`."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def real_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VAULTMIND_MODEL", raising=False)
