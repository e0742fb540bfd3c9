"""A note by its slug, found from the cache's tables without parsing every note — and
never a different note than the full lookup would pick."""

from __future__ import annotations

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import NoteNotFoundError, VaultMindError
from vaultmind.index.cache import NoteCache
from vaultmind.service import VaultService
from vaultmind.vault.model import Note


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


TRICKY: dict[str, str | bytes] = {
    "People/Brian Davis.md": "# Brian Davis\n",
    "Knowledge/brian-davis.md": "# Notes on hiring\n",
    "People/Ольга.md": "---\naliases: [Оля, Projects/Alias]\n---\n# Ольга\n",
    "Projects/Ольга.md": "# Ольга\n",
    "Projects/Apollo.md": "# Apollo\n",
    "Archive/Apollo.md": "# Apollo (old)\n",
    "Knowledge/Diagram.png": "not an image",
    "Knowledge/Diagram.md": "# Diagram\n",
    "Daily/2026-12-01.md": "# 2026-12-01\n",
}
NAMES = [
    "Brian Davis", "brian davis", "brian-davis", "People/Brian Davis", "People/Brian Davis.md",
    "Оля", "olga", "Projects/Ольга", "People/Ольга.md", "Ольга", "Projects/Alias", "Apollo",
    "Projects/Apollo", "Archive/Apollo.md", "apollo-old", "Diagram", "Diagram.png",
    "Knowledge/Diagram", "2026-12-01", "Brian Davis#Memory", "./Projects/Apollo", "/Apollo",
    "Nobody", "People/Nobody", "nobody-at-all", "Brian", "../Brian Davis", "  Apollo  ",
]  # fmt: skip


def _answer(service: VaultService, name: str, notes: list[Note] | None) -> str:
    try:
        return service.find_note(name, notes).path
    except VaultMindError as error:
        return f"{type(error).__name__}: {error.message}"


@pytest.mark.parametrize("name", NAMES)
def test_the_quick_lookup_answers_what_reading_every_note_answers(
    write_vault: WriteVault, name: str
) -> None:
    service = VaultService(write_vault(TRICKY))
    service.update_index()
    every_note = service.notes()
    assert _answer(service, name, None) == _answer(service, name, every_note)


@pytest.mark.parametrize("name", ["Nobody Here", "People/Brian Davis", "People/Nobody"])
def test_a_path_or_an_unknown_name_is_answered_without_reading_every_note(
    write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    service = VaultService(write_vault(TRICKY))
    service.update_index()

    def every_note(self: NoteCache) -> None:
        raise AssertionError("every note was loaded")

    monkeypatch.setattr(NoteCache, "notes", every_note)
    if name == "People/Brian Davis":
        assert service.find_note(name).path == "People/Brian Davis.md"
    else:
        with pytest.raises(NoteNotFoundError, match=f"no note named '{name}'"):
            service.find_note(name)
