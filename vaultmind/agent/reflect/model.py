"""The model's retelling of a collected day, as JSON whose every item cites the
events it rests on; what the events do not support is dropped (see agent.grounding)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from vaultmind.agent.ask.grounding import unmarked, unsaid
from vaultmind.agent.grounding import cited_numbers, stems, supported_by
from vaultmind.agent.language_model import LanguageModel
from vaultmind.agent.reflect.events import DayCollection, Event
from vaultmind.errors import UsageError, VaultMindError
from vaultmind.vault.dates import find_date, parse_due

GROUPS = ("highlights", "commitments", "risks", "observations")
PROMISE_KINDS = frozenset({"message", "commitment_made", "commitment_due", "task_created",
                           "overdue"})  # fmt: skip
_NUMBER = re.compile(r"\d+")
REPLY_TOKENS, EVENT_CHARS, ATTEMPTS = 1536, 240, 2  # the longest reply fits, in Cyrillic


class Item(BaseModel):
    text: str = Field(max_length=200)
    events: list[int] = Field(default_factory=list, max_length=4)
    due: str = Field(default="", max_length=30)


class Reply(BaseModel):
    summary: str = Field(max_length=400)
    highlights: list[Item] = Field(default_factory=list, max_length=4)
    commitments: list[Item] = Field(default_factory=list, max_length=4)
    risks: list[Item] = Field(default_factory=list, max_length=4)
    observations: list[Item] = Field(default_factory=list, max_length=4)


def schema() -> dict[str, Any]:
    events = {"type": "array", "items": {"type": "integer"}, "maxItems": 3}
    fields: dict[str, Any] = {"text": {"type": "string", "maxLength": 100}, "events": events}
    item = {"type": "object", "properties": fields, "required": ["events", "text"]}
    due = {"due": {"type": "string", "maxLength": 30}}
    promise = {**item, "properties": {**fields, **due}}
    groups = {g: {"type": "array", "items": promise if g == "commitments" else item,
                  "maxItems": 2} for g in GROUPS}  # fmt: skip
    properties = {"summary": {"type": "string", "maxLength": 200}, **groups}
    return {"type": "object", "properties": properties, "required": sorted(properties)}


SYSTEM = (
    "You write a short evening reflection on one person's working day for their team lead. "
    "Use only the facts and the numbered events; invent nothing, and add no date or number "
    "they do not hold. summary: 1-2 sentences that retell the facts in their order: what is "
    "overdue, due tomorrow, promised or moved today, new context, who is away. highlights: what "
    "went well; commitments: promises the person made (with due date if stated); risks: "
    "what may slip; observations: patterns. Every item lists the numbers of the events it "
    "rests on in `events`. Reply with JSON only."
)


@dataclass(frozen=True, slots=True)
class Grounded:
    text: str
    events: tuple[Event, ...]
    due: date | None = None


@dataclass
class Reflection:
    summary: str | None  # None: the model's was not supported; the template's stands
    groups: dict[str, list[Grounded]] = field(default_factory=dict)
    dropped: Counter[str] = field(default_factory=Counter)
    notice: str | None = None  # why the model's summary was not used, for the user


def prompt(c: DayCollection, template: str, shown: list[Event]) -> str:
    lines = [f"Person: {c.person}", f"Day: {c.day.isoformat()} ({c.day:%A})",
             f"Facts: {template}", "Events:"]  # fmt: skip
    for number, event in enumerate(shown, start=1):
        where = f" in «{event.chat}»" if event.chat else ""
        lines.append(
            f"{number}. [{event.kind}{where}] {' '.join(event.text.split())[:EVENT_CHARS]}"
        )
    return "\n".join(lines)


def fitting(c: DayCollection, template: str, model: LanguageModel) -> list[Event]:
    """As many events (in order) as the model's context holds besides the reply."""
    budget = model.context_size - REPLY_TOKENS - model.count_tokens(SYSTEM) - 100
    shown = list(c.events)
    while shown and model.count_tokens(prompt(c, template, shown)) > budget:
        shown = shown[: len(shown) * 3 // 4]
    return shown


def reflect_with_model(c: DayCollection, template: str, model: LanguageModel) -> Reflection:
    """The grounded reflection; a VaultMindError when the model gives no valid JSON."""
    shown = fitting(c, template, model)
    text, problem = prompt(c, template, shown), ""
    for _ in range(ATTEMPTS):
        reply = model.complete(SYSTEM, text, max_tokens=REPLY_TOKENS, schema=schema())
        try:
            return ground(Reply.model_validate_json(reply.text), c, shown, template)
        except ValidationError as exc:
            problem = f"invalid JSON from the model: {exc.errors()[0]['msg']}"
    raise VaultMindError(problem)


def ground(reply: Reply, c: DayCollection, shown: list[Event], template: str = "") -> Reflection:
    """The reply's summary and items that the collected facts hold; the rest dropped."""
    names = " ".join(c.names)
    held = _held(c, shown, template)
    result = summary_of(reply.summary, c, shown, template)
    for group in GROUPS:
        kept = result.groups.setdefault(group, [])
        for item in getattr(reply, group):
            numbers = cited_numbers(item.events, len(shown))
            cited = [shown[n - 1] for n in numbers or []]
            why = _why_not(group, item, cited, names) or _unsaid(item.text, cited, held)
            if why:
                result.dropped[why] += 1
                continue
            grounded = Grounded(" ".join(item.text.split()), tuple(cited))
            if group == "commitments" and not restates_memory(grounded):
                grounded = Grounded(grounded.text, grounded.events, _due(item, c.day))
            kept.append(grounded)
    return result


def summary_of(text: str, c: DayCollection, shown: list[Event], template: str) -> Reflection:
    """The model's summary without prompt markup, kept only when it states no date,
    number or name the facts do not (`agent.ask.grounding.unsaid`, as `ask` checks an
    answer) and passes `grounded_summary`; else None, with the reason as `notice`."""
    text = unmarked(text)
    if not text:
        return Reflection(None)
    why = unsaid(text, _held(c, shown, template), "the model's summary", "no fact of the day")
    told = None if why else grounded_summary(text, [e.text for e in shown] + [template],
                                             " ".join(c.names))  # fmt: skip
    if told is not None:
        return Reflection(told)
    result = Reflection(None, notice=why or "the model's summary is not supported by the facts")
    result.dropped["summary not supported by the events"] += 1
    return result


def _held(c: DayCollection, shown: list[Event], template: str) -> str:
    """Everything the model was given as fact: the day, the names, template, events."""
    return " ".join([c.day.isoformat(), *c.names, template, *(e.text for e in shown)])


def _unsaid(text: str, cited: list[Event], held: str) -> str | None:
    """An item's date, number or name that neither its events nor the facts hold."""
    if unsaid(text, " ".join([held, *(e.text for e in cited)])) is None:
        return None
    return "a date, number or name the facts do not hold"


def _why_not(group: str, item: Item, cited: list[Event], names: str) -> str | None:
    if not cited:
        return "cites no collected event"
    if not supported_by(item.text, (e.text for e in cited), beyond=names):
        return "not supported by the cited events"
    if not _numbers_from(item.text, [e.text for e in cited]):
        return "a number the cited events do not hold"
    if group == "commitments" and not any(e.kind in PROMISE_KINDS for e in cited):
        return "a commitment that cites no promise or message"
    return None


def grounded_summary(
    text: str, said: list[str], names: str = "", most_sentences: int = 2
) -> str | None:
    """Kept only if every sentence shares a content word with the events (or the
    numbers), two thirds of its content words come from them, and every number in
    it does: a small model's made-up date or count never reaches the note. A reply
    cut off mid-sentence, longer than asked, or repeating itself (what a tiny model
    does when it runs out of things to say) is not kept either."""
    sentences = [s for s in re.split(r"(?<=[.!?…])\s+", " ".join(text.split())) if s]
    if not sentences or len(sentences) > most_sentences or _rambles(sentences):
        return None
    if not all(supported_by(s, said, beyond=names) for s in sentences):
        return None
    words = stems(text) - stems(names)
    known = set().union(*(stems(t) for t in said))
    if len(words & known) * 3 < len(words) * 2 or not _numbers_from(text, said):
        return None
    return " ".join(sentences)


def _rambles(sentences: list[str]) -> bool:
    """Unfinished (no closing punctuation), or a clause said twice."""
    if not sentences[-1].rstrip("»\"')").endswith((".", "!", "?", "…")):
        return True
    clauses = [c.strip(" .!?…").lower() for s in sentences for c in re.split(r"[;.!?]", s)]
    said = [c for c in clauses if c]
    return len(said) != len(set(said))


def _numbers_from(text: str, said: list[str]) -> bool:
    return set(_NUMBER.findall(text)) <= set(_NUMBER.findall(" ".join(said)))


def restates_memory(item: Grounded) -> bool:
    """Whether the item rests only on memories (a commitment already known): its
    relative words ("tomorrow") were said on another day than the reflection's, so
    they give it no date, and it is not made a memory again."""
    return all("#^m-" in e.link for e in item.events)


def _due(item: Item, day: date) -> date | None:
    if item.due.strip():
        try:
            return parse_due(item.due, day)
        except UsageError:
            pass
    found = find_date(item.text, day)
    return found[0] if found else None
