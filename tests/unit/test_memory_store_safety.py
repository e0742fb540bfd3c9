"""Memory writes never hurt the user's bytes: conflicts, CRLF, BOM, text around the section."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from vaultmind.errors import UnsafeWriteError
from vaultmind.memory.store import MemoryStore, NewMemory
from vaultmind.vault.parse import parse_note

TODAY = date(2026, 12, 2)
PATH = "People/Dima.md"
BOM = b"\xef\xbb\xbf"
OLD = "- [fact] Likes tea [confidence:: 0.6] ^m-old111"
BEFORE = "---\ntype: person\n---\n# Dima  \n\nUser prose\twith tabs.\n\n## Memory\n"
AFTER = "\n\n## Relations\n- owns [[CRM]]\n\n%% comment %%\nEnd, no newline"
Operation = Callable[[MemoryStore], object]

OPERATIONS: dict[str, Operation] = {
    "add": lambda s: s.add(PATH, NewMemory("trait", "Calm under pressure"), TODAY),
    "reinforce": lambda s: s.add(PATH, NewMemory("fact", "likes TEA"), TODAY),
    "done": lambda s: s.set_status(PATH, "m-old111", "done", TODAY),
    "archive": lambda s: s.set_status(PATH, "m-old111", "archived", TODAY),
    "supersede": lambda s: s.supersede(
        PATH, "m-old111", NewMemory("fact", "Prefers coffee"), TODAY
    ),
}


def make_note(vault: Path, data: bytes) -> Path:
    path = vault / PATH
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def memory_lines(data: bytes) -> list[str]:
    text = data.decode("utf-8-sig")
    return [m.raw for m in parse_note(PATH, text).memories]


@pytest.mark.parametrize("name", OPERATIONS)
def test_user_text_before_and_after_the_section_is_byte_identical(
    tmp_path: Path, name: str
) -> None:
    path = make_note(tmp_path, (BEFORE + OLD + AFTER).encode())
    OPERATIONS[name](MemoryStore(tmp_path))
    result = path.read_text(encoding="utf-8")
    assert result.startswith(BEFORE)
    assert result.endswith(AFTER)
    middle = result[len(BEFORE) : len(result) - len(AFTER)]
    assert all(line.startswith("- [") for line in middle.split("\n"))


@pytest.mark.parametrize("name", OPERATIONS)
def test_crlf_and_bom_are_kept(tmp_path: Path, name: str) -> None:
    original = BOM + (BEFORE + OLD + AFTER).replace("\n", "\r\n").encode()
    path = make_note(tmp_path, original)
    OPERATIONS[name](MemoryStore(tmp_path))
    data = path.read_bytes()
    assert data.startswith(BOM + BEFORE.replace("\n", "\r\n").encode())
    assert data.endswith(AFTER.replace("\n", "\r\n").encode())
    assert data.count(b"\n") == data.count(b"\r\n")
    assert data != original
    assert memory_lines(data)  # still parses: BOM not doubled, section intact


@pytest.mark.parametrize("name", OPERATIONS)
def test_conflict_markers_refuse_every_operation(tmp_path: Path, name: str) -> None:
    conflicted = (
        BEFORE + OLD + "\n<<<<<<< HEAD\n- [fact] Mine ^m-aaaaaa\n=======\n"
        "- [fact] Theirs ^m-bbbbbb\n>>>>>>> origin/main\n"
    ).encode()
    path = make_note(tmp_path, conflicted)
    with pytest.raises(UnsafeWriteError) as caught:
        OPERATIONS[name](MemoryStore(tmp_path))
    assert "Dima.md" in caught.value.message and "conflict" in caught.value.message
    assert path.read_bytes() == conflicted
    assert sorted(p.name for p in path.parent.iterdir()) == ["Dima.md"]


def test_invalid_utf8_is_refused_and_untouched(tmp_path: Path) -> None:
    broken = (BEFORE + OLD + "\n").encode() + b"caf\xe9\n"
    path = make_note(tmp_path, broken)
    with pytest.raises(UnsafeWriteError):
        OPERATIONS["add"](MemoryStore(tmp_path))
    assert path.read_bytes() == broken


@pytest.mark.parametrize("name", OPERATIONS)
def test_malformed_lines_in_the_section_are_left_alone(tmp_path: Path, name: str) -> None:
    odd = "- [idea] Build a rocket\n- plain item\n"
    path = make_note(tmp_path, (BEFORE + odd + OLD + AFTER).encode())
    OPERATIONS[name](MemoryStore(tmp_path))
    result = path.read_text(encoding="utf-8")
    assert result.startswith(BEFORE + odd)
    problems = parse_note(PATH, result).problems
    assert [(p.kind, p.line) for p in problems] == [("memory-line", 9), ("memory-line", 10)]


@pytest.mark.parametrize(
    ("original", "expected_prefix"),
    [
        ("# Dima\n\nProse.\n", "# Dima\n\nProse.\n\n## Memory\n"),
        ("# Dima\n\nProse.", "# Dima\n\nProse.\n\n## Memory\n"),
        ("# Dima\r\n\r\nProse.\r\n", "# Dima\r\n\r\nProse.\r\n\r\n## Memory\r\n"),
    ],
)
def test_note_without_memory_section_gets_one_at_the_end(
    tmp_path: Path, original: str, expected_prefix: str
) -> None:
    path = make_note(tmp_path, original.encode())
    change = MemoryStore(tmp_path).add(PATH, NewMemory("fact", "Joined in 2024"), TODAY)
    newline = "\r\n" if "\r\n" in original else "\n"
    assert path.read_bytes().decode() == expected_prefix + change.line + newline
    assert memory_lines(path.read_bytes()) == [change.line]


def test_second_add_lands_in_the_created_section(tmp_path: Path) -> None:
    path = make_note(tmp_path, b"# Dima\n")
    store = MemoryStore(tmp_path)
    first = store.add(PATH, NewMemory("fact", "Joined in 2024"), TODAY)
    second = store.add(PATH, NewMemory("trait", "Patient"), TODAY)
    text = path.read_text(encoding="utf-8")
    assert text == f"# Dima\n\n## Memory\n{first.line}\n{second.line}\n"
    assert text.count("## Memory") == 1


def test_unchanged_status_writes_nothing(tmp_path: Path) -> None:
    path = make_note(tmp_path, (BEFORE + OLD.replace(" ^", " [status:: done] ^") + "\n").encode())
    before = path.stat().st_mtime_ns, path.read_bytes()
    change = MemoryStore(tmp_path).set_status(PATH, "m-old111", "done", TODAY)
    assert change.action == "unchanged"
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before


def test_memory_added_below_a_subheading_is_found_again(tmp_path: Path) -> None:
    path = make_note(tmp_path, b"## Memory\n- [fact] A ^m-aaaaaa\n### Work\n- [fact] B\n")
    store = MemoryStore(tmp_path)
    first = store.add(PATH, NewMemory("fact", "Likes tea"), TODAY)
    second = store.add(PATH, NewMemory("fact", "Likes tea"), TODAY)
    assert second.action == "reinforced"
    assert first.line.split(" ^")[-1] in path.read_text(encoding="utf-8")
    assert path.read_text(encoding="utf-8").count("Likes tea") == 1
