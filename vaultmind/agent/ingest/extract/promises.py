"""Commitments found without a model: a first-person promise with a date expression.

«Сделаю отчёт до пятницы», "I'll send the contract by Monday". The date resolves
against the message's own timestamp, so "friday" means the Friday after the message
was sent, whenever the export is imported. Works with no model at all; the model
extractor (when there is one) finds more, this finds the unmistakable ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from vaultmind.agent.ingest.extract.earlier_date import due_before
from vaultmind.agent.ingest.extract.implicit_promise import claimed, implicit_promise, subjectless
from vaultmind.agent.ingest.extract.promise_dates import promise_date
from vaultmind.agent.ingest.extract.promise_verbs import RU_VERBS, extra_promise, is_task_verb
from vaultmind.agent.ingest.extract.sentences import chat_sentences
from vaultmind.agent.ingest.extract.task_clause import task_clause
from vaultmind.agent.ingest.extract.task_text import MAX_TEXT as MAX_TEXT  # for its users
from vaultmind.agent.ingest.extract.task_text import clean_text
from vaultmind.agent.ingest.extract.undated import undated_promise
from vaultmind.agent.ingest.sources.formats import RawMessage

EXTRACTOR = "rules-2"  # recorded in the Sources file; bump when the rules change
# rules-2: old messages are read again for statements (preferences, context, facts)
# and for the lifecycle of commitments (done, postponed, cancelled)

_PROMISE = re.compile(
    r"(?<!\w)(?:"
    + "|".join(RU_VERBS)
    + r"|беру на себя|возьму на себя|i'll|i will|i promise|i'm going to|i am going to"
    r"|i'm gonna|i’m gonna|im gonna"
    r"|we'll|we will)(?!\w)",
    re.IGNORECASE,
)
# «Шучу», "just kidding" take back the whole message; «не сделаю», «не обещаю», "I will
# not", "won't" take back the promise of their sentence
_JOKE = re.compile(r"(?<!\w)(?:шучу|шутка|just kidding|kidding|jk)(?!\w)", re.IGNORECASE)
_REFUSAL = re.compile(
    r"(?<!\w)(?:не\s+(?:" + "|".join(RU_VERBS) + r")|won't|will not|i'll not"
    r"|не буду)(?!\w)",
    re.IGNORECASE,
)
# "not sure I'll have time", «не уверен, что успею»: a hedge promises nothing
_HEDGE = re.compile(
    r"(?<!\w)(?:not sure|unsure|no idea|don't know if|dunno|maybe|might|perhaps|не уверен[аы]?"
    r"|не знаю|может быть|возможно|if i have time)(?!\w)",
    re.IGNORECASE,
)
# "…the migration guide. should be ready end of week": the date in the next sentence
_LATER_DUE = re.compile(
    r"^(?:(?:it|they|that|this|all|everything)\s+)?(?:should be|will be|'ll be|will have it"
    r"|will have them|ready|eta|expect it|будет|будут|готово|готов[аы]?|к|до|by|before|end)"
    r"(?!\w)",
    re.IGNORECASE,
)
# "I promise I'll stop breaking staging 😇", «больше не буду опаздывать»: a habit or a
# joke, not a task with a deadline — a promise to stop or never do something, or one
# said with a face that takes it back (😇 😜 😝 🤪 🤡; not 🙃 or 😅: a nervous promise)
_HABIT = re.compile(
    r"(?<!\w)(?:stop\s+\w+ing|quit\s+\w+ing|never\s+(?:\w+\s+){0,4}?again"
    r"|больше\s+не|больше\s+никогда|перестану)(?!\w)",
    re.IGNORECASE,
)
_PLAYFUL = re.compile("[\U0001f607\U0001f61c\U0001f61d\U0001f92a\U0001f921]")
# "I'll bring pie tmrw if anyone's around", «захвачу шаурму, если кто-то хочет»: an offer to
# whoever wants it, not a task someone is owed
_OFFER = re.compile(
    r"(?<!\w)(?:if|если)\s+(?:anyone|anybody|someone|somebody|people|you guys|y'all|folks"
    r"|кто-нибудь|кто-то|кому-нибудь|кому-то|кто|кому|желающ\w*)(?!\w)",
    re.IGNORECASE,
)
# «возьму за свой счёт», «беру отгул на пятницу»: days off taken, not a task (a context)
_LEAVE = re.compile(
    r"(?<!\w)(?:возьму|беру|взял[аи]?)\s+(?:[\w-]+\s+)?(?:отгул|за\s+свой\s+сч[её]т|больничн"
    r"|выходн|отпуск|day\s+off)",
    re.IGNORECASE,
)
# «Если Наталья одобрит, могу запустить…», "If Sam signs off, I'll ship it Monday": an
# offer on a condition set first promises nothing (a condition after the promise — «Сделаю
# к пятнице, если Маша пришлёт цифры» — is a promise with a caveat, kept)
_CONDITION_FIRST = re.compile(
    r"^\W*(?:(?:ну|а|и|but|and|so|ok|ок)\s+)?(?:если|if|unless|в случае)(?!\w)", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Promise:
    person: str
    text: str
    due: date | None  # None: a promise with no date (`undated.py`)
    message: RawMessage


def find_promises(message: RawMessage) -> list[Promise]:
    """One promise per sentence that has both a promise and a date — or one per clause
    when its comma clauses each have both: «Презентацию сделаю к понедельнику, черновик
    покажу завтра» is two."""
    if not message.sender or not message.text.strip() or _JOKE.search(message.text):
        return []
    if _PLAYFUL.search(message.text):
        return []
    found: list[Promise] = []
    at, day = message.time, message.time.date()
    sentences = chat_sentences(message.text)
    for index, sentence in enumerate(sentences):
        clauses, before = re.split(r",\s+", sentence), len(found)
        whole = len(clauses) < 2 or not all(_dated_promise(c, at) for c in clauses)
        for part in [sentence] if whole else clauses:
            if (due := _dated_promise(part, at, opens=part is sentences[0])) is not None:
                found.append(Promise(message.sender, _task_text(part, due, day), due, message))
        if len(found) == before and index + 1 < len(sentences):
            due = _due_next(sentence, sentences[index + 1], at)
            if due is not None:
                found.append(Promise(message.sender, _task_text(sentence, due, day), due, message))
        if len(found) == before and index > 0:
            back = due_before(sentences[index - 1], sentence, at, _promised)
            if back is not None:
                text = f"{_task_text(sentence, back[0], day)}: {back[1]}"
                found.append(Promise(message.sender, text, back[0], message))
        if len(found) == before and _undated(_as_mine(sentence, index == 0), at):
            found.append(Promise(message.sender, _task_text(sentence), None, message))
    return found


def _as_mine(sentence: str, opens: bool) -> str:
    """ "will fix the export bug" opening a message reads as "I'll fix the export bug"."""
    if not opens or not subjectless(sentence):
        return sentence
    return re.sub(r"(?i)(?<!\w)will(?=\s)", "I'll", sentence, count=1)


def _undated(sentence: str, at: datetime) -> bool:
    if not _promised(sentence) or not (undated_promise(sentence) or claimed(sentence)):
        return False
    return promise_date(sentence, at.date(), at) is None


def _task_text(sentence: str, due: date | None = None, day: date | None = None) -> str:
    """The promise's clause, cleaned: what is said around it, and the date phrase the due
    carries, are not the task. A claim is the whole sentence: "the login bug is mine,
    will fix tonight" names its task only before the promise."""
    if claimed(sentence):
        return clean_text(without_tag(sentence), _verb, due, day)
    return clean_text(task_clause(without_tag(sentence), _promised, _verb), _verb, due, day)


