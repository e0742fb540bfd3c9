"""Frontmatter as Obsidian properties: tags, aliases, type, unknown keys, broken YAML."""

from __future__ import annotations

import datetime as dt

import pytest

from vaultmind.vault.parse import parse_note


@pytest.mark.parametrize(
    ("yaml", "expected"),
    [
        ("tags: work", ("work",)),
        ("tags: work, people/lead", ("work", "people/lead")),
        ("tags: [work, '#people']", ("work", "people")),
        ("tags:\n  - work\n  - people/lead", ("work", "people/lead")),
        ("tags:", ()),
        ("tags: []", ()),
        ("tags: 2026", ("2026",)),
        ("tags: [работа, команда]", ("работа", "команда")),
    ],
)
def test_frontmatter_tags(yaml: str, expected: tuple[str, ...]) -> None:
    note = parse_note("N.md", f"---\n{yaml}\n---\n")
    assert note.tags == expected


def test_frontmatter_and_body_tags_merge_without_duplicates() -> None:
    note = parse_note("N.md", "---\ntags: [work, home]\n---\n#home #new\n")
    assert note.tags == ("work", "home", "new")


@pytest.mark.parametrize(
    ("yaml", "expected"),
    [
        ("aliases: Дима", ("Дима",)),
        ("aliases: Дима, Dmitry Kuznetsov", ("Дима", "Dmitry Kuznetsov")),
        ("aliases: [Дима, Dmitry Kuznetsov]", ("Дима", "Dmitry Kuznetsov")),
        ("aliases:\n  - Дима\n  - Dmitry", ("Дима", "Dmitry")),
        ("alias: Solo", ("Solo",)),
        ("aliases:", ()),
    ],
)
def test_frontmatter_aliases(yaml: str, expected: tuple[str, ...]) -> None:
    assert parse_note("N.md", f"---\n{yaml}\n---\n").aliases == expected


def test_unknown_keys_are_kept_with_their_yaml_types() -> None:
    yaml = "type: Person\nposition: Senior developer\nstart: 2024-03-01\nteam: [a, b]"
    note = parse_note("People/Anna.md", f"---\n{yaml}\n---\n")
    assert note.frontmatter == {
        "type": "Person",
        "position": "Senior developer",
        "start": dt.date(2024, 3, 1),
        "team": ["a", "b"],
    }
    assert note.type == "person"


@pytest.mark.parametrize(
    "text",
    [
        "---\nname: [unclosed\n---\n[[Body link]] #bodytag\n",
        "---\n\tbad: tab indent\n---\n[[Body link]] #bodytag\n",
        "---\nkey: value: another\n---\n[[Body link]] #bodytag\n",
    ],
)
def test_malformed_yaml_is_a_problem_and_the_body_is_still_parsed(text: str) -> None:
    note = parse_note("N.md", text)
    assert [(p.kind, p.line) for p in note.problems] == [("frontmatter", 1)]
    assert note.frontmatter == {}
    assert [(x.target, x.line) for x in note.links] == [("Body link", 4)]
    assert note.tags == ("bodytag",)


@pytest.mark.parametrize(
    "text",
    ["---\n- a\n- b\n---\nbody\n", "---\njust a sentence\n---\nbody\n"],
    ids=["yaml-list", "yaml-scalar"],
)
def test_frontmatter_that_is_not_a_mapping_is_reported(text: str) -> None:
    assert [p.kind for p in parse_note("N.md", text).problems] == ["frontmatter"]


@pytest.mark.parametrize(
    ("text", "body_start"),
    [
        ("---\nk: v\n---\nBody", "Body"),
        ("---\r\nk: v\r\n---\r\nBody", "Body"),
        ("---\nk: v\n...\nBody", "Body"),
        ("---\n---\nBody", "Body"),
    ],
)
def test_body_offset_points_after_the_closing_fence(text: str, body_start: str) -> None:
    note = parse_note("N.md", text)
    assert text[note.body_offset :] == body_start


@pytest.mark.parametrize(
    "text",
    ["---\nk: v\nno closing fence\n", "\n---\nk: v\n---\n", "text\n---\nk: v\n---\n"],
)
def test_no_frontmatter_unless_the_file_starts_with_a_closed_block(text: str) -> None:
    note = parse_note("N.md", text)
    assert note.frontmatter == {}
    assert note.body_offset == 0
    assert note.problems == ()
