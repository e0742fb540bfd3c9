"""Properties of the merge driver over generated edits: no memory is ever lost or doubled,
and a side equal to the base changes nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmind.memory.merge import merge_note

HEAD = "---\ntype: person\n---\n# P\n\nText.\n\n## Memory\n"
TAIL = "\n## Notes\nMore.\n"
STATUSES = ("", " [status:: done]", " [status:: archived]", " [status:: superseded]")
ids = st.integers(min_value=0, max_value=40).map(lambda n: f"m-{n:06d}")


def _note(lines: dict[str, str]) -> str:
    return (
        HEAD
        + "".join(f"- [fact] Fact {mid}{status} ^{mid}\n" for mid, status in lines.items())
        + TAIL
    )


@st.composite
def _edits(draw: st.DrawFn, base: dict[str, str]) -> dict[str, str]:
    side = dict(base)
    for mid in draw(st.lists(st.sampled_from(sorted(base)), unique=True)) if base else []:
        side[mid] = draw(st.sampled_from(STATUSES))
    for mid in draw(st.lists(ids, max_size=5)):
        side.setdefault(mid, "")
    return side


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_memory_of_either_side_is_kept_once(data: st.DataObject) -> None:
    base = data.draw(st.dictionaries(ids, st.just(""), max_size=6))
    ours, theirs = data.draw(_edits(base)), data.draw(_edits(base))
    merged = merge_note(_note(base), _note(ours), _note(theirs), "People/P.md")
    assert not merged.conflicted
    for mid in set(ours) | set(theirs):
        assert merged.text.count(f"^{mid}\n") == 1
        line = next(x for x in merged.text.splitlines() if x.endswith(f"^{mid}"))
        wanted = max((ours.get(mid, ""), theirs.get(mid, "")), key=STATUSES.index)
        if wanted:  # status changes combine by precedence
            assert wanted.strip() in line
        else:
            assert "[status::" not in line
    assert merged.text.startswith(HEAD) and merged.text.endswith(TAIL)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_a_side_equal_to_the_base_leaves_the_other_as_it_is(data: st.DataObject) -> None:
    base = data.draw(st.dictionaries(ids, st.just(""), max_size=6))
    ours = data.draw(_edits(base))
    assert merge_note(_note(base), _note(ours), _note(base), "People/P.md").text == _note(ours)
    assert merge_note(_note(base), _note(base), _note(ours), "People/P.md").text == _note(ours)
