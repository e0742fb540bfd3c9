"""Raw messages in the vault: `Sources/<source>/<chat>/<YYYY-MM-DD>.md`, one list item each.

    - 10:05 [[People/Дмитрий Кузнецов|Дмитрий Кузнецов]]: Сделаю до пятницы ^tg-1876543210-4503

Continuation lines are indented; the text is escaped so it never creates links, tags,
block ids or comments, and the original text is recoverable exactly. The sender and
the replied message are links (`message_links`). Merging a message is idempotent: a
message already there, in whatever form an earlier version wrote it, changes nothing;
an edited one (same id, new text) replaces its own lines; a new one is inserted in
time order. Lines that are not VaultMind's items are never touched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vaultmind.agent.ingest.sources.escape import (
    block_id,
    escape_inline,
    escape_text,
    unescape_text,
)
from vaultmind.agent.ingest.sources.formats import RawMessage
from vaultmind.agent.ingest.sources.message_links import (
    NO_LINKS,
    Linking,
    read_head,
    reply,
    reply_in,
    speaker,
)
from vaultmind.memory.sections import split_lines
from vaultmind.vault.escape import json_text
from vaultmind.vault.slug import slugify

_ITEM = re.compile(r"^- (\d\d:\d\d) ")
_OURS = ("[", "reply_to:: ", "forwarded_from:: ", "edited:: ")  # `[`: a reply's `[[link]]`
_FORWARDED = re.compile(r"(?<!\\)\[forwarded_from:: ((?:\\.|[^\]\\])*)\](?= |$)")
_EDITED = re.compile(r"(?<!\\)\[edited:: ([^\]]*)\](?= |$)")
_BLOCK = re.compile(r" \^([a-z]{2}-[a-z0-9-]+)[ \t]*$")


@dataclass(frozen=True, slots=True)
class SourceItem:
    block: str
    time: str  # HH:MM
    start: int  # first line index
    end: int  # index after the last line
    lines: tuple[str, ...]  # as written, without line endings


def source_path(message: RawMessage) -> str:
    """Where a message lives: its source, its chat (as a slug) and its local day."""
    return (
        f"Sources/{message.source}/{slugify(message.chat_id)}/{message.time.date().isoformat()}.md"
    )


def source_link(path: str, block: str) -> str:
    """The evidence link a memory cites: the message's block in its Sources file."""
    return f"[[{path.removesuffix('.md')}#^{block}]]"


def render(message: RawMessage, linking: Linking = NO_LINKS) -> list[str]:
    """The message's lines; the block id ends the last one."""
    sender = speaker(message.sender or "?", linking)
    media = f" ({escape_inline(message.media)})" if message.media else ""
    body = [escape_text(line) for line in message.text.split("\n")] or [""]
    lines = [f"- {message.time:%H:%M} {sender}{media}: {body[0]}"]
    lines += [f"  {line}" for line in body[1:]]  # kept exactly: the text must round-trip
    extras = _fields(message, linking)
    block = block_id(message.source, message.chat_id, message.message_id)
    lines[-1] += f"{' ' + extras if extras else ''} ^{block}"
    return lines


def _fields(message: RawMessage, linking: Linking) -> str:
    fields = []
    if message.reply_to:
        replied = block_id(message.source, message.chat_id, message.reply_to)
        fields.append(reply(replied, message.reply_to, source_path(message), linking))
    if message.forwarded_from is not None:
        fields.append(f"[forwarded_from:: {escape_inline(message.forwarded_from) or '?'}]")
    if message.edited:
        fields.append(f"[edited:: {message.edited:%Y-%m-%dT%H:%M}]")
    return " ".join(fields)


@dataclass(frozen=True, slots=True)
class Said:
    """What a message item holds, however its sender and reply were written: two
    items that say the same are the same message (a re-import changes nothing)."""

    time: str
    sender: str
    media: str | None
    text: str
    reply_to: str | None
    forwarded_from: str | None
    edited: str | None


def said(item: SourceItem) -> Said:
    head = read_head(item.lines[0])
    last = item.lines[-1]
    forwarded = _FORWARDED.findall(last)
    edited = _EDITED.findall(last)
    return Said(
        item.time,
        head.sender if head else "?",
        head.media if head else None,
        original_text(item),
        reply_in(last),
        unescape_text(forwarded[-1]) if forwarded else None,
        edited[-1] if edited else None,
    )


def says(message: RawMessage) -> Said:
    return Said(
        f"{message.time:%H:%M}",
        message.sender or "?",
        message.media or None,
        message.text,
        message.reply_to or None,
        (message.forwarded_from or "?") if message.forwarded_from is not None else None,
        f"{message.edited:%Y-%m-%dT%H:%M}" if message.edited else None,
    )


def original_text(item: SourceItem) -> str:
    """The message text as sent, recovered from the item's lines."""
    head = read_head(item.lines[0])
    first = item.lines[0][head.end :] if head else ""
    body = [first] + [line[2:] for line in item.lines[1:]]
    body[-1] = _strip_tail(body[-1])
    return unescape_text("\n".join(body))


def _strip_tail(line: str) -> str:
    """Drop our fields and block id: the first unescaped `[` can only start one of ours."""
    line = _BLOCK.sub("", line)
    for index, char in enumerate(line):
        if char == "[" and _unescaped(line, index) and line.startswith(_OURS, index + 1):
            return line[: index - 1] if index and line[index - 1] == " " else line[:index]
    return line


def _unescaped(line: str, index: int) -> bool:
    backslashes = len(line[:index]) - len(line[:index].rstrip("\\"))
    return backslashes % 2 == 0


def parse_items(text: str) -> list[SourceItem]:
    lines = [line.rstrip("\r\n") for line in split_lines(text)]
    items: list[SourceItem] = []
    index = 0
    while index < len(lines):
        start = _ITEM.match(lines[index])
        if not start:
            index += 1
            continue
        end = index + 1
        while (
            end < len(lines) and lines[end].startswith("  ") and not _BLOCK.search(lines[end - 1])
        ):
            end += 1
        block = _BLOCK.search(lines[end - 1])
        if block:
            items.append(
                SourceItem(block.group(1), start.group(1), index, end, tuple(lines[index:end]))
            )
        index = end
    return items


def new_file(messages: list[RawMessage], linking: Linking = NO_LINKS) -> str:
    first = messages[0]
    day = first.time.date().isoformat()
    head = [
        "---",
        "type: source",
        f"source: {first.source}",
        f"chat: {json_text(first.chat_id)}",
        f"chat_title: {json_text(first.chat_title)}",
        f"date: {day}",
        "---",
        f"# {escape_inline(first.chat_title or first.chat_id)} — {day}",
        "",
    ]
    body = [line for message in messages for line in render(message, linking)]
    return "\n".join(head + body) + "\n"
