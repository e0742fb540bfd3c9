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


PROJECT_EDGES = """# Edges

- [ ] Morning slot [owner:: [[Ольга Иванова]]] 📅 2026-12-02
- [ ] Late slot [owner:: [[ольга иванова]]] 📅 2026-12-05
- [ ] Far away [owner:: [[People/Ольга Иванова]]] 📅 2027-06-01
- [ ] For the namesake [owner:: [[Archive/Ольга Иванова]]] 📅 2026-12-03
- [ ] For a stranger [owner:: [[Олег]]] 📅 2026-11-01
- [ ] Escaping [owner:: [[../../Outside]]] 📅 2026-11-30
"""
OLGA_EDGES = """---
type: person
aliases: [Оля]
---
# Ольга Иванова

## Memory
- [commitment] Слишком рано [due:: 2026-12-01T09:00] ^m-eeeeee
- [commitment] Когда-нибудь [due:: скоро] ^m-ffffff
- [commitment] Ещё действует [valid_until:: 2026-12-02] [due:: 2026-12-09] ^m-gggggg
- [commitment] Старое [confidence:: 0.9] [created:: 2026-06-01] [confirmed:: 2026-09-01] ^m-hhhhhh
- [commitment] Странная уверенность [confidence:: много] [due:: 2026-12-21] ^m-iiiiii
"""


def test_every_filter_gives_what_filtering_every_note_gives(write_vault: WriteVault) -> None:
    """`--overdue`, `--due-within`, `--person` (and `due`'s one-day window) are answered
    by the table's indexes: the same items as filtering the full list, including an
    alias, a namesake note in another folder, odd due dates and decayed confidence."""
    from vaultmind.memory.commitments import due_filter

    vault = write_vault(
        {
            "Projects/Launch.md": PROJECT,
            "Projects/Edges.md": PROJECT_EDGES,
            "People/Ольга Иванова.md": OLGA + OLGA_EDGES.split("## Memory\n")[1],
            "Archive/Ольга Иванова.md": "---\ntype: person\n---\n# Ольга Иванова\n",
            "People/Team/Bob.md": "---\ntype: person\n---\n# Bob\n",
            "People/Олег.md": "---\ntype: person\naliases: [Олежка]\n---\n# Олег\n",
        }
    )
    service = VaultService(vault)
    notes = service.notes()
    everything = open_commitments(notes, service._resolver(notes), TODAY)
    assert len(everything) > 15
    asked = [(False, None), (True, None), (False, 0), (False, 1), (False, 3), (True, 30),
             (False, 10**9)]  # fmt: skip
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        for person in (None, "Ольга Иванова", "Bob", "Олег", "Nobody Known", "Outside"):
            mine = [c for c in everything if person is None or c.person == person]
            for overdue, within in asked:
                expected = due_filter(mine, TODAY, overdue, within)
                found = cached_commitments(cache, TODAY, None, overdue, within, person)
                assert found == expected, (person, overdue, within)
    olga = {c.text for c in everything if c.person == "Ольга Иванова"}
    assert {"Book the room", "Late slot", "Far away", "For the namesake"} <= olga
    assert "Ещё действует" in olga  # valid until today: still open
    assert any(c.confidence < 0.9 for c in everything if c.text == "Старое")


def test_a_filtered_list_follows_an_edit(
    write_vault: WriteVault,
) -> None:
    """An edit that moves a due date or makes someone else the owner shows in the
    next filtered list (the table's rows are replaced with the note's)."""
    vault = write_vault({"Projects/Launch.md": PROJECT, "People/Ольга Иванова.md": OLGA,
                         "People/Team/Bob.md": "---\ntype: person\n---\n# Bob\n"})  # fmt: skip
    service = VaultService(vault)
    before = [c.text for c in service.commitments(TODAY, "Bob", due_within=1)]
    assert before == ["Call the vendor"]
    launch = vault / "Projects/Launch.md"
    moved = PROJECT.replace("[owner:: [[Оля]]] 📅 2026-12-10", "[owner:: [[Bob]]] 📅 2026-12-03")
    launch.write_text(moved, encoding="utf-8")
    after = VaultService(vault).commitments(TODAY, "Bob", due_within=1)
    assert [c.text for c in after] == ["Book the room", "Call the vendor"]
    olga = VaultService(vault).commitments(TODAY, "Оля")  # by her alias
    assert [c.text for c in olga] == ["Просрочено", "Draft the plan", "Пришлю отчёт"]


SHAPES = """---
type: project
---
- [ ] [[Marta Lind]] order the load balancer 📅 2026-12-01
- [ ] ask [[Марта]] about the rack 📅 2026-12-03
- [ ] Marta Lind: send the access list 📅 2026-12-02
- [ ] марта: проверить стойку
- [ ] [[Marta Lind]] reviews it [owner:: [[Bob]]] 📅 2026-12-04
- [ ] order the [[Load balancer]] for [[Marta Lind]] 📅 2026-12-05
- [ ] Note: the lease ends 📅 2026-12-06
- [ ] nobody's at all 📅 2026-12-07
"""
MARTA = """---
type: person
aliases: [Марта]
---
# Marta Lind

- [ ] renew the badge 📅 2026-12-08
"""


def test_every_shape_of_owner_reads_the_same_from_the_table(write_vault: WriteVault) -> None:
    """A first link to a person, a name and a colon, the person's own note: the table
    (with `--person` narrowed by its indexes) gives each to the same person as reading
    every note does, and a link to a thing or a colon after no name to nobody."""
    vault = write_vault(
        {
            "Projects/Rack.md": SHAPES,
            "People/Marta Lind.md": MARTA,
            "People/Team/Bob.md": "---\ntype: person\n---\n# Bob\n",
            "Knowledge/Load balancer.md": "---\ntype: equipment\n---\n",
            "Knowledge/Note.md": "# Note\n",
        }
    )
    service = VaultService(vault)
    notes = service.notes()
    everything = open_commitments(notes, service._resolver(notes), TODAY)
    with NoteCache(DataPaths.for_vault(vault).cache_file) as cache:
        assert cached_commitments(cache, TODAY) == everything
        for person in ("Marta Lind", "Bob"):
            mine = [c for c in everything if c.person == person]
            assert cached_commitments(cache, TODAY, person=person) == mine
    people = {c.text: c.person for c in everything}
    assert people == {
        "[[Marta Lind]] order the load balancer": "Marta Lind",
        "ask [[Марта]] about the rack": "Marta Lind",
        "Marta Lind: send the access list": "Marta Lind",
        "марта: проверить стойку": "Marta Lind",
        "[[Marta Lind]] reviews it": "Bob",
        "renew the badge": "Marta Lind",
    }
