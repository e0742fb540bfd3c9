"""Two machines that imported the same chat on the same day: one Sources file, merged."""

from __future__ import annotations

import json

from vaultmind.memory.merge import merge_note
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.source_records import read_extracted, write_extracted

PATH = "Sources/jsonl/team/2026-11-30.md"
MESSAGES = {
    1: "- 10:05 **Оля**: Я пришлю отчёт завтра ^jl-team-1\n",
    2: "- 10:07 **Дима**: ok\n  and a second line ^jl-team-2\n",
    3: "- 10:09 **Оля**: Созвон в 15:00 ^jl-team-3\n",
}


def _source(
    ids: list[int], extracted: dict[str, dict[str, str]] | None = None, flat: bool = False
) -> str:
    """A Sources file whose record is in the JSON object earlier versions wrote, or flat."""
    record = extracted or {"rules-2": {f"jl-team-{i}": f"hash000{i}" for i in ids}}
    value = write_extracted(record) if flat else record
    head = (
        '---\ntype: source\nsource: jsonl\nchat: "team"\ndate: 2026-11-30\n'
        f"extracted: {json.dumps(value, ensure_ascii=False)}\n---\n# team — 2026-11-30\n\n"
    )
    return head + "".join(MESSAGES[i] for i in ids)


def test_both_imports_are_joined_in_order_with_both_records() -> None:
    merged = merge_note(_source([1]), _source([1, 3]), _source([1, 2]), PATH)
    assert not merged.conflicted
    body = merged.text.split("# team — 2026-11-30\n\n", 1)[1]
    assert body == MESSAGES[1] + MESSAGES[2] + MESSAGES[3]  # each once, by time
    record = split_frontmatter(merged.text).data["extracted"]
    assert all(isinstance(entry, str) for entry in record)  # flat: the Properties panel shows it
    assert read_extracted(record) == {"rules-2": {f"jl-team-{i}": f"hash000{i}" for i in (1, 2, 3)}}


def test_a_file_both_machines_created_is_no_conflict() -> None:
    ours = _source([1, 2], {"rules-2": {"jl-team-1": "hash0001"}, "model:x@p2": {"jl-team-2": "a"}})
    theirs = _source([2, 3], {"rules-2": {"jl-team-3": "hash0003"}})
    merged = merge_note("", ours, theirs, PATH)
    assert not merged.conflicted
    assert all(merged.text.count(line) == 1 for line in MESSAGES.values())
    record = split_frontmatter(merged.text).data["extracted"]
    assert read_extracted(record) == {
        "rules-2": {"jl-team-1": "hash0001", "jl-team-3": "hash0003"},
        "model:x@p2": {"jl-team-2": "a"},
    }


def test_the_same_import_on_both_sides_changes_nothing() -> None:
    ours = _source([1, 2, 3])
    assert merge_note(_source([1]), ours, ours, PATH).text == ours
    assert merge_note(_source([1]), ours, _source([1]), PATH).text == ours


def test_an_old_record_and_a_flat_one_are_joined_flat() -> None:
    merged = merge_note(_source([1]), _source([1, 3]), _source([1, 2], flat=True), PATH)
    record = split_frontmatter(merged.text).data["extracted"]
    assert record == ["rules-2: jl-team-1=hash0001 jl-team-2=hash0002 jl-team-3=hash0003"]
    flat = _source([1, 2, 3], flat=True)
    assert merge_note(_source([1], flat=True), flat, flat, PATH).text == flat


def test_a_note_the_user_dropped_into_sources_merges_as_git_does() -> None:
    base = "# Meeting\n\n- Decided A\n"
    merged = merge_note(base, base.replace("A", "B"), base.replace("A", "C"), "Sources/notes/m.md")
    assert merged.conflicted and "<<<<<<< ours\n- Decided B\n" in merged.text
