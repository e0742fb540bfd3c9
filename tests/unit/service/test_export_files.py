"""What the TUI's path box ingests: a file, a Telegram export folder as its
result.json, a plain folder's files; anything missing or unreadable refused with the
core's one line (the CLI's words) before anything is written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vaultmind.errors import UsageError
from vaultmind.service import VaultService


def test_a_missing_path_is_the_cli_line(tmp_path: Path, demo_vault: Path) -> None:
    with pytest.raises(UsageError) as caught:
        VaultService(demo_vault).export_files(tmp_path / "nope.json")
    assert caught.value.message == f"{tmp_path / 'nope.json'}: no such file"


def test_a_telegram_export_folder_stands_for_its_result(tmp_path: Path, demo_vault: Path) -> None:
    (tmp_path / "result.json").write_text("{}", encoding="utf-8")
    (tmp_path / "messages.html").write_text("<html>", encoding="utf-8")
    assert VaultService(demo_vault).export_files(tmp_path) == (tmp_path,)


def test_a_path_that_is_no_regular_file_is_refused_without_waiting(
    tmp_path: Path, demo_vault: Path
) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(UsageError, match=r"pipe\.json: not a regular file"):
        VaultService(demo_vault).export_files(fifo)
