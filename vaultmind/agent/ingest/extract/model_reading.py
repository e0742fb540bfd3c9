"""A capable local model (1–4B) reads the messages in which the rules found nothing.

Flat and bounded, for that class of model: one message, with the two before it (or the
one it answers), in; one JSON object out — what the message does, about whom, the task
in a few words and the date words as written. The instructions and examples come first
and never change, so llama.cpp keeps them evaluated between calls and each message
costs only its own tokens. What the model says is only a reading: `reading_effects`
grounds it in the message and hands it to the same steps a rule's finding goes through.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from vaultmind.agent.ingest.extract.promises import EXTRACTOR
from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.agent.language_model import LanguageModel
from vaultmind.errors import VaultMindError

READING_VERSION = "r1"
KINDS = ("none", "promise", "done", "postponed", "cancelled", "preference", "away", "fact")
MIN_PARAMETERS = 1_000_000_000  # smaller models read chat too poorly to be worth the time
MAX_REPLY = 120  # tokens: the object is four short fields
SHOWN_CONTEXT = 2  # messages shown before the one read

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "kind": {"type": "string", "enum": list(KINDS)},
        "person": {"type": "string", "maxLength": 60},
        "task": {"type": "string", "maxLength": 100},
        "when": {"type": "string", "maxLength": 40},
    },
    "required": ["kind", "person", "task", "when"],
}

SYSTEM = (
    "You help a team lead remember what matters in their team chat. You read one "
    "message, with the messages just before it, and say what that message itself does. "
    "Answer with one JSON object."
)

_GUIDE = """\
kind, what the Message does:
- promise: its sender says they will do something (an "ok" to a request counts)
- done: its sender says a task is finished or delivered
- postponed: its sender moves a task to a later date
- cancelled: a task is dropped, or handed to someone else
- preference: its sender says how they like to work (hours, channels, formats)
- away: its sender is away or unavailable for a while (leave, sick, trip)
- fact: lasting news about a named person (new role, moved, joined, left)
- none: anything else: questions, requests, others' plans, jokes, chit-chat
person: whom it is about (the sender, unless a fact names someone else)
task: the task or the statement in a few words, in the Message's language
when: the date or time words exactly as the Message writes them, or ""

Examples:
Before:
[Tue 10:00] Anna: Can someone update the pricing page before the launch?
Message:
[Tue 10:04] Ben: on it, you'll have it Thursday
{"kind": "promise", "person": "Ben", "task": "update the pricing page", "when": "Thursday"}
Message:
[Wed 09:12] Катя: макеты лендинга залила в общую папку
{"kind": "done", "person": "Катя", "task": "макеты лендинга", "when": ""}
Message:
[Thu 17:40] Ben: pricing page needs another day, realistically Monday
{"kind": "postponed", "person": "Ben", "task": "pricing page", "when": "Monday"}
Message:
[Fri 11:02] Аня: баннеры можно не делать, клиент передумал
{"kind": "cancelled", "person": "Аня", "task": "баннеры", "when": ""}
Message:
[Mon 08:55] Ben: please don't call me before 11, mornings are for deep work
{"kind": "preference", "person": "Ben", "task": "no calls before 11", "when": ""}
Message:
[Mon 09:30] Олег: меня не будет с понедельника по 14 декабря, отпуск
{"kind": "away", "person": "Олег", "task": "в отпуске", "when": "по 14 декабря"}
Message:
[Tue 12:20] Anna: Mark takes over the mobile team from January
{"kind": "fact", "person": "Mark", "task": "leads the mobile team", "when": "from January"}
Message:
[Tue 12:25] Катя: Петя обещал прислать счёт, но пока тишина
{"kind": "none", "person": "Катя", "task": "", "when": ""}
Message:
[Wed 15:03] Ben: does anyone know when the release is?
{"kind": "none", "person": "Ben", "task": "", "when": ""}

Now the chat:
"""


@dataclass(frozen=True, slots=True)
class Reading:
    """What the model says one message does (not yet grounded)."""

    kind: str
    person: str
    task: str
    when: str


class _Reply(BaseModel):
    kind: str = Field(pattern="^(" + "|".join(KINDS) + ")$")
    person: str = Field(default="", max_length=60)
    task: str = Field(default="", max_length=100)
    when: str = Field(default="", max_length=40)


def reads_messages(model: LanguageModel) -> bool:
    """Whether the model is large enough to read messages one by one: SmolLM2-135M
    would only spend a call per message on readings grounding throws away."""
    return model.parameters >= MIN_PARAMETERS


Reader = Callable[[RawMessage, list[RawMessage]], Reading]


def message_reader(model: LanguageModel | None) -> tuple[Reader | None, str]:
    """The reader for the rule step, and the key it records each message under: with a
    capable model, `rules+reading:<model>@r1`, so adding one later reads the messages
    again (what the rules found is not written twice; see `Lifecycle.unlearnt`)."""
    if model is None or not reads_messages(model):
        return None, EXTRACTOR
    return partial(read_message, model), f"{EXTRACTOR}+reading:{model.name}@{READING_VERSION}"


def prompt_for(message: RawMessage, before: Sequence[RawMessage]) -> str:
    """The unchanging guide, then the messages: only the tail differs between calls."""
    lines = [_GUIDE]
    if before:
        lines += ["Before:", *(_line(m) for m in before)]
    lines += ["Message:", _line(message)]
    return "\n".join(lines)


def _line(message: RawMessage) -> str:
    text = " ".join(message.text.split())[:400]
    return f"[{message.time:%a %d %b %H:%M}] {message.sender}: {text}"


def read_message(
    model: LanguageModel, message: RawMessage, before: Sequence[RawMessage]
) -> Reading:
    """The model's reading of one message; a failed call or invalid reply raises."""
    reply = model.complete(SYSTEM, prompt_for(message, before), max_tokens=MAX_REPLY,
                           schema=SCHEMA)  # fmt: skip
    try:
        parsed = _Reply.model_validate(json.loads(reply.text))
    except (ValueError, ValidationError) as exc:
        raise VaultMindError(f"invalid reading from the model: {exc}") from None
    return Reading(parsed.kind, parsed.person.strip(), parsed.task.strip(), parsed.when.strip())
