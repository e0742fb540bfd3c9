"""Slugs: the short ASCII ids the CLI accepts, with DESIGN.md's fixed transliteration."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vaultmind.vault.slug import MAX_SLUG, slugify

# DESIGN.md's table, letter by letter (ъ and ь vanish).
TABLE = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "zh",
    "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
    "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
    "я": "ya", "і": "i", "ї": "yi", "є": "ye", "ґ": "g",
}  # fmt: skip


@pytest.mark.parametrize(("letter", "latin"), sorted(TABLE.items()))
def test_every_letter_of_the_table(letter: str, latin: str) -> None:
    assert slugify(f"x{letter}x") == f"x{latin}x"
    assert slugify(f"x{letter.upper()}x") == f"x{latin}x"


@pytest.mark.parametrize(
    ("title", "slug"),
    [
        ("Дмитрий Кузнецов", "dmitriy-kuznetsov"),
        ("Топливные баки серии К1", "toplivnye-baki-serii-k1"),
        ("Анна Смирнова", "anna-smirnova"),
        ("Щёлково", "shchyolkovo"),
        ("Подъезд", "podezd"),
        ("Ґанок і їжак є", "ganok-i-yizhak-ye"),
        ("Crème brûlée", "creme-brulee"),
        ("Ångström Café", "angstrom-cafe"),
        ("ﬁle ①", "file-1"),
        ("Internal CRM", "internal-crm"),
        ("2026-W49", "2026-w49"),
        ("  --a__b!!c--  ", "a-b-c"),
        ("Q4: budget / plan (draft)", "q4-budget-plan-draft"),
        ("a \t\n b", "a-b"),
    ],
)
def test_titles(title: str, slug: str) -> None:
    assert slugify(title) == slug


@pytest.mark.parametrize("title", ["!!!", "日本", "—"])
def test_titles_without_ascii_letters_get_a_stable_hashed_slug(title: str) -> None:
    slug = slugify(title)
    assert re.fullmatch(r"note-[0-9a-f]{8}", slug)
    assert slugify(title) == slug
    assert slugify(title + "x") != slug


@pytest.mark.parametrize(
    ("title", "acceptable"),
    [("Договор №5", {"dogovor-no5", "dogovor-5"}), ("Приказ № 12", {"prikaz-no-12", "prikaz-12"})],
)
def test_numero_sign_does_not_leave_half_a_word(title: str, acceptable: set[str]) -> None:
    assert slugify(title) in acceptable


def test_nfd_title_gives_the_same_slug() -> None:
    title = "Ёлкин Йозеф Crème"
    assert slugify(unicodedata.normalize("NFD", title)) == slugify(title) == "yolkin-yozef-creme"


@pytest.mark.parametrize(
    "title",
    ["x" * 100, "слово " * 30, "ab-" * 40, "a " * 50, "щ" * 30],
)
def test_at_most_80_characters_and_no_trailing_dash(title: str) -> None:
    slug = slugify(title)
    assert 0 < len(slug) <= MAX_SLUG == 80
    assert not slug.endswith("-")


@given(st.text())
def test_slug_is_always_short_clean_ascii(title: str) -> None:
    slug = slugify(title)
    assert re.fullmatch(r"(?:[a-z0-9]+(?:-[a-z0-9]+)*)?", slug)
    assert len(slug) <= MAX_SLUG
    assert slugify(slug) == slug
