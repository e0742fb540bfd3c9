"""The answer without a model when no template fits, and the rule that drops a
"nothing recorded" its own sources contradict (issue 27)."""

from __future__ import annotations

from vaultmind.agent.ask.absence import contradicted, contradiction
from vaultmind.agent.ask.extractive import extractive, plain
from vaultmind.agent.ask.rank import Source
from vaultmind.agent.ask.structural import compose


def source(text: str, title: str = "Note", path: str = "Knowledge/Note.md") -> Source:
    return Source(text, path, path[:-3], "note", 1.0, None, (), "active", title, 3, 1.0, 0.0)


def test_the_best_unit_is_the_answer_and_the_next_two_are_most_relevant() -> None:
    sources = [source(f"Note: fact number {n}. ^b-{n}") for n in range(1, 6)]
    answer = extractive(sources, ru=False)
    assert answer is not None
    assert answer.text.splitlines() == [
        "Note: fact number 1. [1]", "Most relevant:", "- Note: fact number 2. [2]",
        "- Note: fact number 3. [3]",
    ]  # fmt: skip
    assert answer.sources == sources  # the footer keeps every retrieved source
    ru = extractive(sources[:1], ru=True)
    assert ru is not None and ru.text == "Note: fact number 1. [1]"


def test_a_unit_that_does_not_name_its_note_is_said_after_the_note_s_title() -> None:
    where = ("Ирина Соколова", "People/Ирина Соколова.md")
    person = source("Отвечает за закупки. ^m-1", *where)
    named = source("Ирина Соколова signs the contracts.", *where)
    answer = extractive([person, named], ru=True)
    assert answer is not None
    assert answer.text.splitlines() == [
        "Ирина Соколова: Отвечает за закупки. [1]", "Ещё по теме:",
        "- Ирина Соколова signs the contracts. [2]",
    ]  # fmt: skip


def test_no_source_is_no_answer_and_a_long_unit_is_cut_at_a_sentence() -> None:
    assert extractive([], ru=False) is None
    long = "First sentence here. " + "Second one is long. " * 30
    assert plain(long).startswith("First sentence here. Second one")
    assert len(plain(long)) <= 300 and plain(long).endswith(".")


def test_an_empty_answer_about_a_person_their_own_unit_contradicts_is_dropped() -> None:
    empty = compose("responsible_of", "Ирина Соколова", [], [], ru=True)
    assert empty.empty and empty.text == "Ирина Соколова: ничего не закреплено."  # no case
    says = source("Отвечает за закупки", "Ирина Соколова", "People/Ирина Соколова.md")
    assert contradicted(empty, "За что отвечает Ирина?", [says])
    other = source("Отвечает за закупки", "Пётр Орлов", "People/Пётр Орлов.md")
    assert not contradicted(empty, "За что отвечает Ирина?", [other])  # someone else


def test_a_unit_about_the_person_but_not_the_topic_leaves_the_absence_standing() -> None:
    empty = compose("prefers", "Игорь Петров", [], [], ru=True)
    unrelated = source("Игорь Петров работает в отделе продаж.", "Игорь Петров")
    assert not contradicted(empty, "Что любит Игорь?", [unrelated])
    feedback = source("Feedback: in writing, never in a meeting.", "Игорь Петров")
    assert contradicted(empty, "How does Igor get feedback?", [feedback])  # a topic word


def test_an_answer_that_lists_items_is_never_dropped() -> None:
    full = compose("prefers", "Игорь Петров", ["tea"], [source("tea")], ru=False)
    assert not contradicted(full, "What does Igor like?", [source("Igor likes tea", "Igor")])


def test_the_unit_that_contradicts_is_found_past_the_first_and_named_by_its_place() -> None:
    empty = compose("when_due", "Production deploy", [], [], ru=True)
    units = [source("How a release reaches production:", "Production deploy"),
             source("1. Merge to main, CI is green.", "Production deploy"),
             source("3. Release window: Tuesday and Thursday.", "Production deploy")]  # fmt: skip
    assert contradiction(empty, "Когда релизы в прод?", units) == 2
    assert contradiction(empty, "Когда релизы в прод?", units[:2]) is None


def test_no_due_date_recorded_is_dropped_when_a_unit_on_it_names_the_day() -> None:
    empty = compose("when_due", "Переезд офиса", [], [], ru=True)
    assert empty.text == "Переезд офиса: срок не записан."
    day = source("Планёрка по переезду. Решили: переезжаем 15 января.", "2026-12-03")
    assert contradiction(empty, "Когда переносим переезд офиса?", [day]) == 0
    dayless = source("Планёрка по переезду: мебель выбрали.", "2026-12-03")
    assert contradiction(empty, "Когда переносим переезд офиса?", [dayless]) is None
    elsewhere = source("Отпуск с 15 января.", "2026-12-03")  # a day, but not on the move
    assert contradiction(empty, "Когда переносим переезд офиса?", [elsewhere]) is None


def test_no_role_recorded_is_dropped_when_the_person_s_note_opens_with_it() -> None:
    empty = compose("role", "Павел Орлов", [], [], ru=True)
    where = ("Павел Орлов", "People/Павел Орлов.md")
    opening = source("Офис-менеджер. Ведёт [[Переезд офиса]].", *where)
    assert contradiction(empty, "Какая роль у Павла?", [opening]) == 0
    prose = source("В командировке в Казани с 14 по 16 декабря.", *where)
    assert contradiction(empty, "Какая роль у Павла?", [prose]) is None  # a sentence, no title
    elsewhere = source("Офис-менеджер.", "Ирина Соколова", "People/Ирина Соколова.md")
    assert contradiction(empty, "Какая роль у Павла?", [elsewhere]) is None  # someone else's
