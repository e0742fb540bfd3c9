"""`vaultmind plan` and `vaultmind digest` as a user types them on the demo vault."""

from __future__ import annotations

from pathlib import Path

from tests.functional.conftest import Runner, assert_one_line_error, ok


def test_plan_without_a_model_is_one_step(cli: Runner, demo_vault: Path) -> None:
    result = ok(cli("plan", "Move the CRM", "--for", "Дима", "--dry-run", "--vault", demo_vault))
    assert result.stdout.splitlines() == [
        "Projects/Move the CRM.md ## Plan: would write",
        "- [ ] Move the CRM [owner:: [[Дмитрий Кузнецов]]]",
    ]
    assert "one step, the whole goal (no model)" in result.stderr
    assert not (demo_vault / "Projects/Move the CRM.md").exists()


def test_plan_bad_input(cli: Runner, demo_vault: Path) -> None:
    line = assert_one_line_error(cli("plan", "  ", "--for", "Дима", "--vault", demo_vault), 2)
    assert "goal is empty" in line
    line = assert_one_line_error(
        cli("plan", "X y z", "--for", "Internal CRM", "--vault", demo_vault), 2
    )
    assert "not a person note" in line


def test_digest_of_the_demo_week(cli: Runner, demo_vault: Path) -> None:
    args = ("digest", "--week", "2026-W48", "--today", "2026-12-03", "--vault", demo_vault)
    out = ok(cli(*args)).stdout
    assert out.splitlines()[0] == "Daily/2026-W48.md ## Weekly digest: written"
    text = (demo_vault / "Daily/2026-W48.md").read_text(encoding="utf-8")
    assert "«Finish the auth refactor» 2026-11-28 → 2026-12-04 — [[Дмитрий Кузнецов]]" in text
    bad = assert_one_line_error(cli("digest", "--week", "W48", "--vault", demo_vault), 2)
    assert "2026-W49" in bad
