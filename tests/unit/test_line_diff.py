"""The job log's line diff: a valid edit script, exact for VaultMind's kind of write."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from vaultmind.index.journal import changes
from vaultmind.index.line_diff import opcodes


def apply(a: list[str], b: list[str]) -> list[str]:
    """`a` with the opcodes applied, taking the new lines from `b`."""
    out: list[str] = []
    position = 0
    for _tag, i1, i2, j1, j2 in opcodes(a, b):
        out += a[position:i1] + b[j1:j2]
        position = i2
    return out + a[position:]


words = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "\n", "- [fact] x\n"]), max_size=30)


@given(words, words)
def test_the_opcodes_turn_one_text_into_the_other(a: list[str], b: list[str]) -> None:
    assert apply(a, b) == b


@given(st.integers(0, 5000), st.lists(st.integers(0, 10), min_size=1, max_size=8))
def test_lines_added_to_a_large_note_are_exactly_those(size: int, spots: list[int]) -> None:
    """Many repeated lines (blank lines, like a real note) and a few unique ones."""
    before = [f"line {i}\n" if i % 3 else "\n" for i in range(size)]
    after = list(before)
    added = [f"- [fact] new {k} ^m-{k}\n" for k in range(len(spots))]
    for k, spot in sorted(enumerate(spots), key=lambda s: -s[1]):
        after.insert(min(spot * 500, len(after)), added[k])
    found = changes("n.md", "".join(before).encode(), "".join(after).encode())
    assert sorted(c.after or "" for c in found) == sorted(added)
    assert {c.kind for c in found} == {"added"}


def test_a_changed_line_is_reported_with_what_it_was() -> None:
    before = "".join(f"line {i}\n" for i in range(20_000))
    after = before.replace("line 10000\n", "line 10000 [status:: done]\n")
    (change,) = changes("n.md", before.encode(), after.encode())
    assert (change.kind, change.before, change.after) == (
        "changed",
        "line 10000\n",
        "line 10000 [status:: done]\n",
    )
