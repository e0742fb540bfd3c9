"""A commitment the reflection only restates (it cites the memory itself) is not
made again: its relative words ("tomorrow"), read on the reflection's day, would move
its date and supersede the right one — and each rerun would change the vault again."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

from tests.conftest import WriteVault
from tests.unit.reflect.fixture import FILES, PERSON, age
from vaultmind.agent.fake import ScriptedModel
from vaultmind.service import VaultService

DAY = date(2026, 12, 3)
KNOWN = (
    "- [commitment] Send the new schedule tomorrow [due:: 2026-12-03] [confidence:: 0.6] "
    "[by:: agent:extraction] [created:: 2026-12-02] ^m-eeeeee\n"
)


def restating(system: str, prompt: str) -> str:
    """Cites the known commitment's own event, its words copied, no due date given."""
    [number] = re.findall(r"^(\d+)\. \[commitment_due\] Send the new schedule", prompt, re.M)
    item = {"text": "Send the new schedule tomorrow", "events": [int(number)], "due": ""}
    return json.dumps({"summary": "", "highlights": [], "commitments": [item], "risks": [],
                       "observations": []})  # fmt: skip


def test_a_restated_commitment_keeps_its_date(write_vault: WriteVault) -> None:
    root: Path = write_vault({**FILES, "People/Dmitry.md": PERSON + KNOWN})
    age(root)
    report = VaultService(root).reflect(DAY, "Dmitry", model=ScriptedModel([restating]))
    assert report.people[0].outcome == "written" and report.people[0].memories == []
    person = (root / "People/Dmitry.md").read_text(encoding="utf-8")
    assert person == PERSON + KNOWN  # not superseded by a copy due 2026-12-04
    daily = (root / "Daily/2026-12-03.md").read_text(encoding="utf-8")
    assert "  - Send the new schedule tomorrow — [[People/Dmitry#^m-eeeeee]]\n" in daily  # no date
    again = VaultService(root).reflect(DAY, "Dmitry", model=ScriptedModel([restating]))
    assert again.people[0].outcome == "unchanged"
    assert (root / "People/Dmitry.md").read_text(encoding="utf-8") == person
