"""The vector cache's mechanics with the bundled GGUF really loaded in embedding mode:
what is embedded when, and that the cache rebuilds identically. No quality claim:
the bundled model is a small chat model, not an embedding model."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ask.conftest import TODAY
from vaultmind.agent.embedder import DEFAULT, load_embedder
from vaultmind.agent.registry import default_model
from vaultmind.index.paths import DataPaths
from vaultmind.service import VaultService
from vaultmind.service import vectors as service_vectors

pytestmark = pytest.mark.skipif(default_model() is None, reason="the bundled GGUF is missing")

NOTES = {
    "People/Anna.md": "# Anna\n\nAnna leads the platform team.\n\n- [ ] Review the roadmap\n",
    "Notes/Garage.md": "# Garage\n\nThe car park is on level 2.\n",
    "Notes/Lunch.md": "# Lunch\n\nThe canteen opens at noon.\n",
}
UNITS = 4  # two in Anna's note, one in each of the others


@pytest.fixture
def vault(write_vault: WriteVault, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VAULTMIND_EMBEDDING_MODEL", DEFAULT)
    return write_vault(dict(NOTES))


def embedded_by_process() -> int:
    path = default_model()
    assert path is not None
    return load_embedder(path).embedded


def ask(vault: Path, question: str = "where can I leave my car?") -> VaultService:
    with VaultService.open(vault) as service:
        service.retrieve(question, TODAY)
    return service


def rows(vault: Path) -> list[tuple[str, int, str, bytes]]:
    with sqlite3.connect(DataPaths.for_vault(vault).vectors_file) as db:
        return list(db.execute("SELECT path, line, text_sha1, vector FROM units ORDER BY 1, 2"))


def test_vectors_are_cached_and_a_second_ask_embeds_only_the_question(vault: Path) -> None:
    first = ask(vault).vector_report
    assert first is not None and (first.embedded, first.notes) == (UNITS, len(NOTES))
    assert len(rows(vault)) == UNITS
    before = embedded_by_process()
    second = ask(vault, "who leads the team?").vector_report
    assert second is not None and (second.embedded, second.notes) == (0, 0)
    assert embedded_by_process() == before + 1  # the question, nothing else


def test_editing_one_note_embeds_only_its_changed_units(vault: Path) -> None:
    ask(vault)
    kept = {r for r in rows(vault) if r[0] == "People/Anna.md"}
    anna = vault / "People" / "Anna.md"
    anna.write_text(anna.read_text() + "\nAnna prefers written updates.\n")
    report = ask(vault).vector_report
    assert report is not None
    assert (report.notes, report.embedded, report.reused) == (1, 1, 2)
    now = {r for r in rows(vault) if r[0] == "People/Anna.md"}
    assert kept < now and len(now) == 3


def test_a_removed_note_loses_its_vectors(vault: Path) -> None:
    ask(vault)
    (vault / "Notes" / "Lunch.md").unlink()
    report = ask(vault).vector_report
    assert report is not None and (report.removed, report.embedded) == (1, 0)
    assert "Notes/Lunch.md" not in {r[0] for r in rows(vault)}


def test_deleting_the_cache_rebuilds_it_identically(vault: Path) -> None:
    ask(vault)
    before = rows(vault)
    for path in DataPaths.for_vault(vault).root.glob("vectors.sqlite*"):
        path.unlink()
    report = ask(vault).vector_report
    assert report is not None and report.embedded == UNITS
    assert rows(vault) == before


def test_ask_embeds_a_bounded_number_and_index_the_rest(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(service_vectors, "ASK_BUDGET", 1)
    report = ask(vault).vector_report
    assert report is not None and report.notes == 1 and len(report.waiting) == 2
    with VaultService.open(vault) as service:
        rest = service.update_vectors()
    assert rest is not None and (rest.notes, rest.waiting) == (2, [])
    assert len(rows(vault)) == UNITS


def test_without_the_setting_there_is_no_vector_cache(
    vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("VAULTMIND_EMBEDDING_MODEL")
    service = ask(vault)
    assert service.vector_report is None
    assert service.update_vectors() is None
    assert not DataPaths.for_vault(vault).vectors_file.exists()


def test_a_damaged_cache_is_rebuilt(vault: Path) -> None:
    ask(vault)
    before = rows(vault)
    for path in DataPaths.for_vault(vault).root.glob("vectors.sqlite*"):
        path.unlink()
    DataPaths.for_vault(vault).vectors_file.write_bytes(b"not a database at all" * 100)
    report = ask(vault).vector_report
    assert report is not None and report.embedded == UNITS
    assert rows(vault) == before
