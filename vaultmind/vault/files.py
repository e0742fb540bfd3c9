"""Finding and reading the vault's files, robust to whatever the disk holds.

Hidden folders (`.vaultmind/`, `.git/`, `.obsidian/`, `.trash/`) are never part of
the vault. Directory symlinks are followed once (loops are cut), files that vanish
while we look are simply absent, and no file is ever opened for writing here.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from vaultmind.vault.model import Problem
from vaultmind.vault.text import (
    MAX_PARSED_BYTES,
    NoteText,
    decode,
    decode_utf16,
    looks_binary,
    nfc,
)

NOT_NFC = (
    "the file name is written decomposed (NFD, as macOS does); VaultMind reads it by its "
    "composed (NFC) name, but rename it so every tool and machine agrees"
)


class FileStat(NamedTuple):  # a tuple: a scan makes one per file, 10 000 at a time
    path: str  # vault-relative, POSIX, NFC
    size: int
    mtime_ns: int
    disk: str | None = None  # the path as written on disk, where that is not NFC (macOS)

    @property
    def is_note(self) -> bool:
        return self.path.lower().endswith(".md")


@dataclass(frozen=True, slots=True)
class NoteFile:
    """A note's bytes as read: the decoded text to parse and what went wrong reading it."""

    stat: FileStat
    sha1: str
    text: str
    problems: tuple[Problem, ...]


def is_hidden(name: str) -> bool:
    """Hidden files and folders are not part of the vault (Obsidian does not show them);
    this also keeps VaultMind's own temporary files (`.Note.md.xxxx.tmp`) out."""
    return name.startswith(".")


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A file or folder the system would not let us read: reported, never skipped silently."""

    path: str
    reason: str


_REPORTED = frozenset({errno.ENAMETOOLONG, errno.EACCES, errno.EPERM})


def scan(
    root: Path, excluded: tuple[str, ...] = (), unreadable: list[Unreadable] | None = None
) -> list[FileStat]:
    """Every file in the vault, sorted by path, leaving out `excluded` folders; what
    cannot be read (a path too long, no permission) is added to `unreadable`. Of two
    files whose names differ only in Unicode form, the NFC one is the note."""
    found: list[FileStat] = []
    walk = _Walk(root, frozenset(excluded), [] if unreadable is None else unreadable, found)
    walk.folder("", {_identity(root)})
    found.sort(key=_by_path)
    if any(stat.disk is not None for stat in found):
        found.sort(key=lambda f: (f.path, f.disk is not None, f.disk or ""))
        unique: dict[str, FileStat] = {}
        for stat in found:
            unique.setdefault(stat.path, stat)
        return list(unique.values())
    return found


def _by_path(stat: FileStat) -> str:
    return stat.path


def _unreadable(root: Path, rel: str, error: OSError) -> Unreadable:
    if error.errno == errno.ENAMETOOLONG:
        size = len(os.fsencode(root / rel))
        reason = f"the path is {size} bytes, longer than the system allows; move it up"
    else:
        reason = f"cannot read: {(error.strerror or str(error)).lower()}"
    return Unreadable(nfc(rel) or ".", reason)


def _identity(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino


class _Walk:
    """One walk of the vault: the hot loop of every freshness check, kept lean."""

    def __init__(
        self,
        root: Path,
        excluded: frozenset[str],
        unreadable: list[Unreadable],
        out: list[FileStat],
    ) -> None:
        self.root, self.excluded, self.unreadable, self.out = root, excluded, unreadable, out

    def folder(self, prefix: str, seen: set[tuple[int, int]]) -> None:
        root, out, excluded = self.root, self.out, self.excluded
        try:
            entries = list(os.scandir(root / prefix if prefix else root))
        except OSError as error:
            if error.errno in _REPORTED:
                self.unreadable.append(_unreadable(root, prefix, error))
            return
        for entry in entries:
            name = entry.name
            if name.startswith("."):  # is_hidden
                continue
            rel = f"{prefix}/{name}" if prefix else name
            if not name.isprintable() and _undecodable(name):
                shown = os.fsencode(rel).decode("utf-8", errors="replace")
                self.unreadable.append(
                    Unreadable(nfc(shown), "the name is not valid UTF-8; rename it")
                )
                continue
            path = rel if rel.isascii() else nfc(rel)
            if path in excluded:
                continue  # a folder Obsidian is told to ignore (or a file of that name)
            try:
                if entry.is_dir():
                    ident = _identity(Path(entry.path))
                    if ident not in seen:  # else a symlink loop or a second way in
                        self.folder(rel, seen | {ident})
                elif entry.is_file():
                    st = entry.stat()
                    path = rel if rel.isascii() else nfc(rel)
                    out.append(
                        FileStat(path, st.st_size, st.st_mtime_ns, None if path == rel else rel)
                    )
            except OSError as error:
                if error.errno in _REPORTED:
                    self.unreadable.append(_unreadable(root, rel, error))
                # else vanished, or a dangling symlink: not part of the vault now


def _undecodable(name: str) -> bool:
    """Bytes that are not UTF-8 reach Python as lone surrogates, which nothing can
    store or print: such a name is reported instead of breaking every command."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def on_disk(root: Path, rel: str) -> Path:
    """Where the vault file `rel` is: VaultMind names files NFC, as the design compares
    them, but a file made on macOS may be written NFD (`й` as `и` + a combining breve).
    The path as given if it exists (one `lstat`), else the one whose names match."""
    path = root / rel
    if os.path.lexists(path):
        return path
    current = root
    for part in rel.split("/"):
        candidate = current / part
        if not os.path.lexists(candidate):
            try:
                entries = sorted(current.iterdir())
            except OSError:
                return path
            match = next((entry for entry in entries if nfc(entry.name) == nfc(part)), None)
            if match is None:
                return path
            candidate = match
        current = candidate
    return current


