"""Carrying a racing save over into the file VaultMind wrote: only where it fits exactly."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from vaultmind.vault.late_edit import replay

NOTE = b"---\ntype: person\n---\n# Dima\n\n## Memory\n- [fact] a ^m-1\n\nNotes by hand.\n"
OURS = NOTE.replace(b"a ^m-1\n", b"a ^m-1\n- [fact] b ^m-2\n")


def test_an_append_goes_to_the_end() -> None:
    assert replay(OURS, NOTE, NOTE + b"USER-EDIT 1\n") == OURS + b"USER-EDIT 1\n"


def test_an_edit_in_the_users_text_is_placed_by_its_surroundings() -> None:
    theirs = NOTE.replace(b"Notes by hand.", b"Notes typed by hand.")
    assert replay(OURS, NOTE, theirs) == OURS.replace(b"Notes by hand.", b"Notes typed by hand.")


def test_an_edit_of_the_end_of_a_line_stays_on_that_line() -> None:
    base, theirs, ours = b"A\nB\n", b"A\nBx\n", b"A\nB\nM\n"
    assert replay(ours, base, theirs) == b"A\nBx\nM\n"


def test_an_edit_of_the_line_vaultmind_changed_does_not_fit() -> None:
    theirs = NOTE.replace(b"- [fact] a ^m-1\n", b"- [fact] A ^m-1\n")
    ours = NOTE.replace(b"- [fact] a ^m-1\n", b"- [fact] b ^m-1\n")
    assert replay(ours, NOTE, theirs) is None


lines = st.lists(st.sampled_from([b"x\n", b"y\n", b"\n", b"- [fact] z\n", b"# H\n"]), max_size=12)


@given(lines, lines, lines, lines)
def test_separate_edits_both_survive(
    start: list[bytes], mine: list[bytes], end: list[bytes], theirs: list[bytes]
) -> None:
    """VaultMind inserts inside, the user appends: the result holds both, in place."""
    head, tail = b"".join(start) + b"@MEMORY\n", b"@USER\n" + b"".join(end)
    base = head + tail
    ours = head + b"".join(mine) + tail
    assert replay(ours, base, base + b"".join(theirs)) == ours + b"".join(theirs)
