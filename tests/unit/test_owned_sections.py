"""Sections VaultMind owns inside user notes: written, updated, never overwritten once edited."""

from __future__ import annotations

from vaultmind.memory.owned import Outcome, write_owned_section

NOTE = "# 2026-11-30\n\nМой текст про день.\n\n## Later\nuser text\n"


def write(text: str, body: list[str], newline: str = "\n") -> tuple[str, Outcome]:
    return write_owned_section(text, "Ingested", "ingested", body, newline)


def test_a_missing_section_is_added_at_the_end_and_nothing_else_changes() -> None:
    text, outcome = write(NOTE, ["- a", "- b"])
    assert outcome is Outcome.WRITTEN
    assert text.startswith(NOTE)
    assert text[len(NOTE) :].startswith("\n## Ingested\n%% vm:ingested ")
    assert text.endswith("- a\n- b\n")


def test_the_same_body_again_changes_nothing() -> None:
    text, _ = write(NOTE, ["- a"])
    assert write(text, ["- a"]) == (text, Outcome.UNCHANGED)


def test_a_new_body_replaces_only_the_section() -> None:
    text, _ = write(NOTE + "\n## Ingested\n", ["- a"])
    text = text.replace("## Later", "## Later")  # sections around stay as they are
    updated, outcome = write(text, ["- a", "- c"])
    assert outcome is Outcome.WRITTEN
    assert updated.count("## Ingested") == 1
    assert "- c" in updated and updated.startswith(NOTE)


def test_a_section_the_user_edited_is_never_overwritten() -> None:
    text, _ = write(NOTE, ["- a"])
    edited = text.replace("- a", "- a, and my own remark")
    assert write(edited, ["- something new"]) == (edited, Outcome.USER_EDITED)


def test_a_heading_without_our_marker_is_the_user_s() -> None:
    text = NOTE + "\n## Ingested\nmy notes\n"
    assert write(text, ["- a"]) == (text, Outcome.USER_EDITED)


def test_crlf_and_a_missing_final_newline_are_respected() -> None:
    crlf = "# Day\r\n\r\nline without end"
    text, _ = write(crlf, ["- a"], "\r\n")
    assert text.startswith("# Day\r\n\r\nline without end\r\n")
    assert "\n" not in text.replace("\r\n", "")
    again, outcome = write(text, ["- a", "- b"], "\r\n")
    assert outcome is Outcome.WRITTEN and again.endswith("- a\r\n- b\r\n")


def test_a_section_followed_by_another_heading_keeps_the_blank_line_before_it() -> None:
    text, _ = write("# Day\n", ["- a"])
    text += "\n## After\nuser\n"
    updated, _ = write(text, ["- a", "- b"])
    assert updated.endswith("- a\n- b\n\n## After\nuser\n")
