"""What the model must return for a chunk: a bounded JSON schema and its pydantic twin.

Arrays and strings are bounded so a small model cannot loop; every item cites the
numbers of the messages it comes from (`msgs`), which grounding then checks.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from vaultmind.vault.model import RELATION_TYPES

PROMPT_VERSION = "p1"

_ITEM: dict[str, Any] = {
    "type": "object",
    "properties": {
        "text": {"type": "string", "maxLength": 200},
        "msgs": {"type": "array", "items": {"type": "integer"}, "maxItems": 5},
    },
    "required": ["text", "msgs"],
}
_COMMITMENT: dict[str, Any] = {
    "type": "object",
    "properties": {**_ITEM["properties"], "due": {"type": "string", "maxLength": 40}},
    "required": ["text", "msgs", "due"],
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "people": {
            "type": "array",
            "maxItems": 8,
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "maxLength": 60},
                    "facts": {"type": "array", "items": _ITEM, "maxItems": 5},
                    "preferences": {"type": "array", "items": _ITEM, "maxItems": 5},
                    "commitments": {"type": "array", "items": _COMMITMENT, "maxItems": 5},
                },
                "required": ["name", "facts", "preferences", "commitments"],
            },
        },
        "projects": {
            "type": "array",
            "maxItems": 5,
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "maxLength": 80},
                    "msgs": _ITEM["properties"]["msgs"],
                    "action_items": {"type": "array", "items": _COMMITMENT, "maxItems": 5},
                },
                "required": ["name", "msgs", "action_items"],
            },
        },
        "links": {
            "type": "array",
            "maxItems": 8,
            "items": {
                "type": "object",
                "properties": {
                    "from": {"type": "string", "maxLength": 80},
                    "to": {"type": "string", "maxLength": 80},
                    "type": {"type": "string", "enum": sorted(RELATION_TYPES)},
                    "msgs": _ITEM["properties"]["msgs"],
                },
                "required": ["from", "to", "type", "msgs"],
            },
        },
    },
    "required": ["people", "projects", "links"],
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


class LinkItem(BaseModel):
    source: str = Field(alias="from", max_length=80)
    target: str = Field(alias="to", max_length=80)
    type: str
    msgs: list[int] = Field(max_length=5)


class Extraction(BaseModel):
    people: list[PersonItems] = Field(default_factory=list, max_length=8)
    projects: list[ProjectItems] = Field(default_factory=list, max_length=5)
    links: list[LinkItem] = Field(default_factory=list, max_length=8)


SYSTEM = (
    "You read a team chat and note durable knowledge: facts about the people in it, their "
    "preferences, what they promised to do (with the date they named, as written, or an "
    "empty string), the projects discussed with their action items, and typed links "
    "between people, projects and things (who is responsible_for what, what depends_on "
    "what). Reply with JSON only. Every item cites the numbers of the messages it comes "
    "from in `msgs`. Write each item in the language of the messages. Use names exactly "
    "as known. Never add anything the messages do not say."
)


def prompt(lines: list[str], known_names: list[str]) -> str:
    names = ", ".join(known_names) if known_names else "none yet"
    return f"Known people: {names}\n\nMessages:\n" + "\n".join(lines)
