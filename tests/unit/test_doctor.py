"""`vaultmind doctor`: every finding names the file and line a user has to open."""

from __future__ import annotations

import pytest

from vaultmind.vault.doctor import Finding, check_vault
from vaultmind.vault.model import Problem
from vaultmind.vault.parse import parse_note
from vaultmind.vault.resolve import LinkResolver


def doctor(notes: dict[str, str], attachments: tuple[str, ...] = ()) -> list[Finding]:
    parsed = [parse_note(path, text) for path, text in notes.items()]
    return check_vault(parsed, LinkResolver([*notes, *attachments], parsed))


def summary(findings: list[Finding]) -> list[tuple[str, str, str, int]]:
    return [(f.severity, f.kind, f.path, f.line) for f in findings]


CLEAN = {
    "People/Анна Смирнова.md": (
        "---\ntype: person\naliases: [Аня]\n---\n# Анна\n## Work\nx ^m-abc123\n"
    ),
    "Projects/CRM.md": (
        "# CRM\nLead: [[Аня]], see [[Анна Смирнова#Work]] and [[Анна Смирнова#^m-abc123]]\n"
        "![[img/pic.png]] [[#CRM]] [[#Relations]]\n"
        "```\n[[Missing in code]]\n```\n"
        "## Relations\n- responsible_for [[Анна Смирнова]]\n"
    ),
}


def test_clean_vault_has_no_findings() -> None:
    assert doctor(CLEAN, ("img/pic.png",)) == []


def test_empty_vault_has_no_findings() -> None:
    assert doctor({}) == []


def test_unresolved_links_with_path_and_line() -> None:
    findings = doctor(
        {"A.md": "---\nowner: '[[Nobody]]'\n---\n# A\n\ntext [[Missing]]\n![[gone.png]]\n"}
    )
    assert summary(findings) == [
        ("warning", "unresolved-link", "A.md", 2),
        ("warning", "unresolved-link", "A.md", 6),
        ("warning", "unresolved-link", "A.md", 7),
    ]
    assert [f.message for f in findings] == ["[[Nobody]]", "[[Missing]]", "![[gone.png]]"]
    assert str(findings[1]) == "A.md:6: warning: unresolved-link: [[Missing]]"


def test_link_escaping_the_vault_is_unresolved() -> None:
    findings = doctor({"a/b.md": "[[../../etc/passwd]] [[/../x]]\n"})
    assert [(f.kind, f.message) for f in findings] == [
        ("unresolved-link", "[[../../etc/passwd]]"),
        ("unresolved-link", "[[/../x]]"),
    ]


def test_ambiguous_link_names_every_candidate() -> None:
    findings = doctor({"a/Dup.md": "", "b/c/Dup.md": "", "Home.md": "\n[[Dup]]\n"})
    ambiguous = [f for f in findings if f.kind == "ambiguous-link"]
    assert summary(ambiguous) == [("warning", "ambiguous-link", "Home.md", 2)]
    assert "a/Dup.md" in ambiguous[0].message
    assert "b/c/Dup.md" in ambiguous[0].message


def test_same_file_name_in_two_folders_is_a_duplicate_name() -> None:
    findings = doctor({"a/Dup.md": "", "b/c/dup.md": ""})
    assert summary(findings) == [
        ("warning", "duplicate-name", "a/Dup.md", 0),
        ("warning", "duplicate-name", "b/c/dup.md", 0),
    ]


@pytest.mark.parametrize(
    "notes",
    [
        {"People/Anna.md": "---\naliases: [Boss]\n---\n", "People/Boss.md": ""},
        {
            "People/Anna.md": "---\naliases: [BOSS]\n---\n",
            "People/Bob.md": "---\naliases: boss\n---\n",
        },
        {"People/Ёлкин.md": "", "People/Anna.md": '---\naliases: ["Е\u0308лкин"]\n---\n'},
    ],
    ids=["title-vs-alias", "alias-vs-alias", "nfd-alias"],
)
def test_duplicate_names_between_titles_and_aliases(notes: dict[str, str]) -> None:
    findings = doctor(notes)
    assert {(f.kind, f.path) for f in findings} == {("duplicate-name", path) for path in notes}


def test_alias_equal_to_own_title_is_not_a_duplicate() -> None:
    assert doctor({"People/Anna.md": "---\naliases: [anna, Anna]\n---\n"}) == []


def test_conflict_markers_are_an_error_at_their_line() -> None:
    text = "# Note\nok\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> other\n"
    assert summary(doctor({"Note.md": text})) == [("error", "conflict", "Note.md", 3)]


