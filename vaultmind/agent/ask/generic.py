"""Words that never say what a question is about ("people", «дата», "work"): a question
whose topic word the vault never says is about something it does not know (issue 27),
but only a topic word counts — "how do I contact Dima?" asks about Dima, not contacting."""

from __future__ import annotations

from functools import lru_cache

from vaultmind.agent.ask.words import stem

_GENERIC_WORDS = """
people person persons employee employees staff team teams colleague colleagues member
members someone anyone everyone many much lot lots thing things stuff way ways kind sort
date dates time times day work works working job jobs wait waiting owe owes contact reach
do doing make making get getting give go going plan plans
сотрудник сотрудники сотрудников сотрудникам люди людей человек человека команда команды
коллега коллеги коллег кто-то кто-нибудь много мало дело дела вещь вещи дата датой дату
даты время работа работы работе связь
"""
# the kind of fact asked, not its topic: "the status of X", «решение по X», "X's deadline"
_FRAME_WORDS = """
status update updates news plan schedule deadline decision decisions problem problems issue
issues risk risks delay meeting call report review feedback request task tasks goal document
documentation docs approval approve sign signed prepare send fix check agree confirm cancel
postpone reschedule start moved launch release project department manager lead event order
email letter статус новости план планы график срок сроки решение решения проблема риск
задержка встреча созвон отчет ревью задача задачи цель документ согласование запуск релиз
проект отдел
"""
_INFINITIVE = ("ть", "ться", "чь", "чься")  # a Russian verb's dictionary form
MIN_LETTERS = 3


@lru_cache(maxsize=1)
def _generic() -> frozenset[str]:
    return frozenset(stem(word) for word in _GENERIC_WORDS.split())


@lru_cache(maxsize=1)
def _frames() -> frozenset[str]:
    return frozenset(stem(word) for word in _FRAME_WORDS.split())


def names_a_subject(word: str) -> bool:
    """A topic word that is also no frame of the question ("parking", «маркетинг»; not
    "status", «срок»): a vault that never says it, in either language, knows nothing of
    what the question is about."""
    return names_a_topic(word) and stem(word) not in _frames()


def names_a_topic(word: str) -> bool:
    """The question's word says its topic: three letters or more, not a generic word in
    any form, not a Russian verb (сделать, связаться: how it asks, not what about)."""
    if len(word) < MIN_LETTERS or word.endswith(_INFINITIVE):
        return False
    return stem(word) not in _generic()
