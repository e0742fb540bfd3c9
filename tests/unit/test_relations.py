"""`- relation [[Target]]` lines under `## Relations` are typed edges; elsewhere plain links."""

from __future__ import annotations

import pytest

from vaultmind.vault.parse import parse_note

PERSON = """---
type: person
---
# Дмитрий Кузнецов

- responsible_for [[Not a relation]]

## Relations
- responsible_for [[Internal CRM]]
- depends_on [[Knowledge/Auth|auth]]
* part_of [[Platform team]]
- likes [[Coffee]]
- [[Untyped link]] in a list
Some text with [[Plain link]]

## Notes
- responsible_for [[After another heading]]
"""


def relations(text: str) -> list[tuple[str, str, bool, int]]:
    note = parse_note("People/Дмитрий Кузнецов.md", text)
    return [(r.name, r.link.target, r.known, r.link.line) for r in note.relations]


def test_relations_only_under_the_relations_heading() -> None:
    assert relations(PERSON) == [
        ("responsible_for", "Internal CRM", True, 9),
        ("depends_on", "Knowledge/Auth", True, 10),
        ("part_of", "Platform team", True, 11),
        ("likes", "Coffee", False, 12),
    ]


def test_relation_targets_are_still_ordinary_links() -> None:
    targets = [x.target for x in parse_note("P.md", PERSON).links]
    assert "Internal CRM" in targets
    assert "After another heading" in targets
    assert "Not a relation" in targets


@pytest.mark.parametrize(
    "name",
    [
        "responsible_for",
        "depends_on",
        "part_of",
        "related_to",
        "supplies",
        "regulates",
        "located_at",
        "owns",
    ],
)
def test_every_design_relation_type_is_known(name: str) -> None:
    assert relations(f"## Relations\n- {name} [[X]]\n") == [(name, "X", True, 2)]


@pytest.mark.parametrize(
    "heading",
    ["## Relations", "# Relations", "### relations", "## RELATIONS  "],
)
def test_relations_heading_any_level_and_case(heading: str) -> None:
    assert relations(f"{heading}\n- owns [[X]]\n") == [("owns", "X", True, 2)]


@pytest.mark.parametrize(
    "text",
    [
        "## Memory\n- responsible_for [[X]]\n",
        "- responsible_for [[X]]\n",
        "## Relations\n```\n- owns [[X]]\n```\n",
        "## Relations\n`- owns [[X]]`\n",
        "## Relations\nowns [[X]] without a bullet\n",
        "## Relations\n- [[X]] without a name\n",
        "## Related notes\n- owns [[X]]\n",
    ],
)
def test_not_a_relation(text: str) -> None:
    assert relations(text) == []


def test_relation_uses_the_first_link_on_the_line() -> None:
    assert relations("## Relations\n- supplies [[Steel Ltd]] via [[Port]]\n") == [
        ("supplies", "Steel Ltd", True, 2)
    ]
