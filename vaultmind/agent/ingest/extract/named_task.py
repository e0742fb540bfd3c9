"""The task a question named, for a promise or an ask that only points at it (issue 10,
session 6).

"Can you do the vendor review?" … "ok, I'll do it by Friday": the commitment is "Do the
vendor review". «Кто-нибудь переведёт регламент до пятницы?» … «Оля, тогда на тебе» …
«Договорились»: it is «Переведёт регламент». A question names a task when it opens by
asking for someone to do something ("can you", "is anyone going to", "did anyone",
«кто-нибудь», «кто будет», «сможешь») and something is left after the asking and the date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.extract.agreements import ADDRESS, clean_task
from vaultmind.agent.ingest.extract.lifecycle import content_words
from vaultmind.agent.ingest.extract.promise_verbs import RU_VERBS, is_promise_verb
from vaultmind.vault.dates import find_date

_SOMEONE = r"(?:you|someone|anyone|somebody|anybody|u)"
_FILLERS = "а|ну|и|так|so|and|hey|ok|ок"  # before a question (and an address)
_ASKING = re.compile(
    rf"^(?:(?:{_FILLERS}|ребят|ребята|guys|folks|all)[,!]?\s+)*"
    r"(?:[A-ZА-ЯЁ][\w'’-]+,\s+)?"  # an address: «Рус, сможешь…»
    rf"(?:(?:can|could|would|will)\s+{_SOMEONE}(?:\s+please)?"
    r"|(?:is|are)\s+(?:anyone|someone|anybody|somebody|you)\s+going\s+to"
    r"|did\s+(?:anyone|someone|anybody|somebody)"
    r"|who(?:'s|\s+is)?\s+(?:going\s+to|will|can|could|wants\s+to)"
    r"|(?:anyone|someone)\s+(?:can|could|wants?\s+to|willing\s+to)"
    r"|(?:может\s+)?кто-(?:нибудь|то)(?:\s+(?:может|сможет|будет|возьм[её]тся))?"
    r"|кто\s+(?:будет|может|сможет|возьм[её]тся|возьм[её]т|готов|хочет)"
    r"|(?:ты\s+)?(?:сможешь|можешь)(?:\s+ли)?)(?!\w)\s*",
    re.IGNORECASE,
)
# words that assign but name no task: «на тебе», "it's yours", «давай ты, норм?»
_ASSIGNING = frozenset({"тебе", "тобой", "твое", "твоя", "твой", "yours", "норм", "давай"})
_QUESTION = re.compile(r"[^?]*\?")
_QUESTIONS = re.compile(r"[^?.!…]+\?")  # «Не успеваю… Кирилл, сможешь забрать маркировку?»
# «Когда будет invoice за октябрь?», "when can we get the deck?": a thing, not a task
_WHEN = re.compile(
    rf"^(?:[A-ZА-ЯЁ][\w'’-]+,\s+)?(?:(?:{_FILLERS})[,!]?\s+)*"
    r"(?:когда\s+(?:будет|будут|ждать)|когда\s+(?:ты\s+)?(?:пришлешь|пришлёшь|скинешь"
    r"|отправишь|сделаешь|сдашь)|when\s+(?:will|can|do)\s+(?:i|we)\s+(?:get|have|see|expect"
    r"|receive)|when\s+will\s+you\s+(?:send|share|finish|have))(?!\w)\s*",
    re.IGNORECASE,
)
_PAST = re.compile(r"[а-яё]+(?:л|ла|ли|ло)(?!\w)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class NamedTask:
    task: str
    due: date | None
    thing: bool = False  # a when-question named a thing only: "Invoice за октябрь"


def names_no_task(text: str) -> bool:
    """Only pointers, the asking and the date: «На тебе», "I'll do it by Friday"."""
    return not (content_words(_without_pointers(text)) - _ASSIGNING)


def _without_pointers(text: str) -> str:
    """No promise, no verb after it, no pointer: "I'll order it today" → " today"."""
    text = re.sub(
        r"(?<!\w)(?:(?:i'll|i will|we'll|we will|i can|i'm going to)(?:\s+[\w-]+)?"
        r"|(?:take|do|handle|grab|own|сделай|возьми|сделать|взять)\s+(?:it|this|that|это|его)|it|this"
        r"|that|them|ok|okay|sure|это|его|их|ок|окей|ну|давай|later|soon|asap|now|right away"
        r"|позже|попозже|потом|скоро|сейчас|щас"
        # a time of day belongs to the date: "by Wednesday noon", «к пятнице утром»
        r"|noon|midday|morning|afternoon|evening|tonight|eod|end of day|lunch|first thing"
        r"|утром|утра|днём|днем|вечером|вечера|обеда|обеду|до обеда|после обеда)(?!\w)",
        " ",
        text,
        flags=re.IGNORECASE,
    )
    words = re.findall(r"[\w'’-]+", text)
    return " ".join(
        w for w in words if w.lower() not in RU_VERBS and not is_promise_verb(w.lower())
    )


def named_task(text: str, day: date) -> NamedTask | None:
    """The task the message's question asks someone to do, with its date if it says: the
    question that opens the message, else a later one («…, аудит завтра. Кирилл, сможешь
    забрать маркировку?»)."""
    text = " ".join(text.split())
    first = _QUESTION.match(text)
    if first is None:
        return None
    for question in (first.group(0), *_QUESTIONS.findall(text)):
        if (found := _asked(question.strip(), day)) is not None:
            return found
    return None


def _asked(question: str, day: date) -> NamedTask | None:
    asked = _ASKING.match(question)
    when = None if asked else _WHEN.match(question)
    if asked is None and when is None:
        return None
    rest = question[(asked or when).end() :]  # type: ignore[union-attr]
    if _PAST.match(rest):
        return None  # «кто-нибудь видел ключи?»: asks what happened, not for a task
    dated = find_date(rest, day)
    due = dated[0] if dated else None
    if dated is not None:
        rest = rest[: dated[1][0]] + " " + rest[dated[1][1] :]
    task = clean_task(rest)
    if not task or names_no_task(task):
        return None
    return NamedTask(task, due, thing=when is not None)


_BARE = re.compile(
    r"^(?:(?:ну|так|тогда|so|then)\s+)?(?:(?:ты\s+)?(?:сможешь|можешь|возьм[её]шь|возьм[её]шься)"
    r"|давай\s+ты|can you|could you|will you|would you|can you take it|your turn)(?!\w)",
    re.IGNORECASE,
)


def bare_ask(text: str, day: date) -> tuple[str, date | None] | None:
    """«Рус, сможешь?», "Sam, can you?", «Паша, давай ты, до пятницы»: the name asked and
    the date said, when no task is named."""
    match = ADDRESS.match(" ".join(text.split()))
    if match is None:
        return None
    rest = match.group("rest")
    asked = _BARE.match(rest)
    if len(rest.split()) > 8 or asked is None or re.search(r"(?<!\w)не(?!\w)", rest):
        return None
    if not names_no_task(re.sub(r"[?!.,]", " ", rest[asked.end() :])):
        return None
    dated = find_date(rest, day)
    return match.group("name"), dated[0] if dated else None
