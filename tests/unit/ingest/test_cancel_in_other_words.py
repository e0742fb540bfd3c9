"""A hand-over said by a third party ("Дима, drop the release notes. Petya will do it"),
taken by the person named, moves the task to them (issue 10, session 7). The plain
cancel phrases said to someone («Дима, в банк не звони, отбой») were rules until session
35 and are the learned detector's now (docs/decisions.md); a cancel word inside a
clause still ends nothing."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest

OLGA = "---\ntype: person\naliases: [Оля, Olga]\n---\n# Ольга Иванова\n\n## Memory\n"
PETYA = "---\ntype: person\naliases: [Петя, Petya]\n---\n# Пётр Смирнов\n\n## Memory\n"


def notes(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> tuple[list[str], list[str]]:
    vault = write_vault(
        {
            "People/Дмитрий Кузнецов.md": DIMA,
            "People/Ольга Иванова.md": OLGA,
            "People/Пётр Смирнов.md": PETYA,
        }
    )
    lines, _ = ingest(vault, export(tmp_path, rows))
    petya = (vault / "People" / "Пётр Смирнов.md").read_text(encoding="utf-8").splitlines()
    return lines, [line for line in petya if line.startswith("- [commitment]")]


def test_a_cancel_word_inside_a_clause_is_no_cancellation(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Позвоню в банк насчёт кредита в понедельник"),
        ("2", "2026-11-30T12:00:00", "Оля", "Дима, про банк: не надо было так резко с ними", "1"),
    ]
    [line], _ = notes(write_vault, tmp_path, rows)
    assert "status" not in line


def test_a_hand_over_said_by_a_third_party_moves_the_task(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "I'll write the release notes by Friday"),
        (
            "2",
            "2026-12-01T10:00:00",
            "Olga",
            "Дима, drop the release notes, you have enough. Petya will do it",
            "1",
        ),
        ("3", "2026-12-01T10:05:00", "Petya", "Sure, I'll get them out by next Friday", "2"),
    ]
    [dima], [petya] = notes(write_vault, tmp_path, rows)
    assert "[status:: archived]" in dima
    assert "release notes" in petya and "[due:: 2026-12-11]" in petya
