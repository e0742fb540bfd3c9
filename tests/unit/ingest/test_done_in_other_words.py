"""A completion in other words still closes its promise (issue 10, session 6): by the
verb's own stem («раздам» … «Бейджи раздала», "I'll book…" … "Booked"), or — with no
shared word at all — when it is short and follows the sender's only open commitment in
the chat within a few days. Two open commitments, a long gap or a long message: no."""

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
        ("Забрал коробки, раздам завтра", "Пропуска раздал"),
        ("Ок, настрою к пятнице", "Роутер настроил"),
        ("I'll book it by Friday", "Table booked"),
        ("I'll merge it tomorrow", "merged 🎉"),
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
def test_a_short_completion_soon_after_the_only_open_promise_closes_it(
    write_vault: WriteVault, tmp_path: Path, done: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Займусь оформлением стенда до среды"),
        ("2", "2026-12-02T12:00:00", "Дима", done),
    ]
    [line] = lines_after(write_vault, tmp_path, rows)
    assert "[status:: done] [done:: 2026-12-02]" in line


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
