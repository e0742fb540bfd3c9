"""The structural "who is responsible for X?" when no relation records anyone: the
node's own note, read for who it says is (`agent.ask.unrecorded`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.agent.ask.structural import StructuralAnswer
    from vaultmind.service.ask_structural import StructuralAnswers
    from vaultmind.vault.model import Note


def unrecorded(
    service: StructuralAnswers, node: Note, allows: Callable[[Note], bool], today: date, ru: bool
) -> StructuralAnswer:
    """What the node's note says about who looks after it; the people it names are
    person notes the asker may read."""
    from vaultmind.agent.ask.entities import GENERATED, NameTable, word_starts
    from vaultmind.agent.ask.unrecorded import unrecorded_responsible
    from vaultmind.service.ask_units import note_units

    units = note_units(service, node, today)
    with service._cache() as cache:

        def people(sentence: str) -> list[str]:
            table = NameTable(cache.names_with_word_starts(word_starts(sentence), GENERATED))
            found = cache.notes_at([e.path for e in table.find(sentence)])
            return [n.title for n in found if n.type == "person" and n.path != node.path
                    and allows(n)]  # fmt: skip

        return unrecorded_responsible(node.title, units, people, ru)


MAX_LINKING = 100  # notes linking a person read for what they say the person does


def duties(
    service: StructuralAnswers, person: Note, allows: Callable[[Note], bool], today: date, ru: bool
) -> StructuralAnswer | None:
    """What the person's own note and the notes linking it say the person does, when no
    relation or owner field says it (None: they say no duty either)."""
    from vaultmind.agent.ask.question import name_stems
    from vaultmind.agent.ask.unrecorded import unrecorded_duties
    from vaultmind.agent.ask.words import names_one
    from vaultmind.memory.people import LinkTargets
    from vaultmind.service.ask_status import holds
    from vaultmind.service.ask_units import note_units

    with service._cache() as cache:
        linking = [(n, lines) for n, lines in LinkTargets(cache, person).linking_notes()
                   if allows(n)][:MAX_LINKING]  # fmt: skip
    own_names = name_stems(person.names)
    others = [u for note, lines in linking for u in note_units(service, note, today)
              if holds(u, lines)]  # fmt: skip
    return unrecorded_duties(person.title, note_units(service, person, today), others,
                             lambda sentence: names_one(sentence, own_names), ru)  # fmt: skip
