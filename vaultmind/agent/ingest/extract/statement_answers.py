"""A fact given as the answer to a question that names the thing: "Who owns billing?" →
"Kim does" / "Kim owns it" / "I do"; «Кто отвечает за релизы?» → «Оля» is not enough,
«Оля отвечает» / «это Оля» / «я» is.

The answer is the reply to the question, or one of the next few messages of the chat
(not the asker's). A hedge ("I think Kim does", «кажется, Оля») is no answer. The fact
reads as if said outright: "Kim owns billing", «Оля отвечает за релизы».
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from vaultmind.agent.ingest.extract.statement_common import Statement, clean
from vaultmind.agent.ingest.sources.escape import block_id
from vaultmind.agent.ingest.sources.formats import RawMessage

WINDOW = 3  # messages after a question that may answer it without replying to it
KEPT = 8  # questions remembered per chat, for replies to an older one

_THING = (
    r"(?P<thing>(?!(?:this|that|it|these|those|это|этим|этот|эту|то|всё|все)(?!\w))"
    r"[^?]{2,60}?)"
)
_QUESTIONS = (
    re.compile(
        r"^who(?:'s|’s|\s+is)?\s+(?:now\s+|currently\s+)?(?P<verb>owns|runs|leads|heads|handles"
        r"|responsible\s+for|in\s+charge\s+of|the\s+owner\s+of|owning|running|leading)\s+"
        rf"{_THING}\s*(?:now|these days|nowadays)?\s*\?+$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^кто\s+(?:у\s+нас\s+)?(?:теперь\s+|сейчас\s+)?(?P<verb>отвечает\s+за|руководит"
        rf"|ведёт|ведет|владеет|занимается)\s+{_THING}\s*(?:теперь|сейчас)?\s*\?+$",
        re.IGNORECASE,
    ),
)
_VERB = {  # the question's verb as the fact says it
    "owns": "owns", "owning": "owns", "the owner of": "owns", "runs": "runs",
    "running": "runs", "leads": "leads", "leading": "leads", "heads": "heads",
    "handles": "handles", "responsible for": "is responsible for",
    "in charge of": "is in charge of",
}  # fmt: skip
_NAME = r"(?-i:[A-ZА-ЯЁ][a-zа-яё]+(?:\s+[A-ZА-ЯЁ][a-zа-яё]+)?)"
_NAMED_ANSWER = re.compile(
    rf"^(?:(?:it's|it’s|it is|that's|that’s|that is|это)\s+(?P<named>{_NAME})"
    rf"|(?P<name>{_NAME})\s+(?:does|do|is|owns it|runs it|leads it|handles it|has it"
    r"|отвечает|руководит|ведёт|ведет|занимается|владеет)(?:\s+(?:now|these days|теперь"
    r"|сейчас))?)$",
    re.IGNORECASE,
)
_SELF_ANSWER = re.compile(
    r"^(?:i do|i am|i'm|me|that's me|that’s me|it's me|it’s me|я|это я|я отвечаю|я веду"
    r"|я руковожу|я занимаюсь)$",
    re.IGNORECASE,
)
_FILLER = re.compile(r"^(?:(?:oh|so|well|yes|yeah|ну|да|так|а)[\s,]+)+", re.IGNORECASE)
_NOT_NAME = {"it", "this", "that", "nobody", "noone", "everyone", "никто", "все", "это"}


@dataclass(frozen=True, slots=True)
class _Question:
    message_id: str
    asker: str
    verb: str
    thing: str
    russian: bool


@dataclass
class OpenQuestions:
    """The "who owns …?" questions of each chat, waiting for their answer."""

    _asked: dict[str, list[tuple[_Question, int]]] = field(default_factory=dict)

    def see(self, message: RawMessage) -> list[Statement]:
        """Remember a question; a fact when this message answers one (then it is closed)."""
        waiting = self._asked.setdefault(message.chat_id, [])
        waiting[:] = [(q, since + 1) for q, since in waiting][-KEPT:]
        question = _question(message)
        if question is not None:
            waiting.append((question, 0))
            return []
        for index, (asked, since) in enumerate(reversed(waiting)):
            replies = asked.message_id in _replied_to(message)
            if not replies and (message.reply_to or since > WINDOW):
                continue
            found = _answer(message, asked)
            if found is not None:
                del waiting[len(waiting) - 1 - index]
                return [found]
            break  # the latest question in reach gets the answer, or none does
        return []


def _replied_to(message: RawMessage) -> set[str]:
    """The ids the replied-to message may go by: the export's, and its block in Sources."""
    if not message.reply_to:
        return set()
    try:
        block = block_id(message.source, message.chat_id, message.reply_to)
    except KeyError:  # a source with no block prefix: the export's id only
        return {message.reply_to}
    return {message.reply_to, block}


def _question(message: RawMessage) -> _Question | None:
    text = " ".join(message.text.split())
    for russian, pattern in enumerate(_QUESTIONS):
        match = pattern.match(text)
        if match is not None:
            verb = " ".join(match.group("verb").lower().split())
            thing = match.group("thing").strip(" ,")
            return _Question(message.message_id, message.sender, verb, thing, bool(russian))
    return None


def _answer(message: RawMessage, asked: _Question) -> Statement | None:
    if message.sender == asked.asker or not message.sender:
        return None
    text = _FILLER.sub("", " ".join(message.text.split())).rstrip(" .!")
    verb = asked.verb if asked.russian else _VERB.get(asked.verb, asked.verb)
    if _SELF_ANSWER.match(text):
        return Statement("fact", message.sender, clean(f"{verb} {asked.thing}"))
    named = _NAMED_ANSWER.match(text)
    if named is None:
        return None
    name = named.group("name") or named.group("named")
    if name.lower() in _NOT_NAME:
        return None
    return Statement("fact", name, clean(f"{name} {verb} {asked.thing}"))
