"""A note by its slug, found from the cache's tables without parsing every note — and
never a different note than the full lookup would pick."""

from __future__ import annotations

import pytest

from tests.conftest import WriteVault
from vaultmind.index.cache import NoteCache
from vaultmind.service import VaultService


def test_a_slug_is_found_without_reading_every_note(
    write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch
) -> None:
    vault = write_vault(
        {"People/Дмитрий Кузнецов.md": "# Дмитрий Кузнецов\n", "People/Ольга.md": "# Ольга\n"}
    )
    service = VaultService(vault)
    service.update_index()

    def every_note(self: NoteCache) -> None:
        raise AssertionError("every note was loaded")

    monkeypatch.setattr(NoteCache, "notes", every_note)
    assert service.find_note("dmitriy-kuznetsov").path == "People/Дмитрий Кузнецов.md"


def test_a_file_named_like_the_slug_is_the_note_meant(write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            "People/Brian Davis.md": "# Brian Davis\n",
            "Knowledge/brian-davis.md": "# Notes on hiring\n",
        }
    )
    assert VaultService(vault).find_note("brian-davis").path == "Knowledge/brian-davis.md"
