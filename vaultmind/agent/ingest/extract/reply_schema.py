"""What the model must return for a chunk: a bounded JSON schema and its pydantic twin.

Arrays and strings are bounded so a small model cannot loop; every item cites the
numbers of the messages it comes from (`msgs`), which grounding then checks.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from vaultmind.vault.model import RELATION_TYPES

PROMPT_VERSION = "p2"  # p2: the day's title and summary; topics

_MSGS: dict[str, Any] = {"type": "array", "items": {"type": "integer"}, "maxItems": 3}
GRAPH_FROM = 2000  # reply tokens from which projects and links are asked for too


def schema_for(reply_tokens: int, people: bool = True) -> dict[str, Any]:
    """The reply schema for a reply budget (an eighth of the model's context); without
    `people` when a capable model reads the messages one by one instead (`model_reading`).

    A small model that loops fills every array to its limit, so below `GRAPH_FROM`
    the bounds keep even that reply within the budget: complete, valid JSON. Larger
    budgets belong to larger models, which are asked for projects and links too; if
    one of them still overruns, the chunk fails and the next run retries it.
    """
    roomy = reply_tokens >= GRAPH_FROM
    text_len, per_list = (200, 5) if roomy else (80, 2)
    item = _item(text_len)
    commitment = _item(text_len, due=True)
    person = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "maxLength": 60},
            "facts": {"type": "array", "items": item, "maxItems": per_list},
            "preferences": {"type": "array", "items": item, "maxItems": per_list},
            "commitments": {"type": "array", "items": commitment, "maxItems": per_list},
        },
        "required": ["name", "facts", "preferences", "commitments"],
    }
    most = 8 if roomy else max(1, reply_tokens // 1024)  # Cyrillic: ~1.2 characters a token
    properties: dict[str, Any] = {"daily_note": _daily_note(400 if roomy else 120)}
    if people:
        properties["people"] = {"type": "array", "items": person, "maxItems": most}
    if roomy:
        properties["projects"] = {"type": "array", "maxItems": 5, "items": _project(commitment)}
        properties["topics"] = {"type": "array", "maxItems": 5, "items": _topic(item)}
        properties["links"] = {"type": "array", "maxItems": 8, "items": _link()}
    return {"type": "object", "properties": properties, "required": sorted(properties)}


def _item(text_len: int, due: bool = False) -> dict[str, Any]:
    properties: dict[str, Any] = {
        "text": {"type": "string", "maxLength": text_len},
        "msgs": _MSGS,
    }
    if due:
        properties["due"] = {"type": "string", "maxLength": 30}
    return {"type": "object", "properties": properties, "required": sorted(properties)}


def _project(commitment: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "name": {"type": "string", "maxLength": 80},
            "msgs": _MSGS,
            "action_items": {"type": "array", "items": commitment, "maxItems": 5},
        },
        "required": ["action_items", "msgs", "name"],
    }


def _daily_note(summary_len: int) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "title": {"type": "string", "maxLength": 60},
            "summary": {"type": "string", "maxLength": summary_len},
            "msgs": _MSGS,
        },
        "required": ["msgs", "summary", "title"],
    }


def _topic(item: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "name": {"type": "string", "maxLength": 80},
            "summary": {"type": "string", "maxLength": 200},
            "msgs": _MSGS,
            "facts": {"type": "array", "items": item, "maxItems": 5},
        },
        "required": ["facts", "msgs", "name", "summary"],
    }


def _link() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "from": {"type": "string", "maxLength": 80},
            "to": {"type": "string", "maxLength": 80},
            "type": {"type": "string", "enum": sorted(RELATION_TYPES)},
            "msgs": _MSGS,
        },
        "required": ["from", "msgs", "to", "type"],
    }


class Item(BaseModel):
    text: str = Field(max_length=200)
    msgs: list[int] = Field(max_length=5)


class CommitmentItem(Item):
    due: str = Field(default="", max_length=40)


class PersonItems(BaseModel):
    name: str = Field(max_length=60)
    facts: list[Item] = Field(default_factory=list, max_length=5)
    preferences: list[Item] = Field(default_factory=list, max_length=5)
    commitments: list[CommitmentItem] = Field(default_factory=list, max_length=5)


class ProjectItems(BaseModel):
    name: str = Field(max_length=80)
    msgs: list[int] = Field(max_length=5)
    action_items: list[CommitmentItem] = Field(default_factory=list, max_length=5)


class DailyNote(BaseModel):
    title: str = Field(default="", max_length=60)
    summary: str = Field(default="", max_length=400)
    msgs: list[int] = Field(default_factory=list, max_length=5)


class TopicItems(BaseModel):
    name: str = Field(max_length=80)
    summary: str = Field(default="", max_length=200)
    msgs: list[int] = Field(max_length=5)
    facts: list[Item] = Field(default_factory=list, max_length=5)


class LinkItem(BaseModel):
    source: str = Field(alias="from", max_length=80)
    target: str = Field(alias="to", max_length=80)
    type: str
    msgs: list[int] = Field(max_length=5)


class Extraction(BaseModel):
    people: list[PersonItems] = Field(default_factory=list, max_length=8)
    daily_note: DailyNote = Field(default_factory=DailyNote)
    projects: list[ProjectItems] = Field(default_factory=list, max_length=5)
    topics: list[TopicItems] = Field(default_factory=list, max_length=5)
    links: list[LinkItem] = Field(default_factory=list, max_length=8)


_PEOPLE = (
    "You read a team chat and note durable knowledge about the people in it: facts about "
    "them, their preferences, and what they promised to do (with the date they named, "
    "as written, or an empty string). Give the conversation a short title and a one- or "
    "two-sentence summary in `daily_note`."
)
_DAY = (
    "You read a team chat. Give the conversation a short title and a one- or two-sentence "
    "summary in `daily_note`."
)
_GRAPH = (
    " Also the projects discussed with their action items, the topics discussed (a "
    "product, process, customer or idea) with facts about them, and typed links between "
    "people, projects and things (who is responsible_for what, what depends_on what)."
)
_RULES = (
    " Reply with JSON only. Every item cites the numbers of the messages it comes from in "
    "`msgs`. Write each item in the language of the messages. Use names exactly as known. "
    "Never add anything the messages do not say; an empty list is a good answer."
)


def system_for(reply_tokens: int, people: bool = True) -> str:
    first = _PEOPLE if people else _DAY
    return first + (_GRAPH if reply_tokens >= GRAPH_FROM else "") + _RULES


def prompt(lines: list[str], known_names: list[str]) -> str:
    """The numbered messages, after the vault's names they mention (aliases in brackets)."""
    names = "; ".join(known_names) if known_names else "none yet"
    return f"Known names: {names}\n\nMessages:\n" + "\n".join(lines)
