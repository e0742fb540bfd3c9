"""A `[keys]` table the TUI cannot use stops `vaultmind tui` before the screen opens,
with one line naming the setting (never a traceback)."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import Runner
from vaultmind.settings import home_dir


def test_a_bad_key_setting_is_one_line(cli: Runner, demo_vault: Path) -> None:
    home_dir().mkdir(parents=True, exist_ok=True)
    (home_dir() / "settings.toml").write_text('[keys]\nserch = "ctrl+f"\n', encoding="utf-8")
    result = cli("tui", "--vault", demo_vault)
    assert result.returncode == 1
    said = "vaultmind: error: settings: keys.serch: no such TUI action (one of: accept, add_memory"
    assert result.stderr.startswith(said)
    assert len(result.stderr.strip().splitlines()) == 1
