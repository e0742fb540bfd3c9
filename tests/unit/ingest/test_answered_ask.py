"""Asks that the answer shows to be asks (issue 10, session 8): the answer echoes the
ask's verb («Петя, обзвони…» → «ок, обзвоню»), the answer brings the date the ask lacks
(«Петя, смету сделаешь?» → «да, сделаю к среде»), a reminder of a promise ("Petya,
you said you'd…, still on?" → "yes, Friday"), a vocative cut short («Петь,»)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_later_ask import petya_after


@pytest.mark.parametrize(
    ("ask", "answer", "words", "due"),
    [
        (
            "Петя, обзвони до четверга поставщиков, у кого просрочка — бухгалтерия ждёт",
            "хорошо, обзвоню",
            "обзвони поставщиков",
            "2026-12-03",
        ),
        (
            "Петя, и ещё: пропуска. оформить до 4-го, охрана долго думает",
            "принял, оформлю",
            "пропуска",
            "2026-12-04",
        ),
        (
            "Дима, выздоравливай. Петя, смету по ремонту за Диму сделаешь?",
            "да, сделаю к среде",
            "смету по ремонту",
            "2026-12-02",
        ),
        (
            "Petya btw you said you'd get the survey results to me. still happening?",
            "yes, Friday. crunching them tomorrow",
            "survey results",
            "2026-12-04",
        ),
        (
            "Петя, ты обещал прислать акт приёмки, в силе?",
            "да, завтра",
            "акт приёмки",
            "2026-12-01",
        ),
        ("Петь, сделаешь прайс до пятницы?", "да, без проблем", "прайс", "2026-12-04"),
    ],
)
def test_an_ask_the_answer_makes_clear_is_a_commitment(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str, words: str, due: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", "Петя", answer, "1"),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert words in line.lower() and f"[due:: {due}]" in line
    assert "бухгалтерия" not in line and "сделаешь" not in line


@pytest.mark.parametrize(
    ("ask", "answer"),
    [
        ("Петя, обзвони поставщиков, у кого просрочка", "хорошо, обзвоню"),  # no date at all
        ("Петя, спасибо за смету в пятницу", "ок"),  # thanks: no ask
        ("Петя, не обзванивай поставщиков до четверга", "хорошо, обзвоню"),  # negated
        ("Дима, обзвони поставщиков до четверга", "хорошо, обзвоню"),  # someone else was asked
        ("Petya, you said you'd get the survey results to me", "no, sorry"),
    ],
)
def test_no_commitment(write_vault: WriteVault, tmp_path: Path, ask: str, answer: str) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", "Петя", answer, "1"),
    ]
    assert petya_after(write_vault, tmp_path, rows) == []


def test_a_date_said_before_the_echoed_ask_is_not_its_due(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", "Петя, 31-го работаем до 15. Поправь в расписании"),
        ("2", "2026-11-30T10:05:00", "Петя", "ок, поправлю", "1"),
    ]
    assert not any("[due::" in line for line in petya_after(write_vault, tmp_path, rows))


@pytest.mark.parametrize(
    ("ask", "answer", "words"),
    [
        # the answer brings the date, between a yes and a verb
        ("Согласна. Петя, займись — договорись с охраной и поменяйте пропуска",
         "ок, на следующей неделе сделаем", "договорись с охраной"),
        # an emoji ends the promise's sentence: the question after it is not the promise's
        ("Новый стенд приехал", "Подключу его в пятницу 🔥 Оля, пришлёшь доступы?", "подключу"),
    ],
)  # fmt: skip
def test_a_date_between_yes_and_verb_and_an_emoji_sentence_end(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str, words: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", "Петя", answer, "1"),
    ]
    [line] = petya_after(write_vault, tmp_path, rows)
    assert words in line.lower() and "[due:: 2026-12-" in line


@pytest.mark.parametrize(
    ("ask", "answer"),
    [
        ("Петя, спасибо, смету отправил до пятницы", "ок, отправлю"),  # a past report
        ("Петя, я сама закажу пропуска до пятницы", "ок, закажу"),  # the asker's own promise
    ],
)
def test_an_echo_of_a_report_or_of_the_askers_promise_takes_no_date(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str
) -> None:
    rows = [
        ("1", "2026-11-30T10:00:00", "Оля", ask),
        ("2", "2026-11-30T10:05:00", "Петя", answer, "1"),
    ]
    assert not any("[due::" in line for line in petya_after(write_vault, tmp_path, rows))
