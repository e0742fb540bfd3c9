"""A few sentences of model prose around the digest's numbers, kept only when the
numbers' lines support them (the same test as a reflection's summary)."""

from __future__ import annotations

from pydantic import BaseModel, Field, ValidationError

from vaultmind.agent.language_model import LanguageModel
from vaultmind.agent.reflect.model import grounded_summary
from vaultmind.errors import Cancelled, VaultMindError

SYSTEM = (
    "You write 2-3 plain sentences on a team's week for its lead, from the digest lines "
    "given. Use only those facts and keep every number exact. Reply with JSON only."
)
SCHEMA = {
    "type": "object",
    "properties": {"prose": {"type": "string", "maxLength": 400}},
    "required": ["prose"],
}


class Prose(BaseModel):
    prose: str = Field(max_length=600)


def digest_prose(lines: list[str], model: LanguageModel) -> str | None:
    """The model's sentences, or None (no valid reply, or not grounded in `lines`)."""
    try:
        reply = model.complete(SYSTEM, "\n".join(lines), max_tokens=600, schema=SCHEMA)
        text = Prose.model_validate_json(reply.text).prose
    except Cancelled:
        raise  # stopped (the daemon's SIGTERM): no digest rather than one without its prose
    except (ValidationError, VaultMindError):
        return None
    return grounded_summary(text, lines, most_sentences=3)
