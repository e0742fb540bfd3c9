"""The parsed-note cache stores notes pickled: every kind of line survives the trip."""

from __future__ import annotations

import pickle
from typing import Any

from vaultmind.vault.parse import parse_note

TEXT = """---
type: person
aliases: [Дима]
tags: [team]
---
# Дмитрий Кузнецов

Работает над [[Биллинг|биллингом]] ^block-1
role:: lead

- [ ] Прислать отчёт [owner:: [[Ольга]]] 📅 2026-12-04
- [x] Закрыть задачу ✅ 2026-11-30

## Memory
- [commitment] Пришлю договор [due:: 2026-12-04] [confidence:: 0.8] ^m-aaaaaa
- [fact broken line
"""


def test_a_parsed_note_unpickles_equal_to_itself() -> None:
    note = parse_note("People/Дмитрий Кузнецов.md", TEXT)
    assert note.links and note.tasks and note.memories and note.fields and note.block_ids
    again = pickle.loads(pickle.dumps(note, protocol=pickle.HIGHEST_PROTOCOL))
    assert again == note
    assert again.memories[0].field("due") == "2026-12-04"


def test_the_pickled_state_is_every_field_in_order() -> None:
    """The fast `__getstate__` stores what dataclasses would: a cache written before it
    reads back the same, and one written with it reads back in an older VaultMind."""
    import dataclasses

    note = parse_note("People/Дмитрий Кузнецов.md", TEXT)
    parts: list[Any] = [note, *note.links, *note.tasks, *note.memories, *note.fields,
                        *note.block_ids, *note.headings, *note.problems]  # fmt: skip
    for part in parts:
        expected = [getattr(part, f.name) for f in dataclasses.fields(part)]
        assert part.__getstate__() == expected, type(part).__name__
