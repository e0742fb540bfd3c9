"""An agent's word from before a commitment line was written does not re-date it
(session 7): with commitment texts now free of their date phrase, a reflection catching
up on last week says the same text with last week's date, and used to supersede the
newer, postponed line with the old date."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import strip_labels

PATH = "People/Dima.md"
LINE = (
    "- [commitment] Finish the auth refactor [due:: 2026-12-02] [confidence:: 0.6] "
    "[by:: agent:extraction] [src:: [[Sources/chat/2026-12-01#^b2]]] [created:: 2026-12-01] "
    "^m-new222"
)
REFLECTION = "[[Daily/2026-11-30#^reflect-dima]]"


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    (tmp_path / "People").mkdir()
    (tmp_path / PATH).write_text(f"# Dima\n\n## Memory\n{LINE}\n", encoding="utf-8")
    return tmp_path


def said(by: str, on: date, due: date = date(2026, 12, 4)) -> NewMemory:
    source = (REFLECTION,) if by != "user" else ()
    return NewMemory("commitment", "Finish the auth refactor", 0.6, by, source, due)


def active(vault: Path) -> list[tuple[str, str | None]]:
    note = parse_note(PATH, (vault / PATH).read_text(encoding="utf-8"))
    return [(m.id or "", m.field("due")) for m in note.memories if m.status == "active"]


def test_an_agents_older_word_is_evidence_not_a_new_date(vault: Path) -> None:
    change = MemoryStore(vault).add(PATH, said("agent:reflection", date(2026, 11, 30)),
                                    date(2026, 11, 30))  # fmt: skip
    assert change.action == "reinforced"
    assert active(vault) == [("m-new222", "2026-12-02")]
    assert REFLECTION in strip_labels((vault / PATH).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("by", "on"),
    [("agent:reflection", date(2026, 12, 3)),  # a later word postpones, as before
     ("user", date(2026, 11, 30))],  # the user's own word always does
)  # fmt: skip
def test_a_later_word_or_the_users_supersedes(vault: Path, by: str, on: date) -> None:
    change = MemoryStore(vault).add(PATH, said(by, on), on)
    assert change.action == "superseded"
    [(_, due)] = active(vault)
    assert due == "2026-12-04"
