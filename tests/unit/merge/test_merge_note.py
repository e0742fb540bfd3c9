"""The merge driver's core: a note merged from base, ours and theirs, as git would call it."""

from __future__ import annotations

from vaultmind.memory.merge import merge_note
from vaultmind.memory.owned import body_hash

BASE = """---
type: person
---
# Dima

User text.

## Memory
- [fact] Works here since 2024 [confidence:: 1.0] [by:: user] ^m-aaaaaa
- [commitment] Send the report [due:: 2026-12-10] [confidence:: 0.9] ^m-bbbbbb

## Relations
- responsible_for [[Internal CRM]]

## Notes
More user text.
"""
REPORT = "- [commitment] Send the report [due:: 2026-12-10] [confidence:: 0.9] ^m-bbbbbb\n"


def _with(text: str, after: str, line: str) -> str:
    return text.replace(after, after + line, 1)


def _line(text: str, block: str) -> str:
    return next(line for line in text.splitlines() if line.endswith(block))


def test_both_sides_new_memories_are_kept_in_a_stable_order() -> None:
    ours = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    theirs = _with(BASE, REPORT, "- [fact] Likes coffee ^m-dddddd\n")
    merged = merge_note(BASE, ours, theirs, "People/Dima.md")
    assert not merged.conflicted
    assert merged.text == _with(
        BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n- [fact] Likes coffee ^m-dddddd\n"
    )


def test_git_alone_would_conflict_on_the_same_input() -> None:
    from vaultmind.memory.merge.text3 import merge_file

    ours = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    theirs = _with(BASE, REPORT, "- [fact] Likes coffee ^m-dddddd\n")
    assert merge_file(BASE, ours, theirs)[1]


def test_status_changes_combine_by_precedence() -> None:
    done = BASE.replace("^m-bbbbbb", "[status:: done] [done:: 2026-12-01] ^m-bbbbbb")
    archived = BASE.replace("^m-bbbbbb", "[status:: archived] ^m-bbbbbb")
    for ours, theirs in ((done, archived), (archived, done)):
        merged = merge_note(BASE, ours, theirs, "People/Dima.md")
        line = _line(merged.text, "^m-bbbbbb")
        assert "[status:: archived]" in line and not merged.conflicted
        assert "[done:: 2026-12-01]" not in line  # the done date went with the status that lost
    superseded = BASE.replace(
        "^m-bbbbbb", "[status:: superseded] [superseded_by:: [[#^m-zzzzzz]]] ^m-bbbbbb"
    )
    line = _line(merge_note(BASE, archived, superseded, "People/Dima.md").text, "^m-bbbbbb")
    assert "[status:: superseded]" in line and "[superseded_by:: [[#^m-zzzzzz]]]" in line


def test_a_reinforcement_and_a_status_change_both_survive() -> None:
    confirmed = BASE.replace(
        "[confidence:: 0.9] ^m-bbbbbb", "[confidence:: 0.95] [confirmed:: 2026-12-02] ^m-bbbbbb"
    )
    done = BASE.replace("^m-bbbbbb", "[status:: done] [done:: 2026-12-01] ^m-bbbbbb")
    line = _line(merge_note(BASE, confirmed, done, "People/Dima.md").text, "^m-bbbbbb")
    assert "[confidence:: 0.95]" in line and "[confirmed:: 2026-12-02]" in line
    assert "[status:: done]" in line and "[done:: 2026-12-01]" in line


def test_the_same_memory_added_on_both_machines_is_kept_once() -> None:
    line = "- [fact] Likes tea [confidence:: 0.7] ^m-cccccc\n"
    ours = _with(BASE, REPORT, line)
    merged = merge_note(
        BASE, ours, ours.replace("Dima\n\nUser text.", "Dima\n\nUser text!"), "People/Dima.md"
    )
    assert merged.text.count("^m-cccccc") == 1 and "User text!" in merged.text


def test_a_wording_both_sides_changed_differently_is_a_conflict_in_that_line_only() -> None:
    ours = BASE.replace("Send the report", "Send the Q4 report")
    theirs = BASE.replace("Send the report", "Send the supplier report")
    merged = merge_note(BASE, ours, theirs, "People/Dima.md")
    assert merged.conflicted
    assert merged.text.count("<<<<<<< ours") == 1 and "Send the Q4 report" in merged.text


def test_user_text_conflicts_keep_git_markers_and_memories_still_merge() -> None:
    ours = _with(BASE.replace("More user text.", "Riga."), REPORT, "- [fact] A ^m-cccccc\n")
    theirs = _with(BASE.replace("More user text.", "Tallinn."), REPORT, "- [fact] B ^m-dddddd\n")
    merged = merge_note(BASE, ours, theirs, "People/Dima.md", marker_size=9)
    assert merged.conflicted
    assert "<<<<<<<<< ours\nRiga.\n=========\nTallinn.\n>>>>>>>>> theirs\n" in merged.text
    assert "^m-cccccc" in merged.text and "^m-dddddd" in merged.text


