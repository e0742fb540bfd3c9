"""Structure the rules can be sure of, and what they hold for the user instead (issue 26,
precision): a greeting is no promise's topic, a state's end said after «пока» / «минимум»
is its end, and a promise whose words do not say its task is suggested, not written."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from tests.unit.ingest.test_statement_context import ME, contexts
from vaultmind.agent.ingest.extract.reply_topic import topic
from vaultmind.memory.suggestions import suggestions


def test_a_greeting_sentence_is_never_the_topic() -> None:
    ask = "Доброе утро. В понедельник инвентаризация минибаров. Марина, на тебе 3 и 4 этажи."
    assert topic(ask, "Хорошо, сделаю") == "В понедельник инвентаризация минибаров"
    assert topic("Good morning! The vendor contract needs a second read.", "will do") == (
        "The vendor contract needs a second read"
    )


def test_a_promise_to_a_greeted_ask_is_about_the_ask_not_the_greeting(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    ask = ("1", "2026-11-30T10:00:00", "Аня", "Доброе утро. Нужны сертификаты на стерилизацию.")
    said = ("2", "2026-11-30T10:05:00", "Дима", "К пятнице соберу", "1")
    run(vault, export(tmp_path, [ask, said]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "соберу — re: Нужны сертификаты на стерилизацию" in line and "Доброе" not in line


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("Я на больничном, пока до 4-го", date(2026, 12, 4)),
        ("Я на больничном, минимум до четверга", date(2026, 12, 3)),
        ("I'm on leave, at least until Friday", date(2026, 12, 4)),
    ],
)
def test_a_states_end_said_with_for_now_or_at_least_is_its_end(text: str, until: date) -> None:
    [found] = contexts(text)
    assert found.person == ME and found.valid_until == until


@pytest.mark.parametrize(
    "said",
    [
        "Хорошо, сделаю завтра",  # no task at all
        "I'll dig into it today",  # a pronoun, nothing named before it
        "Отвечу им завтра, сначала посмотрю загрузку",
    ],
)
def test_a_promise_that_does_not_say_its_task_is_suggested_not_written(
    write_vault: WriteVault, tmp_path: Path, said: str
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    run(vault, export(tmp_path, [("1", "2026-11-30T10:00:00", "Дима", said)]))
    assert commitments(vault, "Дмитрий Кузнецов") == []
    [held] = suggestions(vault)
    assert held.kind == "commitment" and held.person == "People/Дмитрий Кузнецов.md"
    assert held.due is not None and said in held.message


@pytest.mark.parametrize(
    "said",
    [
        "Nov cycle count variance report - I'll send it Friday",  # named before the "I'll"
        "Отчёт по складу вышел длиннее. Я его закончу к пятнице",
        "Сделаю отчёт по складу до пятницы",
    ],
)
def test_a_promise_that_names_its_task_is_written(
    write_vault: WriteVault, tmp_path: Path, said: str
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})
    run(vault, export(tmp_path, [("1", "2026-11-30T10:00:00", "Дима", said)]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "[due:: 2026-12-04]" in line and suggestions(vault) == []
