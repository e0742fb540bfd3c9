"""Asks that do not open the message (issue 10, session 7).

- An expectation of a named person: «В понедельник жду от Иры план закупок», "I need the
  budget from Sam by Friday" — an assignment to that person (the name may be a Russian
  genitive: «Иры» → «Ира», `agreements.name_forms`).
- An address in a later sentence: «Всем привет. Дима, подготовь отчёт до пятницы»; or a
  bare ask there after a sentence that says what is needed: «Нужно обновить прайс до
  пятницы. Дима, возьмёшь?» — the task is that sentence's last clause.

Like any ask, it needs a date and becomes a commitment only when the person agrees.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from vaultmind.agent.ingest.extract.agreements import (
    Assignment,
    clean_task,
    find_assignment,
    of_sentence_before,
)
from vaultmind.agent.ingest.extract.named_task import bare_ask, names_no_task
from vaultmind.vault.dates import find_date

_EXPECT = re.compile(
    r"(?:^|(?<=\s))(?:жду|ждём|ждем|ожидаю|нужен|нужна|нужно|нужны)\s+от\s+"
    r"(?P<name>[А-ЯЁ][а-яё]+)\s+(?P<task>.+)"
    r"|(?:^|(?<=\s))(?i:i need|i'm expecting|i am expecting|expecting|i'll need)\s+"
    r"(?P<task_en>.+?)\s+from\s+(?P<name_en>[A-Z][\w'’-]+)(?P<after>.*)"
)
_SENTENCE = re.compile(r"(?<=[.!?…])\s+")
_NOT = re.compile(r"(?<!\w)(?:не|not|don't|no longer)(?!\w)", re.IGNORECASE)
_CONNECTOR = re.compile(r"^(?:поэтому|так что|тогда|итак|so|then|and|и|а)\s+", re.IGNORECASE)


def later_ask(text: str, day: date) -> Assignment | None:
    """An expectation or an address in a later sentence; None for anything else."""
    sentences = [s for s in _SENTENCE.split(" ".join(text.split())) if s]
    for sentence in sentences:
        if (found := _expectation(sentence, day, text)) is not None:
            return found
    for at, sentence in enumerate(sentences[1:], start=1):
        assigned = find_assignment(sentence, day)
        if assigned is not None and not names_no_task(assigned.task):
            return replace(assigned, task=of_sentence_before(assigned.task, sentences[at - 1]))
        bare = bare_ask(sentence, day)
        dated = bare and (bare[1] or _first_date(text, day))
        if bare and dated and (task := _needed(sentences[at - 1], day)):
            return Assignment(bare[0], task, dated)
    return None


def _expectation(sentence: str, day: date, text: str) -> Assignment | None:
    match = _EXPECT.search(sentence)
    if match is None or "?" in sentence or _NOT.search(sentence):
        return None
    name = match.group("name") or match.group("name_en")
    task = match.group("task") or f"{match.group('task_en')} {match.group('after')}"
    dated = find_date(sentence, day)
    if dated is None:
        return None
    start, end = dated[1]
    task = clean_task(without(task, sentence[start:end]))
    return Assignment(name, task, dated[0]) if task and not names_no_task(task) else None


# the sentence before a bare ask must say a task is needed or whose it now is
_NEED = re.compile(
    r"(?<!\w)(?:нужно|надо|нужен|нужна|нужны|требуется|должен|должна|need|needs|has to"
    r"|have to|must|ведёт|ведет|возьмёт|возьмет|берёт|берет|сделает|займётся|займется"
    r"|will take|will handle|takes|handles|is on)(?!\w)",
    re.IGNORECASE,
)


def _needed(sentence: str, day: date) -> str | None:
    """What the sentence before a bare ask says is needed: its last clause, no date."""
    clause = re.split(r",\s+", sentence.strip())[-1]
    if not _NEED.search(clause):
        return None  # «Всем спасибо за неделю. Петя, возьмёшь?»: no task said
    dated = find_date(clause, day)
    if dated is not None:
        clause = clause[: dated[1][0]] + " " + clause[dated[1][1] :]
    task = clean_task(_CONNECTOR.sub("", clause.strip()))
    return task if task and "?" not in sentence and not names_no_task(task) else None


def _first_date(text: str, day: date) -> date | None:
    found = find_date(text, day)
    return found[0] if found else None


def without(text: str, phrase: str) -> str:
    return " ".join(text.replace(phrase, " ").split())