def test_a_setext_underline_in_user_text_is_not_read_as_a_marker() -> None:
    base = BASE.replace("More user text.", "Title\n=======\nMore user text.")
    ours = base.replace("More user text.", "Ours.")
    merged = merge_note(base, ours, base, "People/Dima.md")
    assert merged.text == ours and not merged.conflicted


def test_two_machines_each_adding_a_different_section_at_the_end() -> None:
    base = "# Note\n\nText.\n"
    ours = base + "\n## Memory\n- [fact] A ^m-aaaaaa\n"
    theirs = base + "\n## Relations\n- part_of [[CRM]]\n"
    merged = merge_note(base, ours, theirs, "Knowledge/Note.md")
    assert not merged.conflicted
    assert merged.text == ours + "\n## Relations\n- part_of [[CRM]]\n"


def test_a_section_deleted_on_one_side_and_grown_on_the_other_is_not_lost() -> None:
    ours = BASE.replace("## Relations\n- responsible_for [[Internal CRM]]\n\n", "")
    theirs = BASE.replace(
        "- responsible_for [[Internal CRM]]\n",
        "- responsible_for [[Internal CRM]]\n- owns [[Deploy]]\n",
    )
    merged = merge_note(BASE, ours, theirs, "People/Dima.md")
    assert "- owns [[Deploy]]" in merged.text and "## Relations" in merged.text


def test_a_line_deleted_by_hand_on_one_side_stays_deleted() -> None:
    ours = BASE.replace("- responsible_for [[Internal CRM]]\n", "")
    theirs = _with(BASE, REPORT, "- [fact] B ^m-dddddd\n")
    merged = merge_note(BASE, ours, theirs, "People/Dima.md")
    assert "Internal CRM" not in merged.text and "^m-dddddd" in merged.text


def test_nothing_changes_when_one_side_is_the_base() -> None:
    ours = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n").replace("\n", "\r\n")
    assert merge_note(BASE.replace("\n", "\r\n"), ours, BASE.replace("\n", "\r\n")).text == ours


def test_crlf_notes_keep_their_line_endings() -> None:
    base = BASE.replace("\n", "\r\n")
    ours = _with(base, REPORT.replace("\n", "\r\n"), "- [fact] A ^m-cccccc\r\n")
    theirs = _with(base, REPORT.replace("\n", "\r\n"), "- [fact] B ^m-dddddd\r\n")
    merged = merge_note(base, ours, theirs, "People/Dima.md")
    assert "\n" not in merged.text.replace("\r\n", "")
    assert "^m-cccccc" in merged.text and "^m-dddddd" in merged.text


def _reflection(person: str, lines: list[str]) -> str:
    return f"## Reflection — [[{person}]]\n%% vm:reflection {body_hash(lines)} %%\n" + "".join(
        line + "\n" for line in lines
    )


def test_same_day_reflections_from_two_machines_are_kept_once() -> None:
    base = "# 2026-12-02\n\nMy day.\n"
    mine = _reflection("Dima", ["- **Summary**: shipped the fix"])
    other = _reflection("Dima", ["- **Summary**: shipped the fix", "- **Risks**: none"])
    merged = merge_note(base, base + "\n" + mine, base + "\n" + other, "Daily/2026-12-02.md")
    assert not merged.conflicted
    assert merged.text.count("## Reflection — [[Dima]]") == 1
    assert merged.text == base + "\n" + other  # the fuller one; the same either way round
    swapped = merge_note(base, base + "\n" + other, base + "\n" + mine, "Daily/2026-12-02.md")
    assert swapped.text == merged.text


def test_a_reflection_the_user_edited_wins_over_a_generated_one() -> None:
    base = "# 2026-12-02\n"
    generated = _reflection("Dima", ["- **Summary**: shipped the fix"])
    edited = generated.replace("shipped the fix", "shipped the fix (and broke prod)")
    machine = _reflection("Dima", ["- **Summary**: a longer generated summary", "- more"])
    merged = merge_note(base + generated, base + edited, base + machine, "Daily/2026-12-02.md")
    assert "broke prod" in merged.text and "longer generated" not in merged.text


def test_two_generated_ingested_sections_are_joined_and_stay_vaultminds() -> None:
    def ingested(lines: list[str]) -> str:
        return f"## Ingested\n%% vm:ingested {body_hash(lines)} %%\n" + "".join(
            x + "\n" for x in lines
        )

    base = "# 2026-12-02\n\n" + ingested(["- chat A: 3 message(s)"])
    ours = "# 2026-12-02\n\n" + ingested(["- chat A: 3 message(s)", "- chat B: 1 message(s)"])
    theirs = "# 2026-12-02\n\n" + ingested(["- chat A: 3 message(s)", "- chat C: 2 message(s)"])
    merged = merge_note(base, ours, theirs, "Daily/2026-12-02.md")
    joined = ["- chat A: 3 message(s)", "- chat B: 1 message(s)", "- chat C: 2 message(s)"]
    assert merged.text == "# 2026-12-02\n\n" + ingested(joined)


