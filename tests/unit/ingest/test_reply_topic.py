"""A promise that names no task keeps what it is about: the message it replies to, or
someone else's message just before it (`extract/reply_topic.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from vaultmind.agent.ingest.extract.reply_topic import topic
from vaultmind.memory.suggestions import suggestions
from vaultmind.vault.source_labels import strip_labels

NEED = ("1", "2026-11-30T10:00:00", "Аня", "Привет! Нужны сертификаты на стерилизацию к проверке.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Привет! Нужны сертификаты к проверке.", "Нужны сертификаты к проверке"),
        ("Hi, the API doc is still missing. Anyone?", "the API doc is still missing"),
        ("one two three four five six seven eight nine ten eleven twelve thirteen",
         "one two three four five six seven eight nine ten eleven twelve…"),
        # the person addressed and the asking go; a lone «Успеете?» names nothing
        ("Олег Петрович, для аудита нужны копии ваших дипломов. Успеете?",
         "для аудита нужны копии ваших дипломов"),
        ("Kim, could you update the pricing table?", "update the pricing table"),
    ],
)  # fmt: skip
def test_a_topic_is_the_sentence_that_names_most_without_greeting_and_address(
    text: str, expected: str
) -> None:
    assert topic(text) == expected


@pytest.mark.parametrize(
    ("text", "promise", "expected"),
    [
        # the sentence whose verb the promise answers, not the opening one
        ("Напишу статью к среде 🔥 Марина, можешь прислать цифры по продажам?",
         "Пришлю вечером", "прислать цифры по продажам"),
        ("Great demo yesterday. Tom, can you send the slides to the client?",
         "I'll send them tonight", "send the slides to the client"),
        # the verb alone is no topic: the sentence that names the thing is
        ("Вадим, на складе опять не работает сканер. Посмотришь?", "Посмотрю после обеда",
         "на складе опять не работает сканер"),
        # a question names its topic with one long word, if it says more than itself
        ("Лёш, фотограф на 120 или 150 гостей?", "Подтвержу сегодня",
         "фотограф на 120 или 150 гостей"),
    ],
)  # fmt: skip
def test_a_topic_answers_the_promise(text: str, promise: str, expected: str) -> None:
    assert topic(text, promise) == expected


@pytest.mark.parametrize("text", ["ок?", "Any news?", "Привет!", "+", "👍 спасибо", "Успеете?"])
def test_a_message_that_names_nothing_is_no_topic(text: str) -> None:
    assert topic(text) is None


def vault_of(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})


def test_a_reply_promise_keeps_the_replied_message_as_its_topic_and_evidence(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    coffee = ("2", "2026-11-30T11:00:00", "Аня", "И кофе купите")
    later = ("3", "2026-11-30T12:00:00", "Дима", "К пятнице соберу", "1")
    run(vault, export(tmp_path, [NEED, coffee, later]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    topic_then_due = "соберу — re: Нужны сертификаты на стерилизацию к проверке [due:: 2026-12-04]"
    assert line.startswith("- [commitment] К пятнице " + topic_then_due)
    assert "#^jl-team-3]], [[Sources/jsonl/team/2026-11-30#^jl-team-1]]" in strip_labels(line)


def test_without_a_reply_id_the_message_just_before_from_someone_else_is_the_topic(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    run(vault, export(tmp_path, [NEED, ("2", "2026-11-30T10:05:00", "Дима", "К пятнице соберу")]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "соберу — re: Нужны сертификаты" in line


@pytest.mark.parametrize(
    "rows",
    [
        [NEED, ("2", "2026-11-30T10:40:00", "Дима", "К пятнице соберу")],  # too long after
        [("1", "2026-11-30T10:00:00", "Дима", "Сертификаты на стерилизацию — беда"),
         ("2", "2026-11-30T10:01:00", "Дима", "К пятнице соберу")],  # his own message
        [NEED, ("2", "2026-11-30T10:01:00", "Аня", "Ок?"),
         ("3", "2026-11-30T10:02:00", "Дима", "К пятнице соберу", "2")],  # a reply to «Ок?»
        [("1", "2026-11-30T10:00:00", "Аня", "да, отбой, там всё есть"),
         ("2", "2026-11-30T10:02:00", "Дима", "ок, тогда беру отчёт по складу, сделаю к пятнице")],
        [("1", "2026-11-30T10:00:00", "Аня", "да, отбой, там всё есть"),
         ("2", "2026-11-30T10:02:00", "Дима", "тогда за отчёт сяду, к пятнице пришлю")],
    ],
)  # fmt: skip
def test_a_promise_without_a_close_message_of_someone_else_stays_as_said(
    write_vault: WriteVault, tmp_path: Path, rows: list[tuple[str, ...]]
) -> None:
    """Written, or (a bare «К пятнице соберу», issue 26) suggested: as said either way."""
    vault = vault_of(write_vault)
    run(vault, export(tmp_path, rows))
    held = [f"{s.text} [due:: {s.due}]" for s in suggestions(vault) if s.kind == "commitment"]
    [line] = commitments(vault, "Дмитрий Кузнецов") + held  # («беда»: a done, maybe: asked)
    assert " — re:" not in line and "[due:: 2026-12-04]" in line


def test_a_promise_of_a_pronoun_takes_the_sentence_before_it_in_its_message(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    said = "Отчёт по складу вышел длиннее. Я его закончу к пятнице"
    run(vault, export(tmp_path, [("1", "2026-11-30T10:00:00", "Дима", said)]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "закончу к пятнице — re: Отчёт по складу вышел длиннее [due:: 2026-12-04]" in line


def test_a_promise_answering_the_asked_verb_takes_the_asked_thing(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    ask = ("1", "2026-11-30T10:00:00", "Аня", "Дима, вариант 2 по стульям 👍 заказывай")
    said = ("2", "2026-11-30T10:05:00", "Дима", "Закажу сегодня у итальянцев")
    run(vault, export(tmp_path, [ask, said]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "Закажу у итальянцев — re: вариант 2 по стульям [due:: 2026-11-30]" in line


def test_a_promise_naming_its_own_task_stays_as_said(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    ask = ("1", "2026-11-30T10:00:00", "Аня", "Дима, вариант 2 по стульям 👍 заказывай")
    said = ("2", "2026-11-30T10:05:00", "Дима", "Закажу стулья сегодня")
    run(vault, export(tmp_path, [ask, said]))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert line.startswith("- [commitment] Закажу стулья [due:: 2026-11-30]")


def test_past_a_bare_answer_the_topic_is_the_question_it_answers(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = vault_of(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Ань, фотограф на 120 или 150? им сегодня ответить"),
        ("2", "2026-11-30T10:03:00", "Аня", "120 пока"),
        ("3", "2026-11-30T10:04:00", "Дима", "ок, подтвержу им 120 сегодня"),
    ]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "— re: фотограф на 120 или 150" in line


@pytest.mark.parametrize(
    ("ask", "answer", "expected"),
    [
        ("Дима, отчёт по складу надо сдать к пятнице", "сделаю, в четверг сам съезжу на склад",
         "— re: отчёт по складу надо сдать к пятнице"),
        ("Dima, can you get the vendor quotes by Friday?", "sure, I'll ring the suppliers thursday",
         "— re: get the vendor quotes by Friday"),
        # the promise's own clause is its verb and a date: what it brings was asked for
        ("Дима, для новых стажёров нужны пропуска к среде", "в бюро есть бланки, завтра привезу",
         "— re: для новых стажёров нужны пропуска к среде"),
    ],
)  # fmt: skip
def test_an_answer_opening_with_yes_keeps_the_ask_as_its_topic(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str, expected: str
) -> None:
    """ "Sure, I'll ring the suppliers" is a step towards what was asked: the ask says
    what the promise is for, and what a later "quotes are in" completes."""
    vault = vault_of(write_vault)
    rows = [("1", "2026-11-30T10:00:00", "Аня", ask), ("2", "2026-11-30T10:05:00", "Дима", answer)]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert expected in line


@pytest.mark.parametrize(
    ("ask", "answer", "due"),
    [
        # only a part of the day: the day the ask named
        ("Дима, на завтра: стеллажи на складе собрать до обеда", "ок, с утра ребят поставлю",
         "2026-12-01"),
        # the ask's day is the asker's own post, not the photos': the evening stays today's
        ("Сделаю пост в пятницу. Дима, можешь скинуть фото склада?", "Скину вечером",
         "2026-11-30"),
        # no day of its own: the day the ask named for the work
        ("Дима, в четверг инвентаризация минибаров, возьмёшь?", "Возьму", "2026-12-03"),
        ("Dima, the fridge audit is on Thursday, can you?", "sure, will do", "2026-12-03"),
    ],
)  # fmt: skip
def test_an_answer_naming_no_day_or_only_a_part_of_one_is_on_the_day_the_ask_named(
    write_vault: WriteVault, tmp_path: Path, ask: str, answer: str, due: str
) -> None:
    vault = vault_of(write_vault)
    rows = [("1", "2026-11-30T10:00:00", "Аня", ask), ("2", "2026-11-30T10:05:00", "Дима", answer)]
    run(vault, export(tmp_path, rows))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert f"[due:: {due}]" in line
