"""The safe write path: atomic, refuses conflicted or lossy files, never clobbers an edit."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from vaultmind.errors import UnsafeWriteError
from vaultmind.vault.text import NoteText
from vaultmind.vault.write import atomic_write_bytes, update_note


def append_line(line: str) -> Callable[[NoteText], NoteText]:
    """A change that appends one line in the file's own line ending."""

    def change(text: NoteText) -> NoteText:
        body = text.text
        if body and not body.endswith(("\n", "\r")):
            body += text.newline
        return NoteText(body + line + text.newline, text.bom, text.lossy)

    return change


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_atomic_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "Daily" / "2026-12-04.md"
    atomic_write_bytes(path, b"first\n")
    atomic_write_bytes(path, b"second\n")
    assert path.read_bytes() == b"second\n"
    assert names(path.parent) == ["2026-12-04.md"]


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664, 0o755])
def test_atomic_write_keeps_the_file_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"old")
    path.chmod(mode)
    atomic_write_bytes(path, b"new")
    assert (path.read_bytes(), path.stat().st_mode & 0o777) == (b"new", mode)


def test_new_file_gets_the_usual_mode(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        atomic_write_bytes(tmp_path / "New.md", b"x")
    finally:
        os.umask(umask)
    assert (tmp_path / "New.md").stat().st_mode & 0o777 == 0o644


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"precious")

    def broken_replace(self: Path, target: object) -> Path:
        raise OSError("disk full")

    monkeypatch.setattr(Path, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"precious"
    assert names(tmp_path) == ["Note.md"]


CONFLICTED = [
    "a\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> origin/main\n",
    "a\r\n<<<<<<< HEAD\r\nmine\r\n=======\r\ntheirs\r\n>>>>>>> b\r\n",
    "<<<<<<<\nmine\n=======\ntheirs\n>>>>>>>\n",
]


@pytest.mark.parametrize("text", CONFLICTED)
def test_refuses_a_file_with_conflict_markers(tmp_path: Path, text: str) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(text.encode())
    with pytest.raises(UnsafeWriteError, match="conflict"):
        update_note(path, append_line("- new"))
    assert path.read_bytes() == text.encode()


def test_refuses_bare_conflict_markers_in_a_crlf_file(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"<<<<<<<\r\nmine\r\n=======\r\ntheirs\r\n>>>>>>>\r\n")
    with pytest.raises(UnsafeWriteError):
        update_note(path, append_line("- new"))


def test_markers_that_are_not_at_line_start_are_fine(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"text <<<<<<< quoted\n   >>>>>>> indented\n")
    assert update_note(path, append_line("- new")) is True


def test_refuses_a_lossy_file(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    data = "Привет\n".encode("cp1251")
    path.write_bytes(data)
    with pytest.raises(UnsafeWriteError, match="UTF-8"):
        update_note(path, append_line("- new"))
    assert path.read_bytes() == data


def test_no_op_change_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"\xef\xbb\xbf# T\r\nkeep  \r\nno final newline")
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    assert update_note(path, lambda t: NoteText(t.text, t.bom, t.lossy)) is False
    assert path.stat().st_mtime_ns == 1_000_000_000
    assert path.read_bytes() == b"\xef\xbb\xbf# T\r\nkeep  \r\nno final newline"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (b"# T\r\n## Memory\r\n- a\r\n", b"# T\r\n## Memory\r\n- a\r\n- new\r\n"),
        (b"# T\r\nlast", b"# T\r\nlast\r\n- new\r\n"),
        (b"# T\n- a\n", b"# T\n- a\n- new\n"),
        (b"\xef\xbb\xbf# T\r\n", b"\xef\xbb\xbf# T\r\n- new\r\n"),
        (b"", b"- new\n"),
    ],
)
def test_appending_keeps_line_endings_and_bom(tmp_path: Path, before: bytes, after: bytes) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(before)
    assert update_note(path, append_line("- new")) is True
    assert path.read_bytes() == after
    assert names(tmp_path) == ["Note.md"]


def test_new_file_is_created(tmp_path: Path) -> None:
    path = tmp_path / "Projects" / "New.md"
    assert update_note(path, append_line("# New")) is True
    assert path.read_bytes() == b"# New\n"


def test_edit_made_while_writing_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n")
    seen: list[str] = []

    def change(text: NoteText) -> NoteText:
        seen.append(text.text)
        if len(seen) == 1:
            path.write_bytes(b"# T\nuser typed this\n")  # Obsidian saves under us
        return NoteText(text.text + "- new\n", text.bom)

    assert update_note(path, change) is True
    assert path.read_bytes() == b"# T\nuser typed this\n- new\n"
    assert seen == ["# T\n", "# T\nuser typed this\n"]


def test_file_that_never_settles_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"0")

    def change(text: NoteText) -> NoteText:
        path.write_bytes(str(int(path.read_bytes()) + 1).encode())
        return NoteText(text.text + "x")

    with pytest.raises(UnsafeWriteError, match="kept changing"):
        update_note(path, change)
    assert b"x" not in path.read_bytes()


def test_a_temp_file_left_by_a_killed_writer_is_cleaned_up(tmp_path: Path) -> None:
    from vaultmind.vault.write import atomic_write_bytes

    note = tmp_path / "Игорь Петров.md"
    note.write_text("old\n", encoding="utf-8")
    stale = tmp_path / ".Игорь Петров.md.4yst1gh.tmp"  # what SIGKILL mid-write leaves
    stale.write_text("half", encoding="utf-8")
    other = tmp_path / ".Другой.md.abcdefg.tmp"  # another note's: not ours to touch now
    other.write_text("x", encoding="utf-8")
    atomic_write_bytes(note, b"new\n")
    assert not stale.exists() and other.exists()
    assert note.read_bytes() == b"new\n"
