"""A goal broken into 3–10 concrete steps for the person who will do them, from
the model and the executor's context; when the model fails or says nothing usable,
one step: the whole goal. Never fails because of the model."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from vaultmind.agent.language_model import LanguageModel
from vaultmind.errors import Cancelled, VaultMindError
from vaultmind.vault.escape import escape_inline

MIN_STEPS, MAX_STEPS, REPLY_TOKENS, CONTEXT_CHARS = 3, 10, 1536, 3000
# steps that are no step at all: thinking, considering, planning the plan
_VAGUE = re.compile(
    r"^(think|consider|reflect|brainstorm|plan|figure out|decide|подумать|обдумать|"
    r"поразмыслить|решить|спланировать)\b",
    re.IGNORECASE,
)
SYSTEM = (
    "You break a goal into 3 to 10 concrete, checkable steps for the named person, using "
    "what is known about them (role, responsibilities, commitments). Each step is an "
    "action with a visible result; no steps like 'think about it'. Reply with JSON only."
)


class Step(BaseModel):
    title: str = Field(max_length=120)
    description: str = Field(default="", max_length=300)


class Reply(BaseModel):
    steps: list[Step] = Field(max_length=12)


def schema() -> dict[str, Any]:
    step = {
        "type": "object",
        "properties": {
            "title": {"type": "string", "maxLength": 80},
            "description": {"type": "string", "maxLength": 160},
        },
        "required": ["description", "title"],
    }
    steps = {"type": "array", "items": step, "minItems": MIN_STEPS, "maxItems": MAX_STEPS}
    return {"type": "object", "properties": {"steps": steps}, "required": ["steps"]}


@dataclass(frozen=True, slots=True)
class PlanStep:
    title: str
    description: str = ""


@dataclass
class Plan:
    goal: str
    person: str
    steps: list[PlanStep]
    fallback: str | None = None  # why the plan is the one-step fallback


def prompt(goal: str, person: str, context: str) -> str:
    return (
        f"Goal: {goal}\nExecutor: {person}\n\nWhat is known about {person}:\n"
        + (context[:CONTEXT_CHARS])
    )


def make_plan(goal: str, person: str, context: str, model: LanguageModel | None) -> Plan:
    if model is None:
        return _fallback(goal, person, "no model")
    try:
        reply = model.complete(SYSTEM, prompt(goal, person, context), max_tokens=REPLY_TOKENS,
                               schema=schema())  # fmt: skip
        steps = Reply.model_validate_json(reply.text).steps
    except ValidationError as exc:
        return _fallback(goal, person, f"invalid JSON from the model: {exc.errors()[0]['msg']}")
    except Cancelled:
        raise  # stopped by the user: no plan, not the one-step fallback
    except VaultMindError as exc:
        return _fallback(goal, person, f"the model failed: {exc.message}")
    usable = _usable(steps, goal)
    if len(usable) < MIN_STEPS:
        return _fallback(goal, person, f"the model gave {len(usable)} usable step(s)")
    return Plan(goal, person, usable[:MAX_STEPS])


def _usable(steps: list[Step], goal: str) -> list[PlanStep]:
    found: dict[str, PlanStep] = {}
    for step in steps:
        title = " ".join(step.title.split()).rstrip(".")
        if len(title) < 3 or _VAGUE.match(title) or title.casefold() == goal.casefold():
            continue
        found.setdefault(title.casefold(), PlanStep(title, " ".join(step.description.split())))
    return list(found.values())


def _fallback(goal: str, person: str, why: str) -> Plan:
    return Plan(goal, person, [PlanStep(" ".join(goal.split()))], why)


def plan_lines(plan: Plan) -> list[str]:
    """Obsidian task lines; the owner field before any Tasks emoji field."""
    lines = []
    for step in plan.steps:
        lines.append(f"- [ ] {escape_inline(step.title)} [owner:: [[{plan.person}]]]")
        if step.description:
            lines.append(f"    - {escape_inline(step.description)}")
    return lines
