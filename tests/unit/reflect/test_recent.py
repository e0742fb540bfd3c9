"""The reflections already written are read back from the last days' Daily notes:
newest first, one person's or everyone's, their summary line and block, and the
person context (`vaultmind context`, the TUI's person card) lists them."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.reflect.fixture import FILES, age
from vaultmind.agent.reflect.recent import recent_reflections
from vaultmind.service import VaultService

DAY = date(2026, 12, 3)
OLDER = """# 2026-12-01

## Reflection — [[Dmitry]]
%% vm:reflection-dmitry 00000000 %%
Dmitry: closed 1 task \\[in numbers\\]. ^reflect-dmitry
- closed [[Projects/Auth]]

## Reflection — [[Bob|Bobby]]
Bob wrote this one himself.

### Notes
- not a reflection

## Reflection — Dmitry
not linked: the user's own heading
"""


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    root = write_vault({**FILES, "Daily/2026-12-01.md": OLDER,
                        "Daily/2026-11-20.md": OLDER.replace("12-01", "11-20")})  # fmt: skip
    age(root)
    return root


def test_reads_the_sections_newest_first_with_their_block(root: Path) -> None:
    VaultService(root).reflect(DAY, "Dmitry", explicit_model="none")
    found = recent_reflections(root, DAY, days=7)
    assert [(r.day.isoformat(), r.person) for r in found] == [
        ("2026-12-03", "Dmitry"),
        ("2026-12-01", "Dmitry"),
        ("2026-12-01", "Bob"),
    ]  # 2026-11-20 is older than a week; the unlinked heading is the user's
    newest, older, bob = found
    assert newest.summary.startswith("Dmitry: ") and "^" not in newest.summary
    assert (newest.path, newest.block) == ("Daily/2026-12-03.md", "reflect-dmitry")
    assert older.summary == "Dmitry: closed 1 task [in numbers]."  # as Obsidian shows it
    assert (bob.summary, bob.block) == ("Bob wrote this one himself.", None)


def test_one_persons_by_any_name_and_in_the_context(root: Path) -> None:
    service = VaultService(root)
    service.reflect(DAY, "Dmitry", explicit_model="none")
    mine = service.recent_reflections(DAY, 3, person="Dima")
    assert [r.day.isoformat() for r in mine] == ["2026-12-03", "2026-12-01"]
    context = service.context("Dmitry", DAY)
    assert context.reflections[1] == "2026-12-01: Dmitry: closed 1 task [in numbers]."
    assert context.reflections[0].startswith("2026-12-03: Dmitry: ")
    bob = service.context("Bob", DAY).reflections  # the context looks two weeks back
    assert bob == [f"{day}: Bob wrote this one himself." for day in ("2026-12-01", "2026-11-20")]


def test_no_daily_notes_no_reflections(write_vault: WriteVault) -> None:
    root = write_vault({"People/Bob.md": "---\ntype: person\n---\n# Bob\n"})
    assert VaultService(root).recent_reflections(DAY) == []
    assert VaultService(root).context("Bob", DAY).reflections == []
