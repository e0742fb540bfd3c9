"""Asks that only the answer shows to be asks (issue 10, session 8).

- The answer echoes the ask's verb: «Света, обзвони до четверга пациентов…» → «ок,
  обзвоню»; «Макс, и ещё: бейджи. заказать до 4-го» → «принял, закажу». Any imperative
  or infinitive is an ask once its addressee answers with the same verb in the first
  person (no list of imperatives needed).
- The ask has no date but the answer has: «Света, акт сверки сделаешь?» → «да, сделаю
  к четвергу»; an address in a later sentence counts («Ира, поправляйся. Света, …»).
- A reminder of someone's promise: "Tom btw you said you'd get the numbers to me. still
  happening?" → "yes, Friday"; «Дима, ты обещал прислать смету, в силе?» → «да, завтра».

Like any ask, it becomes a commitment only with the addressee's agreement, and it needs
a date — its own or the answer's.
"""

from __future__ import annotations

import re
from datetime import date

from vaultmind.agent.ingest.extract.agreements import (
    ADDRESS,
    Assignment,
    agreed_due,
    asks,
    clean_task,
    of_sentence_before,
)
from vaultmind.agent.ingest.extract.named_task import names_no_task
from vaultmind.agent.ingest.extract.promise_verbs import is_task_verb
from vaultmind.vault.dates import find_date

# «Света, …», "Gus can you…": somewhere a name is addressed
_NAME_COMMA = re.compile(r"[A-ZА-ЯЁ][\w'’-]+(?:,|\s+(?:can|could|would|will)\s+you)")
_SENTENCE = re.compile(r"(?<=[.!?…])\s+")
_WORD = re.compile(r"[а-яё]+", re.IGNORECASE)
_NOT = re.compile(r"(?<!\w)(?:не|not|don't|never)(?!\w)", re.IGNORECASE)  # in the ask's clause
_PAST = re.compile(r"(?:л|ла|ли|ло|лся|лась|лись)$")
_STEM = 4  # «обзвоню»/«обзвони», «закажу»/«заказать», «сделаю»/«сделай»: 4 letters agree
_REMINDER = re.compile(
    r"^(?P<name>[A-ZА-ЯЁ][\w'’-]+)[,!]?\s+(?:(?:btw|by the way|кстати|а)[,]?\s+)?"
    r"(?:you said you'd|you said you would|you promised to|you were going to"
    r"|ты\s+обещал[аи]?|вы\s+обещали|ты\s+собирал(?:ся|ась))\s+(?P<task>[^.?!]+)",
    re.IGNORECASE,
)


def answered_ask(text: str, day: date, answer: str, answered_on: date) -> Assignment | None:
    """The ask in `text` that `answer` (said on `answered_on`) agrees to; None if none."""
    if not _NAME_COMMA.search(text) and not _REMINDER.match(" ".join(text.split())):
        return None  # no name addressed: no ask (most messages)
    due_said = agreed_due(answer, answered_on)
    reminder = _REMINDER.match(" ".join(text.split()))
    if reminder is not None:
        due = _date(reminder.group("task"), day) or due_said
        task = clean_task(_without_date(reminder.group("task"), day))
        if due is not None and task and not names_no_task(task):
            return Assignment(reminder.group("name"), task, due)
    sentences = [s for s in _SENTENCE.split(" ".join(text.split())) if s]
    for at, sentence in enumerate(sentences):
        address = ADDRESS.match(sentence)
        if address is None or _NOT.search(re.split(r",|\s[—–-]\s", address.group("rest"))[0]):
            continue
        # the ask runs on to the next address: «Макс, и ещё: бейджи. заказать до 4-го»
        later = sentences[at + 1 :]
        ends = next((i for i, s in enumerate(later) if ADDRESS.match(s)), len(later))
        rest = " ".join([address.group("rest"), *later[:ends]])
        start = 0 if asks(address.group("rest")) else _echoed_at(rest, answer)
        if start is None:
            continue
        # the ask's date is said with it or after it, not before: «Света, 31-го работаем
        # до 15. Поправь» asks for no date
        due = _date(" ".join([address.group("rest"), *later])[start:], day) or due_said
        task = _asked_task(_without_date(rest, day))
        task = of_sentence_before(task, sentences[at - 1]) if at > 0 else task
        if due is not None and task and not names_no_task(task):
            return Assignment(address.group("name"), task, due)
    return None


def _echoed_at(ask: str, answer: str) -> int | None:
    """Where the ask has a word whose stem the answer's promise verb shares, if it does."""
    promised = [w for w in _words(answer) if len(w) > _STEM and is_task_verb(w)]
    for said in _WORD.finditer(ask):
        word = _norm(said.group(0))
        if len(word) <= _STEM or done_or_own(word):
            continue
        if any(p[:_STEM] == word[:_STEM] and p != word for p in promised):
            return said.start()
    return None


def done_or_own(word: str) -> bool:
    """A word of an ask that makes it no task for the one answering: «отправил» (done
    already) or «закажу» (the asker's own promise), in any case and with `ё` or `е`; a
    short word («или», «были») is neither."""
    word = _norm(word)
    return len(word) > _STEM and (_PAST.search(word) is not None or is_task_verb(word))


def _words(text: str) -> list[str]:
    return [_norm(w) for w in _WORD.findall(text)]


def _norm(word: str) -> str:
    return word.lower().replace("ё", "е")


def _date(text: str, day: date) -> date | None:
    found = find_date(text, day)
    return found[0] if found else None


def _without_date(text: str, day: date) -> str:
    found = find_date(text, day)
    return text if found is None else text[: found[1][0]] + " " + text[found[1][1] :]


def _asked_task(text: str) -> str:
    """The ask without its reason after a dash and a closing «сделаешь»: «Обзвони
    пациентов — врачей не будет» → «Обзвони пациентов», «Акт сверки сделаешь?» → «Акт
    сверки»."""
    head = re.split(r"\s[—–-]\s", text, maxsplit=1)[0]
    text = head if len(head.split()) > 1 else text  # «Займись — договорись с…»: the task
    text = re.sub(r"\s+[а-яё]+(?:ешь|ишь|ёшь)\s*\??\s*$", "", text.strip(), flags=re.I)
    return clean_task(text)
