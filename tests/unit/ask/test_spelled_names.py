"""A person's name in the other script names them: "Marina" «Марина», «Лена» Lena, and
a one-word alias too: "Natasha" «Наташа»."""

from __future__ import annotations

from vaultmind.agent.ask.entities import NameTable
from vaultmind.agent.ask.spelled import cyrillic_starts, sounds_alike

PEOPLE = [
    ("People/Марина Белова.md", "title", "Марина Белова"),
    ("People/Мария Лопес.md", "title", "Мария Лопес"),
    ("People/Lena Novak.md", "title", "Lena Novak"),
    ("People/Дмитрий Кузнецов.md", "title", "Дмитрий Кузнецов"),
    ("People/Наталья Волкова.md", "title", "Наталья Волкова"),
    ("People/Наталья Волкова.md", "alias", "Наташа"),
    ("Projects/Sasha.md", "title", "Sasha"),
]


def named(question: str) -> list[str]:
    return [e.path for e in NameTable(PEOPLE).find(question)]


def test_a_first_name_in_the_other_script_names_the_person() -> None:
    assert named("What did Marina promise?") == ["People/Марина Белова.md"]
    assert named("What is Maria working on?") == ["People/Мария Лопес.md"]
    assert named("Что обещала Лена?") == ["People/Lena Novak.md"]
    assert named("Что у Лены по срокам?") == ["People/Lena Novak.md"]  # a Russian ending
    assert named("What did Dmitry commit to?") == ["People/Дмитрий Кузнецов.md"]
    assert named("What did Kuznetsov promise?") == ["People/Дмитрий Кузнецов.md"]


def test_a_one_word_alias_in_the_other_script_names_the_person() -> None:
    assert named("When does Natasha like to do site walks?") == ["People/Наталья Волкова.md"]
    assert named("Что обещал Саша?") == []  # a note of one word outside People/: no name


def test_a_name_that_only_looks_alike_names_nobody() -> None:
    assert named("What did Marta promise?") == []
    assert not sounds_alike("marina", "Мария")
    assert not sounds_alike("марта", "maria")


def test_a_latin_word_gives_the_cyrillic_starts_the_cache_is_asked_for() -> None:
    assert "мар" in cyrillic_starts("marina")
    assert "юли" in cyrillic_starts("yulia")
    assert "жен" in cyrillic_starts("zhenya")
    assert cyrillic_starts("марина") == set()


def test_a_word_written_in_lower_case_is_no_name() -> None:
    table = NameTable([("People/Марк Орлов.md", "title", "Марк Орлов")])
    assert [e.path for e in table.find("Who can mark the task done?")] == []
    assert [e.path for e in table.find("What did Mark promise?")] == ["People/Марк Орлов.md"]


def test_an_english_a_written_as_russian_e_still_names_the_person() -> None:
    table = NameTable([("People/Sam Whitfield.md", "title", "Sam Whitfield")])
    assert [e.path for e in table.find("Что обещал Сэм?")] == ["People/Sam Whitfield.md"]
