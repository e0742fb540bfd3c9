"""One given name in its scripts, spellings and short forms; different names stay apart."""

from __future__ import annotations

import pytest

from vaultmind.vault.given_names import same_given, sound_key, word_key


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Kowalczyk", "Ковальчик"),  # Polish cz and w
        ("Nataliya", "Natalia"),
        ("Olha", "Ольга"),  # Ukrainian Г is h
        ("Szczepański", "Щепанский"),
        ("Kuznetsow", "Кузнецов"),
    ],
)
def test_one_word_in_two_spellings_sounds_the_same(one: str, other: str) -> None:
    assert sound_key(word_key(one)) == sound_key(word_key(other))


@pytest.mark.parametrize(
    ("one", "other"),
    [("Саша", "Oleksandr"), ("Серёжа", "Serhii"), ("Kasia", "Екатерина"), ("Bill", "William")],
)
def test_a_short_form_is_the_full_name(one: str, other: str) -> None:
    assert same_given(word_key(one), word_key(other))


@pytest.mark.parametrize(
    ("one", "other"),
    [("Саша", "Сергей"), ("Dima", "Dina"), ("Ivanov", "Ivanova"), ("Marta", "Maria")],
)
def test_different_names_stay_apart(one: str, other: str) -> None:
    assert not same_given(word_key(one), word_key(other))
