"""Scanning the vault folder and reading notes, whatever the disk holds."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from pathlib import Path

import pytest

from vaultmind.vault import files
from vaultmind.vault.obsidian import excluded_folders


def make(root: Path, rel: str, data: bytes = b"# x\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def scanned(root: Path, excluded: tuple[str, ...] = ()) -> list[str]:
    return [f.path for f in files.scan(root, excluded)]


def test_hidden_folders_are_not_part_of_the_vault(tmp_path: Path) -> None:
    for rel in [".git/x.md", ".obsidian/a.md", ".vaultmind/b.md", ".trash/c.md", "a/.hid/d.md"]:
        make(tmp_path, rel)
    make(tmp_path, "People/Anna.md")
    make(tmp_path, "img/pic.png", b"\x89PNG")
    assert scanned(tmp_path) == ["People/Anna.md", "img/pic.png"]


def test_scan_result_is_sorted_with_sizes(tmp_path: Path) -> None:
    make(tmp_path, "b.md", b"12345")
    make(tmp_path, "a/z.md", b"")
    found = files.scan(tmp_path)
    assert [(f.path, f.size, f.is_note) for f in found] == [("a/z.md", 0, True), ("b.md", 5, True)]


def test_symlink_loop_terminates(tmp_path: Path) -> None:
    make(tmp_path, "parent/child/n.md")
    (tmp_path / "parent" / "child" / "loop").symlink_to(tmp_path / "parent")
    assert scanned(tmp_path) == ["parent/child/n.md"]


def test_dangling_symlink_is_skipped(tmp_path: Path) -> None:
    make(tmp_path, "real.md")
    (tmp_path / "dangling.md").symlink_to(tmp_path / "gone.md")
    assert scanned(tmp_path) == ["real.md"]


def test_excluded_folders_are_skipped_but_not_lookalikes(tmp_path: Path) -> None:
    for rel in ["Templates/Person.md", "Templates2/keep.md", "Archive/old/x.md", "Archived.md"]:
        make(tmp_path, rel)
    assert scanned(tmp_path, ("Templates", "Archive")) == ["Archived.md", "Templates2/keep.md"]


def test_obsidian_settings_name_the_excluded_folders(tmp_path: Path) -> None:
    make(tmp_path, ".obsidian/templates.json", json.dumps({"folder": "Meta/Templates"}).encode())
    filters = {"userIgnoreFilters": ["Archive/", "/regex/", "Private"]}
    make(tmp_path, ".obsidian/app.json", json.dumps(filters).encode())
    assert excluded_folders(tmp_path) == ("Archive", "Meta/Templates", "Private")
    assert excluded_folders(tmp_path / "nowhere") == ("Templates",)


def test_nfd_file_names_come_back_nfc(tmp_path: Path) -> None:
    nfd = unicodedata.normalize("NFD", "People/Ёлкин Йозеф.md")
    make(tmp_path, nfd)
    (found,) = scanned(tmp_path)
    assert found == unicodedata.normalize("NFC", nfd)
    assert found != nfd


def test_an_nfd_note_is_read_by_its_nfc_name_and_reported(tmp_path: Path) -> None:
    nfd = unicodedata.normalize("NFD", "Люди/Ёлкин Йозеф.md")
    make(tmp_path, nfd, "# Ёлкин\n".encode())
    nfc = unicodedata.normalize("NFC", nfd)
    assert files.on_disk(tmp_path, nfc) == tmp_path / nfd
    assert files.on_disk(tmp_path, "Люди/Nobody.md") == tmp_path / "Люди/Nobody.md"
    for stat in (files.stat_file(tmp_path, nfc), files.scan(tmp_path)[0]):
        assert stat is not None and (stat.path, stat.disk) == (nfc, nfd)
        note = files.read_note(tmp_path, stat)
        assert note is not None and note.text == "# Ёлкин\n"
        assert [p.kind for p in note.problems] == ["file-name"]
    make(tmp_path, nfc, b"# twin\n")  # both forms on a file system that tells them apart
    assert [(f.path, f.disk) for f in files.scan(tmp_path)] == [(nfc, None)]


def read(root: Path, rel: str) -> files.NoteFile:
    stat = files.stat_file(root, rel)
    assert stat is not None
    note = files.read_note(root, stat)
    assert note is not None
    return note


def test_read_valid_note(tmp_path: Path) -> None:
    data = "# Анна\r\nтекст\r\n".encode()
    make(tmp_path, "Anna.md", data)
    note = read(tmp_path, "Anna.md")
    assert (note.text, note.problems) == ("# Анна\r\nтекст\r\n", ())
    assert note.sha1 == hashlib.sha1(data).hexdigest()


def test_non_utf8_is_read_with_replacement_and_reported(tmp_path: Path) -> None:
    make(tmp_path, "cp1251.md", "Привет [[Анна]]\n".encode("cp1251"))
    note = read(tmp_path, "cp1251.md")
    assert [p.kind for p in note.problems] == ["encoding"]
    assert "\ufffd" in note.text
    assert note.text.endswith("[[\ufffd\ufffd\ufffd\ufffd]]\n")


@pytest.mark.parametrize(
    "data", [b"\x00\x01\x02", b"# ok\n" + b"\x00" * 10, b"\xff\xfe\x00\x00\x00\xd8"]
)
def test_binary_content_is_reported_not_parsed(tmp_path: Path, data: bytes) -> None:
    make(tmp_path, "bin.md", data)
    note = read(tmp_path, "bin.md")
    assert [p.kind for p in note.problems] == ["binary"]
    assert note.text == ""


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_is_read_and_reported(tmp_path: Path, codec: str) -> None:
    make(tmp_path, "wide.md", "# note\n\nПривет [[Анна]]\n".encode(codec))
    note = read(tmp_path, "wide.md")
    assert [p.kind for p in note.problems] == ["encoding"]
    assert note.text == "# note\n\nПривет [[Анна]]\n"


def test_too_large_file_is_truncated_and_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "MAX_PARSED_BYTES", 16)
    make(tmp_path, "big.md", b"0123456789abcdef-and-the-rest\n")
    note = read(tmp_path, "big.md")
    assert [p.kind for p in note.problems] == ["too-large"]
    assert note.text == "0123456789abcdef"
    assert note.stat.size == 30


def test_vanished_file_reads_as_none(tmp_path: Path) -> None:
    path = make(tmp_path, "gone.md")
    stat = files.stat_file(tmp_path, "gone.md")
    assert stat is not None
    path.unlink()
    assert files.read_note(tmp_path, stat) is None
    assert files.stat_file(tmp_path, "gone.md") is None


def test_a_folder_is_not_a_note(tmp_path: Path) -> None:
    (tmp_path / "Folder.md").mkdir()
    assert files.stat_file(tmp_path, "Folder.md") is None
    assert files.read_note(tmp_path, files.FileStat("Folder.md", 0, 0)) is None
    assert scanned(tmp_path) == []
