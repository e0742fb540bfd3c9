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
    assert seen == ["# T\n", "# T\nuser typed this\n"]  # both at the end: ours comes after


def test_an_edit_where_vaultmind_writes_makes_it_start_again_from_the_new_text(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n- [commitment] report\n")
    seen: list[str] = []

    def mark_done(text: NoteText) -> NoteText:
        seen.append(text.text)
        if len(seen) == 1:  # the user edits the very line, in Obsidian, meanwhile
            path.write_bytes(b"# T\n- [commitment] report soon\n")
        head, line, rest = text.text.partition("- [commitment] ")
        task, newline, tail = rest.partition("\n")
        return NoteText(f"{head}{line}{task} [status:: done]{newline}{tail}")

    assert update_note(path, mark_done) is True
    assert path.read_bytes() == b"# T\n- [commitment] report soon [status:: done]\n"
    assert len(seen) == 2


def test_file_that_never_settles_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"0")

    def change(text: NoteText) -> NoteText:
        """Each time, the user edits the very text VaultMind rewrites."""
        path.write_bytes(str(int(path.read_bytes()) + 1).encode())
        return NoteText("rewritten")

    with pytest.raises(UnsafeWriteError, match="kept changing"):
        update_note(path, change)
    assert path.read_bytes() == b"10"


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


# A save racing the swap itself: the editor opened the old file just before VaultMind
# put the new one in place, and writes into it just after. Simulated by wrapping the
# swap, so the timing is exact.


def racing_swap(monkeypatch: pytest.MonkeyPatch, during: Callable[[Path, Path], None]) -> list[int]:
    """Make `during(tmp, path)` run right after the swap; returns a list counting swaps."""
    from vaultmind.vault import swap

    real = swap.exchange
    calls: list[int] = []

    def exchange(new: Path, current: Path) -> bool:
        swapped = real(new, current)
        calls.append(1)
        if len(calls) == 1:
            during(new if swapped else current, current)
        return swapped

    monkeypatch.setattr(swap, "exchange", exchange)
    return calls


def test_a_save_into_the_replaced_file_is_carried_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n## Memory\n- a\n\nUser text\n")
    held = path.open("ab")

    def late_save(_displaced: Path, _path: Path) -> None:
        held.write(b"USER-EDIT 1\n")
        held.close()

    racing_swap(monkeypatch, late_save)

    def add_memory(text: NoteText) -> NoteText:
        return NoteText(text.text.replace("- a\n", "- a\n- new\n"), text.bom)

    assert update_note(path, add_memory) is True
    assert path.read_bytes() == b"# T\n## Memory\n- a\n- new\n\nUser text\nUSER-EDIT 1\n"
    assert names(tmp_path) == ["Note.md"]


def test_a_file_renamed_in_during_the_swap_is_carried_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editor that saves by rename (vim) put its file at the path just before the swap."""
    from vaultmind.vault import swap

    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n- a\n\nUser text\n")
    real = swap.exchange
    saved: list[Path] = []

    def editor_saves_then_swap(new: Path, current: Path) -> bool:
        if not saved:
            (tmp_path / "vim.swp").write_bytes(b"# T\n- a\n\nUser text, edited\n")
            (tmp_path / "vim.swp").replace(current)
            saved.append(current)
        return real(new, current)

    monkeypatch.setattr(swap, "exchange", editor_saves_then_swap)
    assert update_note(path, lambda t: NoteText(t.text.replace("- a\n", "- a\n- b\n"))) is True
    assert path.read_bytes() == b"# T\n- a\n- b\n\nUser text, edited\n"
    assert names(tmp_path) == ["Note.md"]


def test_an_overlapping_racing_save_is_kept_beside_the_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n- a\n")

    def overwrite_old_file(displaced: Path, _path: Path) -> None:
        with displaced.open("r+b") as old:  # the same line, edited differently
            old.write(b"# T\n- z")

    racing_swap(monkeypatch, overwrite_old_file)
    with pytest.raises(UnsafeWriteError, match="saved by another program") as error:
        update_note(path, lambda t: NoteText(t.text.replace("- a", "- b")))
    assert path.read_bytes() == b"# T\n- b\n"
    (copy,) = [p for p in tmp_path.iterdir() if p.name != "Note.md"]
    assert copy.read_bytes() == b"# T\n- z\n" and copy.name in error.value.message


def test_without_an_atomic_swap_a_save_into_the_old_file_is_still_carried_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Systems without renameat2 rename; the old file is still read back afterwards."""
    from vaultmind.vault import swap

    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n")
    held = path.open("ab")
    real_replace = Path.replace

    def replace_then_late_save(self: Path, target: Path) -> Path:
        moved = real_replace(self, target)
        if not held.closed:
            held.write(b"late\n")
            held.close()
        return moved

    monkeypatch.setattr(swap, "exchange", lambda new, current: False)
    monkeypatch.setattr(Path, "replace", replace_then_late_save)
    assert update_note(path, lambda t: NoteText("# T\n- new\n")) is True
    assert path.read_bytes() == b"# T\n- new\nlate\n"


