"""A pasted wall of text as a question: answered from its start (one bound for ask,
chat and the TUI), and no step of the answer slower than linear in what was pasted."""

from __future__ import annotations

import random
import string
import time
from pathlib import Path

import pytest

from tests.unit.ask.conftest import TODAY
from vaultmind.agent.ask.entities import NameTable
from vaultmind.agent.ask.intent import detect
from vaultmind.agent.ask.question import MAX_QUESTION_CHARS, MAX_QUESTION_WORDS, bounded
from vaultmind.index.cache import NoteCache
from vaultmind.index.paths import DataPaths
from vaultmind.service import VaultService


def distinct_words(count: int, seed: int = 1) -> list[str]:
    pick = random.Random(seed)
    return ["".join(pick.choice(string.ascii_lowercase) for _ in range(6)) for _ in range(count)]


def test_a_short_question_is_answered_as_asked() -> None:
    question = "  what did Dmitry promise?\n"
    assert bounded(question) == (question, None)


def test_too_many_words_keep_the_first_ones_and_say_so() -> None:
    said = " ".join(f"w{n}" for n in range(MAX_QUESTION_WORDS + 50)) + "?"
    kept, notice = bounded(said)
    assert kept.split() == [f"w{n}" for n in range(MAX_QUESTION_WORDS)]
    assert notice == f"question shortened to its first {MAX_QUESTION_WORDS} words"


def test_too_many_characters_keep_whole_words_and_say_so() -> None:
    kept, notice = bounded("Dmitry " + "абвгдеёжзи" * 12_000)  # one 120 KB "word" after it
    assert kept.startswith("Dmitry ") and len(kept) <= MAX_QUESTION_CHARS
    assert notice == f"question shortened to its first {MAX_QUESTION_CHARS} characters"
    kept, _ = bounded("promise " * 20_000)
    assert kept.endswith("promise") and len(kept) <= MAX_QUESTION_CHARS


def test_names_for_thousands_of_word_starts_are_read(ask_vault: Path) -> None:
    """SQLite refuses one expression 1000 deep: the starts are asked in batches."""
    with VaultService.open(ask_vault) as service:
        service.update_index()
    with NoteCache(DataPaths.for_vault(ask_vault).cache_file) as cache:
        rows = cache.names_with_word_starts([*distinct_words(3000), "дмитрий"])
    assert ("People/Дмитрий Кузнецов.md", "title", "Дмитрий Кузнецов") in rows


def test_ask_with_thousands_of_different_words_still_finds_the_named_person(
    ask_vault: Path,
) -> None:
    question = "что обещал Дима? " + " ".join(distinct_words(2000))
    with VaultService.open(ask_vault) as service:
        result = service.ask(question, TODAY)
    assert result.shortened is not None
    assert len(result.question) <= MAX_QUESTION_CHARS
    assert "People/Дмитрий Кузнецов#^m-hcjzgr" in [s.ref for s in result.retrieval.sources]


def test_a_repeated_word_is_searched_once(ask_vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import vaultmind.service.ask as service_ask

    searched: list[str] = []
    ranked = service_ask._ranked

    def counting(searcher: object, words: str, limit: int) -> list[tuple[str, float]]:
        searched.append(words)
        return ranked(searcher, words, limit)  # type: ignore[arg-type]

    monkeypatch.setattr(service_ask, "_ranked", counting)
    with VaultService.open(ask_vault) as service:
        once = service.ask("отчёт", TODAY).retrieval.sources
        searched.clear()
        repeated = service.ask("отчёт " * MAX_QUESTION_WORDS, TODAY).retrieval.sources
    assert searched == ["отчет", "report"]  # folded, once, and its English (`glossary`) once
    assert [s.ref for s in repeated] == [s.ref for s in once]


@pytest.mark.parametrize(
    "question",
    ["what is " * 20_000, "what is Дима " * 20_000],  # 160 KB and 260 KB
    ids=["what-is", "what-is-name"],
)
def test_which_question_is_asked_is_linear_in_its_length(question: str) -> None:
    started = time.perf_counter()
    assert detect(question) is None
    assert time.perf_counter() - started < 1.0  # was 28 s for the first: `.*` after each
    assert detect("what is Dima responsible for?") is not None


def test_a_name_repeated_through_a_long_question_is_found_in_linear_time() -> None:
    table = NameTable([("People/Дмитрий Кузнецов.md", "alias", "Дима")])
    started = time.perf_counter()
    found = table.find("Дима " * 200_000)
    assert time.perf_counter() - started < 5.0  # each place once copied the rest: 40 s
    assert [entity.path for entity in found] == ["People/Дмитрий Кузнецов.md"]