def stat_file(root: Path, rel: str) -> FileStat | None:
    """Current stat of one vault file, or None if it is gone or is not a plain file."""
    if _undecodable(rel):
        return None  # see `_undecodable`; the next full scan reports it
    path = on_disk(root, rel)
    try:
        st = path.stat()
    except OSError:
        return None
    if not path.is_file():
        return None
    disk = path.relative_to(root).as_posix()
    name = nfc(disk)
    return FileStat(name, st.st_size, st.st_mtime_ns, None if name == disk else disk)


def read_note(root: Path, stat: FileStat) -> NoteFile | None:
    """Read a note for parsing; None if it vanished. Never raises for bad content."""
    try:
        data = (root / (stat.disk or stat.path)).read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None
    except OSError as exc:
        problem = Problem("unreadable", f"cannot read: {exc.strerror or exc}")
        return NoteFile(stat, "", "", (problem,))
    import hashlib  # here: OpenSSL's start-up is ~3 ms of a command that reads no note

    digest = hashlib.sha1(data).hexdigest()
    stat = FileStat(stat.path, len(data), stat.mtime_ns, stat.disk)
    utf16 = decode_utf16(data)
    if utf16 is not None:
        problem = Problem("encoding", "UTF-16 text: read, but never rewritten; save it as UTF-8")
        return NoteFile(stat, digest, utf16[:MAX_PARSED_BYTES], (problem,))
    if looks_binary(data):
        return NoteFile(stat, digest, "", (Problem("binary", "binary content in a .md file"),))
    problems: list[Problem] = []
    if stat.disk:
        problems.append(Problem("file-name", NOT_NFC))
    if len(data) > MAX_PARSED_BYTES:
        data = data[:MAX_PARSED_BYTES]
        cap = MAX_PARSED_BYTES // (1024 * 1024)
        problems.append(Problem("too-large", f"{stat.size} bytes; only the first {cap} MiB read"))
    text: NoteText = decode(data)
    if text.lossy and not problems:
        problems.append(Problem("encoding", "not valid UTF-8; read with replacement characters"))
    return NoteFile(stat, digest, text.text, tuple(problems))
