"""A completion in other words still closes its promise (issue 10, session 6): by the
verb's own stem ("I'll book it…" … "Table booked"), when the promise names nothing
else besides that verb.

Changed in issue 25 (completion scope): a completion that names something the promise
does not name («Пропуска раздал» after «Забрал коробки, раздам завтра», «Баннеры
заказал» after «Займусь оформлением стенда») no longer closes it, even as the sender's
only open commitment soon after: that is the shape of the issue's wrong write, an
unrelated «X починил» closing another promise. It is reported as unmatched instead."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest


def lines_after(
    write_vault: WriteVault, tmp_path: Path, rows: Sequence[tuple[str, ...]]
) -> list[str]:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    lines, _ = ingest(vault, export(tmp_path, rows))
    return lines


@pytest.mark.parametrize(
    ("promise", "done"),
    [
        # the promise names its task (a bare «настрою» is only suggested), in other words
        ("Ок, сеть в переговорке настрою к пятнице", "Настроил 👍"),
        ("Team dinner: I'll book it by Friday", "booked!"),
        ("The hotfix branch - I'll merge it tomorrow", "merged 🎉"),
    ],
)
def test_the_completions_verb_meets_the_promises(
    write_vault: WriteVault, tmp_path: Path, promise: str, done: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", promise),
        ("2", "2026-11-30T10:05:00", "Дима", "Пришлю смету клиенту завтра"),
        ("3", "2026-12-01T12:00:00", "Дима", done),
    ]
    lines = lines_after(write_vault, tmp_path, rows)
    [estimate] = [line for line in lines if "смету" in line]
    [first] = [line for line in lines if "смету" not in line]
    assert "[status:: done]" in first and "status" not in estimate


@pytest.mark.parametrize(
    "done",
    [
        "Баннеры заказал",
        "Вывеска готова",
        "Stickers shipped",
        "Флаеры заказал в типографии Полиграф",
    ],
)
def test_a_short_completion_naming_other_work_no_longer_closes_the_only_promise(
    write_vault: WriteVault, tmp_path: Path, done: str
) -> None:
    """Until issue 25 these closed the promise (`follows_closely`); now they are unmatched
    (or, when the detector is sure the work was done, a closed line of their own)."""
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Займусь оформлением стенда до среды"),
        ("2", "2026-12-02T12:00:00", "Дима", done),
    ]
    [line] = [x for x in lines_after(write_vault, tmp_path, rows) if "стенда" in x]
    assert "status::" not in line


def test_the_verb_alone_does_not_close_a_promise_that_names_other_things(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Забрал коробки, раздам завтра"),
        ("2", "2026-12-01T12:00:00", "Дима", "Пропуска раздал"),
    ]
    [line] = lines_after(write_vault, tmp_path, rows)
    assert "status::" not in line


@pytest.mark.parametrize(
    "rows",
    [
        # two open commitments: which one?
        [
            ("1", "2026-11-30T10:00:00", "Дима", "Займусь оформлением стенда до среды"),
            ("2", "2026-11-30T10:05:00", "Дима", "Пришлю смету клиенту завтра"),
            ("3", "2026-12-01T12:00:00", "Дима", "Баннеры заказал"),
        ],
        # a week later
        [
            ("1", "2026-11-23T10:00:00", "Дима", "Займусь оформлением стенда до среды"),
            ("2", "2026-12-01T12:00:00", "Дима", "Баннеры заказал"),
        ],
        # a longer report about something else
        [
            ("1", "2026-11-30T10:00:00", "Дима", "Займусь оформлением стенда до среды"),
            (
                "2",
                "2026-12-01T12:00:00",
                "Дима",
                "Отчёт по закупкам бухгалтерии отправил вчера вечером",
            ),
        ],
    ],
)
def test_near_misses_close_nothing(
    write_vault: WriteVault, tmp_path: Path, rows: list[tuple[str, ...]]
) -> None:
    lines = lines_after(write_vault, tmp_path, rows)
    assert not any("status::" in line for line in lines)
