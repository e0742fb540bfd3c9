"""Effective confidence: what a memory is worth today, without rewriting the file.

The stored confidence is what was known when it was written or last confirmed;
read-time confidence halves every `half_life` days since max(created, confirmed),
`created` being implied by a dated first source when left out. A line with neither
date does not decay (the user wrote it by hand and did not date it). Half-lives per
kind are machine settings (`memory_half_life_days`).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from vaultmind.vault.memory_fields import DEFAULT_CONFIDENCE as DEFAULT_CONFIDENCE
from vaultmind.vault.memory_fields import last_confirmed as last_confirmed
from vaultmind.vault.memory_fields import parse_iso as parse_iso

if TYPE_CHECKING:
    from vaultmind.vault.model import MemoryLine


HALF_LIFE_DAYS = {  # facts last, context goes stale fast
    "fact": 730,
    "trait": 365,
    "preference": 180,
    "commitment": 90,
    "context": 30,
}


def effective_confidence(
    memory: MemoryLine, today: date, half_lives: dict[str, int] | None = None
) -> float:
    return decayed(memory.confidence, last_confirmed(memory), memory.kind, today, half_lives)


def decayed(
    confidence: float | None,
    since: date | None,
    kind: str,
    today: date,
    half_lives: dict[str, int] | None = None,
) -> float:
    """`effective_confidence` from a memory's parts (the cache stores them apart)."""
    stored = confidence if confidence is not None else DEFAULT_CONFIDENCE
    stored = min(max(stored, 0.0), 1.0)
    if since is None:
        return stored
    half_life = {**HALF_LIFE_DAYS, **(half_lives or {})}.get(kind, 365)
    age = max((today - since).days, 0)
    factor: float = 0.5 ** (age / half_life)
    return round(stored * factor, 4)


def is_outdated(memory: MemoryLine, today: date) -> bool:
    """Past its `valid_until`: kept, shown only when history is asked for."""
    until = parse_iso(memory.field("valid_until"))
    return until is not None and until < today


def confidence_words(value: float) -> str:
    """How sure to sound: a fact and a guess must never read alike in a prompt."""
    if value >= 0.8:
        return ""
    if value >= 0.6:
        return "likely"
    if value >= 0.4:
        return "probably"
    return "unconfirmed"
