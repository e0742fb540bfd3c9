"""What people are called in a newcomer's vault, which has no `aliases:` (issue 27):

- the text its links show ("[[Robert Hale|Bob]]") names the person for `ask`, and
  stops naming them once the note saying it no longer does;
- the name in brackets of a person note's heading («# Ольга Петрова (Оля)») names
  her, in either script ("Olya");
- a one-word alias in Cyrillic («Наташа») is found for the question's "Natasha";
- none of these is an Obsidian alias: a link `[[Bob]]` still resolves to nothing.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import vault_at
from vaultmind.service import VaultService

TODAY = date(2026, 11, 19)
NOTES = {
    "People/Robert Hale.md": "# Robert Hale\n\nElectrical subcontractor.\n",
    "People/Ольга Петрова.md": "# Ольга Петрова (Оля)\nАрхитектор.\n"
    "Правки любит получать одним списком, а не по одной в чат.\n",
    "People/Наталья Волкова.md": "---\naliases: [Наташа]\n---\n# Наталья Волкова\n\n"
    "Обходы любит делать по вторникам с утра.\n",
    "Projects/Winter heating.md": "# Winter heating\n\n- [ ] [[Robert Hale|Bob]] temp "
    "boiler connected 📅 2026-11-23\n",
}


@pytest.fixture
def service(tmp_path: Path) -> VaultService:
    found = VaultService.open(vault_at(tmp_path / "v", NOTES))
    found.update_index()
    return found


def named(service: VaultService, question: str) -> list[str]:
    return [e.path for e in service.ask(question, TODAY).retrieval.question.entities]


def test_a_links_shown_name_names_the_person(service: VaultService) -> None:
    assert named(service, "what did Bob promise?") == ["People/Robert Hale.md"]
    answer = service.ask("what did Bob promise?", TODAY).structural
    assert answer is not None and "temp boiler" in answer.text


def test_the_name_goes_with_the_link(service: VaultService) -> None:
    note = service.vault / "Projects/Winter heating.md"
    note.write_text("# Winter heating\n\n- [ ] Robert: temp boiler\n", encoding="utf-8")
    service.update_index()

    assert named(service, "what did Bob promise?") == []


def test_a_name_in_the_headings_brackets_names_her_in_either_script(
    service: VaultService,
) -> None:
    assert named(service, "что Оля просила?") == ["People/Ольга Петрова.md"]
    assert named(service, "how does Olya like to get comments?") == ["People/Ольга Петрова.md"]


def test_a_one_word_alias_is_found_in_the_other_script(service: VaultService) -> None:
    assert named(service, "when does Natasha like to do site walks?") == [
        "People/Наталья Волкова.md"
    ]


def test_a_shown_name_is_no_obsidian_alias(service: VaultService) -> None:
    with service._cache() as cache:
        resolver = cache.resolver_for_names(["bob"])

    assert resolver.resolve("Bob").path is None
