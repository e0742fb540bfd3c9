"""Evidence links are labelled for the reader (`|30 Nov`, `|↗`) and read back bare."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import scan_memories
from vaultmind.vault.source_labels import bare, labelled

PATH = "People/Ann.md"
ASKED = "[[Sources/telegram/team/2026-11-30#^tg-team-7]]"
DONE = "[[Sources/telegram/team/2026-12-02#^tg-team-9]]"
TODAY = date(2026, 12, 2)


def lines(vault: Path) -> list[MemoryLine]:
    return scan_memories((vault / PATH).read_text("utf-8"))[0]


def test_the_first_source_shows_its_day_and_later_ones_an_arrow() -> None:
    assert labelled([ASKED, DONE]) == (
        "[[Sources/telegram/team/2026-11-30#^tg-team-7|30 Nov]], "
        "[[Sources/telegram/team/2026-12-02#^tg-team-9|↗]]"
    )


def test_a_label_the_user_wrote_and_an_undated_link_are_kept() -> None:
    mine = "[[Sources/telegram/team/2026-11-30#^tg-team-7|the kickoff]]"
    assert bare(mine) == mine
    assert labelled([mine, "[[Ann#^m-abc123]]"]) == f"{mine}, [[Ann#^m-abc123]]"


def test_a_labelled_line_reads_back_with_bare_sources() -> None:
    raw = f"- [ ] Send the report [src:: {labelled([ASKED, DONE])}] 📅 2026-12-04 ^m-abc123"
    memory = parse_memory_line(raw, 1)
    assert isinstance(memory, MemoryLine)
    assert memory.sources == (ASKED, DONE)
    assert memory.text == "Send the report"


def test_a_new_memory_and_its_done_evidence_are_written_labelled(tmp_path: Path) -> None:
    (tmp_path / "People").mkdir()
    (tmp_path / PATH).write_text("# Ann\n", "utf-8")
    store = MemoryStore(tmp_path)
    new = NewMemory("commitment", "Send the report", 0.6, "agent:extraction", (ASKED,))
    change = store.add(PATH, new, date(2026, 11, 30))
    (line,) = lines(tmp_path)
    assert "|30 Nov]]]" in line.raw and line.sources == (ASKED,)
    store.set_status(PATH, change.memory_id, "done", TODAY, evidence=DONE)
    (line,) = lines(tmp_path)
    assert line.status == "done" and line.sources == (ASKED, DONE)
    assert "|30 Nov]], " in line.raw and "|↗]]]" in line.raw
    store.set_status(PATH, change.memory_id, "done", TODAY, evidence=DONE)  # said again
    assert lines(tmp_path)[0].sources == (ASKED, DONE)


def test_an_old_unlabelled_line_gains_labels_when_evidence_is_added(tmp_path: Path) -> None:
    (tmp_path / "People").mkdir()
    old = f"- [ ] Send the report [by:: agent:extraction] [src:: {ASKED}] ^m-abc123\n"
    (tmp_path / PATH).write_text(f"# Ann\n\n## Memory\n{old}", "utf-8")
    MemoryStore(tmp_path).set_status(PATH, "m-abc123", "done", TODAY, evidence=DONE)
    (line,) = lines(tmp_path)
    assert line.sources == (ASKED, DONE)
    assert line.raw.count("|30 Nov]]") == 1 and line.raw.count("|↗]]") == 1
