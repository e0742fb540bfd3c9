"""Which vault a command uses: --vault, VAULTMIND_VAULT, else the cwd and its parents."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.functional.conftest import Runner, assert_one_line_error, hit_paths, ok

NOTES: dict[str, str | bytes] = {"Deep/Sub/Here.md": "# Here\n\nthe pangolinword lives here\n"}


@pytest.fixture
def vault(write_vault: WriteVault) -> Path:
    return write_vault(NOTES)


def test_vault_option_before_subcommand(cli: Runner, vault: Path, tmp_path: Path) -> None:
    result = cli("--vault", vault, "search", "pangolinword", "--json", cwd=tmp_path)
    assert hit_paths(result) == ["Deep/Sub/Here.md"]


def test_vault_option_after_subcommand(cli: Runner, vault: Path, tmp_path: Path) -> None:
    result = cli("search", "--vault", vault, "pangolinword", "--json", cwd=tmp_path)
    assert hit_paths(result) == ["Deep/Sub/Here.md"]


def test_environment_variable(cli: Runner, vault: Path, tmp_path: Path) -> None:
    result = cli(
        "search", "pangolinword", "--json", cwd=tmp_path, env={"VAULTMIND_VAULT": str(vault)}
    )
    assert hit_paths(result) == ["Deep/Sub/Here.md"]


def test_option_wins_over_environment(cli: Runner, vault: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    (other / "Notes").mkdir(parents=True)
    (other / "vaultmind.toml").write_text("format = 1\n", encoding="utf-8")
    (other / "Notes" / "There.md").write_text("the pangolinword is elsewhere\n", encoding="utf-8")
    env = {"VAULTMIND_VAULT": str(vault)}
    result = cli("search", "pangolinword", "--json", "--vault", other, env=env)
    assert hit_paths(result) == ["Notes/There.md"]


def test_found_from_a_subfolder(cli: Runner, vault: Path) -> None:
    result = cli("search", "pangolinword", "--json", cwd=vault / "Deep" / "Sub")
    assert hit_paths(result) == ["Deep/Sub/Here.md"]
    assert (vault / ".vaultmind").is_dir(), "the index lives at the vault root"
    assert not (vault / "Deep" / "Sub" / ".vaultmind").exists()


def test_obsidian_folder_marks_a_vault(cli: Runner, tmp_path: Path) -> None:
    root = tmp_path / "obsidian-only"
    (root / ".obsidian").mkdir(parents=True)
    (root / "Inbox").mkdir()
    (root / "Inbox" / "Idea.md").write_text("an okapiword idea\n", encoding="utf-8")
    result = cli("search", "okapiword", "--json", cwd=root / "Inbox")
    assert hit_paths(result) == ["Inbox/Idea.md"]
    assert (root / ".vaultmind").is_dir()


@pytest.mark.parametrize("where", ["before", "after", "env"])
def test_missing_vault_path(cli: Runner, tmp_path: Path, where: str) -> None:
    missing = tmp_path / "no such vault"
    if where == "before":
        result = cli("--vault", missing, "search", "x")
    elif where == "after":
        result = cli("search", "x", "--vault", missing)
    else:
        result = cli("search", "x", env={"VAULTMIND_VAULT": str(missing)})
    line = assert_one_line_error(result, 2)
    assert str(missing) in line
    assert not missing.exists(), "nothing is created for a missing vault"


def test_file_as_vault_path(cli: Runner, tmp_path: Path) -> None:
    a_file = tmp_path / "file.md"
    a_file.write_text("x", encoding="utf-8")
    assert_one_line_error(cli("index", "--vault", a_file), 2)


@pytest.mark.parametrize("command", [["search", "x"], ["index"], ["doctor"], ["links", "x"]])
def test_no_vault_found(cli: Runner, tmp_path: Path, command: list[str]) -> None:
    elsewhere = tmp_path / "unrelated" / "folder"
    elsewhere.mkdir(parents=True)
    for folder in (elsewhere, *elsewhere.parents):  # the test needs a vault-free ancestry
        assert not (folder / "vaultmind.toml").exists() and not (folder / ".obsidian").exists()
    line = assert_one_line_error(cli(*command, cwd=elsewhere), 2)
    assert "no vault" in line
    assert not (elsewhere / ".vaultmind").exists()


def test_demo_vault_from_its_daily_folder(cli: Runner, demo_vault: Path) -> None:
    result = ok(cli("search", "обещал", cwd=demo_vault / "Daily"))
    assert "Daily/" in result.stdout