def test_unknown_relation_names() -> None:
    text = "# P\n## Relations\n- owns [[P]]\n- likes [[P]]\n- responsible-for [[P]]\n"
    findings = doctor({"P.md": text})
    assert summary(findings) == [
        ("warning", "unknown-relation", "P.md", 4),
        ("warning", "unknown-relation", "P.md", 5),
    ]
    assert "'likes'" in findings[0].message


def test_missing_heading_and_block_anchors() -> None:
    notes = {
        "Target.md": "# Target\n## Real heading\ntext ^real-id\n",
        "Source.md": (
            "[[Target#Real heading]] [[target#real HEADING]] [[Target#^real-id]]\n"
            "[[Target#No such]]\n[[Target#^no-such]]\n[[#Nope]] [[#^nope]]\n"
        ),
    }
    findings = doctor(notes)
    assert summary(findings) == [
        ("warning", "missing-heading", "Source.md", 2),
        ("warning", "missing-block", "Source.md", 3),
        ("warning", "missing-block", "Source.md", 4),
        ("warning", "missing-heading", "Source.md", 4),
    ]


def test_malformed_frontmatter_is_reported() -> None:
    findings = doctor({"Bad.md": "---\nbad: [\n---\nbody [[Bad]]\n"})
    assert summary(findings) == [("warning", "frontmatter", "Bad.md", 1)]


@pytest.mark.parametrize(
    ("kind", "severity"),
    [
        ("binary", "error"),
        ("unreadable", "error"),
        ("encoding", "warning"),
        ("too-large", "warning"),
    ],
)
def test_read_problems_carry_their_severity(kind: str, severity: str) -> None:
    note = parse_note("Odd.md", "", (Problem(kind, "what happened"),))
    findings = check_vault([note], LinkResolver(["Odd.md"], [note]))
    assert summary(findings) == [(severity, kind, "Odd.md", 0)]
    assert str(findings[0]) == f"Odd.md: {severity}: {kind}: what happened"


def test_a_memory_id_on_two_lines_is_an_error_at_each() -> None:
    findings = doctor(
        {
            "People/A.md": "# A\n## Memory\n- [fact] Likes tea ^m-shared\n",
            "People/B.md": "# B\n\n## Memory\n- [fact] Likes tea ^m-shared\n- [fact] x ^m-single\n",
        }
    )
    assert summary(findings) == [
        ("error", "duplicate-memory-id", "People/A.md", 3),
        ("error", "duplicate-memory-id", "People/B.md", 4),
    ]
    assert findings[0].message == "memory id ^m-shared is on 2 lines: People/A.md:3, People/B.md:4"


def test_a_block_id_twice_in_one_note_is_an_error_naming_the_id_and_lines() -> None:
    forged = (
        "# A\n\nAs agreed ^m-shared\nSee also ^para\n\n## Memory\n"
        "- [fact] Likes tea ^m-shared\n- [fact] Likes cake ^m-single\n\nAgain ^para\n"
    )
    findings = doctor({"People/A.md": forged})
    assert summary(findings) == [
        ("error", "duplicate-block-id", "People/A.md", 3),
        ("error", "duplicate-block-id", "People/A.md", 4),
        ("error", "duplicate-block-id", "People/A.md", 7),
        ("error", "duplicate-block-id", "People/A.md", 10),
    ]
    assert findings[0].message == (
        "block id ^m-shared is on 2 lines of People/A.md: 3, 7; "
        "links to it are ambiguous: give all but one a new id"
    )
    assert "^para is on 2 lines of People/A.md: 4, 10" in findings[1].message


def test_one_memory_line_twice_in_a_note_is_reported_once_per_line() -> None:
    twice = "# A\n## Memory\n- [fact] Likes tea ^m-shared\n- [fact] Likes tea ^m-shared\n"
    kinds = [(f.kind, f.line) for f in doctor({"People/A.md": twice})]
    assert kinds == [("duplicate-block-id", 3), ("duplicate-block-id", 4)]


def test_task_lines_the_tasks_plugin_would_misread() -> None:
    text = (
        "# P\n- [ ] Fine [owner:: [[P]]] 📅 2026-12-04 ⏫\n"
        "- [ ] Old order 📅 2026-12-04 ⏫ [owner:: [[P]]]\n"
        "- [x] No emoji fields [owner:: [[P]]]\n"
    )
    (finding,) = doctor({"P.md": text})
    assert (finding.kind, finding.path, finding.line) == ("task-order", "P.md", 3)
    assert "'[owner:: [[P]]]' before the emoji fields" in finding.message
    assert "Tasks plugin" in str(finding)
