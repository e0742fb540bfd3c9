"""A cancellation said by someone else ends the owner's commitment (issue 10, session 6):
"Dima, never mind the audit", «Дима, отбой по смете», or «да, отбой» replying to the
owner's own question. Without a task word or a reply, or about another task, nothing."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from vaultmind.agent.ingest.extract.others_cancel import find_others_cancel
from vaultmind.vault.source_labels import strip_labels

LEAD = "---\ntype: person\naliases: [Аня, Anna]\n---\n# Анна Смирнова\n\n## Memory\n"
PROMISE = ("1", "2026-11-30T10:00:00", "Дима", "Сделаю аудит доступов до пятницы")
OTHER = ("2", "2026-11-30T10:05:00", "Дима", "Пришлю смету клиенту завтра")


def lines_after(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> list[str]:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": LEAD})
    lines, _ = ingest(vault, export(tmp_path, rows))
    return lines


@pytest.mark.parametrize(
    "cancel",
    [
        (
            "3",
            "2026-12-01T09:00:00",
            "Аня",
            "Дима, отбой по аудиту доступов, его сделает подрядчик",
        ),
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, не надо аудит, отменили"),
        ("3", "2026-12-01T09:00:00", "Anna", "Дима, never mind the аудит, security does it"),
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, забей на аудит пока"),
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, отбой", "1"),  # a reply to the promise
        # «да, отбой» to the owner's own question about it
        ("4", "2026-12-01T09:05:00", "Аня", "да, отбой, уже не актуально", "3"),
    ],
)
def test_someone_elses_cancellation_archives_the_owners_commitment(
    write_vault: WriteVault, tmp_path: Path, cancel: tuple[str, ...]
) -> None:
    question = ("3", "2026-12-01T09:00:00", "Дима", "Аудит доступов уже не нужен?")
    rows = [PROMISE, OTHER, *([question] if cancel[0] == "4" else []), cancel]
    audit, estimate = lines_after(write_vault, tmp_path, rows)
    assert "[status:: archived]" in audit and f"#^jl-team-{cancel[0]}]]" in strip_labels(audit)
    assert "status" not in estimate


@pytest.mark.parametrize(
    "cancel",
    [
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, отбой"),  # names no task, replies to nothing
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, не надо спешить с аудитом?"),  # a question
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, отбой по логотипу"),  # another task
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, если что, забей на аудит"),  # a condition
        ("3", "2026-12-01T09:00:00", "Аня", "да, отбой"),  # to no one's question
    ],
)
def test_near_misses_end_nothing(
    write_vault: WriteVault, tmp_path: Path, cancel: tuple[str, ...]
) -> None:
    lines = lines_after(write_vault, tmp_path, [PROMISE, OTHER, cancel])
    assert not any("status::" in line for line in lines)


def test_a_self_address_is_no_one_elses_cancellation() -> None:
    assert find_others_cancel("Sam, I never mind helping") is None
    assert find_others_cancel("Sam, can you skip it?") is None


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Дима, аудит как, успеваешь к пятнице?", "не успеваю, перенесу на вторник"),
        ("Dima, how is the аудит going, still Friday?", "pushing it to Tuesday"),
    ],
)
def test_an_event_replying_to_a_question_about_the_task_matches_by_its_words(
    write_vault: WriteVault, tmp_path: Path, question: str, answer: str
) -> None:
    rows = [
        PROMISE,
        OTHER,
        ("3", "2026-12-01T09:00:00", "Аня", question),
        ("4", "2026-12-01T09:10:00", "Дима", answer, "3"),
    ]
    old, estimate, new = lines_after(write_vault, tmp_path, rows)
    assert "[status:: superseded]" in old and "[due:: 2026-12-08]" in new
    assert "status" not in estimate


def test_a_reply_to_a_question_about_nothing_open_changes_nothing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        PROMISE,
        OTHER,
        ("3", "2026-12-01T09:00:00", "Аня", "Дима, логотип как, успеваешь к пятнице?"),
        ("4", "2026-12-01T09:10:00", "Дима", "не успеваю, перенесу на вторник", "3"),
    ]
    lines = lines_after(write_vault, tmp_path, rows)
    assert not any("status::" in line for line in lines)
