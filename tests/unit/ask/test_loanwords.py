"""A work word the vault writes as a loan in the other script («плоттер» for "plotter"),
or as a Russian verb with another prefix («заболел» for «болел»), is found as the
question's word; a word that only starts alike is not."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tests.unit.ask.conftest import answered, indexed
from vaultmind.agent.ask.loanwords import alike, loans
from vaultmind.agent.ask.prefixed import prefixed_forms
from vaultmind.service import VaultService

TODAY = date(2026, 11, 26)
NOTES = {
    "Daily/2026-11-18.md": "# 2026-11-18\n\nПереезд: старый плоттер HP продаём, берём МФУ.\n",
    "Daily/2026-11-20.md": "# 2026-11-20\n\nКрыша: плотно закрыли плёнкой.\n",
    "Daily/2026-12-01.md": "# 2026-12-01\n\nПаша заболел, на больничном до 4 декабря.\n",
    "People/Павел Громов.md": "# Павел Громов\n\nКоординатор водителей.\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VaultService]:
    found = indexed(tmp_path_factory, "loans", NOTES)
    yield found
    found.close()


def test_a_loan_in_the_other_script_answers_the_question(service: VaultService) -> None:
    text = answered(service, "what did we decide about the plotter?", TODAY)
    assert "плоттер HP продаём" in text
    assert "плотно" not in text


def test_a_verb_with_another_prefix_answers_the_question(service: VaultService) -> None:
    text = answered(service, "Паша болел, до какого числа?", date(2026, 12, 2))
    assert "до 4 декабря" in text


def test_loans_are_alike_in_sound_and_other_words_are_not() -> None:
    for word, loan in [
        ("plotter", "плоттер"),
        ("internet", "интернет"),
        ("garage", "гараж"),
        ("concept", "концепт"),
        ("final", "финальн"),
        ("budget", "бюджет"),
        ("deadline", "дедлайн"),
    ]:
        assert alike(word, loan), (word, loan)
        assert alike(loan, word), (loan, word)
    for word, other in [
        ("plotter", "плотн"),
        ("internet", "интерьер"),
        ("plotter", "plotter"),
        ("contract", "контакт"),
        ("intern", "интернет"),
        ("stand", "стад"),
        ("делаем", "delay"),
        ("file", "файл"),
        ("team", "тим"),
    ]:
        assert not alike(word, other), (word, other)


def test_the_vault_s_terms_are_looked_up_by_their_start_only() -> None:
    asked: list[str] = []

    def terms_starting(prefix: str) -> list[str]:
        asked.append(prefix)
        return [t for t in ("плоттер", "плотн", "plot") if t.startswith(prefix)]

    assert loans("plotter", terms_starting) == ["плоттер"]
    assert "пло" in asked and all(len(p) == 3 for p in asked)
    assert loans("it", terms_starting) == []  # too short to tell


def test_prefixed_forms_only_for_a_russian_word_the_vault_lacks() -> None:
    terms = {"заболел", "болезн", "сделал"}

    def terms_starting(prefix: str) -> list[str]:
        return [t for t in terms if t.startswith(prefix)]

    assert prefixed_forms("болел", terms_starting) == ["заболел"]
    assert prefixed_forms("заболел", terms_starting) == []  # said as it is
    assert prefixed_forms("делал", terms_starting) == ["сделал"]
    assert prefixed_forms("сдава", lambda p: ["дава"] if "дава".startswith(p) else []) == []
    assert prefixed_forms("sick", terms_starting) == []
    assert prefixed_forms("ел", terms_starting) == []
