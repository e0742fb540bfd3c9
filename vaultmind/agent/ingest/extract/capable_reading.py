"""A capable model (7–14B) reads one message in its context: the whole lifecycle.

In: an unchanging guide, then the open commitments the message may concern (`k1`…),
the message it answers and its neighbours (`m1`…), and which one to read. Out: a list
of at most four flat objects — a commitment, done, postponed, cancelled, handed over
(with the `k` id of the commitment it concerns), a decision, a preference, an absence
or a fact — each naming the message it rests on and quoting its words. Flat (a list of
flat objects), bounded (items and every string) and grounded afterwards
(`capable_effects`): what the model says is only a claim.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from vaultmind.agent.ingest.sources.formats.records import RawMessage
from vaultmind.agent.language_model import LanguageModel
from vaultmind.errors import VaultMindError

CAPABLE_VERSION = "c1"
KINDS = ("commitment", "done", "postponed", "cancelled", "handed_over", "decision",
         "preference", "away", "fact")  # fmt: skip
MAX_ITEMS = 4  # one message rarely says more; a looping model stops here
# four items at every field's limit are ~2 100 characters with the keys: a reply that
# loops to the bounds still ends inside the token cap (at 2 characters a token or more)
LIMITS = {"msg": 8, "kind": 12, "person": 40, "text": 120, "when": 40, "commitment": 8,
          "to": 40, "quote": 160}  # fmt: skip
MAX_REPLY = 1024  # tokens
SHOWN_BEFORE, SHOWN_AFTER, SHOWN_OPEN = 4, 1, 8  # messages around it; commitments listed
_FIELD: dict[str, dict[str, Any]] = {
    name: {"type": "string", "maxLength": most} for name, most in LIMITS.items()
}
_FIELD["kind"] = {"type": "string", "enum": list(KINDS)}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "items": {
            "type": "array",
            "maxItems": MAX_ITEMS,
            "items": {"type": "object", "properties": _FIELD, "required": sorted(LIMITS)},
        }
    },
    "required": ["items"],
}

SYSTEM = (
    "You help a team lead keep track of their team chat. You read one message in its "
    "context and list what that message itself says about commitments, decisions and "
    "people. Answer with one JSON object; an empty list is a good answer."
)

_GUIDE = """\
List what the message marked >> says, as items (at most four):
- commitment: someone takes on a task ("I'll do X", or "ok" to a request made to them)
- done: a task is finished or delivered
- postponed: a task moves to a later date; when = the new date's words
- cancelled: a task is dropped
- handed_over: a task passes to someone else; to = who takes it
- decision: the team settles something (a choice, a rule, a date)
- preference: how the sender likes to work (hours, channels, formats)
- away: the sender is away or unavailable (leave, sick, trip); when = until when
- fact: lasting news about a named person (role, team, joined, left)
Fields of every item:
- msg: the id of the message marked >> (items come only from it; the others are context)
- kind: one of the above
- person: who commits, finishes, decides or is away (a name as the chat writes it)
- text: the task, decision or statement in a few words, in the message's language
- when: the date or time words exactly as the message writes them, or ""
- commitment: for done, postponed, cancelled and handed_over, the k-id of the open
  commitment it concerns, or "" if none listed fits
- to: for handed_over, who takes the task, else ""
- quote: the message's own words that say it, copied exactly
Nothing for questions, requests nobody took, jokes, offers with "if", others' plans.

