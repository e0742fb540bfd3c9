"""A name from a chat as a note's file name: safe, bounded, and still findable."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vaultmind.vault.file_names import MAX_CHARS, file_name_problem, safe_title


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("Дмитрий Кузнецов", "Дмитрий Кузнецов"),
        (".hidden", "hidden"),
        ("...", "note-6eae3a5b"),
        ("CON", "CON_"),
        ("con.txt", "con_.txt"),
        ("LPT1", "LPT1_"),
        ("Console", "Console"),
        ("Evil\x1b[31mName\x07", "Evil 31mName"),
        ("\u009b2J Bob", "2J Bob"),
        ("\u202eexe.txt", "exe.txt"),
        ("../../etc/passwd", "etc passwd"),
        ("50%% off `now`", "50% off now"),
        ("trailing dot.", "trailing dot"),
    ],
)
def test_safe_titles(name: str, title: str) -> None:
    assert safe_title(name) == title


def test_a_long_name_is_cut_and_keeps_apart_from_its_neighbours() -> None:
    one, two = "Я" * 300, "Я" * 299 + "Ю"
    assert len(safe_title(one)) <= MAX_CHARS and len(safe_title(two)) <= MAX_CHARS
    assert safe_title(one) != safe_title(two)
    assert safe_title(one).startswith("Я" * 90)


@pytest.mark.parametrize(
    ("title", "problem"),
    [
        (".hidden", "leading dot"),
        ("CON", "Windows reserves"),
        ("Nul.md", "Windows reserves"),
        ("A\x1bB", "control characters"),
        ("A/B", "no * "),
        ("x" * 101, "at most 100 characters"),
        ("😀" * 60, "at most 100 characters"),  # 240 bytes: too long for many file systems
    ],
)
def test_file_name_problems(title: str, problem: str) -> None:
    found = file_name_problem(title)
    assert found is not None and problem in found


@given(st.text(min_size=1, max_size=400))
def test_every_name_gets_a_title_a_file_system_takes(name: str) -> None:
    title = safe_title(name)
    assert title and file_name_problem(title) is None
    assert safe_title(name) == title  # the same name always finds the same note


def test_the_longest_titles_are_real_file_names(tmp_path: Path) -> None:
    for name in ("Я" * 300, "😀" * 300, "a" * 300, "ü" * 300):
        path = tmp_path / f"{safe_title(name)}.md"
        path.write_text("x", encoding="utf-8")  # ext4: 255 bytes at most
        tmp = tmp_path / f".{path.name}.abcdefgh.tmp"  # an atomic write's temporary file
        tmp.write_text("x", encoding="utf-8")
