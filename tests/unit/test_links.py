"""Every Obsidian wiki-link form, and the places where `[[...]]` is not a link."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vaultmind.vault.model import Link
from vaultmind.vault.parse import parse_note


def links(text: str) -> list[Link]:
    return list(parse_note("Notes/Source.md", text).links)


def parts(link: Link) -> tuple[str, str | None, str | None, str | None, bool]:
    return (link.target, link.heading, link.block, link.alias, link.embed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[[Note]]", ("Note", None, None, None, False)),
        ("[[Note|alias]]", ("Note", None, None, "alias", False)),
        ("[[Note#Heading]]", ("Note", "Heading", None, None, False)),
        ("[[Note#Heading|shown]]", ("Note", "Heading", None, "shown", False)),
        ("[[Note#^block-1]]", ("Note", None, "block-1", None, False)),
        ("[[folder/Note]]", ("folder/Note", None, None, None, False)),
        ("[[Note.md]]", ("Note.md", None, None, None, False)),
        ("![[embed.png]]", ("embed.png", None, None, None, True)),
        ("![[embed.png|200]]", ("embed.png", None, None, "200", True)),
        ("![[Other note]]", ("Other note", None, None, None, True)),
        ("[[file.pdf]]", ("file.pdf", None, None, None, False)),
        ("[[docs/spec v1.2.pdf]]", ("docs/spec v1.2.pdf", None, None, None, False)),
        ("[[#Heading]]", ("", "Heading", None, None, False)),
        ("[[#^block]]", ("", None, "block", None, False)),
        ("[[Дмитрий Кузнецов]]", ("Дмитрий Кузнецов", None, None, None, False)),
        ("[[Дмитрий Кузнецов|Дима]]", ("Дмитрий Кузнецов", None, None, "Дима", False)),
        ("[[Проект#Итоги]]", ("Проект", "Итоги", None, None, False)),
        ("[[ Note ]]", ("Note", None, None, None, False)),
    ],
)
def test_link_forms(
    text: str, expected: tuple[str, str | None, str | None, str | None, bool]
) -> None:
    (link,) = links(f"Before {text} after\n")
    assert parts(link) == expected
    assert link.raw == text
    assert link.line == 1


def test_escaped_pipe_in_a_table_row_is_the_alias_separator() -> None:
    (link,) = links("| Who | Link |\n|---|---|\n| lead | [[People/Anna\\|Anna]] |\n")
    assert parts(link) == ("People/Anna", None, None, "Anna", False)
    assert link.line == 3


def test_several_links_on_one_line_come_in_order() -> None:
    found = links("See [[A]], ![[b.png]] and [[C|see]].\n")
    assert [(x.target, x.embed) for x in found] == [("A", False), ("b.png", True), ("C", False)]


@pytest.mark.parametrize(
    "text",
    [
        "```\n[[In code]]\n```\n",
        "~~~\n[[In code]]\n~~~\n",
        "```python\n[[In code]]\n```\n",
        "````\n```\n[[In code]]\n```\n[[Still code]]\n````\n",
        "~~~~\n~~~\n[[In code]]\n~~~~\n",
        "~~~\n```\n[[In code]]\n~~~\n",
        "```\n[[Unclosed fence]]\n",
        "`[[In code]]`\n",
        "``[[In code]]``\n",
        "`` a ` [[In code]] ``\n",
        "%%\n[[In comment]]\n%%\n",
        "%%\nline\n[[In comment]]\nline\n%%\n",
        "\\[[not a link]]\n",
        "!\\[[not an embed.png]]\n",
    ],
)
def test_no_link_in_code_comments_or_escapes(text: str) -> None:
    assert links(text) == []


def test_links_after_code_and_comments_still_count() -> None:
    text = "```\n[[a]]\n```\n[[b]]\n~~~~\n[[c]]\n~~~~\n%%\n[[d]]\n%%\n`[[e]]` [[f]]\n"
    assert [(x.target, x.line) for x in links(text)] == [("b", 4), ("f", 11)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("x %% [[Hidden]] %% [[Shown]]\n", ["Shown"]),
        ("[[Shown]] %% starts a comment\n[[Hidden]]\n%%\n", ["Shown"]),
        ("%%\n[[Hidden]]\nends here %% [[Shown]]\n", ["Shown"]),
    ],
)
def test_comment_on_part_of_a_line(text: str, expected: list[str]) -> None:
    assert [x.target for x in links(text)] == expected


def test_percent_percent_in_inline_code_hides_no_later_link() -> None:
    # The real line from obsidian-help's `Linking notes and files/Internal links.md`.
    text = (
        "Use these characters: `# | ^ : %% [[ ]]`.\n\n"
        "- [[Example]]\n- [[Example#Details]]\n- [[Example|Shown]]\n- [[Example#^b1]]\n"
    )
    assert [(x.target, x.line) for x in links(text)] == [("Example", n) for n in (3, 4, 5, 6)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("`%%` [[Shown]] %% [[Hidden]] %%\n", ["Shown"]),
        ("`a` %% [[Hidden]]\n[[Hidden too]]\n%% [[Shown]]\n", ["Shown"]),
        ("%% `x\n[[Hidden]]\n` %% [[Shown]]\n", ["Shown"]),
        ("``%% ` %%`` [[Shown]]\n", ["Shown"]),
    ],
    ids=["code-then-comment", "comment-after-code", "backticks-in-comment", "double-ticks"],
)
def test_comments_outside_code_still_hide(text: str, expected: list[str]) -> None:
    assert [x.target for x in links(text)] == expected


CODE_TEXT = st.text(st.characters(blacklist_characters="`\n\r"), max_size=20)


@given(CODE_TEXT, CODE_TEXT)
def test_percent_percent_inside_any_code_span_never_hides_a_later_link(
    before: str, after: str
) -> None:
    text = f"x `{before}%%{after}` y\nnext [[Target]]\n"
    assert [(x.target, x.line) for x in links(text)] == [("Target", 2)]


@pytest.mark.parametrize(
    "text",
    [
        "- item\n    ```\n    [[In code]]\n    ```\n",
        "> ```\n> [[In code]]\n> ```\n",
    ],
    ids=["fence-in-list-item", "fence-in-blockquote"],
)
def test_fence_inside_container_is_code(text: str) -> None:
    assert links(text) == []


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("[[x]]", 1),
        ("a\nb\n\n[[x]]\n", 4),
        ("a\r\nb\r\n[[x]]\r\n", 3),
        ("---\ntype: person\n---\n[[x]]\n", 4),
        ("---\r\ntype: person\r\naliases: [A]\r\n---\r\n\r\n[[x]]", 6),
        ("---\nbroken: [\n---\ntext\n[[x]]\n", 5),
        ("```\ncode\n```\n\n[[x]]\n", 5),
    ],
)
def test_line_numbers_count_from_first_line_of_file(text: str, line: int) -> None:
    (link,) = links(text)
    assert link.line == line


@pytest.mark.parametrize("separator", ["\x0c", "\x0b", "\x85", "\u2028", "\u2029", "\x1e"])
def test_line_numbers_ignore_characters_editors_do_not_break_on(separator: str) -> None:
    (link,) = links(f"page{separator}break\n[[x]]\n")
    assert link.line == 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('---\nowner: "[[Person]]"\n---\nbody\n', [("Person", 2)]),
        ("---\ntype: project\nowner: '[[Анна|Boss]]'\n---\n", [("Анна", 3)]),
        ('---\nrelated:\n  - "[[A]]"\n  - "[[B]]"\n---\n', [("A", 3), ("B", 4)]),
        ('---\nrelated: ["[[A]]", "[[B#H]]"]\n---\n', [("A", 2), ("B", 2)]),
        ("---\ntitle: plain text\n---\n", []),
    ],
)
def test_links_in_frontmatter_properties(text: str, expected: list[tuple[str, int]]) -> None:
    assert [(x.target, x.line) for x in links(text)] == expected


def test_frontmatter_link_line_when_an_earlier_property_mentions_it() -> None:
    text = '---\nsummary: "Call with [[Anna]]"\nowner: "[[Anna]]"\n---\n'
    assert [x.line for x in links(text)] == [2, 3]


def test_body_and_frontmatter_links_both_kept() -> None:
    text = '---\nowner: "[[Person]]"\n---\nSee [[Project]]\n'
    assert sorted((x.target, x.line) for x in links(text)) == [("Person", 2), ("Project", 4)]
