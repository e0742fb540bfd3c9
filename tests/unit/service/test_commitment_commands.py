"""The facade's commitment work the TUI uses: tick a task (undoable), postpone a
commitment memory, what was closed this week, where a commitment was said."""

from __future__ import annotations

from datetime import date

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import UsageError
from vaultmind.service import VaultService
from vaultmind.vault.source_labels import strip_labels

DAY = date(2026, 12, 3)
PROJECT = """# Launch

- [ ] Send the report [owner:: [[Bob]]] 📅 2026-12-04 ^t-1
- [x] Book the room [owner:: [[Bob]]] ✅ 2026-12-01
- [x] Old thing [owner:: [[Bob]]] ✅ 2026-11-01
- [ ] Nobody's task
"""
BOB = """---
type: person
---
# Bob

## Memory
- [commitment] Ship the fix [due:: 2026-12-02] [confidence:: 0.8] [by:: agent:extraction] \
[src:: [[Sources/chat/2026-12-01#^c-7]]] ^m-aaaaaa
- [commitment] Call the supplier [status:: done] [done:: 2026-12-02] ^m-bbbbbb
- [fact] Likes tea ^m-cccccc
"""


@pytest.fixture
def service(write_vault: WriteVault) -> VaultService:
    source = "- 10:00 **Bob**: I ship it ^c-7\n"
    files: dict[str, str | bytes] = {"Projects/Launch.md": PROJECT, "People/Bob.md": BOB}
    files["Sources/chat/2026-12-01.md"] = source
    return VaultService.open(write_vault(files))


def test_ticking_a_task_changes_only_its_box_and_undo_reverts_it(service: VaultService) -> None:
    before = (service.vault / "Projects/Launch.md").read_text("utf-8")
    change = service.complete_task("Projects/Launch.md", 3, "Send the report", DAY)
    after = (service.vault / "Projects/Launch.md").read_text("utf-8")
    assert change.action == "done"
    assert after == before.replace(
        "- [ ] Send the report [owner:: [[Bob]]] 📅 2026-12-04 ^t-1",
        "- [x] Send the report [owner:: [[Bob]]] 📅 2026-12-04 ✅ 2026-12-03 ^t-1",
    )
    assert not [c for c in service.commitments(DAY) if c.text == "Send the report"]
    assert service.last_undoable() is not None
    service.undo()
    assert (service.vault / "Projects/Launch.md").read_text("utf-8") == before


def test_a_task_that_moved_is_found_by_its_text(service: VaultService) -> None:
    path = service.vault / "Projects/Launch.md"
    path.write_text("Intro line\n" + PROJECT, "utf-8")
    change = service.complete_task("Projects/Launch.md", 3, "Send the report", DAY)
    assert change.line == 4
    assert "- [x] Send the report" in path.read_text("utf-8")


def test_a_task_edited_away_is_not_ticked(service: VaultService) -> None:
    path = service.vault / "Projects/Launch.md"
    path.write_text(PROJECT.replace("Send the report", "Send the summary"), "utf-8")
    with pytest.raises(UsageError, match="no longer"):
        service.complete_task("Projects/Launch.md", 3, "Send the report", DAY)
    assert "- [ ] Send the summary" in path.read_text("utf-8")


def test_postponing_supersedes_with_the_same_text_and_evidence(service: VaultService) -> None:
    due = service.parse_due("next friday", DAY)
    change = service.postpone_commitment("m-aaaaaa", due, DAY)
    assert change.action == "superseded"
    new = change.extra[0].line
    assert "Ship the fix" in new and f"[due:: {due.isoformat()}]" in new
    assert "[[Sources/chat/2026-12-01#^c-7]]" in strip_labels(new) and "[confidence:: 0.8]" in new
    open_ones = [c for c in service.commitments(DAY) if c.text == "Ship the fix"]
    assert [c.due for c in open_ones] == [due]


def test_only_an_open_commitment_is_postponed(service: VaultService) -> None:
    with pytest.raises(UsageError, match="not a commitment"):
        service.postpone_commitment("m-cccccc", DAY, DAY)
    with pytest.raises(UsageError, match="done"):
        service.postpone_commitment("m-bbbbbb", DAY, DAY)


def test_done_this_week_has_ticked_tasks_and_done_memories(service: VaultService) -> None:
    done = service.done_commitments(date(2026, 11, 30))
    assert [(d.person, d.text, d.done.day) for d in done] == [
        ("Bob", "Call the supplier", 2),
        ("Bob", "Book the room", 1),
    ]
    assert service.done_commitments(date(2026, 11, 30), person="Bob") == done


def test_the_source_of_a_memory_is_its_message(service: VaultService) -> None:
    said = service.commitment_source("People/Bob.md", 7, "m-aaaaaa")
    assert (said.note, said.block, said.message) == ("Sources/chat/2026-12-01", "c-7", True)
    plain = service.commitment_source("People/Bob.md", 8, "m-bbbbbb")
    assert (plain.note, plain.block, plain.message) == ("People/Bob.md", "m-bbbbbb", False)
    task = service.commitment_source("Projects/Launch.md", 3, None)
    assert (task.note, task.line) == ("Projects/Launch.md", 3)
