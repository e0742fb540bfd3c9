"""Decisions and lists introduced by a line (issue 27):

- "decision on X?" is answered by the line recording the decision, though X is said
  only in the line that introduces its list ("Water-based finish:" above «- решили: …»);
- a decision reversed later is answered by the reversal first, the first one beside it;
- a decision on another subject is not put first;
- a lead-in line alone is no answer, and items after a blank line are not its.
"""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import answered, indexed
from vaultmind.agent.ask.leads import lead_ins
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "People/Alexander Petrov.md": "---\naliases: [Sasha]\n---\n# Alexander Petrov\n\n"
    "Sasha owns the finishing room: lacquers, oils, samples.\n",
    "Daily/2026-11-16.md": "Sasha started the water-based lacquer trial — Renner, test "
    "panels ash + oak.\n",
    "Daily/2026-12-02.md": "Костя одобрил бюджет на шпиндель.\n\nWater-based finish:\n"
    "- решили: с января все новые заказы на водном лаке Renner. Sasha agrees.\n\n"
    "- [ ] Priya: renders for the chairs 📅 2026-12-08\n",
    "Projects/Night shifts.md": "# Night shifts\n\n- 2026-11-05 decided: night shifts "
    "in pairs, four nights a week.\n- 2026-11-20 decided: night shifts cancelled, the "
    "clinic closes at 22:00 instead.\n\nNight shifts are a pain for everyone.\n",
    "Daily/2026-11-27.md": "- Decided: weekly planning moves to Monday 9:30.\n",
    "Projects/School competition.md": "# School competition\n\n- 2026-11-03 two concepts, "
    "A and B, drafted.\n- 2026-11-11 we chose concept B: the covered atrium.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "decisions", NOTES)


def answer(service: VaultService, question: str) -> str:
    return answered(service, question, TODAY)


def test_a_decision_whose_subject_is_said_by_its_lead_in_answers(service: VaultService) -> None:
    first = answer(service, "decision on water-based lacquer?").splitlines()[0]

    assert "решили: с января" in first and "Water-based finish" in first


def test_a_reversed_decision_is_answered_by_the_reversal_first(service: VaultService) -> None:
    lines = answer(service, "what did we decide about night shifts?").splitlines()

    assert "cancelled" in lines[0]
    assert any("in pairs" in line for line in lines[1:3])


def test_a_decision_on_another_subject_is_not_put_first(service: VaultService) -> None:
    first = answer(service, "what did we decide about the lacquer trial?").splitlines()[0]

    assert "weekly planning" not in first


def test_which_one_we_picked_is_a_decision(service: VaultService) -> None:
    """ "pick" asks which was chosen (no topic word the notes must say), and the line
    that says what was chosen leads."""
    first = answer(service, "which concept did we pick for the school?").splitlines()[0]

    assert "atrium" in first


def test_a_lead_in_line_alone_is_no_answer(service: VaultService) -> None:
    sources = service.ask("water-based finish", TODAY).retrieval.sources

    assert sources and all(s.text.strip() != "Water-based finish:" for s in sources)


def test_items_after_a_blank_line_are_not_the_lead_ins() -> None:
    lines = ["Status round:", "- spindle: Dec 16", "  - ordered", "", "- [ ] Anna: VAT"]

    assert lead_ins(lines) == {2: (1, "Status round"), 3: (1, "Status round")}


def test_an_item_ending_with_a_colon_leads_its_own_items() -> None:
    lines = ["- Aurora:", "  - veneer arrived", "- Brioche chairs ready", "# Notes:", "- x"]

    assert lead_ins(lines) == {2: (1, "Aurora")}
