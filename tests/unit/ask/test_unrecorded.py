""" "Who is responsible for X?" with no relation recorded never says "nobody": it cites
what X's own note says, naming the person a responsibility sentence names."""

from __future__ import annotations

from vaultmind.agent.ask.units import Unit
from vaultmind.agent.ask.unrecorded import unrecorded_responsible

PATH = "Knowledge/Coffee machine.md"


def unit(text: str, line: int, kind: str = "note") -> Unit:
    return Unit(PATH, "Coffee machine", kind, text, line, None, (), "active", 1.0, ())


def people(sentence: str) -> list[str]:
    return ["Maria Lopez"] if "Maria" in sentence or "Маш" in sentence else []


def test_a_sentence_with_a_responsibility_word_and_a_person_names_them() -> None:
    units = [unit("Bought in 2024. Maria looks after the coffee machine. Descale it.", 5)]
    answer = unrecorded_responsible("Coffee machine", units, people, ru=False)
    assert answer.text == (
        "Coffee machine: its note names Maria Lopez (no responsible_for relation or owner "
        "field):\n- Maria looks after the coffee machine. [1]"
    )
    [cited] = answer.sources
    assert (cited.path, cited.line, cited.text) == (
        PATH,
        5,
        "Maria looks after the coffee machine.",
    )
    assert answer.open_ended and "obody" not in answer.text


def test_a_linked_person_in_russian() -> None:
    units = [unit("За кофемашиной следит [[Maria Lopez|Маша]].", 3)]
    answer = unrecorded_responsible("Кофемашина", units, people, ru=True)
    assert answer.text.startswith("Кофемашина: заметка называет Maria Lopez (связи")
    assert "owner нет):\n- За кофемашиной следит Маша. [1]" in answer.text
    assert "Никто" not in answer.text


def test_a_responsibility_sentence_without_a_person_is_still_shown() -> None:
    units = [unit("The facilities team is in charge of it.", 4)]
    answer = unrecorded_responsible("Coffee machine", units, people, ru=False)
    assert answer.text == (
        "Coffee machine, its note says (no responsible_for relation or owner field):\n"
        "- The facilities team is in charge of it. [1]"
    )


def test_without_such_a_sentence_the_note_s_opening_is_cited() -> None:
    units = [unit("A De'Longhi in the kitchen.", 4), unit("Beans: arabica.", 6),
             unit("Descale monthly.", 8), unit("- [ ] Buy filters", 10, "task")]  # fmt: skip
    answer = unrecorded_responsible("Coffee machine", units, people, ru=False)
    assert answer.text.splitlines() == [
        "Coffee machine: see its note and the sources below (no responsible_for relation or "
        "owner field):",
        "- A De'Longhi in the kitchen. [1]",
        "- Beans: arabica. [2]",
    ]
    assert [s.line for s in answer.sources] == [4, 6]
