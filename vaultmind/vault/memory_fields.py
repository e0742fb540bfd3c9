"""A memory line's field values as VaultMind reads them (`[due:: 2026-12-04]`,
`created`, `confirmed`, `confidence`): here, below the index, so that the cache stores
them exactly as the memory layer reads them."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.vault.model import MemoryLine


def parse_iso(value: str | None) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def last_confirmed(memory: MemoryLine) -> date | None:
    dates = [
        d for d in (parse_iso(memory.field("created")), parse_iso(memory.field("confirmed"))) if d
    ]
    return max(dates) if dates else None


def parse_confidence(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
