"""A daily written one thought per line, as Obsidian shows it (issue 27):

- each line is a unit of its own: the answer about the fire briefing is its line, not
  the day's concrete, panels and inspection before it;
- prose wrapped by hand (a line carrying on a sentence in lower case) stays one unit;
- a line under a section heading is read with it ("## RouteOne" above a decision);
- the note's own title and a day's heading («# 04.11 ср») are no topic.
"""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.agent.ask.units import split_note
from vaultmind.service import VaultService
from vaultmind.vault.parse import parse_note

TODAY = date(2026, 12, 9)
DAY = (
    "# 04.11 ср\n"
    "Бетон: договорились с БетонСтрой — возят ночью, 22:00–06:00.\n"
    "Third panel arrived, Kate saw all three, likes the graphite one.\n"
    "Пожарка: проверка МЧС назначена на 24.11.\n"
    "— Наташа: проведёт вводный инструктаж по ПБ для бригады Макса до 12.11\n"
)
WRAPPED = "We agreed with the client that the launch\nmoves to February, after the audit.\n"
SECTIONS = (
    "## RouteOne\nSasha: the 1C connector is half-baked.\n"
    "**Decision:** go-live moved from Jan 11 to Feb 1.\n\n## 2026-12-03\nQuiet day.\n"
)
NOTES = {
    "Daily/2026-11-04.md": DAY,
    "Daily/2026-12-01.md": WRAPPED,
    "Daily/2026-12-03.md": SECTIONS,
    "People/Наталья Волкова.md": "---\naliases: [Наташа]\n---\n# Наталья Волкова\n\n"
    "Охрана труда.\n",
}


def texts(path: str) -> list[str]:
    note = parse_note(path, NOTES[path])
    return [u.text for u in split_note(note, NOTES[path], TODAY, {}) if u.kind == "note"]


def test_each_line_of_a_daily_is_a_unit() -> None:
    found = texts("Daily/2026-11-04.md")

    assert len(found) == 4
    assert found[3].startswith("— Наташа: проведёт вводный инструктаж")


def test_prose_wrapped_by_hand_stays_one_unit() -> None:
    assert texts("Daily/2026-12-01.md") == [
        "We agreed with the client that the launch moves to February, after the audit."
    ]


def test_a_line_is_read_with_its_section_heading_but_not_a_days() -> None:
    found = texts("Daily/2026-12-03.md")

    assert "RouteOne: **Decision:** go-live moved from Jan 11 to Feb 1." in found
    assert "Quiet day." in found


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "daily-lines", NOTES)


def test_the_answer_is_the_line_that_says_it(service: VaultService) -> None:
    answer = service.ask("что обещала Наташа по инструктажу?", TODAY).without_model
    assert answer is not None

    first = answer.text.splitlines()[0]
    assert "инструктаж" in first and "БетонСтрой" not in first


def test_a_decision_under_a_section_is_found_by_its_heading(service: VaultService) -> None:
    answer = service.ask("what did we decide about RouteOne?", TODAY).without_model

    assert answer is not None and "Feb 1" in answer.text.splitlines()[0]
