"""Which parser a file needs: decided by its content first, its name second.

The only function here that touches the disk, and only to read: the file's bytes and,
for notes, its mtime (the time of notes whose name holds no date).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path, PurePath
from typing import Literal

from vaultmind.agent.ingest.sources.formats.jsonl import parse_jsonl
from vaultmind.agent.ingest.sources.formats.notes import parse_notes
from vaultmind.agent.ingest.sources.formats.records import ParsedExport, fail, zone
from vaultmind.agent.ingest.sources.formats.telegram import parse_telegram
from vaultmind.agent.ingest.sources.formats.whatsapp import parse_whatsapp
from vaultmind.agent.ingest.sources.formats.whatsapp_headers import is_header
from vaultmind.errors import UsageError
from vaultmind.vault.text import decode_utf16

Format = Literal["telegram", "whatsapp", "jsonl", "notes"]
_JSONL = frozenset({".jsonl", ".ndjson"})
_NOTES = frozenset({".md", ".markdown", ".txt"})
_TELEGRAM_KEYS = frozenset({"messages", "chats", "left_chats"})
_JSONL_KEYS = frozenset({"time", "sender"})  # never at the top of a Telegram export


def parse_export(
    path: Path, timezone: str, first_import: Callable[[str], datetime | None] | None = None
) -> ParsedExport:
    """Parse one export file (or a Telegram export folder holding `result.json`).

    Notes with no date in their name or properties take `first_import(chat id)` (when
    they were imported before), else their mtime — which a git clone does not keep."""
    target = _target(path)
    text = _read(target)
    name = str(target)
    kind = detect_format(text, name)
    if kind == "telegram":
        return parse_telegram(text, name, timezone)
    if kind == "jsonl":
        return parse_jsonl(text, name, timezone)
    if kind == "whatsapp":
        return parse_whatsapp(text, name, timezone, _whatsapp_chat_id(target))
    before = first_import(target.stem) if first_import else None
    when = before or datetime.fromtimestamp(target.stat().st_mtime, zone(timezone))
    return parse_notes(text, name, when, timezone)


def detect_format(text: str, name: str) -> Format:
    """The format of `text`, read from file `name`; unknown content is a one-line error."""
    first = _first_line(text)
    if not first:
        raise fail(name, "empty file")
    suffix = PurePath(name).suffix.lower()
    if suffix in _JSONL or _is_jsonl_record(first):
        return "jsonl"
    if suffix == ".json" or (first.startswith(("{", "[")) and suffix not in _NOTES):
        return "telegram"
    if is_header(first):
        return "whatsapp"
    if suffix in _NOTES:
        return "notes"
    raise fail(
        name,
        "unknown format (expected a Telegram result.json, a WhatsApp .txt, "
        ".jsonl, or .md/.txt notes)",
    )


def _first_line(text: str) -> str:
    """The first line with content, without the BOM and direction marks exporters add."""
    for line in text.split("\n"):
        stripped = line.strip().lstrip("\ufeff\u200e\u200f")
        if stripped:
            return stripped
    return ""


def _is_jsonl_record(line: str) -> bool:
    """A whole JSON object on the first line, shaped like a message, not like a chat."""
    try:
        data = json.loads(line)
    except (json.JSONDecodeError, RecursionError):
        return False
    if not isinstance(data, dict):
        return False
    return bool(_JSONL_KEYS & data.keys()) and not _TELEGRAM_KEYS & data.keys()


def _target(path: Path) -> Path:
    """A Telegram export folder stands for its `result.json`."""
    inner = path / "result.json"
    if path.is_dir() and inner.is_file():
        return inner
    return path


def check_readable(path: Path) -> None:
    """Raise the one-line error `parse_export` would give for a missing or unreadable
    file (or Telegram export folder), reading one byte: a face can refuse a path before
    anything is written, in the same words as the CLI."""
    target = _target(path)
    if target.exists() and not target.is_file() and not target.is_dir():
        raise fail(str(target), "not a regular file")  # a FIFO's open would wait forever
    try:
        with target.open("rb") as file:
            file.read(1)
    except OSError as error:
        raise _unreadable(target, error) from error


def _unreadable(path: Path, error: OSError) -> UsageError:
    """Why `path` cannot be read, as one line naming it."""
    if isinstance(error, FileNotFoundError):
        return fail(str(path), "no such file")
    if isinstance(error, IsADirectoryError):
        return fail(str(path), "is a directory, not an export file")
    return fail(str(path), f"cannot read ({error.strerror or error})")


def _read(path: Path) -> str:
    """The file's text; missing, unreadable or binary files are one-line errors."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise _unreadable(path, error) from error
    utf16 = decode_utf16(data)  # Windows tools save "Unicode" text as UTF-16
    if utf16 is not None:
        return utf16
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise fail(str(path), f"not UTF-8 text (invalid byte at offset {error.start})") from error
    if "\x00" in text:  # valid UTF-8, but in no text export (doctor calls such a note binary)
        raise fail(str(path), f"binary, not text (a NUL byte at offset {data.index(0)})")
    return text


def _whatsapp_chat_id(path: Path) -> str:
    """iOS exports are all called `_chat.txt`: the folder they were unzipped into names them."""
    if path.stem == "_chat" and path.absolute().parent.name:
        return path.absolute().parent.name
    return path.stem
