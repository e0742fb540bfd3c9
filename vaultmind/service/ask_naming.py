"""Dated tasks nobody owns that name a person ("- [ ] Print the labels with Marta 📅 …"):
shown for "what is due / overdue for Marta?" when nothing she owns is, instead of a
"nothing" her name in those tasks would contradict (issue 27)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.memory.commitments import OpenCommitment
    from vaultmind.service.ask_structural import StructuralAnswers
    from vaultmind.vault.model import Note


def naming(service: StructuralAnswers, person: Note, today: date) -> list[OpenCommitment]:
    """The open dated tasks with no owner whose text names the person (title or alias,
    by stems, so «Марте» names Марта)."""
    from vaultmind.agent.ask.question import name_stems
    from vaultmind.agent.ask.words import names_one

    names = name_stems(person.names)
    found = service._open_commitments(today, None, ownerless=True)
    return [c for c in found
            if not c.person and c.due is not None and names_one(c.text, names)]  # fmt: skip
