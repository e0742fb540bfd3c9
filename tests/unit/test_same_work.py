"""One promise, one item: a memory commitment and the task that says the same work
are listed once (the memory, which cites its evidence)."""

from __future__ import annotations

from datetime import date

from vaultmind.memory.commitments import OpenCommitment
from vaultmind.memory.same_work import one_per_work

DEC10 = date(2026, 12, 10)


def memory(text: str, person: str = "Maria Lopez", due: date | None = DEC10) -> OpenCommitment:
    return OpenCommitment(person, text, due, False, "People/Maria Lopez.md", 9, "m-abc", 0.6)


def task(text: str, person: str = "Maria Lopez", due: date | None = DEC10) -> OpenCommitment:
    return OpenCommitment(person, text, due, False, "Projects/CRM.md", 18, None, 1.0,
                          "People/Maria Lopez.md")  # fmt: skip


def test_a_task_restating_a_memory_is_one_item_the_memory() -> None:
    found = one_per_work([memory("Share the CRM v2 roadmap with sales"),
                          task("Share the CRM v2 roadmap with sales")])  # fmt: skip
    assert [(c.path, c.memory_id) for c in found] == [("People/Maria Lopez.md", "m-abc")]


def test_fewer_words_a_link_and_no_due_on_one_side_are_still_the_same_work() -> None:
    said = memory("Согласовать с [[АгроТехМаш|Агро]] график поставок баков", due=None)
    found = one_per_work([said, task("согласовать с Агро график поставок")])
    assert len(found) == 1 and found[0].memory_id == "m-abc" and found[0].due == DEC10


def test_other_work_another_person_or_another_day_stay_apart() -> None:
    for other in (task("Update the screenshots"), task("Share the roadmap", person="Bob"),
                  task("Share the roadmap", due=date(2026, 12, 11))):  # fmt: skip
        assert len(one_per_work([memory("Share the roadmap"), other])) == 2, other
    twice = one_per_work([memory("Share the roadmap"), task("Share the roadmap"),
                          task("Share the roadmap")])  # fmt: skip
    assert len(twice) == 2  # a memory folds one task; the user wrote the second
