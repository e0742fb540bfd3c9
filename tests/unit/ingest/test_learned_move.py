"""A promise the detector reads as a postponement moves the sender's open commitment
(issue 26, session 32): «Графики на декабрь к завтра не успеваю… Сдам в понедельник,
30-го» says no postponement form the rules know, and used to become a second promise
beside the first, which stayed due on the old day."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest

PROMISE = ("1", "2026-11-24T10:05:00", "Дима", "Сдам графики смен на декабрь к 27-му")


def test_a_promise_read_as_a_move_supersedes_the_open_one(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    moved = ("Ирина Павловна, графики на декабрь к завтра не успеваю — двое ещё не сказали "
             "про отпуска. Сдам в понедельник, 30-го, ок?")  # fmt: skip
    rows = [PROMISE, ("2", "2026-11-26T18:00:00", "Дима", moved)]
    (old, new), report = ingest(vault, export(tmp_path, rows))
    assert "[status:: superseded]" in old and "[due:: 2026-11-27]" in old
    assert "графики смен на декабрь" in new.lower() and "[due:: 2026-11-30]" in new
    assert report.lifecycle.postponed == 1


def test_a_new_promise_on_another_task_moves_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [PROMISE, ("2", "2026-11-26T18:00:00", "Дима", "Пришлю договор с охраной в понедельник")]
    (first, second), report = ingest(vault, export(tmp_path, rows))
    assert "status" not in first and "[due:: 2026-11-27]" in first
    assert "договор" in second and "[due:: 2026-11-30]" in second
    assert report.lifecycle.postponed == 0
