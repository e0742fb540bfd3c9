"""A promise by ellipsis (issue 10, session 8): "same for the web app, Friday" or «аналогично по
Казани» right after a colleague's promise is the speaker's commitment to the same task,
due on the speaker's own date or else the colleague's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_later_ask import petya_after
from vaultmind.vault.source_labels import strip_labels


@pytest.mark.parametrize(
    ("promise", "same", "words", "due"),
    [
        (
            "the android build will be in your hands thursday morning",
            "same for the web app, Friday 🙋",
            ["same for the web app", "android build"],
            "2026-12-04",
        ),
        ("I'll send the release notes by Wednesday", "same here", ["release notes"], "2026-12-02"),
        (
            "По Москве пришлю отчёт по продажам в четверг",
            "аналогично по Казани",
            ["аналогично по казани", "отчёт по продажам"],
            "2026-12-03",
        ),
    ],
)
def test_the_same_promise_as_a_colleague(
    write_vault: WriteVault, tmp_path: Path, promise: str, same: str, words: list[str], due: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", promise),
        ("2", "2026-11-30T10:04:00", "Петя", same),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert all(word in line.lower() for word in words) and f"[due:: {due}]" in line
    assert "#^jl-team-2]], [[Sources/jsonl/team/2026-11-30#^jl-team-1]]" in strip_labels(line)


@pytest.mark.parametrize(
    ("promise", "same", "minutes"),
    [
        ("I'll send the release notes by Wednesday", "same for the web app?", 4),  # a question
        ("I'll send the release notes by Wednesday", "same here, but no promises", 4),
        (
            "I'll send the release notes by Wednesday",
            "same for the web app, Friday",
            50,
        ),  # too late
        ("the release went fine today", "same here", 4),  # no promise to repeat
    ],
)
def test_no_commitment(
    write_vault: WriteVault, tmp_path: Path, promise: str, same: str, minutes: int
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", promise),
        ("2", f"2026-11-30T10:{minutes:02d}:00", "Петя", same),
    ]
    assert petya_after(write_vault, tmp_path, rows) == []
