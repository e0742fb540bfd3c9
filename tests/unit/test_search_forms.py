"""Which index terms one word of a `search` stands for, and how much each counts."""

from __future__ import annotations

from vaultmind.index.similar import NEAR, inflected, search_forms

LISTED = ["гранул", "гранулят", "граница", "грант"]


def test_a_russian_word_takes_its_similar_forms_at_a_share() -> None:
    assert search_forms("гранулам", "гранул", LISTED) == [("гранул", 1.0), ("гранулят", NEAR)]
    assert search_forms("гранулята", "гранулят", LISTED) == [("гранулят", 1.0), ("гранул", NEAR)]


def test_the_term_spelling_the_typed_word_counts_fully() -> None:
    assert search_forms("Гранулят", "гранул", LISTED) == [("гранул", 1.0), ("гранулят", 1.0)]


def test_yo_is_folded_before_comparing() -> None:
    assert search_forms("ёлочек", "елочек", ["елочек", "елочк"]) == [
        ("елочек", 1.0),
        ("елочк", NEAR),
    ]


def test_short_stems_and_english_stay_exact() -> None:
    assert search_forms("грант", "грант", LISTED) == [("грант", 1.0)]
    assert search_forms("decide", "decid", ["decid", "decis"]) == [("decid", 1.0)]
    assert search_forms("confirm", "confirm", ["confid", "confirm"]) == [("confirm", 1.0)]


def test_the_stem_counts_once_and_unlisted_stems_still_count() -> None:
    assert search_forms("гранулам", "гранул", []) == [("гранул", 1.0)]
    assert search_forms("гранулам", "гранул", ["гранул", "гранул"]) == [("гранул", 1.0)]


def test_only_a_longer_stem_or_a_fleeting_vowel_counts() -> None:
    assert inflected("коробк", "коробок") and inflected("поставок", "поставк")
    assert inflected("склад", "складск") and inflected("гранулят", "гранул")
    assert not inflected("гранул", "грант")  # «гранулы», «гранты»: `similar`, other words
    assert not inflected("обуча", "обучен")
    assert not inflected("марин", "мариш")
