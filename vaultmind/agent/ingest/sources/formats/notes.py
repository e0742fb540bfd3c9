"""Meeting notes (Markdown or plain text) dropped into `Sources/`.

Each blank-line-separated paragraph is one message. The time comes from a date in the
file name (`2026-11-30 Планёрка.md`, optionally with `10-30` after it), else from a
`date:` property in its frontmatter (what meeting templates write), else from
`fallback_time` (the caller passes the file's mtime: the parser itself reads nothing).
All paragraphs share that time and keep their order; ids are hashed, so editing one
paragraph changes only that paragraph's id. A paragraph opening with `**Name**:` or
`Name:` is attributed to that person.
"""

from __future__ import annotations

import re
from datetime import datetime, tzinfo
from pathlib import PurePath

from vaultmind.agent.ingest.sources.formats.records import (
    ParsedChat,
    ParsedExport,
    RawMessage,
    fail,
    localize,
    with_hashed_ids,
    zone,
)

SOURCE = "notes"
_DATE_IN_NAME = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?:[ T_](\d{2})[-:.h](\d{2})(?!\d))?")
_DATE_PROPERTY = re.compile(
    r"^date:[ \t]*[\"']?(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?", re.MULTILINE
)
_FRONTMATTER = re.compile(r"\A---\n.*?\n---[ \t]*(?:\n|\Z)", re.DOTALL)
_HEADING = re.compile(r"#{1,6}\s+\S.*")
_BOLD_SPEAKER = re.compile(r"\*\*(?P<name>[^*\n]{1,60}?)(?::\*\*|\*\*:)[ \t]*")
_PLAIN_SPEAKER = re.compile(r"(?P<name>[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2}):[ \t]+")
_NOT_NAMES = frozenset(
    {
        "agenda", "answer", "attendees", "date", "decision", "decisions", "note", "notes",
        "participants", "question", "summary", "todo", "update", "вопрос", "дата", "итог",
        "итоги", "итого", "ответ", "повестка", "примечание", "присутствовали",
        "решение", "решения", "решили", "участники",
    }
)  # fmt: skip


def parse_notes(text: str, name: str, fallback_time: datetime, timezone: str) -> ParsedExport:
    """One chat named after the file; a leading `# Title` names it and is not a message."""
    tz = zone(timezone)
    chat_id = PurePath(name).stem
    text = text.replace("\r\n", "\n").lstrip("\ufeff")
    frontmatter = _FRONTMATTER.match(text)
    body = text[frontmatter.end() :] if frontmatter else text
    paragraphs = [p.strip("\n") for p in re.split(r"\n[ \t]*\n", body) if p.strip()]
    if not paragraphs:
        raise fail(name, "no text")
    title, paragraphs = _split_title(paragraphs, chat_id)
    time = _time(name, frontmatter.group() if frontmatter else "", fallback_time, tz)
    drafts = [_message(p, chat_id, title, time) for p in paragraphs if not _is_heading(p)]
    skipped = len(paragraphs) - len(drafts)
    return ParsedExport((ParsedChat(SOURCE, chat_id, title, with_hashed_ids(drafts), skipped),))


def _split_title(paragraphs: list[str], chat_id: str) -> tuple[str, list[str]]:
    """A first line `# Title` names the chat; the rest of its paragraph stays a message."""
    first, _, rest = paragraphs[0].partition("\n")
    if not first.startswith("# ") or not first[2:].strip():
        return chat_id, paragraphs
    remaining = [rest.strip("\n")] if rest.strip() else []
    return first[2:].strip(), remaining + paragraphs[1:]


def _is_heading(paragraph: str) -> bool:
    """A paragraph of headings alone (`## Решения`) only structures the notes."""
    return all(_HEADING.fullmatch(line.strip()) for line in paragraph.split("\n"))


def _time(name: str, frontmatter: str, fallback_time: datetime, tz: tzinfo) -> datetime:
    """The date (and time) in the file name, else in its `date:` property, else the
    fallback; always in the vault's zone."""
    found, where = _DATE_IN_NAME.search(PurePath(name).name), "in the file name"
    if found is None:
        found, where = _DATE_PROPERTY.search(frontmatter), "in its date: property"
    if found is None:  # to the minute, as Sources files show it: see `first_import_time`
        return localize(fallback_time, tz).replace(second=0, microsecond=0)
    year, month, day = (int(part) for part in found.groups()[:3])
    hour, minute = (int(part) if part else 0 for part in found.groups()[3:])
    try:
        return datetime(year, month, day, hour, minute, tzinfo=tz)
    except ValueError as error:
        shown = found.group().removeprefix("date:").strip(" \t\"'")
        raise fail(name, f"invalid date {shown!r} {where}") from error


def _message(paragraph: str, chat_id: str, title: str, time: datetime) -> RawMessage:
    sender, text = _speaker(paragraph)
    return RawMessage(SOURCE, chat_id, title, "", time, sender, text)


def _speaker(paragraph: str) -> tuple[str, str]:
    """(`Name`, rest) for `**Name**: …` or `Name: …`; `Итого:`, `API:`, `Q4:` are not names."""
    bold = _BOLD_SPEAKER.match(paragraph)
    if bold and bold["name"].strip().casefold() not in _NOT_NAMES:
        return bold["name"].strip(), paragraph[bold.end() :]
    plain = _PLAIN_SPEAKER.match(paragraph)
    if plain and _looks_like_name(plain["name"]):
        return plain["name"], paragraph[plain.end() :]
    return "", paragraph


def _looks_like_name(candidate: str) -> bool:
    """One to three capitalised words without digits, and not a label from the stop list."""
    if candidate.casefold() in _NOT_NAMES:
        return False
    return all(
        word[0].isupper() and any(c.islower() for c in word) and not any(c.isdigit() for c in word)
        for word in candidate.split()
    )
