"""`vaultmind context PERSON` and `vaultmind commitments` on the demo vault."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.functional.conftest import Result, Runner, assert_one_line_error, ok

TODAY = "2026-12-02"  # a Wednesday
SECTIONS = ["## Facts", "## Preferences", "## Context", "## Open commitments", "## Responsible for"]
SECTIONS += ["## Open tasks", "## Recent reflections", "## Backlinks"]


@pytest.fixture
def vault(demo_vault: Path, cli: Runner) -> Path:
    """The demo vault plus an overdue commitment and a guess about Дима."""
    for args in (
        ["Call the SSO provider", "--kind", "commitment", "--due", "2026-11-30"],
        ["Might move to Kazan", "--kind", "context", "--confidence", "0.3"],
    ):
        ok(cli("remember", "Дима", *args, "--today", "2026-11-29", "--vault", demo_vault))
    return demo_vault


def sections(text: str) -> dict[str, list[str]]:
    """`## Heading` (without a count in brackets) → its lines, in order."""
    found: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        if line.startswith("## "):
            current = line.split(" (")[0]
            found[current] = []
        elif current and line.strip():
            found[current].append(line)
    return found


def as_json(result: Result) -> Any:
    return json.loads(ok(result).stdout)


def test_context_text(cli: Runner, vault: Path) -> None:
    text = ok(cli("context", "Дмитрий Кузнецов", "--today", TODAY, "--vault", vault)).stdout
    assert text.startswith("# Дмитрий Кузнецов\n")
    assert "position: Senior developer" in text
    found = sections(text)
    assert list(found) == SECTIONS
    assert found["## Facts"] == ["- Works here since 2024 ^m-4noeft"]  # sure: no hedging word
    [guess] = found["## Context"]
    assert guess.startswith("- Might move to Kazan (unconfirmed")
    first, *rest = found["## Open commitments"]
    assert "OVERDUE" in first
    assert "Call the SSO provider" in first
    assert not any("OVERDUE" in line for line in rest)
    assert any("Finish the auth refactor" in line and "^m-hcjzgr" in line for line in rest)
    responsible = "\n".join(found["## Responsible for"])
    for node in ("Internal CRM", "Production deploy", "OAuth Migration"):
        assert node in responsible
    owned = [line for line in rest if "task in Projects/" in line]  # their tasks: once,
    assert any("Migrate auth to OAuth" in line for line in owned)  # as commitments
    assert any("Drop the old password tables" in line for line in owned)
    assert found["## Open tasks"] == ["(none)"]  # no task of someone else's names them
    assert found["## Recent reflections"] == ["(none yet)"]
    assert "- CRM v2 Launch" in found["## Backlinks"]
    assert "- 2026-11-30" in found["## Backlinks"]


def test_context_json(cli: Runner, vault: Path) -> None:
    data = as_json(cli("context", "dmitriy-kuznetsov", "--json", "--today", TODAY,
                       "--vault", vault))  # fmt: skip
    for key in ("profile", "memories", "commitments", "responsible_for", "tasks", "backlinks"):
        assert key in data
    assert data["profile"]["position"] == "Senior developer"
    assert [m["memory"]["id"] for m in data["memories"]["fact"]] == ["m-4noeft"]
    [guess] = data["memories"]["context"]
    assert guess["confidence"] < 0.4
    first = data["commitments"][0]
    assert (first["text"], first["overdue"], first["due"]) == (
        "Call the SSO provider",
        True,
        "2026-11-30",
    )
    assert not any(c["overdue"] for c in data["commitments"][1:])
    assert {n["title"] for n in data["responsible_for"]} >= {"Internal CRM", "OAuth Migration"}
    owned = {c["text"] for c in data["commitments"] if c["memory_id"] is None}
    assert "Migrate auth to OAuth" in owned and data["tasks"] == []  # listed once
    assert ["CRM v2 Launch", "Projects/CRM v2 Launch.md"] in data["backlinks"]


def test_context_of_nobody_is_one_line(cli: Runner, demo_vault: Path) -> None:
    message = assert_one_line_error(cli("context", "Nobody Atall", "--vault", demo_vault), 1)
    assert "Nobody Atall" in message


def test_show_and_context_agree_on_configured_half_lives(
    cli: Runner, vault: Path, isolated_home: Path
) -> None:
    (isolated_home / "settings.toml").write_text("[memory_half_life_days]\ncontext = 15\n")
    later = ("--today", "2026-12-29", "--json", "--vault", vault)  # 30 days: two half-lives
    [guess] = as_json(cli("context", "Дима", *later))["memories"]["context"]
    shown = as_json(cli("memory", "show", guess["memory"]["id"], *later))
    assert guess["confidence"] == pytest.approx(0.3 / 4, abs=0.01)
    assert shown["effective_confidence"] == pytest.approx(guess["confidence"], abs=0.01)


# --- commitments ---------------------------------------------------------------------


def commitments(cli: Runner, vault: Path, *args: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = as_json(
        cli("commitments", "--json", "--today", "2026-12-05", *args, "--vault", vault)
    )
    return rows


def test_commitments_text_lists_memories_and_tasks(cli: Runner, demo_vault: Path) -> None:
    out = ok(cli("commitments", "--today", "2026-12-05", "--vault", demo_vault)).stdout
    lines = out.splitlines()
    overdue = [i for i, line in enumerate(lines) if line.startswith("OVERDUE")]
    assert overdue == list(range(len(overdue))) and overdue  # overdue first
    assert any("Finish the auth refactor" in ln and "(^m-hcjzgr)" in ln for ln in lines)
    assert any("John Carter" in ln and "(^m-p5zrbi)" in ln for ln in lines)
    assert any(
        "Rehearse the rollback" in ln and "Projects/OAuth Migration.md:" in ln for ln in lines
    )
    for gone in ("^m-jbqnkv", "^m-gmedzj", "Collect sales requirements"):  # done, superseded
        assert gone not in out


def test_commitments_filters(cli: Runner, demo_vault: Path) -> None:
    everything = commitments(cli, demo_vault)
    assert {c["memory_id"] for c in everything} >= {"m-hcjzgr", "m-p5zrbi", "m-i3odyz"}
    assert any(c["memory_id"] is None for c in everything)  # task lines too
    mine = commitments(cli, demo_vault, "--person", "Дима")
    assert mine and {c["person"] for c in mine} == {"Дмитрий Кузнецов"}
    assert mine == [c for c in everything if c["person"] == "Дмитрий Кузнецов"]
    late = commitments(cli, demo_vault, "--overdue")
    assert late and late == [c for c in everything if c["overdue"]]
    soon = commitments(cli, demo_vault, "--due-within", "3d")
    assert soon and all(date.fromisoformat(c["due"]) <= date(2026, 12, 8) for c in soon)
    assert "m-p5zrbi" in {c["memory_id"] for c in soon}  # due 2026-12-08
    assert "m-i3odyz" not in {c["memory_id"] for c in soon}  # due 2026-12-10


def test_commitments_follow_memory_changes(cli: Runner, demo_vault: Path) -> None:
    added = ok(cli("remember", "Maria", "Send the pricing deck", "--kind", "commitment",
                   "--due", "friday", "--today", "2026-12-05", "--vault", demo_vault))  # fmt: skip
    mid = added.stdout.split("^", 1)[1].split()[0]
    [new] = [c for c in commitments(cli, demo_vault, "--person", "Maria") if c["memory_id"] == mid]
    assert (new["due"], new["person"]) == ("2026-12-11", "Maria Lopez")
    ok(cli("memory", "done", mid, "--today", "2026-12-05", "--vault", demo_vault))
    assert mid not in {c["memory_id"] for c in commitments(cli, demo_vault)}


def test_a_bad_due_within_is_one_line(cli: Runner, demo_vault: Path) -> None:
    result = cli("commitments", "--due-within", "x", "--vault", demo_vault)
    assert "--due-within" in assert_one_line_error(result, 2)