_verb = is_task_verb


# "I'll finish the slides by Tuesday, ok?", «Пришлю завтра, норм?»: a promise asking
# only whether it suits
_TAG_QUESTION = re.compile(
    r"[,—–-]\s*(?:ok|okay|alright|right|fine|yes|sound good|if that's ok|ок|окей|норм"
    r"|нормально|хорошо|ладно|да|пойдёт|пойдет|годится)\s*\?\s*$",
    re.IGNORECASE,
)


def without_tag(text: str) -> str:
    """The promise without a tag question at its end ("…, ok?")."""
    return _TAG_QUESTION.sub("", text)


def _promised(text: str) -> bool:
    text = without_tag(text)
    if _REFUSAL.search(text) or _HEDGE.search(text) or text.rstrip().endswith("?"):
        return False
    if _HABIT.search(text) or _CONDITION_FIRST.search(text) or _OFFER.search(text):
        return False
    if _LEAVE.search(text):
        return False
    return bool(_PROMISE.search(text)) or extra_promise(text) or implicit_promise(text)


def _dated_promise(text: str, at: datetime, opens: bool = False) -> date | None:
    """The due of a promise with a date; `opens`: the text opens the message, where a
    subjectless "will fix it Monday" promises too."""
    if not (_promised(text) or (opens and subjectless(without_tag(text)))):
        return None
    # «по корпоративу 25-го — опрос скину сегодня»: the date of the promise's own clause
    for part in _PARTS.split(text):
        if part != text and _promised(part) and (own := promise_date(part, at.date(), at)):
            return own[0]
    dated = promise_date(text, at.date(), at)
    return dated[0] if dated else None


# "I can take the 26th but not the 27th": the promise's day is its own clause's, not the
# one a contrast turns down
_PARTS = re.compile(r"[,;]\s+|\s[—–]\s|:\s+|\s+(?=(?:but|а|но)\s)", re.IGNORECASE)


def _due_next(sentence: str, following: str, at: datetime) -> date | None:
    """ "I'll write the guide. should be ready end of week": a promise with no date, then
    a short sentence that only says when."""
    following = following.strip()
    day = at.date()
    if not _promised(sentence) or promise_date(sentence, day, at) is not None:
        return None
    short = len(following.split()) <= 8 and "?" not in following
    if not short or _PROMISE.search(following) or _HEDGE.search(following):
        return None
    if _REFUSAL.search(following) or not _LATER_DUE.match(following):
        return None
    dated = promise_date(following, day, at)
    return dated[0] if dated else None
