"""Typed nodes from the vault's templates, and open commitments across the vault."""

from __future__ import annotations

from datetime import date

import pytest

from tests.conftest import WriteVault
from vaultmind.errors import UsageError
from vaultmind.memory.commitments import open_commitments
from vaultmind.memory.nodes import NodeSpec, node_path, node_text
from vaultmind.vault.parse import parse_note
from vaultmind.vault.resolve import LinkResolver

TODAY = date(2026, 12, 2)


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        (NodeSpec("gadget", "Pump"), "unknown node type 'gadget'"),
        (NodeSpec("product", "Pump", relations=(("loves", "X"),)), "unknown relation 'loves'"),
        (NodeSpec("product", "   "), "cannot be a note title"),
    ]
    + [(NodeSpec("product", f"Pump {c} 2"), "cannot be a note title") for c in '/:#^|?*"<>[]\\']
    + [
        (NodeSpec("person", title), f"cannot be a note title \\({why}")
        for title, why in (
            (".hidden", "no leading dot"),
            ("CON", "not a name Windows reserves"),
            ("A\x1bB", "no control"),
            ("x" * 101, "at most 100"),
        )
    ],
)
def test_invalid_specs_are_refused(spec: NodeSpec, words: str) -> None:
    with pytest.raises(UsageError, match=words) as caught:
        spec.validated()
    assert "\n" not in caught.value.message


def test_validated_normalises_type_and_title() -> None:
    spec = NodeSpec(" Product ", "  Топливные   баки ", relations=(("part_of", "Line 1"),))
    assert spec.validated() == NodeSpec("product", "Топливные баки", None, (("part_of", "Line 1"),))


@pytest.mark.parametrize(
    ("node_type", "path"),
    [("person", "People/X.md"), ("project", "Projects/X.md"), ("supplier", "Knowledge/X.md")],
)
def test_node_path_by_type(node_type: str, path: str) -> None:
    assert node_path(NodeSpec(node_type, "X").validated()) == path


KNOWLEDGE = (
    "---\ntype: concept\naliases: []\n---\n# {{title}}\n\n"
    "Made {{date}}.\n\n## Memory\n\n## Relations\n"
)


def test_node_text_fills_the_vaults_template(write_vault: WriteVault) -> None:
    vault = write_vault({"Templates/Knowledge.md": KNOWLEDGE})
    spec = NodeSpec("product", "Pump X", owner="Dima",
                    relations=(("part_of", "Line 1"), ("supplies", "Plant")))  # fmt: skip
    text = node_text(vault, spec.validated(), TODAY)
    assert text == (
        '---\ntype: product\naliases: []\nowner: "[[Dima]]"\n---\n# Pump X\n\nMade 2026-12-02.\n\n'
        "## Memory\n\n## Relations\n- part_of [[Line 1]]\n- supplies [[Plant]]\n"
    )
    note = parse_note("Knowledge/Pump X.md", text)
    assert note.type == "product"
    assert note.frontmatter["owner"] == "[[Dima]]"
    assert [(r.name, r.link.target) for r in note.relations] == [
        ("part_of", "Line 1"),
        ("supplies", "Plant"),
    ]


def test_project_template_owner_is_replaced_not_repeated(write_vault: WriteVault) -> None:
    template = '---\ntype: project\nowner: ""\nstatus: active\n---\n# {{title}}\n\n## Tasks\n'
    vault = write_vault({"Templates/Project.md": template})
    text = node_text(vault, NodeSpec("project", "Launch", owner="Анна").validated(), TODAY)
    assert text.count("owner:") == 1
    assert parse_note("Projects/Launch.md", text).frontmatter["owner"] == "[[Анна]]"
    assert text.endswith("status: active\n---\n# Launch\n\n## Tasks\n")


def test_templates_folder_from_obsidian_settings(write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            ".obsidian/templates.json": '{"folder": "Meta/Tpl"}',
            "Meta/Tpl/Person.md": '---\ntype: person\nposition: ""\n---\n# {{title}} (custom)\n',
            "Templates/Person.md": "---\ntype: person\n---\nWRONG\n",
        }
    )
    text = node_text(vault, NodeSpec("person", "Ivan").validated(), TODAY)
    assert "# Ivan (custom)" in text and "WRONG" not in text


def test_missing_template_falls_back_to_a_built_in(write_vault: WriteVault) -> None:
    vault = write_vault({})
    text = node_text(vault, NodeSpec("equipment", "Press 7", owner="Dima").validated(), TODAY)
    note = parse_note("Knowledge/Press 7.md", text)
    assert (note.type, note.frontmatter["owner"]) == ("equipment", "[[Dima]]")
    assert [h.text for h in note.headings] == ["Press 7", "Memory", "Relations"]


def test_open_commitments_across_notes() -> None:
    files = {
        "People/Dima.md": "---\ntype: person\n---\n## Memory\n"
        "- [commitment] Finish auth [due:: 2026-12-04] ^m-aaaaaa\n"
        "- [commitment] Send report [due:: 2026-11-30] [confidence:: 0.5] ^m-bbbbbb\n"
        "- [commitment] Done [status:: done] ^m-cccccc\n"
        "- [commitment] Expired [valid_until:: 2026-11-01] ^m-dddddd\n"
        "- [fact] Not a promise ^m-eeeeee\n",
        "People/Anna.md": "---\ntype: person\naliases: [Аня]\n---\n## Memory\n"
        "- [commitment] Plan Q1 ^m-ffffff\n",
        "Projects/Launch.md": "- [ ] Review [owner:: [[Аня]]] 📅 2026-12-03\n"
        "- [x] Closed [owner:: [[Dima]]] 📅 2026-11-01\n"
        "- [ ] Nobody's 📅 2026-11-01\n"
        "- [ ] Ghost's [owner:: [[Ghost]]]\n",
        "Projects/Ideas.md": "## Memory\n- [commitment] Unowned idea ^m-gggggg\n",
    }
    notes = [parse_note(path, text) for path, text in files.items()]
    resolver = LinkResolver(files, notes)
    found = open_commitments(notes, resolver, TODAY)
    rows = [(c.person, c.text, c.overdue, c.memory_id) for c in found]
    # overdue, then by due date, then undated by person; closed/expired/done/facts left out
    assert rows == [
        ("Dima", "Send report", True, "m-bbbbbb"),
        ("Anna", "Review", False, None),
        ("Dima", "Finish auth", False, "m-aaaaaa"),
        ("", "Unowned idea", False, "m-gggggg"),
        ("Anna", "Plan Q1", False, "m-ffffff"),
        ("Ghost", "Ghost's", False, None),
    ]
    assert found[0].confidence == pytest.approx(0.5)
    assert found[0].due == date(2026, 11, 30)