def test_sections_are_owned_only_where_the_design_says() -> None:
    base = "# 2026-12-02\n\n## Memory\n- one\n"
    ours = base + "- two\n"
    theirs = base + "- three\n"
    assert merge_note(base, ours, theirs, "Daily/2026-12-02.md").conflicted  # the user's list
    assert not merge_note(base, ours, theirs, "People/P.md").conflicted


def test_frontmatter_merges_three_way() -> None:
    ours = BASE.replace("type: person\n", "type: person\naliases: [D]\n")
    theirs = BASE.replace("# Dima\n", "# Dima!\n")
    merged = merge_note(BASE, ours, theirs, "People/Dima.md")
    assert "aliases: [D]" in merged.text and "# Dima!" in merged.text and not merged.conflicted


def test_two_generated_plans_are_joined_and_a_checked_off_step_wins() -> None:
    def plan(lines: list[str]) -> str:
        return f"# P\n\n## Plan\n%% vm:plan {body_hash(lines)} %%\n" + "".join(
            x + "\n" for x in lines
        )

    base = plan(["- [ ] Step one"])
    ours = plan(["- [ ] Step one", "- [ ] Step two"])
    theirs = plan(["- [ ] Step one", "- [ ] Step three"])
    merged = merge_note(base, ours, theirs, "Projects/P.md")
    assert merged.text == plan(["- [ ] Step one", "- [ ] Step two", "- [ ] Step three"])
    checked = base.replace("- [ ] Step one", "- [x] Step one")  # the user's edit
    assert merge_note(base, checked, ours, "Projects/P.md").text == checked


def _hunk(text: str) -> str:
    return text[text.index("<<<<<<< ours") : text.index(">>>>>>> theirs") + 14]


def test_a_memory_id_copied_into_user_text_is_left_as_a_conflict_on_its_side() -> None:
    forged = BASE.replace("User text.", "User text. As promised ^m-bbbbbb")
    grown = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    for ours, theirs, hunk in (
        (forged, grown, "<<<<<<< ours\nUser text. As promised ^m-bbbbbb\n=======\n>>>>>>> theirs"),
        (grown, forged, "<<<<<<< ours\n=======\nUser text. As promised ^m-bbbbbb\n>>>>>>> theirs"),
    ):
        merged = merge_note(BASE, ours, theirs, "People/Dima.md")
        assert merged.conflicted and _hunk(merged.text) == hunk
        assert merged.text.count("<<<<<<<") == 1
        assert REPORT in merged.text and "^m-cccccc" in merged.text  # the memory stays as it was
        assert merged.notes == (
            "block id ^m-bbbbbb would be on 2 lines; each copy is left as a conflict (line 6)",
        )


def test_a_memory_line_copied_within_the_section_keeps_both_lines_in_a_conflict() -> None:
    copied = _with(BASE, REPORT, REPORT.replace("Send the report", "Send the report again"))
    grown = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    merged = merge_note(BASE, copied, grown, "People/Dima.md")
    assert merged.conflicted and REPORT in merged.text and "^m-cccccc" in merged.text
    assert "Send the report again" in _hunk(merged.text)


def test_a_block_id_already_twice_in_the_base_is_no_new_conflict() -> None:
    base = BASE.replace("User text.", "User text. ^m-bbbbbb")
    ours = _with(base, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    theirs = base.replace("More user text.", "More user text, edited.")
    merged = merge_note(base, ours, theirs, "People/Dima.md")
    assert not merged.conflicted and "<<<<<<<" not in merged.text


def test_a_memory_deleted_on_one_side_and_edited_on_the_other_is_a_conflict() -> None:
    deleted = BASE.replace(REPORT, "")
    done = BASE.replace("^m-bbbbbb", "[status:: done] [done:: 2026-12-01] ^m-bbbbbb")
    edited = _line(done, "^m-bbbbbb")
    for ours, theirs, hunk in (
        (deleted, done, f"<<<<<<< ours\n=======\n{edited}\n>>>>>>> theirs"),
        (done, deleted, f"<<<<<<< ours\n{edited}\n=======\n>>>>>>> theirs"),
    ):
        merged = merge_note(BASE, ours, theirs, "People/Dima.md")
        assert merged.conflicted and _hunk(merged.text) == hunk
        assert merged.text.count("<<<<<<<") == 1
        memory = merged.text.split("## Memory\n")[1].split("\n\n")[0]
        assert memory.startswith("- [fact] Works here since 2024") and hunk in memory


def test_a_memory_deleted_on_one_side_and_left_alone_on_the_other_stays_deleted() -> None:
    deleted = BASE.replace(REPORT, "")
    grown = _with(BASE, REPORT, "- [fact] Likes tea ^m-cccccc\n")
    for ours, theirs in ((deleted, grown), (grown, deleted)):
        merged = merge_note(BASE, ours, theirs, "People/Dima.md")
        assert not merged.conflicted and "^m-bbbbbb" not in merged.text
        assert "^m-cccccc" in merged.text