Example:
Open commitments:
k1 Ben: update the pricing page (due Thu 3 Dec)
Chat:
m1 [Wed 10:00] Anna: Ben, where are we with the pricing page?
>> m2 [Wed 10:04] Ben (replying to m1): done, and we agreed to launch on Monday
{"items": [{"msg": "m2", "kind": "done", "person": "Ben", "text": "pricing page", \
"when": "", "commitment": "k1", "to": "", "quote": "done"}, {"msg": "m2", "kind": \
"decision", "person": "Ben", "text": "launch on Monday", "when": "Monday", \
"commitment": "", "to": "", "quote": "we agreed to launch on Monday"}]}
Example:
Open commitments:
k1 Олег: отчёт по складу (due Fri 4 Dec)
Chat:
>> m1 [Thu 09:30] Олег: отчёт по складу передаю Кате, я с понедельника в отпуске
{"items": [{"msg": "m1", "kind": "handed_over", "person": "Олег", "text": "отчёт по \
складу", "when": "", "commitment": "k1", "to": "Катя", "quote": "отчёт по складу \
передаю Кате"}, {"msg": "m1", "kind": "away", "person": "Олег", "text": "в отпуске", \
"when": "с понедельника", "commitment": "", "to": "", "quote": "я с понедельника в \
отпуске"}]}
Example:
Open commitments:
(none)
Chat:
>> m1 [Fri 16:10] Аня: кто-нибудь знает, когда релиз?
{"items": []}

Now the chat:
"""


@dataclass(frozen=True, slots=True)
class Shown:
    """A message as the model sees it, with the id it is given."""

    id: str
    message: RawMessage
    replies_to: str = ""  # the id of the shown message it answers


@dataclass(frozen=True, slots=True)
class OpenShown:
    """An open commitment as the model sees it."""

    id: str
    person: str  # the person note's title
    text: str
    due: str = ""


@dataclass(frozen=True, slots=True)
class Said:
    """One item of the model's reply, not yet grounded."""

    msg: str
    kind: str
    person: str
    text: str
    when: str
    commitment: str
    to: str
    quote: str


class _Item(BaseModel):
    msg: str = Field(max_length=LIMITS["msg"])
    kind: str = Field(pattern="^(" + "|".join(KINDS) + ")$")
    person: str = Field(default="", max_length=LIMITS["person"])
    text: str = Field(default="", max_length=LIMITS["text"])
    when: str = Field(default="", max_length=LIMITS["when"])
    commitment: str = Field(default="", max_length=LIMITS["commitment"])
    to: str = Field(default="", max_length=LIMITS["to"])
    quote: str = Field(default="", max_length=LIMITS["quote"])


def prompt_for(read: str, chat: Sequence[Shown], open_: Sequence[OpenShown]) -> str:
    """The guide, then what differs between calls: commitments, the chat, the one to read."""
    lines = [_GUIDE + "Open commitments:"]
    lines += [_open_line(c) for c in open_] or ["(none)"]
    lines.append("Chat:")
    lines += [(">> " if s.id == read else "") + _line(s) for s in chat]
    lines.append(f"Read {read}.")
    return "\n".join(lines)


def _open_line(commitment: OpenShown) -> str:
    due = f" (due {commitment.due})" if commitment.due else ""
    return f"{commitment.id} {commitment.person}: {' '.join(commitment.text.split())[:200]}{due}"


def _line(shown: Shown) -> str:
    message = shown.message
    text = " ".join(message.text.split())[:600]
    replying = f" (replying to {shown.replies_to})" if shown.replies_to else ""
    return f"{shown.id} [{message.time:%a %d %b %H:%M}] {message.sender}{replying}: {text}"


def read_in_context(
    model: LanguageModel, read: str, chat: Sequence[Shown], open_: Sequence[OpenShown]
) -> tuple[list[Said], int]:
    """The model's items about message `read`, and how many it gave that were refused:
    past `MAX_ITEMS`, or not of the schema (a field too long is not cut: a cut quote
    proves nothing).
    A failed call raises; a reply that is not the JSON asked for is one `VaultMindError`."""
    reply = model.complete(SYSTEM, prompt_for(read, chat, open_), max_tokens=MAX_REPLY,
                           schema=SCHEMA)  # fmt: skip
    return parse_reply(reply.text)


def parse_reply(text: str) -> tuple[list[Said], int]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise VaultMindError(f"invalid reading from the model: not JSON ({exc})") from None
    items = data.get("items") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise VaultMindError("invalid reading from the model: no list of items") from None
    kept: list[Said] = []
    for raw in items[:MAX_ITEMS]:
        try:
            item = _Item.model_validate(raw)
        except ValidationError:
            continue
        kept.append(Said(*(getattr(item, name).strip() for name in Said.__slots__)))
    return kept, len(items) - len(kept)
