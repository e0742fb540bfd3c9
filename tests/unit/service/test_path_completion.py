"""The path box's completion: folders and the files ingest takes, the shared prefix
first, then the first match; hidden names only when asked for; never an error."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmind.service.path_completion import complete_path


@pytest.fixture
def exports(tmp_path: Path) -> Path:
    for name in ("export_a.json", "export_b.json", "notes.md", "chat.txt", "log.jsonl"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "photo.jpg").write_bytes(b"\xff")
    (tmp_path / "Telegram Desktop").mkdir()
    (tmp_path / ".hidden.json").write_text("x", encoding="utf-8")
    return tmp_path


def test_the_one_match_is_completed_and_a_folder_gets_its_slash(exports: Path) -> None:
    assert complete_path(f"{exports}/no") == f"{exports}/notes.md"
    assert complete_path(f"{exports}/Tele") == f"{exports}/Telegram Desktop/"
    assert complete_path(f"{exports}/l") == f"{exports}/log.jsonl"


def test_the_shared_prefix_first_then_the_first_match(exports: Path) -> None:
    assert complete_path(f"{exports}/ex") == f"{exports}/export_"
    assert complete_path(f"{exports}/export_") == f"{exports}/export_a.json"


def test_files_ingest_cannot_take_and_hidden_ones_are_not_offered(exports: Path) -> None:
    assert complete_path(f"{exports}/ph") is None
    assert complete_path(f"{exports}/.hid") == f"{exports}/.hidden.json"  # asked for
    assert complete_path(f"{exports}/") == f"{exports}/Telegram Desktop/"  # not .hidden


def test_nothing_to_complete_is_none(exports: Path) -> None:
    assert complete_path("") is None
    assert complete_path(f"{exports}/zzz") is None
    assert complete_path(f"{exports}/notes.md") is None  # already whole
    assert complete_path(f"{exports}/missing/fo") is None


def test_the_home_folder_is_kept_as_typed(exports: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(exports))
    assert complete_path("~/no") == "~/notes.md"
