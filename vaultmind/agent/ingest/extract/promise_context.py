"""The message a promise answers, and the topic it lends the promise (`reply_topic`).

The message answered is the one replied to, else someone else's message just before
it (at most `CONTEXT_WINDOW` earlier). A short answer there («280 пока», "yes, both")
says nothing itself: the message *it* answers is the topic then. Before either, a
promise takes the sentence before it in its own message ("the sync endpoint rewrite is
the big one. I'll have it on staging by Tue"; «Термопара сдохла. Закажу новую»), unless
that sentence promises itself, repeats the promise's words, or is a yes (session 35,
docs/decisions.md: written right 192 → 202 of 469 labels on three development sets).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from vaultmind.agent.ingest.extract.agreement_step import AskFinder
from vaultmind.agent.ingest.extract.agreements import ADDRESS, is_agreement, opens_with_yes
from vaultmind.agent.ingest.extract.answered_ask import done_or_own
from vaultmind.agent.ingest.extract.lifecycle import WORD, content_words
from vaultmind.agent.ingest.extract.pointer_promise import promise_part
from vaultmind.agent.ingest.extract.promise_verbs import is_task_verb
from vaultmind.agent.ingest.extract.reply_topic import (
    answers_verb,
    promise_verbs,
    refers_elsewhere,
    topic,
    with_topic,
)
from vaultmind.agent.ingest.extract.sentences import CLAUSE_BREAK, chat_sentences
from vaultmind.agent.ingest.extract.task_clause import names_task
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.memory.store import Addition
from vaultmind.vault.dates import find_date, without_dates

# a promise with no reply id is about the message just before it only this soon after
CONTEXT_WINDOW = timedelta(minutes=15)
_OWN_PROMISE = re.compile(r"(?<!\w)(?:i'll|i’ll|i will|we'll|we’ll|we will)(?!\w)", re.IGNORECASE)


def with_context(
    asks: AskFinder, stored: StoredMessage, addition: Addition, names_task: bool
) -> Addition:
    """The promise with its topic (and the topic's message in its evidence); as it was
    when it names its task itself and neither a pronoun nor its verb points elsewhere.
    The sentence before it in its own message comes first: what a pointer or a bare
    verb refers to («обдирная кончилась. В четверг закажу»), or, for a promise naming
    its task, the trouble it answers («Термопара сдохла. Закажу новую») when that
    sentence promises nothing itself."""
    promise = addition.new.text
    pointer = refers_elsewhere(promise_part(promise))
    before = _sentence_before(stored.message.text, promise)
    if before is not None and names_task and not pointer and _own_task(before, promise):
        before = None  # «Закажу муку. Пришлю счёт»: two promises, each its own task
    if before is not None and is_agreement(before, stored.message.time.date()):
        before = None  # «ладно, беру. К 1-му сделаю»: a yes names no task; the ask does
    if before is not None and (about := topic(before, promise)) is not None:
        return _told(addition, with_topic(promise, about), addition.new.sources)
    context = context_of(asks, stored)
    if names_task and context is not None:
        asked = context.message.text
        answers = pointer or answers_verb(promise, asked) or _answers_ask(stored, promise, asked)
        context = context if answers else None
    if context is not None and (about := topic(context.message.text, promise)) is not None:
        sources = (*addition.new.sources, source_link(context.path, context.block))
        told = _told(addition, with_topic(promise, about), sources)
        due = _asked_day(stored, about, context.message.time.date(), told.new.due)
        return replace(told, new=replace(told.new, due=due))
    return addition


def _asked_day(stored: StoredMessage, about: str, asked_on: date, due: date | None) -> date | None:
    """The day the ask named, for a promise that names none of its own: «ок, с утра
    ребят поставлю» to «Серёж, на завтра: леса разобрать» (only a part of the day), and
    «Сделаю» to «В понедельник инвентаризация минибаров» (no day at all). Only the
    topic's own sentence: a day elsewhere in the ask is often another task's (dev sets:
    the whole ask's first day lost one right item and found none); never a past day."""
    said = stored.message
    if find_date(said.text, said.time.date()) is not None:
        return due
    if due is None and _not_asked(about):
        return None
    named = find_date(about, asked_on)
    if named is None or named[0] < said.time.date():
        return due
    return named[0] if due is None or named[0] > due else due


def _not_asked(about: str) -> bool:
    """«я сама закажу пропуска до пятницы», «смету отправил до пятницы»: the day is the
    asker's own promise or a report, not what the answer is due by."""
    if _OWN_PROMISE.search(about):
        return True
    return any(done_or_own(w) for w in WORD.findall(about))


def _verb_alone(promise: str) -> bool:
    """«На складе есть, завтра привезу»: the promise's own clause is its verb and a date;
    what it brings is what the message answered asked for."""
    verbs = promise_verbs(promise)
    for clause in CLAUSE_BREAK.split(promise):
        if verbs and verbs & promise_verbs(clause):
            return not names_task(without_dates(clause), is_task_verb)
    return False


def _answers_ask(stored: StoredMessage, promise: str, asked: str) -> bool:
    """«Сделаю, в четверг сам заберу» to «Серёж, протокол надо получить к четвергу», «На
    складе есть, завтра привезу» to «Оля, нужны каски к 1-му»: a yes, or a verb with
    only a date, answers an ask (a question, or a name addressed) even when the promise
    names a step of its own; «ок, тогда беру тесты» after «да, отбой» answers no ask."""
    if "?" not in asked and ADDRESS.match(asked) is None:
        return False
    return opens_with_yes(stored.message.text) or _verb_alone(promise)


def context_of(asks: AskFinder, stored: StoredMessage) -> StoredMessage | None:
    """The message this one answers: the one replied to, else someone else's just
    before it; past a bare answer there to the message that one answers (anyone's)."""
    found = next(asks.previous(stored, CONTEXT_WINDOW, own=False), None)
    if found is not None and _bare_answer(found.message.text):
        return next(asks.previous(found, CONTEXT_WINDOW), None)
    return found


def _bare_answer(text: str) -> bool:
    """«280 пока», "yes, both": an answer naming nothing (a question is no answer)."""
    return "?" not in text and len(content_words(text)) < 2


def _sentence_before(text: str, promise: str) -> str | None:
    """The sentence before the one holding the promise's verb (or, for a verb the table
    does not know — "I'll dig into it" — its first words), if there is one."""
    verbs = promise_verbs(promise)
    opening = " ".join(WORD.findall(promise.lower())[:3])
    sentences = chat_sentences(text)
    for at, sentence in enumerate(sentences):
        said = verbs <= promise_verbs(sentence) if verbs else _opens(sentence, opening)
        if said:
            return sentences[at - 1] if at > 0 else None
    return None


def _own_task(before: str, promise: str) -> bool:
    """The sentence before adds nothing to a promise that names its task: it promises
    too («Закажу муку. Пришлю счёт»), or it is about what the promise names already
    («Рефакторинг почти готов. Обещаю закончить рефакторинг до пятницы»)."""
    return bool(promise_verbs(before) or content_words(before) & content_words(promise))


def _opens(sentence: str, opening: str) -> bool:
    return bool(opening) and opening in " ".join(WORD.findall(sentence.lower()))


def _told(addition: Addition, text: str, sources: tuple[str, ...]) -> Addition:
    new = replace(addition.new, text=chat_words(text), sources=sources)
    return replace(addition, new=new)
