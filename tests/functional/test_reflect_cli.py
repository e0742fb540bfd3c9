"""`vaultmind reflect` on the demo vault with the sample chat ingested: the template
reflection a user without a model reads, once per person and day."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.functional.conftest import Runner, assert_one_line_error, ok

SAMPLE = REPO / "samples/telegram/result.json"


@pytest.fixture
def vault(cli: Runner, demo_vault: Path) -> Path:
    ok(cli("ingest", SAMPLE, "--vault", demo_vault))
    return demo_vault


def test_dmitrys_evening(cli: Runner, vault: Path) -> None:
    result = ok(cli("reflect", "--day", "2026-12-01", "--person", "Дима", "--vault", vault))
    assert result.stdout.splitlines()[0] == (
        "Daily/2026-12-01.md ## Reflection — Дмитрий Кузнецов: written"
    )
    text = (vault / "Daily/2026-12-01.md").read_text(encoding="utf-8")
    section = text.split("## Reflection — [[Дмитрий Кузнецов]]\n", 1)[1].splitlines()
    assert section[1] == (  # what needs action first; the move told once, as the new line
        "Дмитрий Кузнецов: due tomorrow «Закончить рефакторинг авторизации» (moved today "
        "from 2026-12-04). Also: 3 commitments due this week («Finish the auth refactor» "
        "postponed once); 1 message in «Команда CRM». ^reflect-dmitriy-kuznetsov"
    )
    assert section[2] == (
        "- postponed: Закончить рефакторинг авторизации ([[People/Дмитрий Кузнецов#^m-rzddk4]])"
    )
    assert section[3].startswith("- wrote 1 message in «Команда CRM» ([[Sources/telegram/")
    reflection = "\n".join(section).split("\n## ", 1)[0]
    assert "m-vxj7hi" not in reflection  # the superseded line (due 2026-12-04) is not told
    assert reflection.count("Закончить рефакторинг авторизации") == 2
    assert "no model: the template reflection" in result.stderr
    again = ok(cli("reflect", "--day", "2026-12-01", "--person", "Дима", "--vault", vault))
    assert "Дмитрий Кузнецов: unchanged" in again.stdout
    assert (vault / "Daily/2026-12-01.md").read_text(encoding="utf-8") == text


def test_everyone_and_undo(cli: Runner, vault: Path) -> None:
    before = (vault / "Daily/2026-12-01.md").read_bytes()
    out = ok(cli("reflect", "--day", "2026-12-01", "--all", "--vault", vault)).stdout
    assert out.count(": written") == 3  # Анна, Дмитрий, Ольга wrote that day
    ok(cli("undo", "--vault", vault))
    assert (vault / "Daily/2026-12-01.md").read_bytes() == before


@pytest.mark.parametrize(
    ("args", "word", "code"),
    [
        (("--day", "yesterday-ish"), "--day", 2),
        (("--person", "Nobody Atall"), "Nobody Atall", 1),
        (("--person", "Internal CRM"), "not a person note", 2),
    ],
)
def test_bad_input_is_one_line(
    cli: Runner, vault: Path, args: tuple[str, str], word: str, code: int
) -> None:
    line = assert_one_line_error(cli("reflect", *args, "--vault", vault), code)
    assert word in line
