"""`vaultmind due` on the demo vault: lines for a terminal, one line for a prompt, JSON."""

from __future__ import annotations

import json
from pathlib import Path

from tests.functional.conftest import Runner, assert_one_line_error, ok


def test_thursday_on_the_demo_vault(cli: Runner, demo_vault: Path) -> None:
    out = ok(cli("due", "--today", "2026-12-03", "--vault", demo_vault)).stdout.splitlines()
    assert out[0].startswith("TODAY    2026-12-03 ")
    assert (
        "Дмитрий Кузнецов promised «Finish the auth refactor» for Friday (2026-12-04); "
        "today is Thursday." in out
    )
    assert len(out) <= 6  # short enough for a cron mail or a login shell


def test_short_is_one_line_or_nothing(cli: Runner, demo_vault: Path) -> None:
    line = ok(cli("due", "--short", "--today", "2026-12-03", "--vault", demo_vault)).stdout
    assert line == "due: 2 today, 2 tomorrow\n"
    quiet = ok(cli("due", "--short", "--today", "2026-11-01", "--vault", demo_vault)).stdout
    assert quiet == ""


def test_person_and_json(cli: Runner, demo_vault: Path) -> None:
    args = ("due", "--person", "Дима", "--json", "--today", "2026-12-04", "--vault", demo_vault)
    data = json.loads(ok(cli(*args)).stdout)
    assert [c["text"] for c in data["overdue"]] == ["Rehearse the rollback on staging"]
    assert {c["person"] for c in data["today_due"]} == {"Дмитрий Кузнецов"}
    assert data["reminders"] == []


def test_bad_date_is_one_line(cli: Runner, demo_vault: Path) -> None:
    line = assert_one_line_error(cli("due", "--today", "someday", "--vault", demo_vault), 2)
    assert "--today" in line
