"""A promise that only points at its task (issue 10, session 7): "Hi Oleg, I'll send it
by Wednesday", «Пришлю в пятницу, сейчас завал», "Sure, I'll get it out by Dec 1". What
is said around the promise — a greeting and an address before it, a reason after it —
names no task, so the task is the one asked for just before (`named_task.py`). When the
question named only a thing («Когда будет invoice за октябрь?»), the promise's pointer
is replaced by it in English ("I'll send the invoice by Wednesday"); a Russian promise
takes the question's words («Смета по ремонту»): the object's case would change.
"""

from __future__ import annotations

import re
from datetime import date

from vaultmind.agent.ingest.extract.named_task import names_no_task
from vaultmind.agent.ingest.extract.openers import GREETINGS
from vaultmind.agent.ingest.extract.promise_verbs import is_task_verb
from vaultmind.agent.ingest.extract.task_text import clean_text
from vaultmind.vault.dates import find_date

_GREETING = re.compile(
    rf"^(?:(?:{GREETINGS}|здравствуй|здравствуйте)[,!]?\s+)?"
    r"(?:[A-ZА-ЯЁ][\w'’-]+)\s*[,:!]\s+",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r",\s+")
_PROMISE = re.compile(r"(?<!\w)(?:i'll|i’ll|i will|i'm going to|will)(?!\w)", re.IGNORECASE)
# the asker hands their own task on: «сможешь забрать маркировку?», "can you take over X?"
TAKE_OVER = re.compile(
    r"(?<!\w)(?:забрать|взять|подхватить|перехватить|take over|pick up|take(?! a look))(?!\w)",
    re.IGNORECASE,
)
# English only: a Russian object would need its case changed («пришлю смету», not «смета»)
_POINTER = re.compile(r"(?<!\w)(?:it|them|this|that)(?!\w)", re.IGNORECASE)


def promise_part(text: str) -> str:
    """The greeting and address dropped, and what follows the promise's clause."""
    text = " ".join(text.split())
    while (greeting := _GREETING.match(text)) and len(text) > greeting.end():
        text = text[greeting.end() :]
    clauses = _CLAUSE.split(text)
    for at, clause in enumerate(clauses):
        if _promises(clause):
            return ", ".join(clauses[: at + 1])
    return text


def points_only(text: str) -> bool:
    """The promise names no task of its own: «Пришлю в пятницу, сейчас завал»."""
    return names_no_task(promise_part(text))


def with_object(
    text: str, thing: str, due: date | None = None, day: date | None = None
) -> str | None:
    """ "I'll send it by Wednesday" + "invoice" → "I'll send invoice" (the date phrase
    that gives `due` on the message's `day` goes, as from any promise); None when the
    promise has no pointer to replace."""
    part = promise_part(text)
    if _POINTER.search(part) is None:
        return None
    thing = thing if thing[:2].isupper() else thing[:1].lower() + thing[1:]
    return clean_text(_POINTER.sub(lambda _: thing, part, count=1), due=due, day=day)


def _promises(clause: str) -> bool:
    words = [w.lower() for w in re.findall(r"[\w'’-]+", clause)]
    return bool(_PROMISE.search(clause)) or any(is_task_verb(w) for w in words)


_QUESTION = re.compile(r"[^?.!…]+\?")
_PAST = re.compile(r"(?<!\w)(?:did|was|were|yesterday|вчера|был|была|было|были)(?!\w)", re.I)


def question_date(text: str, day: date) -> date | None:
    """The last date of the message's last question ("farewell drinks Friday?"), unless it
    asks about the past ("did you send it on Monday?")."""
    questions = _QUESTION.findall(" ".join(text.split()))
    if not questions or _PAST.search(questions[-1]):
        return None
    last, start, question = None, 0, questions[-1]
    while (found := find_date(question[start:], day)) is not None:
        last, start = found[0], start + found[1][1]
    return last
