"""The review inbox's files: suggestions made once, decisions kept, merges lose nothing."""

from __future__ import annotations

from pathlib import Path

from vaultmind.memory.suggestions import (
    DECISIONS,
    SUGGESTIONS,
    Decision,
    Suggestion,
    add_suggestions,
    open_suggestions,
    record_decision,
)


def made(n: int, probability: float = 0.5) -> Suggestion:
    link = f"[[Sources/t/c/2026-12-01#^m{n}]]"
    return Suggestion("People/Omar Haddad.md", "commitment", f"task {n}", link, probability)


def test_a_suggestion_is_made_once_however_often_ingest_finds_it(tmp_path: Path) -> None:
    assert add_suggestions(tmp_path, [made(1), made(2)]) == 2
    assert add_suggestions(tmp_path, [made(1), made(3)]) == 1
    assert sorted(s.text for s in open_suggestions(tmp_path)) == ["task 1", "task 2", "task 3"]


def test_a_decided_suggestion_is_not_open_and_never_made_again(tmp_path: Path) -> None:
    add_suggestions(tmp_path, [made(1), made(2, 0.9)])
    record_decision(tmp_path, Decision(made(1).id, "rejected", (), {}, "2026-12-02"))
    assert [s.text for s in open_suggestions(tmp_path)] == ["task 2"]
    assert add_suggestions(tmp_path, [made(1)]) == 0


def test_likeliest_first(tmp_path: Path) -> None:
    add_suggestions(tmp_path, [made(1, 0.3), made(2, 0.8), made(3, 0.5)])
    assert [s.probability for s in open_suggestions(tmp_path)] == [0.8, 0.5, 0.3]


def test_two_machines_files_joined_by_a_union_merge_keep_everything(tmp_path: Path) -> None:
    """git's union merge keeps both sides' lines, duplicates included; nothing breaks."""
    one, two = tmp_path / "one", tmp_path / "two"
    add_suggestions(one, [made(1), made(2)])
    add_suggestions(two, [made(2), made(3)])
    record_decision(two, Decision(made(3).id, "accepted", ("commitment",), {}, "2026-12-02"))
    merged = tmp_path / "merged"
    for name in (SUGGESTIONS, DECISIONS):
        lines = [(root / name).read_text("utf-8") for root in (one, two) if (root / name).exists()]
        (merged / name).parent.mkdir(parents=True, exist_ok=True)
        (merged / name).write_text("".join(lines), "utf-8")
    assert sorted(s.text for s in open_suggestions(merged)) == ["task 1", "task 2"]


def test_a_line_an_editor_or_a_conflict_broke_is_skipped(tmp_path: Path) -> None:
    add_suggestions(tmp_path, [made(1)])
    path = tmp_path / SUGGESTIONS
    path.write_text(path.read_text("utf-8") + "<<<<<<< HEAD\n{broken\n", "utf-8")
    add_suggestions(tmp_path, [made(2)])
    assert sorted(s.text for s in open_suggestions(tmp_path)) == ["task 1", "task 2"]