def test_a_file_created_meanwhile_is_never_clobbered(tmp_path: Path) -> None:
    path = tmp_path / "New.md"

    def change(text: NoteText) -> NoteText:
        if not path.exists():
            path.write_bytes(b"the user's new note\n")  # Obsidian created it just now
        return NoteText(text.text + "- ours\n")

    assert update_note(path, change) is True
    assert path.read_bytes() == b"the user's new note\n- ours\n"


def test_an_edit_away_from_ours_is_carried_over_without_computing_again(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# T\n## Memory\n- a\n\n## Notes\n")
    seen: list[str] = []

    def change(text: NoteText) -> NoteText:
        seen.append(text.text)
        if len(seen) == 1:
            with path.open("ab") as editor:
                editor.write(b"typed at the end\n")
        return NoteText(text.text.replace("- a\n", "- a\n- b\n"))

    assert update_note(path, change) is True
    assert path.read_bytes() == b"# T\n## Memory\n- a\n- b\n\n## Notes\ntyped at the end\n"
    assert len(seen) == 1


def test_a_symlinked_note_is_never_replaced_by_a_copy(tmp_path: Path) -> None:
    """Whatever the caller (tidy, undo, the Sources writers): a link stays a link."""
    target = tmp_path / "Real.md"
    target.write_bytes(b"# Real\n")
    link = tmp_path / "Link.md"
    link.symlink_to(target)
    with pytest.raises(UnsafeWriteError, match="symlink"):
        update_note(link, append_line("- new"))
    with pytest.raises(UnsafeWriteError, match="symlink"):
        atomic_write_bytes(link, b"replaced")
    assert link.is_symlink() and target.read_bytes() == b"# Real\n"


def test_a_read_only_note_is_never_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "Note.md"
    path.write_bytes(b"# Kept\n")
    path.chmod(0o444)
    with pytest.raises(UnsafeWriteError, match="read-only"):
        update_note(path, append_line("- new"))
    assert path.read_bytes() == b"# Kept\n" and path.stat().st_mode & 0o777 == 0o444


@pytest.mark.parametrize("data", ["# T\n- a\n".encode("utf-16-le"), "# T\n".encode("utf-16")])
def test_a_utf16_note_is_never_rewritten(tmp_path: Path, data: bytes) -> None:
    """Without a BOM, UTF-16 text is valid UTF-8 (a NUL beside each letter): whichever
    command writes (tidy, undo, ingest), it must not be taken for a note to edit."""
    path = tmp_path / "Note.md"
    path.write_bytes(data)
    with pytest.raises(UnsafeWriteError, match="UTF-16"):
        update_note(path, append_line("- new"))
    assert path.read_bytes() == data


def test_an_observer_inside_another_hears_the_same_writes(tmp_path: Path) -> None:
    """A job's log inside a test's (or a face's) listener: neither silences the other."""
    from vaultmind.vault.write import Observer, observed

    heard: list[str] = []

    def listener(name: str) -> Observer:
        def observe(path: Path, before: bytes | None, after: bytes | None) -> Callable[[], None]:
            heard.append(f"{name}:{path.name}")
            return lambda: None

        return observe

    with observed(listener("outer")), observed(listener("inner")):
        atomic_write_bytes(tmp_path / "a.md", b"one\n")
    atomic_write_bytes(tmp_path / "b.md", b"two\n")
    assert heard == ["outer:a.md", "inner:a.md"]
