"""How sure the detector must be before a line it made is asked about (issue 26, session
32): a commitment it doubts below 0.5, or a context, fact or preference below 0.4, is noise
in the review inbox (1 right of 31 for the latter on the development chats); a done, a
rule's line held for its structure, or one held because its sender is unsure, is asked
whatever the figure."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.agent.detect.features import MessageView
from vaultmind.agent.ingest.extract.suggesting_store import SuggestingStore
from vaultmind.memory.store import Addition, NewMemory

DAY = date(2026, 11, 30)
LINK = "[[Sources/jsonl/team/2026-11-30#^jl-team-1]]"
DIMA = "---\ntype: person\n---\n# Дмитрий Кузнецов\n\n## Memory\n"


def _asked(vault: Path, kind: str, probability: float, unsure_sender: bool = False) -> int:
    store = SuggestingStore(vault)
    view = MessageView("Посмотрю проектор после шестого урока", DAY)
    if unsure_sender:
        store.hold_for_owner(LINK, view, "Дима")
    else:
        store.hold(LINK, probability, view, learned=True)
    new = NewMemory(kind, "Посмотрю проектор", 0.6, "agent:extraction", (LINK,), DAY)
    written = store.add_all("People/Дмитрий Кузнецов.md", [Addition(new, DAY)])
    assert written == []  # held: never written
    return len(store.made)


@pytest.mark.parametrize(
    ("kind", "probability", "asked"),
    [
        ("commitment", 0.49, 0),
        ("commitment", 0.5, 1),
        ("context", 0.39, 0),
        ("context", 0.4, 1),
        ("fact", 0.3, 0),
        ("preference", 0.45, 1),
    ],
)
def test_a_doubted_new_line_is_asked_from_its_kinds_floor(
    write_vault: WriteVault, kind: str, probability: float, asked: int
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    assert _asked(vault, kind, probability) == asked


def test_an_unsure_sender_is_asked_about_whatever_the_figure(write_vault: WriteVault) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    assert _asked(vault, "commitment", 0.0, unsure_sender=True) == 1


def test_a_rules_line_held_for_its_structure_is_asked_whatever_the_figure(
    write_vault: WriteVault,
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    store = SuggestingStore(vault)
    store.hold(LINK, 0.2, MessageView("Отвечу им завтра, сначала посмотрю загрузку", DAY))
    new = NewMemory("commitment", "Отвечу им", 0.6, "agent:extraction", (LINK,), DAY)
    assert store.add_all("People/Дмитрий Кузнецов.md", [Addition(new, DAY)]) == []
    assert len(store.made) == 1
