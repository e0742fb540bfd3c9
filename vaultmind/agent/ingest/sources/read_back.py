"""Messages read back from a Sources file: the file, not the cache, is the truth."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from vaultmind.agent.ingest.sources.extracted_record import seen_by, text_hash
from vaultmind.agent.ingest.sources.file_format import parse_items, said
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.vault.frontmatter import split_frontmatter
from vaultmind.vault.slug import slugify
from vaultmind.vault.text import decode


@dataclass(frozen=True, slots=True)
class StoredMessage:
    message: RawMessage
    block: str
    path: str
    digest: str  # 8 hex of the text's SHA-1, as recorded under `extracted:`


def read_source(
    vault: Path, path: str, timezone: str
) -> tuple[list[StoredMessage], dict[str, object]]:
    """Every message of the file, and its frontmatter."""
    text = decode((vault / path).read_bytes()).text
    meta = split_frontmatter(text).data
    day = date.fromisoformat(str(meta.get("date") or Path(path).stem))
    zone = ZoneInfo(timezone)
    found = []
    for item in parse_items(text):
        says = said(item)  # a sender or reply as a link, or as earlier versions wrote it
        hour, minute = (int(part) for part in item.time.split(":"))
        when = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)
        message = RawMessage(
            str(meta.get("source", "")),
            str(meta.get("chat", "")),
            "",
            item.block,
            when,
            "" if says.sender == "?" else says.sender,
            says.text,
            reply_to=says.reply_to,
            forwarded_from=_author(says.forwarded_from),
        )
        found.append(StoredMessage(message, item.block, path, text_hash(says.text)))
    return found, meta


def with_news(
    vault: Path, path: str, timezone: str, extractor: str
) -> list[tuple[StoredMessage, bool]]:
    """Every message of the file, and whether this extractor has yet to see it as it is."""
    messages, meta = read_source(vault, path, timezone)
    seen = seen_by(meta, extractor)
    return [(m, seen.get(m.block) != m.digest) for m in messages]


def first_import_time(vault: Path, source: str, chat_id: str, timezone: str) -> datetime | None:
    """The time of the first message already imported from this chat, if any: what a
    note without a date was given the first time, kept by the vault on every clone."""
    folder = vault / "Sources" / source / slugify(chat_id)
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        messages, _ = read_source(vault, path.relative_to(vault).as_posix(), timezone)
        if messages:
            return min(m.message.time for m in messages)
    return None


def _author(name: str | None) -> str | None:
    """A forward's original author as the Sources line names it; "?" is unknown ("")."""
    return "" if name == "?" else name
