"""Splicing lines into `## Memory` without touching any other byte."""

from __future__ import annotations

import pytest

from vaultmind.memory.sections import append_to_section, replace_line, section_span, split_lines
from vaultmind.vault.parse import parse_note

NEW = "- [fact] New ^m-nnnnnn"


def add(text: str, newline: str = "\n") -> str:
    return append_to_section(text, "Memory", NEW, newline)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "# D\n\n## Memory\n- [fact] A\n\n\n## Relations\n- owns [[X]]\n",
            "# D\n\n## Memory\n- [fact] A\n" + NEW + "\n\n\n## Relations\n- owns [[X]]\n",
        ),
        (
            "## Memory\n- [fact] A\n- [fact] B\n\nTrailing prose.\n",
            "## Memory\n- [fact] A\n- [fact] B\n\nTrailing prose.\n" + NEW + "\n",
        ),
        ("## Memory\n\n## Relations\n", "## Memory\n" + NEW + "\n\n## Relations\n"),
        ("## Memory\n", "## Memory\n" + NEW + "\n"),
        ("## memory ##\n- [fact] A\n", "## memory ##\n- [fact] A\n" + NEW + "\n"),
    ],
)
def test_append_after_last_non_blank_line_of_the_section(before: str, after: str) -> None:
    assert add(before) == after


def test_subheading_stays_inside_and_next_same_level_heading_ends_it() -> None:
    text = "## Memory\n- [fact] A\n### Sub\n- [fact] B\n## Relations\n# Top\n"
    assert add(text) == text.replace("- [fact] B\n", "- [fact] B\n" + NEW + "\n")


def test_higher_level_heading_ends_the_section() -> None:
    text = "### Memory\n- [fact] A\n## Next\n- [fact] B\n"
    assert add(text) == text.replace("- [fact] A\n", "- [fact] A\n" + NEW + "\n")


def test_keeps_crlf_and_user_bytes() -> None:
    text = "Intro  \r\n## Memory\r\n- [fact] A\r\n\r\n## Relations\r\n"
    result = add(text, "\r\n")
    assert result == text.replace("- [fact] A\r\n", "- [fact] A\r\n" + NEW + "\r\n")
    assert "\n" not in result.replace("\r\n", "")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("## Memory\n- [fact] A", "## Memory\n- [fact] A\n" + NEW + "\n"),
        ("## Memory", "## Memory\n" + NEW + "\n"),
        ("## Memory\r\n- [fact] A", "## Memory\r\n- [fact] A\r\n" + NEW + "\r\n"),
    ],
)
def test_file_without_final_newline(before: str, after: str) -> None:
    newline = "\r\n" if "\r\n" in before else "\n"
    assert add(before, newline) == after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("# D\n\nProse.\n", "# D\n\nProse.\n\n## Memory\n" + NEW + "\n"),
        ("# D\n\nProse.", "# D\n\nProse.\n\n## Memory\n" + NEW + "\n"),
        ("# D\r\n", "# D\r\n\r\n## Memory\r\n" + NEW + "\r\n"),
        ("", "## Memory\n" + NEW + "\n"),
    ],
)
def test_missing_section_is_created_at_the_end(before: str, after: str) -> None:
    newline = "\r\n" if "\r\n" in before else "\n"
    result = add(before, newline)
    assert result == after
    assert [m.id for m in parse_note("x.md", result).memories] == ["m-nnnnnn"]


@pytest.mark.parametrize("fence", ["```", "~~~"])
def test_memory_heading_inside_a_code_fence_is_not_the_section(fence: str) -> None:
    text = f"# D\n{fence}markdown\n## Memory\n- [fact] example\n{fence}\n"
    assert add(text) == text + "\n## Memory\n" + NEW + "\n"


def test_real_section_after_a_fenced_fake_one() -> None:
    text = "```\n## Memory\n```\n## Memory\n- [fact] A\n"
    assert add(text) == text + NEW + "\n"


def test_backticks_inside_a_tilde_fence_do_not_close_it() -> None:
    text = "~~~\n```\n~~~\n## Memory\n- [fact] A\n"
    assert add(text) == text + NEW + "\n"


def test_section_span_by_heading_text() -> None:
    lines = split_lines("# T\n## Memory\n- a\n\n## Relations\n- b")
    assert section_span(lines, "memory") == (1, 4)
    assert section_span(lines, "Relations") == (4, 6)
    assert section_span(lines, "Plan") is None


@pytest.mark.parametrize("ending", ["\n", "\r\n", ""])
def test_replace_line_keeps_the_line_ending(ending: str) -> None:
    text = f"a\r\n- [fact] old{ending}"
    assert replace_line(text, 1, "- [fact] new") == f"a\r\n- [fact] new{ending}"


def test_replace_line_touches_nothing_else() -> None:
    text = "x  \n- [fact] old\n\ty\n"
    assert replace_line(text, 1, "- [fact] new") == "x  \n- [fact] new\n\ty\n"
