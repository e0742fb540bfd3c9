"""The one rule that says which person note a chat name stands for."""

from __future__ import annotations

import pytest

from vaultmind.vault.person_names import Person, match_person, named_in, same_person

SERGEI = Person("People/Sergei Morozov.md", "Sergei Morozov", ("Серёжа", "Сергей Морозов"))
DIMA = Person("People/Дмитрий Кузнецов.md", "Дмитрий Кузнецов", ("Дима",))
IVANOV = Person("People/Sergei Ivanov.md", "Sergei Ivanov")
PEOPLE = [SERGEI, DIMA, IVANOV]


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("Сергей Морозов", SERGEI.path),  # an alias
        ("sergei morozov", SERGEI.path),  # the title, case-folded
        ("Серёжа Морозов", SERGEI.path),  # a first-name alias with the title's surname
        ("Сережа  МОРОЗОВ", SERGEI.path),  # ё as е, case and spacing
        ("Серёжа Morozov", SERGEI.path),
        ("Дима Кузнецов", DIMA.path),
        ("Dima Kuznetsov", DIMA.path),  # across scripts, by the slug's transliteration
        ("Дмитрий Kuznetsov", DIMA.path),
        ("Sergei Morozov Nordmarket", SERGEI.path),  # a contact saved with its company
        ("Сергей Морозов (склад)", SERGEI.path),  # an alias, then a note
        ("Серёжа Иванов", IVANOV.path),  # Серёжа is any Sergei's: here with Ivanov's surname
        ("Serhii Ivanov", IVANOV.path),  # the Ukrainian spelling of the same name
        ("Dmitry Kuznetsow", DIMA.path),  # a Polish spelling of the surname
    ],
)
def test_a_name_resolves_to_its_one_person(name: str, path: str) -> None:
    assert match_person(name, PEOPLE).path == path


@pytest.mark.parametrize("name", ["Дима Морозов", "Петя Кузнецов", "Nordmarket Sergei Morozova"])
def test_a_namesake_with_another_surname_is_nobody_we_know(name: str) -> None:
    found = match_person(name, PEOPLE)
    assert (found.path, found.candidates) == (None, ())


def test_a_first_name_alone_is_only_a_candidate() -> None:
    found = match_person("Sergei", PEOPLE)
    assert found.path is None
    assert found.candidates == (IVANOV.path, SERGEI.path)
    assert found.how == "first name only"
    alone = match_person("Дмитрий", PEOPLE)
    assert (alone.path, alone.candidates) == (None, (DIMA.path,))


def test_two_notes_answering_to_a_name_are_not_guessed() -> None:
    twin = Person("People/С. П. Морозов.md", "Сергей Петрович Морозов", ("Серёжа",))
    found = match_person("Серёжа Морозов", [SERGEI, twin])
    assert found.path is None
    assert set(found.candidates) == {SERGEI.path, twin.path}


def test_a_linked_chat_id_finds_a_renamed_sender() -> None:
    linked = Person(SERGEI.path, SERGEI.title, SERGEI.aliases, ("telegram:user777",))
    assert match_person("S. M. (supplies)", [linked, DIMA], "telegram:user777").path == SERGEI.path
    assert match_person("S. M. (supplies)", [linked, DIMA], "telegram:user1").path is None


def test_two_notes_of_one_person_are_told_apart_from_namesakes() -> None:
    stub = Person("People/Серёжа Морозов.md", "Серёжа Морозов")
    assert same_person(SERGEI, stub) in {
        "'Sergei Morozov' names both",
        "'Серёжа Морозов' names both",
    }
    assert same_person(SERGEI, IVANOV) is None
    # a shared diminutive is not enough when the surnames differ (doctor still names the
    # shared alias as `duplicate-name`)
    assert (
        same_person(SERGEI, Person("People/Сергей Иванов.md", "Сергей Иванов", ("Серёжа",))) is None
    )
    assert same_person(SERGEI, Person("People/Сергей.md", "Сергей Морозов")) is not None


def test_a_phone_in_the_note_finds_a_whatsapp_sender_shown_as_that_number() -> None:
    from vaultmind.vault.parse import parse_note

    note = parse_note("People/Jaan Tamm.md", '---\naliases: [Jaan]\nphone: "+372 5342 1187"\n---\n')
    jaan = Person.of(note)
    assert jaan.chat_ids == ("whatsapp:+37253421187",)
    sender = "+372 5342 1187"
    assert match_person(sender, [jaan, DIMA], "whatsapp:+37253421187").path == jaan.path
    assert match_person(sender, [jaan, DIMA], "whatsapp:+37200000000").path is None
    short = parse_note("People/Bob.md", "---\nphone: 112\n---\n")
    assert Person.of(short).chat_ids == ()  # not a number anyone chats from


def test_a_nickname_counts_only_as_a_whole_word_of_the_notes_text() -> None:
    text = "Дима. В телеге подписан «Кузя», так его все и зовут. Кузяев — другой."
    assert named_in("Кузя", text) and named_in("кузя", text)
    assert not named_in("Кузь", text)  # part of a word is not the name
    assert named_in("Алёна", "Алена из закупок") and not named_in("Ал", "Ал из закупок")
