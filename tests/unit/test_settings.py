"""Machine settings: the defaults hold without pydantic until something is customised,
and what is customised is read and checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import VaultMindError
from vaultmind.memory.decay import HALF_LIFE_DAYS
from vaultmind.service import VaultService
from vaultmind.settings import DEFAULT_LOCK_TIMEOUT, SETTING_NAMES, home_dir
from vaultmind.settings_model import MachineSettings


def test_the_light_list_of_settings_is_the_schema_and_its_defaults_agree() -> None:
    assert set(SETTING_NAMES) == set(MachineSettings.model_fields)
    defaults = MachineSettings.model_construct()
    assert defaults.index_lock_timeout == DEFAULT_LOCK_TIMEOUT
    assert defaults.memory_half_life_days == HALF_LIFE_DAYS


@pytest.fixture
def service(write_vault: WriteVault) -> VaultService:
    return VaultService(write_vault({"People/Ольга.md": "# Ольга\n"}))


def test_nothing_customised_means_the_defaults_without_validation(
    service: VaultService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("VAULTMIND_MODEL")  # the test suite's own setting
    assert service.machine_settings() is None
    assert service.lock_timeout == DEFAULT_LOCK_TIMEOUT
    assert service.half_lives == HALF_LIFE_DAYS


def test_a_setting_in_the_environment_is_read(
    service: VaultService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VAULTMIND_INDEX_LOCK_TIMEOUT", "2.5")
    assert service.lock_timeout == 2.5


def test_a_settings_file_is_read_and_a_bad_value_named(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    home_dir().mkdir(parents=True, exist_ok=True)
    (home_dir() / "settings.toml").write_text("[memory_half_life_days]\nfact = 10\n", "utf-8")
    vault = write_vault({"People/Ольга.md": "# Ольга\n"})
    assert VaultService(vault).half_lives["fact"] == 10
    (home_dir() / "settings.toml").write_text("index_lock_timeout = -1\n", "utf-8")
    with pytest.raises(VaultMindError, match="index_lock_timeout"):
        _ = VaultService(vault).lock_timeout
