"""The weekly digest's numbers: kept, broken (due passed, still active), postponed
(superseded by a later due), who moved and who stalled, the reflections' risks."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.reflect.digest import week_days
from vaultmind.errors import UsageError
from vaultmind.service import VaultService

ANN = (
    "---\ntype: person\n---\n# Ann\n\n## Memory\n"
    "- [commitment] Ship the report [due:: 2026-12-08] [by:: user] [created:: 2026-12-02] "
    "^m-new111\n"
    "- [commitment] Ship the report [due:: 2026-12-02] [by:: user] [status:: superseded] "
    "[superseded_by:: [[#^m-new111]]] ^m-old111\n"
    "- [commitment] Call the bank [due:: 2026-12-01] [by:: user] ^m-bank11\n"
    "- [commitment] Pay the invoice [due:: 2026-12-03] [by:: user] [status:: done] "
    "[done:: 2026-12-03] ^m-paid11\n"
)
PROJECT = (
    "---\ntype: project\n---\n# Site\n\n"
    "- [x] Draw the logo [owner:: [[Bob]]] 📅 2026-12-02 ✅ 2026-12-02\n"
    "- [ ] Write the copy [owner:: [[Bob]]] ➕ 2026-12-01 📅 2026-12-10\n"
    "- [ ] Buy the domain [owner:: [[Cy]]] 📅 2026-12-04\n"
    "- [ ] Launch [owner:: [[Cy]]] 📅 2026-12-09\n"
)
DAILY = (
    "# 2026-12-02\n\n## Reflection — [[Cy]]\n%% vm:reflection-cy 00000000 %%\nCy: x.\n"
    "- overdue: Buy the milk (due 2026-12-01) ([[Projects/Site]])\n"
    "- **Risks**:\n  - The domain may be taken — [[Projects/Site]]\n"
)


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    person = "---\ntype: person\n---\n# {}\n"
    return write_vault({"People/Ann.md": ANN, "People/Bob.md": person.format("Bob"),
                        "People/Cy.md": person.format("Cy"), "Projects/Site.md": PROJECT,
                        "Daily/2026-12-02.md": DAILY})  # fmt: skip


def test_week_of_2026_w49() -> None:
    assert week_days("2026-W49") == (date(2026, 11, 30), date(2026, 12, 6))
    assert week_days("2027-W01") == (date(2027, 1, 4), date(2027, 1, 10))


def test_the_numbers(root: Path) -> None:
    report = VaultService(root).digest("2026-W49", date(2026, 12, 7))
    d = report.digest
    assert [(p.text, p.person) for p in d.kept] == [
        ("Pay the invoice", "Ann"),
        ("Draw the logo", "Bob"),
    ]
    assert sorted(p.text for p in d.broken) == ["Buy the domain", "Call the bank"]
    assert [(p.text, p.due, p.later) for p in d.postponed] == [
        ("Ship the report", date(2026, 12, 2), date(2026, 12, 8))
    ]
    [site] = d.projects
    assert (site.done, site.added, site.broken) == (1, 1, ["Buy the domain"])
    assert d.moved == {"Ann": 1, "Bob": 1} and d.stalled == {"Cy": 1}
    assert d.risks == [
        "[[Cy]]: overdue: Buy the milk (due 2026-12-01) ([[Projects/Site]])",
        "[[Cy]]: The domain may be taken — [[Projects/Site]]",
    ]
    text = (root / "Daily/2026-W49.md").read_text(encoding="utf-8")
    assert text.startswith("# 2026-W49\n\n## Weekly digest\n%% vm:weekly-digest ")
    assert "Week 2026-W49 (2026-11-30 – 2026-12-06): 1 task done, 1 added; commitments: " \
           "2 kept, 2 broken, 1 postponed." in text  # fmt: skip
    again = VaultService(root).digest("2026-W49", date(2026, 12, 7))
    assert again.outcome == "unchanged"


def test_due_today_is_not_broken_yet(root: Path) -> None:
    d = VaultService(root).digest(None, date(2026, 12, 4)).digest
    assert d.week == "2026-W49"
    assert [p.text for p in d.broken] == ["Call the bank"]


def test_a_bad_week_is_one_clear_error(root: Path) -> None:
    with pytest.raises(UsageError, match="2026-W49"):
        VaultService(root).digest("2026-49", date(2026, 12, 7))


@pytest.mark.parametrize(
    ("prose", "kept"),
    [
        (
            "Ann kept the invoice promise and Bob drew the logo, but 2 commitments were broken "
            "and the report was postponed.",
            True,
        ),
        ("The team shipped 12 features and doubled revenue.", False),  # numbers from nowhere
    ],
)
def test_model_prose_only_when_the_numbers_hold_it(root: Path, prose: str, kept: bool) -> None:
    import json

    from vaultmind.agent.fake import ScriptedModel

    model = ScriptedModel([json.dumps({"prose": prose})])
    report = VaultService(root).digest("2026-W49", date(2026, 12, 7), model=model)
    assert "2 kept, 2 broken, 1 postponed" in model.prompts[0][1]
    lines = (root / "Daily/2026-W49.md").read_text(encoding="utf-8").splitlines()
    assert (lines[5] == prose) is kept and (report.prose == prose) is kept
    assert lines[4].startswith("Week 2026-W49 ")
