"""A promise said again in other words by the same person, in the same chat, soon after,
is the same commitment (issue 10, session 6): one line, reinforced, or superseded when
the new words carry a new date. Another task, another chat or a month later stays new."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from vaultmind.vault.source_labels import strip_labels

TEAM_LEAD = "---\ntype: person\naliases: [Аня, Anna]\n---\n# Анна Смирнова\n\n## Memory\n"


def lines_after(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> list[str]:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": TEAM_LEAD})
    lines, _ = ingest(vault, export(tmp_path, rows))
    return lines


@pytest.mark.parametrize(
    "again",
    [
        "Лендинг обновлю к пятнице, как обещал",
        "да, лендинг сделаю до пятницы",
        "ок, лендинг для партнёров сделаю к пятнице",
    ],
)
def test_the_same_task_and_date_said_again_is_one_line(
    write_vault: WriteVault, tmp_path: Path, again: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Обновлю лендинг для партнёров до пятницы"),
        ("2", "2026-12-01T11:00:00", "Дима", again),
    ]
    [line] = lines_after(write_vault, tmp_path, rows)
    assert "лендинг для партнёров" in line and "[due:: 2026-12-04]" in line
    assert "#^jl-team-1]]" in strip_labels(line) and "#^jl-team-2]]" in strip_labels(line)


@pytest.mark.parametrize(
    "again",
    [
        "Anna's VPN сделаю в понедельник, сегодня завал",
        "I'll do the VPN for Anna on Monday, today is packed",
    ],
)
def test_a_restated_promise_with_a_new_date_postpones_it(
    write_vault: WriteVault, tmp_path: Path, again: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Anna, I'll set up your VPN by Wednesday"),
        ("2", "2026-12-02T09:00:00", "Дима", again),
    ]
    old, new = lines_after(write_vault, tmp_path, rows)
    assert "[status:: superseded]" in old and "[due:: 2026-12-02]" in old
    assert "VPN" in new and "[due:: 2026-12-07]" in new and "status" not in new


@pytest.mark.parametrize(
    ("first", "again", "when"),
    [
        # another task that shares a word
        (
            "Сделаю отчёт по продажам до пятницы",
            "Отчёт по закупкам сделаю к среде",
            "2026-12-01T11:00:00",
        ),
        # more words than the first said: a task of its own
        ("Отправлю отчёт до пятницы", "Отчёт по закупкам проверю к среде", "2026-12-01T11:00:00"),
        # the same words, but other numbers
        ("Соберу билд 1024 до пятницы", "Билд 1025 соберу к среде", "2026-12-01T11:00:00"),
        # too long after
        (
            "Обновлю лендинг для партнёров до пятницы",
            "Лендинг сделаю к среде",
            "2026-12-09T11:00:00",
        ),
    ],
)
def test_near_misses_stay_two_commitments(
    write_vault: WriteVault, tmp_path: Path, first: str, again: str, when: str
) -> None:
    rows = [("1", "2026-11-30T10:00:00", "Дима", first), ("2", when, "Дима", again)]
    lines = lines_after(write_vault, tmp_path, rows)
    assert len(lines) == 2 and not any("status::" in line for line in lines)


def test_another_chat_is_another_commitment(write_vault: WriteVault, tmp_path: Path) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    first = export(tmp_path, [("1", "2026-11-30T10:00:00", "Дима", "Сделаю отчёт до пятницы")])
    ingest(vault, first)
    other = tmp_path / "other"
    other.mkdir()
    rows = [("1", "2026-12-01T10:00:00", "Дима", "Отчёт сделаю к среде")]
    text = export(other, rows).read_text("utf-8").replace('"team"', '"ops"')
    (other / "team.jsonl").write_text(text, "utf-8")
    lines, _ = ingest(vault, other / "team.jsonl")
    assert len(lines) == 2 and not any("status::" in line for line in lines)


def test_an_agreed_ask_restated_later_is_one_commitment(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        (
            "1",
            "2026-11-30T10:00:00",
            "Аня",
            "Дима, подготовь, пожалуйста, смету для клиента до среды",
        ),
        ("2", "2026-11-30T10:02:00", "Дима", "+"),
        ("3", "2026-12-01T09:00:00", "Дима", "Смету сделаю к среде, черновик покажу завтра"),
    ]
    lines = lines_after(write_vault, tmp_path, rows)
    assert len(lines) == 2  # the estimate (agreed, then said again) and the draft
    estimate = next(line for line in lines if "мет" in line)
    assert "[due:: 2026-12-02]" in estimate
    assert all(f"#^jl-team-{n}]]" in strip_labels(estimate) for n in "123")
