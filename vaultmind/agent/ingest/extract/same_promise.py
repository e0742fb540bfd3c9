"""A promise by ellipsis (issue 10, session 8): "same for iOS, Monday" right after a
colleague's "android build will be in your hands monday morning"; «аналогично по
Казани, к пятнице» after «По Москве пришлю отчёт в четверг».

The message says only "the same" (and maybe for what and by when); the task is the
colleague's promise just before it — at most `NEAR` earlier, another person's — and the
due is the message's own date, else the colleague's. Nothing else in the message: "same
here, but no promises" or "same for iOS? not sure" promise nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from vaultmind.agent.ingest.extract.promise_dates import promise_date
from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.escape import chat_words
from vaultmind.agent.ingest.sources.file_format import source_link
from vaultmind.agent.ingest.sources.read_back import StoredMessage
from vaultmind.memory.store import Addition, NewMemory

NEAR = timedelta(minutes=15)
_SAME = re.compile(
    r"^(?:(?:and|и|а|ok|ок)[,]?\s+)?(?:same here|same|ditto|likewise|me too|то\s+же(?:\s+самое)?"
    r"|тоже\s+самое|аналогично|и\s+я\s+тоже|я\s+тоже)"
    r"(?:\s+(?:for|with|on|по|для|с|со)\s+(?P<what>[\w.+-]+(?:\s+[\w.+-]+){0,2}))?(?!\w)",
    re.IGNORECASE,
)
_LEFT = re.compile(r"[^\w]+|(?<!\w)(?:ok|ок|then|тогда|too|тоже)(?!\w)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class SamePromise:
    text: str
    due: date | None
    colleague: StoredMessage  # whose promise it repeats: evidence too


def same_promise(stored: StoredMessage, before: Iterable[StoredMessage]) -> SamePromise | None:
    """The colleague's promise this "same for X" repeats; `before`: the chat's earlier
    messages, newest first."""
    message = stored.message
    text = " ".join(message.text.split())
    said = _SAME.match(text)
    if said is None or "?" in text:
        return None
    rest = text[said.end() :]
    dated = promise_date(rest, message.time.date(), message.time)
    if dated is not None:
        rest = rest[: dated[1][0]] + " " + rest[dated[1][1] :]
    if _LEFT.sub("", rest).strip():
        return None  # more is said than "the same, Monday"
    for earlier in before:
        if message.time - earlier.message.time > NEAR:
            return None
        if earlier.message.sender == message.sender:
            return None
        promises = find_promises(earlier.message)
        if promises:
            first = promises[0]
            due = dated[0] if dated else first.due
            head = said.group(0).strip()
            return SamePromise(f"{head[:1].upper()}{head[1:]}: {first.text}", due, earlier)
    return None


def same_addition(stored: StoredMessage, before: Iterable[StoredMessage]) -> Addition | None:
    """The commitment a "same for X" message makes, with both messages as evidence."""
    same = same_promise(stored, before)
    if same is None:
        return None
    links = (source_link(stored.path, stored.block), source_link(same.colleague.path,
             same.colleague.block))  # fmt: skip
    new = NewMemory("commitment", chat_words(same.text), 0.6, "agent:extraction", links, same.due)
    return Addition(new, stored.message.time.date())
