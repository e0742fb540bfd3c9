"""The general English–Russian lexicon behind the glossary (issue 27): what a word
reaches in the other language, and that the shipped table is its source's."""

from __future__ import annotations

from bench.lexicon.build import SOURCE, build
from vaultmind.agent.ask.glossary import translations
from vaultmind.agent.ask.lexicon import DATA, a_verb


def test_the_shipped_table_is_built_from_its_source() -> None:
    """A stemmer that changed, or a source edited without `make lexicon`, fails here."""
    assert DATA.read_text(encoding="utf-8") == build(SOURCE.read_text(encoding="utf-8"))


def test_a_word_outside_the_glossary_reaches_the_other_language_both_ways() -> None:
    assert "проектор" in translations("projector")
    assert "projector" in translations("проектора")  # any form, by its stem
    assert "учебник" in translations("textbooks")
    assert "textbook" in translations("учебников")


def test_the_glossary_speaks_first_for_its_own_words() -> None:
    assert translations("meeting") == ("встреча", "совещание", "созвон")


def test_the_most_frequent_word_of_a_stem_leads() -> None:
    """«месте» cuts to the stem of «место», «месть» and «мести»: place comes first."""
    assert translations("месте")[0] == "place"


def test_verbs_are_told_from_nouns() -> None:
    assert a_verb("приезжает") and a_verb("arrive")
    assert not a_verb("projector") and not a_verb("расписание")
    # a Russian noun in -ость ends like an infinitive, and is none
    assert not a_verb("безопасность") and not a_verb("accuracy")
