"""Defaults are left out of the memory lines VaultMind writes (`by` when the first
source implies it, `confidence:: 1`, a `created` equal to the first source's day), and
every reader takes a line without them exactly as the line that spells them out."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from vaultmind.memory.decay import effective_confidence
from vaultmind.memory.dedupe import reinforce
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import parse_note
from vaultmind.vault.source_labels import labelled

PATH = "People/Dima.md"
DAY = date(2026, 11, 30)
SRC = "[[Sources/telegram/1876543210/2026-11-30#^tg-1876543210-4602]]"
LATER = date(2027, 3, 1)


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    (tmp_path / "People").mkdir()
    (tmp_path / PATH).write_text("# Dima\n\nMy words.\n\n## Memory\n", encoding="utf-8")
    return tmp_path


def written(vault: Path, new: NewMemory, today: date) -> MemoryLine:
    change = MemoryStore(vault).add(PATH, new, today)
    note = parse_note(PATH, (vault / PATH).read_text(encoding="utf-8"))
    return next(m for m in note.memories if m.id == change.memory_id)


def line(raw: str) -> MemoryLine:
    found = parse_memory_line(raw, 1)
    assert isinstance(found, MemoryLine)
    return found


def test_the_users_own_sure_memory_carries_no_by_or_confidence(vault: Path) -> None:
    memory = written(vault, NewMemory("fact", "Works here since 2024", 1.0, "user"), DAY)
    assert memory.raw == f"- [fact] Works here since 2024 [created:: 2026-11-30] ^{memory.id}"
    assert (memory.author, memory.confidence_or_default, memory.created_on) == ("user", 1.0, DAY)


def test_an_ingested_memory_dated_by_its_source_carries_no_created(vault: Path) -> None:
    new = NewMemory("commitment", "Finish the auth refactor", 0.6, "agent:extraction", (SRC,))
    memory = written(vault, new, DAY)
    assert memory.raw == (
        f"- [ ] Finish the auth refactor [confidence:: 0.6] [src:: {labelled([SRC])}] ^{memory.id}"
    )
    assert (memory.author, memory.created_on) == ("agent:extraction", DAY)
    old_form = line(memory.raw.replace("]]] ", "]]] [created:: 2026-11-30] "))
    assert effective_confidence(old_form, LATER) < 0.6  # it decays, and by as much
    assert effective_confidence(memory, LATER) == effective_confidence(old_form, LATER)


def test_the_users_memory_citing_a_chat_message_says_who_wrote_it(vault: Path) -> None:
    """`remember --src [[Sources/…]]` is the user's word about a chat message: the line
    names its author, since a line citing a chat message first is read as ingested."""
    memory = written(vault, NewMemory("fact", "Leads the CRM team", 1.0, "user", (SRC,)), DAY)
    assert "[by:: user]" in memory.raw and memory.author == "user"


def test_the_users_line_keeps_its_author_when_a_chat_message_confirms_it() -> None:
    own = line("- [fact] Leads the CRM team [created:: 2026-11-30] ^m-aaaaaa")
    assert own.author == "user"
    confirmed = line(reinforce(own, 0.6, [SRC], DAY))
    assert confirmed.author == "user" and confirmed.sources == (SRC,)
    ingested = line(f"- [fact] Leads the CRM team [src:: {SRC}] ^m-aaaaaa")
    again = line(reinforce(ingested, 0.6, ["[[Daily/2026-12-01]]"], DAY))
    assert "[by::" not in again.raw and again.author == "agent:extraction"


def test_a_memory_learnt_on_another_day_than_its_source_keeps_created(vault: Path) -> None:
    new = NewMemory("fact", "Leads the CRM team", 0.6, "agent:extraction", (SRC,))
    memory = written(vault, new, date(2026, 12, 5))
    assert "[created:: 2026-12-05]" in memory.raw
    assert memory.created_on == date(2026, 12, 5)


def test_the_same_id_whether_or_not_defaults_are_written(tmp_path: Path) -> None:
    """The id hashes kind, text, first source and note title: never the fields."""
    ids = []
    for confidence, by in ((1.0, "user"), (0.6, "agent:extraction")):
        root = tmp_path / by.replace(":", "-")
        (root / "People").mkdir(parents=True)
        (root / PATH).write_text("# Dima\n\n## Memory\n", encoding="utf-8")
        new = NewMemory("commitment", "Finish the auth refactor", confidence, by, (SRC,))
        ids.append(written(root, new, DAY).id)
    assert ids[0] == ids[1]


def test_an_old_form_line_reads_the_same_as_the_new_form() -> None:
    old = line(
        "- [commitment] Finish it [confidence:: 1.0] [by:: agent:extraction] "
        f"[src:: {SRC}] [created:: 2026-11-30] ^m-aaaaaa"
    )
    new = line(f"- [commitment] Finish it [src:: {SRC}] ^m-aaaaaa")
    for memory in (old, new):
        read = (memory.author, memory.confidence_or_default, memory.created_on)
        assert read == ("agent:extraction", 1.0, DAY)
    assert effective_confidence(old, LATER) == effective_confidence(new, LATER) < 1.0


def test_a_written_created_wins_over_the_sources_day() -> None:
    memory = line(f"- [fact] A [src:: {SRC}] [created:: 2026-12-07] ^m-aaaaaa")
    assert memory.created_on == date(2026, 12, 7)


def test_reinforcing_a_sure_line_does_not_write_the_default_in() -> None:
    memory = line(f"- [fact] Works here [src:: {SRC}] ^m-aaaaaa")
    raw = reinforce(memory, 0.6, ["[[Sources/telegram/1/2026-12-01#^tg-1-9]]"], date(2026, 12, 1))
    assert "confidence::" not in raw
    assert "[confirmed:: 2026-12-01]" in raw


@pytest.mark.parametrize(
    ("link", "day"),
    [
        (SRC, DAY),
        ("[[Sources/whatsapp/Team/2026-11-30#^wa-abc]]", DAY),
        ("[[Daily/2026-11-30]]", DAY),
        ("[[Daily/2026-11-30#^r-dima]]", DAY),
        ("[[Daily/2026-11-30|the day]]", DAY),
        ("[[2026-11-30]]", None),  # no folder: not known to be a dated source
        ("[[Sources/chat/session-3]]", None),
        ("[[Projects/2026-11-30 kickoff]]", None),
        ("[[Daily/2026-W48]]", None),
    ],
)
def test_which_first_sources_date_a_memory(link: str, day: date | None) -> None:
    memory = line(f"- [fact] A [src:: {link}] ^m-aaaaaa")
    assert memory.created_on == day
