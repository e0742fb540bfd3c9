"""The import contracts catch a core module that imports a face, and faces that import
each other: run import-linter on a copy of the package with one deliberate bad import."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.slow


def lint_copy(
    tmp_path: Path, bad_module: str | None, bad_import: str
) -> subprocess.CompletedProcess[str]:
    """import-linter over a copy of `vaultmind/` where `bad_module` imports `bad_import`."""
    shutil.copytree(
        ROOT / "vaultmind", tmp_path / "vaultmind", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    if bad_module is not None:
        path = tmp_path / (bad_module.replace(".", "/") + ".py")
        path.write_text(
            path.read_text(encoding="utf-8") + f"\nimport {bad_import}  # noqa\n", encoding="utf-8"
        )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", "pyproject.toml", "--no-cache"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_the_package_as_it_is_keeps_every_contract(tmp_path: Path) -> None:
    result = lint_copy(tmp_path, None, "")
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("module", "face"),
    [
        ("vaultmind.memory.decay", "vaultmind.cli.render.common"),
        ("vaultmind.index.journal", "vaultmind.cli.completion"),
        ("vaultmind.service.core", "vaultmind.cli.streams"),
    ],
)
def test_a_core_module_importing_a_cli_module_breaks_the_contract(
    tmp_path: Path, module: str, face: str
) -> None:
    result = lint_copy(tmp_path, module, face)
    assert result.returncode != 0
    assert (
        "The core never imports a face (CLI, TUI, MCP server), Textual or the MCP SDK BROKEN"
        in result.stdout
    )
    assert f"{module} -> {face}" in result.stdout


def test_the_tui_importing_the_cli_breaks_the_layers(tmp_path: Path) -> None:
    result = lint_copy(tmp_path, "vaultmind.ui.__init__", "vaultmind.cli.main")
    assert result.returncode != 0
    assert "Layers: the faces (cli, ui, mcp: never each other)" in result.stdout
    assert "BROKEN" in result.stdout


def test_the_cli_reaches_the_tui_only_through_the_tui_command(tmp_path: Path) -> None:
    """`cli.tui -> ui.run` is the one ignored import; any other cli → ui import breaks."""
    result = lint_copy(tmp_path, "vaultmind.cli.notes", "vaultmind.ui.app")
    assert result.returncode != 0
    assert "Layers: the faces (cli, ui, mcp: never each other)" in result.stdout
    assert "vaultmind.cli.notes -> vaultmind.ui.app" in result.stdout
