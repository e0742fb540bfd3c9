"""Tags, headings, block ids and Dataview inline fields as a note's reader sees them."""

from __future__ import annotations

import pytest

from vaultmind.vault.parse import parse_note


def tags(text: str) -> tuple[str, ...]:
    return parse_note("Note.md", text).tags


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("#tag", ("tag",)),
        ("text #tag more", ("tag",)),
        ("#a/b and #a/b/c", ("a/b", "a/b/c")),
        ("#тег #проект/крм", ("тег", "проект/крм")),
        ("#tag-with_dash #y2026", ("tag-with_dash", "y2026")),
        ("#123", ()),
        ("#2026-12-04", ()),
        ("`#code` ``#code2``", ()),
        ("\\#escaped", ()),
        ("x#y email@host#frag", ()),
        ("# Title", ()),
        ("## Sub heading", ()),
        ("[[Note#Heading]] [[#Top]]", ()),
        ("#dup and #dup again", ("dup",)),
    ],
)
def test_tags_in_body(text: str, expected: tuple[str, ...]) -> None:
    assert tags(text + "\n") == expected


def test_tag_in_fenced_code_is_ignored() -> None:
    assert tags("```\n#incode\n```\n~~~\n#incode2\n~~~\n#real\n") == ("real",)


def test_heading_line_with_tag_in_text_counts_the_tag() -> None:
    note = parse_note("Note.md", "# Title #urgent\n")
    assert note.tags == ("urgent",)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("# Title\n", [(1, "Title", 1)]),
        ("###### Six\n", [(6, "Six", 1)]),
        ("## Closed ##\n", [(2, "Closed", 1)]),
        ("text\n\n## Память\n", [(2, "Память", 3)]),
        ("####### Seven\n", []),
        ("#NoSpace\n", []),
        ("```\n# In code\n```\n", []),
        ("---\ntitle: x\n---\n# After FM\n", [(1, "After FM", 4)]),
    ],
)
def test_headings(text: str, expected: list[tuple[int, str, int]]) -> None:
    note = parse_note("Note.md", text)
    assert [(h.level, h.text, h.line) for h in note.headings] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- [fact] Works here ^m-q7cdez\n", [("m-q7cdez", 1)]),
        ("Paragraph ^abc123  \n", [("abc123", 1)]),
        ("a\r\nb ^crlf-id\r\n", [("crlf-id", 2)]),
        ("^alone\n", [("alone", 1)]),
        ("a ^mid of line\n", []),
        ("word^glued\n", []),
        ("a ^bad_id\n", []),
        ("`code ^inside`\n", []),
        ("a \\^escaped\n", []),
        ("```\na ^incode\n```\n", []),
    ],
)
def test_block_ids_only_at_line_end(text: str, expected: list[tuple[str, int]]) -> None:
    note = parse_note("Note.md", text)
    assert [(b.id, b.line) for b in note.block_ids] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[due:: 2026-12-04]", [("due", "2026-12-04")]),
        ("(due:: 2026-12-04)", [("due", "2026-12-04")]),
        ("[confidence::0.9]", [("confidence", "0.9")]),
        ("[by:: agent:extraction]", [("by", "agent:extraction")]),
        ("[owner:: [[Person]]]", [("owner", "[[Person]]")]),
        ("[src:: [[a]], [[b#^x]]]", [("src", "[[a]], [[b#^x]]")]),
        ("(owner:: [[Анна Смирнова]])", [("owner", "[[Анна Смирнова]]")]),
        (
            "- [fact] x [confidence:: 1.0] (mood:: ok) [by:: user] ^m-1",
            [("confidence", "1.0"), ("mood", "ok"), ("by", "user")],
        ),
        ("[статус:: готово]", [("статус", "готово")]),
        ("[not a field]", []),
        ("`[due:: 2026-01-01]`", []),
        ("a [link](https://x.org/a::b)", []),
    ],
)
def test_inline_fields(text: str, expected: list[tuple[str, str]]) -> None:
    note = parse_note("Note.md", "intro\n" + text + "\n")
    assert [(f.key, f.value) for f in note.fields] == expected
    assert all(f.line == 2 for f in note.fields)


def test_link_inside_field_value_is_also_a_link() -> None:
    note = parse_note("Note.md", "- x [src:: [[Sources/tg/1/2026-11-30#^tg-1-4512]]]\n")
    (link,) = note.links
    assert (link.target, link.block) == ("Sources/tg/1/2026-11-30", "tg-1-4512")


def test_field_in_fenced_code_is_ignored() -> None:
    assert parse_note("Note.md", "```\n[due:: 2026-01-01]\n```\n").fields == ()
