"""Writes to big notes finish, and undo of them restores every byte (real processes).

The job log used to diff the whole note with difflib after each write: `remember`
took 95 s on a 2 MB note and never finished on 20 MB, leaving a job undo could not
revert. Timings are in `make bench` (bench/writes.py); here only what a user sees.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.functional.conftest import Runner, assert_one_line_error, ok
from tests.functional.conftest import cli as cli
from tests.functional.test_log_undo import files

NOTE = "People/Дмитрий Кузнецов.md"


def grow(vault: Path, size: int) -> None:
    """The person note grown to about `size` bytes: paragraphs and memory lines, many of
    them alike (blank lines, repeated words), the worst case for a line diff."""
    note = vault / NOTE
    head, heading, rest = note.read_text(encoding="utf-8").partition("## Memory\n")
    paragraph = "Дима обещал прислать отчёт поставщику до пятницы; release slipped.\n\n"
    lines: list[str] = []
    while sum(len(line.encode()) for line in lines[-1:]) * len(lines) < size // 2:
        n = len(lines)
        lines.append(f"- [fact] Знает модуль {n} системы [confidence:: 0.6] ^m-{n:06d}\n")
    paragraphs = paragraph * (size // 2 // len(paragraph.encode()))
    note.write_text(head + paragraphs + heading + "".join(lines) + rest, encoding="utf-8")


@pytest.mark.slow
def test_remember_into_a_two_megabyte_note_and_undo_it(cli: Runner, demo_vault: Path) -> None:
    grow(demo_vault, 1_900_000)
    before = files(demo_vault)
    v = ("--vault", str(demo_vault))
    ok(cli("remember", "Дима", "Любит длинные заметки", *v, timeout=120))
    assert "Любит длинные заметки" in (demo_vault / NOTE).read_text(encoding="utf-8")
    ok(cli("undo", *v, timeout=120))
    assert files(demo_vault) == before


def test_a_note_past_the_parse_limit_is_refused_at_once(cli: Runner, demo_vault: Path) -> None:
    grow(demo_vault, 20_000_000)
    before = (demo_vault / NOTE).read_bytes()
    error = assert_one_line_error(cli("remember", "Дима", "Ещё одна", "--vault", demo_vault), 1)
    assert "2 MiB" in error and "split the note" in error
    assert (demo_vault / NOTE).read_bytes() == before
    assert "no jobs yet" in ok(cli("log", "--vault", demo_vault)).stdout
