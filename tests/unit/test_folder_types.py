"""A note that names no `type:` takes it from its top folder (People/, Projects/), as a
newcomer's vault has it; a `type:` of its own always wins."""

from __future__ import annotations

import pytest

from vaultmind.vault.parse import parse_note


@pytest.mark.parametrize(
    ("path", "text", "kind"),
    [
        ("People/Marta Lind.md", "# Marta Lind\n", "person"),
        ("people/Marta Lind.md", "---\naliases: [Марта]\n---\n", "person"),
        ("Projects/Rack.md", "# Rack\n", "project"),
        ("People/ACME.md", "---\ntype: supplier\n---\n", "supplier"),
        ("Team/People/Bob.md", "# Bob\n", None),  # only the top folder says it
        ("Marta Lind.md", "# Marta\n", None),
        ("Knowledge/CRM.md", "# CRM\n", None),
    ],
)
def test_the_type_comes_from_the_note_then_its_folder(path: str, text: str, kind: str) -> None:
    assert parse_note(path, text).type == kind
