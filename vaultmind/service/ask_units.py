"""A note as `ask`'s structural answers read it: its units (paragraphs, memories,
tasks, messages), from the text on disk, weighed as retrieval weighs them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.units import Unit
    from vaultmind.service.core import ServiceCore
    from vaultmind.vault.model import Note


def note_units(service: ServiceCore, note: Note, today: date) -> list[Unit]:
    from vaultmind.agent.ask.retrieve import note_text
    from vaultmind.agent.ask.units import split_note

    return split_note(note, note_text(service.vault, note), today, service.half_lives)
