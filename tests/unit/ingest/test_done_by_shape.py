"""A completion said with any past verb (issue 10, session 7): the Russian past and short
participle by their shape («внесла», «залила», «подписан»), more English work verbs, and
the verb after a longer task («Приход за пятницу внесла в таблицу»). Someone else's
news, a failure or work still under way is no completion."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export, ingest
from tests.unit.ingest.test_lifecycle_wording import THURSDAY
from vaultmind.agent.ingest.extract.done_forms import ru_done
from vaultmind.agent.ingest.extract.lifecycle import find_event


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Счёт выставила клиенту", "счет"),
        ("Макеты перезалила в общую папку", "макет"),
        ("Договор поставки подписан", "догов"),
        ("Отчёт по складу закончен, цифры сошлись", "отчет"),
        ("Приход за пятницу внесла в таблицу", "прихо"),
        ("Смету пересобрал", "смет"),
        ("the onboarding deck shared with sales", "onboa"),
        ("Release notes for 2.1 drafted and sent to legal", "relea"),
        ("Slides for the board are done", "slide"),
        ("Q3 invoices filed in the tracker", "invoi"),
    ],
)
def test_a_completion_with_a_verb_no_list_holds(text: str, word: str) -> None:
    found = find_event(text, THURSDAY)
    assert found is not None and found.kind == "done" and found.due is None
    assert word in found.words


@pytest.mark.parametrize(
    "text",
    [
        "Отчёт забыл отправить",  # forgot: not done
        "Клиент прислал правки по смете",  # the client's news
        "Петя отправил смету",  # a colleague's news
        "Смету почти доделал",  # almost
        "Смету переделывал всю ночь",  # imperfective: was doing
        "Я вчера весь день сидел над сметой",  # no prefix: not a finished thing
        "из-за болезни всё поплыло",  # things went wrong
        "The vendor shipped the wrong parts",  # a third party
        "Pricing page is half done",  # under way
        "Понял",  # a past verb with no task before it
        "let's get the banners sorted by Friday",  # not yet
        "please put the slides in the drive",  # a request
        "I prefer printed agendas",  # a participle as an adjective
        "the shared folder is a mess",
        "Цены на бумагу выросли",  # a change of state, not work
        "Сервер к обеду вернулся",  # reflexive: something's state
        "Отчёт переходит к Маше",  # the present, not a participle
        "Я выздоровел",
    ],
)
def test_no_completion(text: str) -> None:
    assert find_event(text, THURSDAY, lambda word: word == "Петя") is None


@pytest.mark.parametrize(
    ("word", "done"),
    [
        ("внесла", True),
        ("закинул", True),
        ("созвонились", True),
        ("исправлены", True),
        ("отправлял", False),  # imperfective
        ("отдел", False),  # a noun of the same shape
        ("отмена", False),
        ("перенесла", False),  # postponed, not done
        ("занят", False),
    ],
)
def test_the_russian_past_by_its_shape(word: str, done: bool) -> None:
    assert ru_done(word) is done


def test_a_reply_with_a_new_verb_closes_the_promise(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Пришлю смету по ремонту до пятницы"),
        ("2", "2026-11-30T10:05:00", "Дима", "Закажу кабели в среду"),
        ("3", "2026-12-02T09:00:00", "Дима", "Смету по ремонту выставила в систему", "1"),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    [estimate] = [line for line in lines if "смету" in line]
    [cables] = [line for line in lines if "кабели" in line]
    assert "[status:: done] [done:: 2026-12-02]" in estimate and "status" not in cables


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the release notes are out", "relea"),
        ("Onboarding survey is live 🎉", "onboa"),
        ("the survey is out 📮 12 answers already", "surve"),  # an emoji ends the clause
        ("Budget numbers are in the sheet", "budge"),
        ("Ключи от склада у Марины на столе", "ключ"),
        ("Сводка по продажам в таблице", "сводк"),
    ],
)
def test_a_completion_said_as_where_the_work_is(text: str, word: str) -> None:
    found = find_event(text, THURSDAY, lambda word: word == "Anna")
    assert found is not None and found.kind == "done" and word in found.words


@pytest.mark.parametrize(
    "text",
    [
        "Anna is out today",  # a person, not a task
        "the survey will be live on Monday",  # not yet
        "the printer is out of toner",  # out of something
        "Сводка по продажам будет в таблице",  # not yet
    ],
)
def test_no_completion_said_as_a_place(text: str) -> None:
    assert find_event(text, THURSDAY, lambda word: word == "Anna") is None


def test_a_task_word_in_another_case_is_the_same_word(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Подготовлю смету к пятнице"),
        ("2", "2026-11-30T10:05:00", "Дима", "Пришлю отчёт клиенту завтра"),
        ("3", "2026-12-02T18:00:00", "Дима", "Смета согласована"),
    ]
    lines, _ = ingest(vault, export(tmp_path, rows))
    estimate, report = lines
    assert "[status:: done]" in estimate and "status" not in report


@pytest.mark.parametrize(
    "news",
    ["Кофе в офисе закончился", "Все гости разъехались", "Ключи от офиса у Маши", "iOS 19 is out"],
)
def test_a_shape_alone_never_closes_the_only_promise_by_being_near_it(
    write_vault: WriteVault, tmp_path: Path, news: str
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", "Подготовлю смету к пятнице"),
        ("2", "2026-12-01T18:00:00", "Дима", news),
    ]
    [line], _ = ingest(vault, export(tmp_path, rows))
    assert "status" not in line
