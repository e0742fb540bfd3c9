"""A new vault's settings follow the machine: its time zone and its language."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmind.service.new_vault import TEMPLATE_DIR, vault_settings
from vaultmind.vault.settings import load_vault_settings

TEMPLATE = (TEMPLATE_DIR / "vaultmind.toml").read_text(encoding="utf-8")


def test_the_machine_s_zone_and_language_and_the_owner(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "Europe/Berlin")
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    text = vault_settings(TEMPLATE, "Мария Петрова")
    assert 'timezone = "Europe/Berlin"' in text
    assert 'language = "ru"' in text
    assert 'me = "[[Мария Петрова]]"' in text


def test_an_unknown_zone_falls_back_and_english_is_the_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TZ", "Mars/Olympus_Mons")
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    text = vault_settings(TEMPLATE, None)
    assert 'language = "en"' in text
    assert "Mars" not in text
    assert '# me = "[[Your Name]]"' in text


def test_the_settings_written_are_readable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    vault = tmp_path
    (vault / "vaultmind.toml").write_text(vault_settings(TEMPLATE, "Ann"), encoding="utf-8")
    settings = load_vault_settings(vault)
    assert (settings.timezone, settings.me) == ("Asia/Tokyo", "[[Ann]]")
