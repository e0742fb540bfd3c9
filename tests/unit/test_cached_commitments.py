"""`commitments` answers from the cache's table of open items: exactly what reading
every note gives, owners resolved the same way (names, aliases, paths, relative
links, unknown people)."""

from __future__ import annotations

from datetime import date

from tests.conftest import WriteVault
from vaultmind.index.cache import NoteCache
from vaultmind.index.paths import DataPaths
from vaultmind.memory.commitments import cached_commitments, open_commitments
from vaultmind.service import VaultService

TODAY = date(2026, 12, 2)
PROJECT = """# Launch

- [ ] Draft the plan [owner:: [[Ольга Иванова]]] 📅 2026-12-01
- [ ] Book the room [owner:: [[Оля]]] 📅 2026-12-10
- [ ] Order badges [owner:: [[People/Team/Bob]]]
- [ ] Call the vendor [owner:: [[../People/Team/Bob|Bob]]] 📅 2026-12-03
- [ ] Sign the lease [owner:: [[Nobody Known]]]
- [x] Done already [owner:: [[Ольга Иванова]]]
- [ ] No owner at all 📅 2026-12-05
"""
OLGA = """---
type: person
aliases: [Оля]
---
# Ольга Иванова

## Memory
- [commitment] Пришлю отчёт [due:: 2026-12-04] ^m-aaaaaa
- [commitment] Старое обещание [status:: done] ^m-bbbbbb
- [commitment] Просрочено [due:: 2026-11-20] ^m-cccccc
- [commitment] Устарело [valid_until:: 2026-11-01] ^m-dddddd
"""


def test_the_table_answers_as_every_note_would(write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            "Projects/Launch.md": PROJECT,
            "People/Ольга Иванова.md": OLGA,
            "People/Team/Bob.md": "---\ntype: person\n---\n# Bob\n",
            "Archive/Bob.md": "# Bob (old)\n",
        }
    )
    service = VaultService(vault)
    notes = service.notes()
    expected = open_commitments(notes, service._resolver(notes), TODAY)
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        found = cached_commitments(cache, TODAY)
    assert found == expected
    people = {(c.text, c.person) for c in found}
    assert ("Book the room", "Ольга Иванова") in people  # through the alias
    assert ("Call the vendor", "Bob") in people  # a relative path
    assert ("Sign the lease", "Nobody Known") in people  # as written
    assert {c.text for c in found} >= {"Пришлю отчёт", "Просрочено"}
    assert not {"Старое обещание", "Устарело", "Done already"} & {c.text for c in found}
