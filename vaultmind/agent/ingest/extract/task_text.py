"""A promise's memory text is the task, not the sentence (issue 10 §4; session 7).

«Ок, Дима, пришлю отчёт завтра!» → «Пришлю отчёт»; "Hi Oleg, I'll send the invoice by
Wednesday" → "I'll send the invoice"; «Обещаю закончить рефакторинг до пятницы» →
«Закончить рефакторинг». What goes: greetings and fillers, a greeting with a name ("Hi
Oleg,"), an address, «Обещаю» / "I promise" (with or without a comma), the date phrase
the due field already carries (with its "latest" / «не позже»), and punctuation and
emoji at the end. The date stays when nothing but the verb and a pointer would be left
("I'll send it by Wednesday"): the lifecycle matches by the text's content words, and
"I'll send it" would have none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from vaultmind.agent.ingest.extract.openers import GREETINGS
from vaultmind.agent.ingest.extract.task_clause import names_task
from vaultmind.memory.date_ranges import find_range
from vaultmind.vault.dates import find_date

MAX_TEXT = 200

_GREETING = rf"(?:{GREETINGS}|morning|good morning|приветик)"
# What opens a sentence but is not the task: greetings, fillers, «Обещаю,», an address
# (not a Russian word in -ю/-у before the comma: «Презентацию, как договаривались, …»)
_OPENERS = re.compile(
    r"^(?:(?:(?i:sure|ok|okay|yes|yeah|yep|hi|hello|hey|so|well|also|btw|fyi|ок|окей|ага|да"
    r"|привет|всем привет|доброе утро|коллеги|ребята|кстати|итак|короче|слушайте|обещаю"
    r"|i promise))|(?![А-ЯЁ][а-яё]+[юу],)[A-ZА-ЯЁ][a-zа-яё]+)\s*[,:!—–-]\s+"
    rf"|^(?i:{_GREETING})\s+(?:[A-ZА-ЯЁ][\w'’-]+|(?i:all|team|everyone|folks|guys|всем|все"
    r"|коллеги|ребята))\s*[,:!—–-]\s+"  # "Hi Oleg, …", «Привет всем, …»
)
# «Обещаю закончить…», «Обещаю, что пришлю…», "I promise I'll…", "I promise to…"
_PROMISE_WORD = re.compile(
    r"^(?i:(?:я\s+)?обещаю(?:,?\s+что)?|i\s+promise(?:,?\s+that)?(?:\s+to)?)\s+(?=\w)"
    r"|^(?i:also|and|so|plus|then)\s+(?=(?i:i'll|i’ll|i will|we'll|we’ll|we will)(?!\w))"
)
_TRAILING = re.compile(r"[\s,;:.!…—–-]+$|(?:\s*[^\w\s)\]\"'»]+)+$")
# what a date phrase leans on: "Monday latest", «не позже пятницы», "first thing tomorrow"
_DATE_BEFORE = re.compile(
    r"(?:,?\s*(?i:no later than|not later than|at the latest|first thing|не позже|не позднее"
    r"|самое позднее|крайний срок|максимум|ориентировочно|примерно|где-то))\s*$"
)
_DATE_AFTER = re.compile(
    r"^\s*(?i:latest|at the latest|the latest|tops|max|в силе|самое позднее|крайний срок"
    r"|максимум|край)(?!\w)"
)


def clean_text(
    sentence: str,
    verb: Callable[[str], bool] = lambda _: False,
    due: date | None = None,
    day: date | None = None,
) -> str:
    """The task's words; with `due` and the message's `day`, without the date phrase that
    gives that due, unless only the verb and a pointer would be left."""
    text = " ".join(sentence.split())
    while True:
        opener = _PROMISE_WORD.match(text) or _OPENERS.match(text)
        if opener is None or len(text) <= opener.end():
            break
        text = text[opener.end() :]
    if due is not None and day is not None:
        text = _without_due(text, due, day, verb)
    while (tail := _TRAILING.search(text)) and tail.start() > 0:
        text = text[: tail.start()]
    text = text.strip(" ,;:-")
    text = text[:1].upper() + text[1:]
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _without_due(text: str, due: date, day: date, verb: Callable[[str], bool]) -> str:
    """The text without the phrase that says `due` (the first one that does)."""
    start = 0
    while (found := find_date(text[start:], day)) is not None:
        begin, end = start + found[1][0], start + found[1][1]
        if found[0] != due:
            start = end
            continue
        begin, end = _whole_range(text, begin, end, day)  # "thu–sat" goes whole, not "thu"
        if re.match(r"['’]s(?!\w)", text[end:]):
            return text  # "for sunday's paper": the date names the thing, it stays
        before = _DATE_BEFORE.sub("", text[:begin])
        after = _DATE_AFTER.sub("", text[end:])
        left = " ".join(f"{before} {after}".split())
        left = re.sub(r"\s+([,.;:!?])(?=\s|$)", r"\1", left).strip(" ,;:—–-")  # "list , x"
        # its own clause keeps a word besides the verb: «…с меня, сдам к 30-му» stays
        own = f"{before.rsplit(', ', 1)[-1]} {after.split(', ', 1)[0]}"
        return left if names_task(left, verb) and names_task(own, verb) else text
    return text


def _whole_range(text: str, begin: int, end: int, day: date) -> tuple[int, int]:
    """The span of the range the date phrase at `begin` opens («с пн по ср», "Dec 2-4"),
    else the phrase's own."""
    found = find_range(text, day)
    if found is not None and found[2][0] <= begin < found[2][1]:
        return found[2]
    return begin, end
