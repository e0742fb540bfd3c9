"""Shared fixtures: every test gets its own VAULTMIND_HOME and builds vaults in tmp_path."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TEMPLATE = REPO / "vault_template"

WriteVault = Callable[[dict[str, str | bytes]], Path]


@pytest.fixture(autouse=True)
def isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """No test reads or writes the real user's settings, and no vault leaks in from the
    env; a watcher's `ask` socket goes to a folder of the test's own (a short path: a
    socket's name must be, so not under tmp_path)."""
    home = tmp_path_factory.mktemp("vaultmind-home")
    monkeypatch.setenv("VAULTMIND_HOME", str(home))
    monkeypatch.delenv("VAULTMIND_VAULT", raising=False)
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("VAULTMIND_MODEL", "none")  # the real model only where a test asks for it
    sockets = tempfile.mkdtemp(prefix="vm", dir="/tmp")
    monkeypatch.setenv("XDG_RUNTIME_DIR", sockets)
    yield home
    shutil.rmtree(sockets, ignore_errors=True)


@pytest.fixture
def write_vault(tmp_path: Path) -> WriteVault:
    """Build a vault from {relative path: text or bytes}; text is written as UTF-8 bytes as is."""

    def build(files: dict[str, str | bytes]) -> Path:
        return vault_at(tmp_path / "vault", files)

    return build


def vault_at(root: Path, files: Mapping[str, str | bytes]) -> Path:
    """`write_vault`'s vault at `root` (a module-scoped fixture's folder, say)."""
    root.mkdir(exist_ok=True)
    (root / "vaultmind.toml").write_text('format = 1\ntimezone = "UTC"\n', encoding="utf-8")
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        data = content.encode("utf-8") if isinstance(content, str) else content
        path.write_bytes(data)
    return root


@pytest.fixture
def demo_vault(tmp_path: Path) -> Path:
    """A copy of the shipped demo vault."""
    root = tmp_path / "demo"
    shutil.copytree(TEMPLATE, root)
    return root
